/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, dialogs } from 'shared-kernel';
import { fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import {
  answerBoard,
  answerTicks,
  base,
  dialogOf,
  doseSn,
  dosesOf,
  endedPlan,
  fixClock,
  plan,
  scheduledPlan,
  type FakeApi,
} from '../medicine-common/testing/fixtures';

let api: FakeApi;
const tylenol = plan();
let doses = dosesOf(tylenol);
const morningRoute = `PUT ${base}/plan/1/${doseSn(1, '2026-03-11T08:00:00')}`;

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
  api = fakeApi();
  doses = dosesOf(tylenol);
  answerBoard(api, [tylenol, scheduledPlan, endedPlan], doses);
  answerTicks(api, doses);
});

afterEach(() => {
  dialogs.closeAll();
  jest.useRealTimers();
});

async function showTab() {
  await renderRemoteAt(RemoteRoot, '/main/medicine');
  await screen.findByRole('heading', { name: '오늘 먹을 약' });
}

function meter(name: string): string | null {
  return screen.getByRole('meter', { name }).getAttribute('aria-valuetext');
}

describe('today’s doses', () => {
  it('are grouped by time of day, named by the spec’s default time names', async () => {
    await showTab();
    const morning = screen.getByRole('region', { name: '아침 08:00' });
    const evening = screen.getByRole('region', { name: '저녁 19:00' });
    expect(within(morning).getByText('타이레놀')).toBeTruthy();
    expect(within(evening).getByText('타이레놀')).toBeTruthy();
    expect(screen.getAllByRole('region', { name: /^(아침|저녁) / })).toHaveLength(2);
  });

  it('name a time that is no default time by its HH:mm', async () => {
    const vitamin = plan({ ...scheduledPlan, tkmdBeginDe: '2026-03-11', planState: 'ongoing' });
    answerBoard(api, [tylenol, vitamin], [...doses, ...dosesOf(vitamin)]);
    await showTab();
    expect(within(screen.getByRole('region', { name: '15:30' })).getByText('비타민D')).toBeTruthy();
  });

  it('are ticked taken in one tap: the PUT sets 0002, the button shows pressed and adherence moves', async () => {
    await showTab();
    expect(meter('이번 주')).toBe('60%, 5회 중 3회 복용, 80%에 못 미쳐요');
    expect(meter('이번 달')).toBe('84.2%, 19회 중 16회 복용, 잘 지키고 있어요');

    const taken = screen.getByRole('button', { name: '타이레놀 아침 08:00 먹었어요' });
    expect(taken.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(taken);

    await waitFor(() => expect(taken.getAttribute('aria-pressed')).toBe('true'));
    expect(api.bodies(morningRoute)).toEqual([{ tkmdSttusCode: '0002' }]);
    expect(meter('이번 주')).toBe('80%, 5회 중 4회 복용, 잘 지키고 있어요');
    expect(meter('이번 달')).toBe('89.5%, 19회 중 17회 복용, 잘 지키고 있어요');
    // The plans are read again for their own adherence.
    await waitFor(() => expect(api.routes().filter((route) => route === `GET ${base}/plan`)).toHaveLength(2));
  });

  it('are ticked not taken (0001), and a second tap on the pressed button unticks (0003)', async () => {
    await showTab();
    const notTaken = screen.getByRole('button', { name: '타이레놀 아침 08:00 안 먹었어요' });
    fireEvent.click(notTaken);
    await waitFor(() => expect(notTaken.getAttribute('aria-pressed')).toBe('true'));
    expect(meter('이번 주')).toBe('60%, 5회 중 3회 복용, 80%에 못 미쳐요');

    fireEvent.click(notTaken);
    await waitFor(() => expect(notTaken.getAttribute('aria-pressed')).toBe('false'));
    expect(api.bodies(morningRoute)).toEqual([{ tkmdSttusCode: '0001' }, { tkmdSttusCode: '0003' }]);
  });

  it('counts an evening dose taken early at once (a ticked dose is due)', async () => {
    await showTab();
    fireEvent.click(screen.getByRole('button', { name: '타이레놀 저녁 19:00 먹었어요' }));
    await waitFor(() => expect(meter('이번 주')).toBe('66.7%, 6회 중 4회 복용, 80%에 못 미쳐요'));
  });

  it('say when they were ticked: the time taken, the day too when ticked on another day (issue 35)', async () => {
    const morning = doses.findIndex((dose) => dose.tkmdPlanDt === '2026-03-10T08:00:00');
    doses[morning] = { ...(doses[morning] as (typeof doses)[number]), tkmdDt: '2026-03-10T08:12:00+09:00' };
    const evening = doses.findIndex((dose) => dose.tkmdPlanDt === '2026-03-09T19:00:00');
    doses[evening] = { ...(doses[evening] as (typeof doses)[number]), tkmdDt: '2026-03-10T07:05:00+09:00' };
    await showTab();
    const today = screen.getByRole('region', { name: '아침 08:00' });
    expect(within(today).queryByText(/에 먹었어요$/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '타이레놀 아침 08:00 먹었어요' }));
    // Ticked at the test clock's 10:00.
    expect(await within(today).findByText('10:00에 먹었어요')).toBeTruthy();

    const week = screen.getByRole('group', { name: '이번 주 날짜 선택' });
    fireEvent.click(within(week).getByRole('button', { name: /^화 10,/ }));
    expect(
      within(screen.getByRole('region', { name: '아침 08:00' })).getByText('08:12에 먹었어요'),
    ).toBeTruthy();
    fireEvent.click(within(week).getByRole('button', { name: /^월 9,/ }));
    expect(
      within(screen.getByRole('region', { name: '저녁 19:00' })).getByText('2026.03.10 07:05에 먹었어요'),
    ).toBeTruthy();
  });

  it('shows the API’s refusal of a tick and leaves the dose as it was', async () => {
    answerTicks(api, doses, () => refusal(409, 'M1106', '복용이 끝난 약은 바꿀 수 없어요.'));
    await showTab();
    const taken = screen.getByRole('button', { name: '타이레놀 아침 08:00 먹었어요' });
    fireEvent.click(taken);
    expect((await dialogOf('alert')).options.message).toBe('복용이 끝난 약은 바꿀 수 없어요.');
    expect(taken.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the week strip', () => {
  it('runs Monday to Sunday with today pressed, and shows a past day’s doses with their ticks', async () => {
    await showTab();
    const week = screen.getByRole('group', { name: '이번 주 날짜 선택' });
    const days = within(week).getAllByRole('button');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      '월 9, 3월 9일 월요일, 2회 중 2회 복용',
      '화 10, 3월 10일 화요일, 2회 중 1회 복용',
      '수 11, 3월 11일 수요일, 오늘, 2회 중 0회 복용',
      '목 12, 3월 12일 목요일, 2회 중 0회 복용',
      '금 13, 3월 13일 금요일, 2회 중 0회 복용',
      '토 14, 3월 14일 토요일, 2회 중 0회 복용',
      '일 15, 3월 15일 일요일, 2회 중 0회 복용',
    ]);
    expect(days[2]?.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(days[1] as HTMLElement);
    expect(screen.getByRole('heading', { name: '3월 10일 화요일' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: '타이레놀 아침 08:00 먹었어요' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(screen.getByRole('region', { name: '저녁 19:00' })).getByText('확인 안 함')).toBeTruthy();
  });

  it('does not let a later day’s dose be ticked (M1105)', async () => {
    await showTab();
    fireEvent.click(screen.getByRole('button', { name: /^목 12, 3월 12일 목요일/ }));
    expect(screen.getByText('앞으로 올 날의 복용은 아직 기록할 수 없어요.')).toBeTruthy();
    const taken = screen.getByRole('button', { name: '타이레놀 아침 08:00 먹었어요' }) as HTMLButtonElement;
    expect(taken.disabled).toBe(true);
    fireEvent.click(taken);
    expect(api.routes().filter((route) => route.startsWith('PUT'))).toEqual([]);
  });
});

describe('sharing the week’s adherence', () => {
  it('asks the shell to share the medication summary of the week shown (0005, Monday to Sunday)', async () => {
    await showTab();
    const requests: unknown[] = [];
    const subscription = bus.on('channel.share-requested').subscribe(({ payload }) => requests.push(payload));
    fireEvent.click(screen.getByRole('button', { name: '이번 주 복약률 채널에 공유' }));
    subscription.unsubscribe();
    expect(requests).toEqual([
      { actCode: '0005', params: { fromPeriodDt: '2026-03-09', toPeriodDt: '2026-03-15' } },
    ]);
  });
});

describe('the plan list', () => {
  it('has ongoing, scheduled and ended sections, each plan with its adherence', async () => {
    await showTab();
    expect(screen.getByRole('region', { name: '복용 중인 약 1개' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '시작 예정인 약 1개' })).toBeTruthy();
    const ended = screen.getByRole('region', { name: '복용이 끝난 약 1개' });
    expect(within(ended).getByRole('link', { name: '판콜' })).toBeTruthy();
    expect(within(ended).getByRole('meter', { name: '판콜 복약률' }).getAttribute('aria-valuetext')).toBe(
      '71.4%, 7회 중 5회 복용, 80%에 못 미쳐요',
    );
    expect(
      within(screen.getByRole('region', { name: '시작 예정인 약 1개' })).getByText(
        '2026.03.16부터, 종료일 없음',
      ),
    ).toBeTruthy();
  });
});

describe('the tab’s other states', () => {
  it('says when no medicine is registered, and offers registration-options', async () => {
    answerBoard(api, [], []);
    await renderRemoteAt(RemoteRoot, '/main/medicine');
    const empty = await screen.findByRole('region', { name: '등록된 약이 없어요' });
    fireEvent.click(within(empty).getByRole('link', { name: '약 등록하기' }));
    const sheet = await screen.findByRole('dialog', { name: '약 등록' });
    expect(window.location.pathname).toBe('/main/medicine/registration-options');
    expect(
      within(sheet)
        .getByRole('link', { name: /약 검색해서 등록/ })
        .getAttribute('href'),
    ).toBe('/medicine/search');
    expect(
      within(sheet)
        .getByRole('link', { name: /직접 등록/ })
        .getAttribute('href'),
    ).toBe('/medicine/direct');
    fireEvent.click(within(sheet).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(window.location.pathname).toBe('/main/medicine'));
  });

  it('shows a load failure with its message and loads again on retry', async () => {
    api.on(`GET ${base}/plan`, refusal(500, 'M0073', '서버에 문제가 생겼어요.'));
    await renderRemoteAt(RemoteRoot, '/main/medicine');
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('서버에 문제가 생겼어요.')).toBeTruthy();
    answerBoard(api, [tylenol], doses);
    fireEvent.click(within(failure).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '오늘 먹을 약' })).toBeTruthy();
  });

  it('asks the API for this month and the next 7 days in one range', async () => {
    await showTab();
    expect(api.routes()).toContain(`GET ${base}/schedules`);
    expect(api.routes()).toContain(`GET ${base}/plan`);
  });
});
