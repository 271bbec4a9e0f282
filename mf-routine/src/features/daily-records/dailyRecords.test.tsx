/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs } from 'shared-kernel';
import { fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import {
  answerDashboard,
  answerNoRecords,
  dialogOf,
  drinking,
  fixClock,
  goal,
  goalDays,
  noSmoking,
  type FakeApi,
  type FakeRoutine,
} from '../routine-common/testing/dashboardFixtures';

// ApexCharts cannot draw in jsdom (the roadmap card's chart).
jest.mock('react-apexcharts/core', () => jest.requireActual('../routine-common/testing/chartStub'));

const base = '/main/health-goal-dashboard';
/** Tuesday 03-10, yesterday: entries 208 (no-smoking) and 308 (drinking), not entered yet. */
const yesterday = { noSmoking: 208, drinking: 308 };

let api: FakeApi;
let routine: FakeRoutine;

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
  api = fakeApi();
  routine = { goals: [goal()], days: goalDays() };
  answerDashboard(api, routine);
  answerNoRecords(api);
});

afterEach(() => {
  dialogs.closeAll();
  jest.useRealTimers();
});

async function openAt(path: string, title: string): Promise<HTMLElement> {
  await renderRemoteAt(RemoteRoot, path);
  return screen.findByRole('dialog', { name: title });
}

describe('the no-smoking record', () => {
  it('asks about yesterday by default and saves the answer', async () => {
    api.on(`PUT /api/routine/helthGoal/nosmkng/dtls/${yesterday.noSmoking}`, (body) => ({
      status: 200,
      data: { ...noSmoking(yesterday.noSmoking, '2026-03-10'), ...(body as object) },
    }));
    const sheet = await openAt(`${base}/no-smoking-record`, '금연');
    expect(within(sheet).getByRole('combobox', { name: '기록할 날' })).toHaveProperty('value', '2026-03-10');
    const question = within(sheet).getByRole('group', { name: '3월 10일에 담배를 피웠나요?' });
    fireEvent.click(within(question).getByRole('radio', { name: '피우지 않았어요' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '저장하기' }));

    await waitFor(() => expect(window.location.pathname).toBe(base));
    expect(api.bodies(`PUT /api/routine/helthGoal/nosmkng/dtls/${yesterday.noSmoking}`)).toEqual([
      { nosmkngExecutDtlsSn: yesterday.noSmoking, nosmkngAt: 'Y' },
    ]);
    expect((await dialogOf('toast')).message).toBe('기록했어요.');
  });

  it('refuses today with M1077’s text and offers no form', async () => {
    const sheet = await openAt(`${base}/no-smoking-record?date=2026-03-11`, '금연');
    expect(within(sheet).getByText('금연·음주 기록은 다음 날부터 입력할 수 있어요.')).toBeTruthy();
    expect(within(sheet).queryByRole('radio')).toBeNull();
  });

  it('shows the API’s refusal and keeps the sheet open', async () => {
    api.on(
      `PUT /api/routine/helthGoal/nosmkng/dtls/${yesterday.noSmoking}`,
      refusal(422, 'M1077', '금연·음주 기록은 다음 날부터 입력할 수 있어요.'),
    );
    const sheet = await openAt(`${base}/no-smoking-record`, '금연');
    fireEvent.click(within(sheet).getByRole('radio', { name: '피웠어요' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '저장하기' }));
    expect((await dialogOf('alert')).options.message).toBe('금연·음주 기록은 다음 날부터 입력할 수 있어요.');
    expect(window.location.pathname).toBe(`${base}/no-smoking-record`);
  });

  it('reads a day before this week on its own (yesterday of a Monday is last Sunday)', async () => {
    const sheet = await openAt(`${base}/no-smoking-record?date=2026-03-08`, '금연');
    await within(sheet).findByRole('group', { name: '3월 8일에 담배를 피웠나요?' });
    expect(api.routes().filter((route) => route === 'GET /api/routine/dashboard2')).toHaveLength(2);
    expect((within(sheet).getByRole('radio', { name: '피우지 않았어요' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});

describe('the drinking record', () => {
  it('defaults a drinking day to one glass and shows its grams of pure alcohol and glass sizes', async () => {
    const sheet = await openAt(`${base}/drinking-record`, '절주');
    fireEvent.click(within(sheet).getByRole('radio', { name: '마셨어요' }));

    expect(within(sheet).getByRole('status', { name: '소주 잔 수' }).textContent).toBe('1잔');
    // 45 ml × 16.5 % × 0.789 g/ml
    expect(within(sheet).getByText('모두 1잔 · 순수 알코올 약 5.9g')).toBeTruthy();
    expect(within(sheet).getByText('한 잔 약 45ml')).toBeTruthy();
    expect(within(sheet).getByText('한 잔 약 180ml')).toBeTruthy();
    expect(
      (within(sheet).getByRole('button', { name: '소주 한 잔 빼기' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('counts glasses by kind with the steppers and sends them', async () => {
    api.on(`PUT /api/routine/helthGoal/alchl/dtls/${yesterday.drinking}`, () => ({
      status: 200,
      data: drinking(yesterday.drinking, '2026-03-10', { alchlAt: 'Y', alchlGlassCnt: 3 }),
    }));
    const sheet = await openAt(`${base}/drinking-record`, '절주');
    fireEvent.click(within(sheet).getByRole('radio', { name: '마셨어요' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '맥주 한 잔 더하기' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '맥주 한 잔 더하기' }));
    // soju 5.9 g + 2 × beer (180 ml × 4.5 % × 0.789 = 6.4 g)
    expect(within(sheet).getByText('모두 3잔 · 순수 알코올 약 18.6g')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: '소주 한 잔 빼기' }));
    expect(within(sheet).getByText('모두 2잔 · 순수 알코올 약 12.8g')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: '저장하기' }));

    await waitFor(() => expect(window.location.pathname).toBe(base));
    expect(api.bodies(`PUT /api/routine/helthGoal/alchl/dtls/${yesterday.drinking}`)).toEqual([
      { alchlExecutDtlsSn: yesterday.drinking, alchlAt: 'Y', alchlGlassCntDtl: { beer: 2 } },
    ]);
  });

  it('sends a day without drinking with no glasses', async () => {
    api.on(`PUT /api/routine/helthGoal/alchl/dtls/${yesterday.drinking}`, () => ({
      status: 200,
      data: drinking(yesterday.drinking, '2026-03-10', { alchlAt: 'N', alchlGlassCnt: 0, alchlGramVal: 0 }),
    }));
    const sheet = await openAt(`${base}/drinking-record`, '절주');
    fireEvent.click(within(sheet).getByRole('radio', { name: '마시지 않았어요' }));
    expect(within(sheet).queryByRole('button', { name: '소주 한 잔 더하기' })).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(window.location.pathname).toBe(base));
    expect(api.bodies(`PUT /api/routine/helthGoal/alchl/dtls/${yesterday.drinking}`)).toEqual([
      { alchlExecutDtlsSn: yesterday.drinking, alchlAt: 'N' },
    ]);
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: '절주' })).getByText('마시지 않았어요')).toBeTruthy(),
    );
  });

  it('refuses today with M1077’s text', async () => {
    const sheet = await openAt(`${base}/drinking-record?date=2026-03-11`, '절주');
    expect(within(sheet).getByText('금연·음주 기록은 다음 날부터 입력할 수 있어요.')).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: '저장하기' })).toBeNull();
  });
});
