/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs, startOutboxService, type OutboxService } from 'shared-kernel';
import { fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import type { MedicationDose, RoutineDay } from 'shared-kernel/isomorphic';
import { RemoteRoot } from '../../RemoteRoot';
import {
  answerDashboard,
  answerNoRecords,
  dashboardCalls,
  dialogOf,
  fixClock,
  goal,
  goalDays,
  type FakeApi,
} from '../routine-common/testing/dashboardFixtures';
import { doses, routeOf, withDoses } from './testing/doseFixtures';

// ApexCharts cannot draw in jsdom (the roadmap card's chart).
jest.mock('react-apexcharts/core', () => jest.requireActual('../routine-common/testing/chartStub'));

const base = '/main/health-goal-dashboard';
const recordPath = `${base}/taking-medication-record`;

let api: FakeApi;
let days: RoutineDay[];
let online: boolean;
/** The shell's outbox service, which sends kept ticks whichever page is open. */
let service: OutboxService | undefined;

/** What a call gets when the phone is offline: no answer at all. */
function noAnswer(): never {
  throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
}

/** Answers a dose's PUT as the API does (when online): stores the new status and answers the dose. */
function answerTicks(): void {
  for (const dose of Object.values(doses)) {
    api.on(routeOf(dose), (body) => {
      if (!online) return noAnswer();
      const { tkmdSttusCode } = body as Pick<MedicationDose, 'tkmdSttusCode'>;
      for (const day of days) {
        day.helthTkmdPlanList = day.helthTkmdPlanList.map((one) =>
          one.tkmdDtlsSn === dose.tkmdDtlsSn ? { ...one, tkmdSttusCode } : one,
        );
      }
      const answer: MedicationDose = {
        ...dose,
        tkmdTypeCode: '0001',
        tkmdDt: '2026-03-11T01:00:00.000Z',
        tkmdSttusCode,
      };
      return { status: 200, data: answer };
    });
  }
}

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
  online = true;
  api = fakeApi();
  days = withDoses(goalDays());
  answerDashboard(api, { goals: [goal()], days });
  answerNoRecords(api);
  answerTicks();
  service = startOutboxService();
});

afterEach(() => {
  service?.stop();
  service = undefined;
  dialogs.closeAll();
  jest.useRealTimers();
});

async function openRecord(date = '2026-03-11') {
  await renderRemoteAt(RemoteRoot, `${recordPath}?date=${date}`);
  return screen.findByRole('dialog', { name: '복약 기록' });
}

async function showDashboard() {
  await renderRemoteAt(RemoteRoot, base);
  // The roadmap's chart, on its own chunk.
  await screen.findByTestId('chart');
}

function tickButton(sheet: HTMLElement, name: string): HTMLButtonElement {
  return within(sheet).getByRole('button', { name }) as HTMLButtonElement;
}

describe('the dashboard’s medicine card', () => {
  it('lists today’s doses with their time and status, and opens today’s record', async () => {
    await showDashboard();
    const card = screen.getByRole('region', { name: '오늘 먹을 약' });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '타이레놀08:00 · 복용함',
      '아스피린08:00 · 복용 예정',
      '타이레놀19:00 · 복용 예정',
    ]);
    expect(within(card).getByRole('link', { name: '복약 기록하기' }).getAttribute('href')).toBe(
      `${recordPath}?date=2026-03-11`,
    );
  });

  it('shows today’s doses also to a person with no goal, above the start', async () => {
    answerDashboard(api, { goals: [], days: withDoses(goalDays()) });
    await renderRemoteAt(RemoteRoot, base);
    await screen.findByRole('heading', { name: '아직 진행 중인 건강목표가 없어요' });
    const card = screen.getByRole('region', { name: '오늘 먹을 약' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByRole('link', { name: '복약 기록하기' })).toBeTruthy();
  });

  it('shows a past day of the week with its unticked doses unchecked, and opens that day’s record', async () => {
    await showDashboard();
    fireEvent.click(screen.getByRole('button', { name: /^화 10, 3월 10일 화요일/ }));
    const card = screen.getByRole('region', { name: '이 날 먹을 약' });
    expect(within(card).getByRole('listitem').textContent).toBe('타이레놀08:00 · 확인 안 함');
    expect(within(card).getByRole('link', { name: '3월 10일 복약 기록하기' }).getAttribute('href')).toBe(
      `${recordPath}?date=2026-03-10`,
    );
  });

  it('shows a later day’s doses without a way to tick them', async () => {
    await showDashboard();
    fireEvent.click(screen.getByRole('button', { name: /^금 13, 3월 13일 금요일/ }));
    const card = screen.getByRole('region', { name: '이 날 먹을 약' });
    expect(within(card).getByRole('listitem').textContent).toBe('타이레놀08:00 · 복용 예정');
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('is not shown on a day without doses', async () => {
    await showDashboard();
    fireEvent.click(screen.getByRole('button', { name: /^목 12, 3월 12일 목요일/ }));
    expect(screen.queryByRole('region', { name: '이 날 먹을 약' })).toBeNull();
    expect(screen.queryByRole('region', { name: '오늘 먹을 약' })).toBeNull();
  });
});

describe('taking-medication-record', () => {
  it('groups the day’s doses by time, each answer a toggle button named with medicine and time', async () => {
    const sheet = await openRecord();
    const groups = within(sheet).getAllByRole('region');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      '08:00에 먹을 약',
      '19:00에 먹을 약',
    ]);
    expect(within(groups[0]!).getAllByRole('listitem')).toHaveLength(2);
    expect(tickButton(sheet, '08:00 타이레놀 먹었어요').getAttribute('aria-pressed')).toBe('true');
    expect(tickButton(sheet, '08:00 타이레놀 안 먹었어요').getAttribute('aria-pressed')).toBe('false');
    expect(tickButton(sheet, '19:00 타이레놀 먹었어요').getAttribute('aria-pressed')).toBe('false');
    expect(within(sheet).getByRole('link', { name: '복약 관리' }).getAttribute('href')).toBe(
      '/main/medicine',
    );
  });

  it('sends taken (0002) for the dose tapped and refreshes the dashboard’s week', async () => {
    const sheet = await openRecord();
    const before = dashboardCalls(api);
    fireEvent.click(tickButton(sheet, '08:00 아스피린 먹었어요'));

    await waitFor(() => expect(api.bodies(routeOf(doses.aspirinToday))).toEqual([{ tkmdSttusCode: '0002' }]));
    await waitFor(() => expect(dashboardCalls(api)).toBe(before + 1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(tickButton(sheet, '08:00 아스피린 먹었어요').getAttribute('aria-pressed')).toBe('true');
    const card = screen.getByRole('region', { name: '오늘 먹을 약' });
    expect(within(card).getAllByRole('listitem')[1]!.textContent).toBe('아스피린08:00 · 복용함');
    expect(api.bodies(routeOf(doses.tylenolMorning))).toEqual([]);
  });

  it('sends not taken (0001), and unticks (0003) when the chosen answer is tapped again', async () => {
    const sheet = await openRecord();
    fireEvent.click(tickButton(sheet, '19:00 타이레놀 안 먹었어요'));
    await waitFor(() =>
      expect(tickButton(sheet, '19:00 타이레놀 안 먹었어요').getAttribute('aria-pressed')).toBe('true'),
    );
    fireEvent.click(tickButton(sheet, '08:00 타이레놀 먹었어요'));
    await waitFor(() =>
      expect(tickButton(sheet, '08:00 타이레놀 먹었어요').getAttribute('aria-pressed')).toBe('false'),
    );
    expect(api.bodies(routeOf(doses.tylenolEvening))).toEqual([{ tkmdSttusCode: '0001' }]);
    expect(api.bodies(routeOf(doses.tylenolMorning))).toEqual([{ tkmdSttusCode: '0003' }]);
  });

  it('ticks a past day of the week', async () => {
    const sheet = await openRecord('2026-03-10');
    expect(within(sheet).getByText('3월 10일 화요일')).toBeTruthy();
    fireEvent.click(tickButton(sheet, '08:00 타이레놀 먹었어요'));
    await waitFor(() =>
      expect(api.bodies(routeOf(doses.tylenolYesterday))).toEqual([{ tkmdSttusCode: '0002' }]),
    );
  });

  it('shows the API’s refusal in the person’s language and keeps the dose as it was', async () => {
    api.on(routeOf(doses.aspirinToday), refusal(404, 'M0105', '잘못된 접근이에요.'));
    const sheet = await openRecord();
    fireEvent.click(tickButton(sheet, '08:00 아스피린 먹었어요'));

    expect((await dialogOf('alert')).options.message).toBe('잘못된 접근이에요.');
    await waitFor(() =>
      expect(tickButton(sheet, '08:00 아스피린 먹었어요').getAttribute('aria-pressed')).toBe('false'),
    );
    expect(tickButton(sheet, '08:00 타이레놀 먹었어요').getAttribute('aria-pressed')).toBe('true');
  });

  it('does not let a later day’s dose be ticked, and says why (M1105)', async () => {
    const sheet = await openRecord('2026-03-13');
    const taken = tickButton(sheet, '08:00 타이레놀 먹었어요');
    expect(taken.disabled).toBe(true);
    expect(tickButton(sheet, '08:00 타이레놀 안 먹었어요').disabled).toBe(true);
    expect(within(sheet).getByText('앞으로 올 날의 복용은 아직 기록할 수 없어요.')).toBeTruthy();
    expect(taken.getAttribute('aria-describedby')).toBe(
      within(sheet).getByText('앞으로 올 날의 복용은 아직 기록할 수 없어요.').id,
    );
    fireEvent.click(taken);
    expect(api.bodies(routeOf(doses.tylenolFriday))).toEqual([]);
  });

  it('says so on a day without doses', async () => {
    const sheet = await openRecord('2026-03-12');
    expect(within(sheet).getByRole('heading', { name: '이 날 먹을 약이 없어요' })).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: /먹었어요/ })).toBeNull();
  });
});

describe('a dose ticked offline', () => {
  function waiting(): string | null {
    return screen.queryByText(/보내기를 기다리는 기록이/)?.textContent ?? null;
  }

  it('is kept on the phone, shown ticked and waiting, and sent once back online', async () => {
    online = false;
    const sheet = await openRecord();
    fireEvent.click(tickButton(sheet, '08:00 아스피린 먹었어요'));

    expect((await dialogOf('toast')).message).toBe(
      '인터넷에 연결되면 보낼게요. 이 휴대폰에 저장해 두었어요.',
    );
    await waitFor(() => expect(waiting()).toBe('보내기를 기다리는 기록이 1건 있어요'));
    const aspirin = tickButton(sheet, '08:00 아스피린 먹었어요');
    expect(aspirin.getAttribute('aria-pressed')).toBe('true');
    expect(within(aspirin.closest('li') as HTMLElement).getByText('보내기 대기')).toBeTruthy();

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(waiting()).toBeNull());
    expect(api.bodies(routeOf(doses.aspirinToday))).toEqual([
      { tkmdSttusCode: '0002' },
      { tkmdSttusCode: '0002' },
    ]);
    expect(tickButton(sheet, '08:00 아스피린 먹었어요').getAttribute('aria-pressed')).toBe('true');
    expect(within(sheet).queryByText('보내기 대기')).toBeNull();
  });

  it('is dropped with a word when the API refuses it once sent', async () => {
    online = false;
    const sheet = await openRecord();
    fireEvent.click(tickButton(sheet, '08:00 아스피린 먹었어요'));
    await waitFor(() => expect(waiting()).toBe('보내기를 기다리는 기록이 1건 있어요'));

    api.on(routeOf(doses.aspirinToday), refusal(404, 'M0105', '잘못된 접근이에요.'));
    dialogs.closeAll();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect((await dialogOf('alert')).options.message).toBe(
      '이 휴대폰에 저장해 둔 기록(3월 11일 복약 체크)을 보낼 수 없어서 지웠어요. 잘못된 접근이에요.',
    );
    await waitFor(() => expect(waiting()).toBeNull());
  });
});
