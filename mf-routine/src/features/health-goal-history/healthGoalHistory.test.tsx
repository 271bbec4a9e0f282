/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs, type DialogKind, type DialogOf, type OpenDialog } from 'shared-kernel';
import type { HealthGoal } from 'shared-kernel/isomorphic';
import {
  fakeApi,
  logIn,
  refusal,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';

const base = '/api/routine';
const historyRoute = `GET ${base}/helthGoal/history`;

let openDialogs: readonly OpenDialog[] = [];
dialogs.state$.subscribe((open) => {
  openDialogs = open;
});

async function dialogOf<K extends DialogKind>(kind: K): Promise<DialogOf<K>> {
  let found: OpenDialog | undefined;
  await waitFor(() => {
    found = openDialogs.find((dialog) => dialog.kind === kind);
    if (!found) throw new Error(`No ${kind} dialog is open`);
  });
  return found as DialogOf<K>;
}

function goal(overrides: Partial<HealthGoal>): HealthGoal {
  return {
    helthGoalSn: 1,
    goalBeginDe: '2026-03-02',
    goalEndDe: '2026-03-29',
    goalTotDayCnt: 28,
    goalSttusCode: '0002',
    helthGoalDetailList: [],
    helthGoalExrciseList: [],
    nosmkngAt: 'N',
    alchlGoal: null,
    exrciseTimeMiGoalTot: 360,
    exrciseTimeMiTot: 150,
    cnsumCalValGoal: 1470.5,
    cnsumCalValTot: 612.3,
    nosmkngPlanDayCnt: 0,
    nosmkngSuccessDayCnt: 0,
    alchlPlanDayCnt: 0,
    alchlSuccessDayCnt: 0,
    alchlGlassCntAvg: 0,
    ...overrides,
  };
}

const inProgress = goal({
  helthGoalSn: 3,
  helthGoalDetailList: [{ helthGoalItemCode: '0001', beforeVal: 74, goalVal: 70, healthGoalItemVal: 72.5 }],
  nosmkngAt: 'Y',
  nosmkngPlanDayCnt: 9,
  nosmkngSuccessDayCnt: 7,
  alchlGoal: { alchlCo: 2, alchlGlassCnt: 3, alchlCoExecutAt: 'Y', alchlGlassCntExecutAt: 'Y' },
  alchlPlanDayCnt: 9,
  alchlSuccessDayCnt: 8,
  alchlGlassCntAvg: 2.5,
});
const scheduled = goal({
  helthGoalSn: 4,
  goalBeginDe: '2026-04-06',
  goalEndDe: '2026-05-03',
  goalSttusCode: '0001',
  exrciseTimeMiTot: 0,
  cnsumCalValTot: 0,
  helthGoalDetailList: [{ helthGoalItemCode: '0002', beforeVal: 92, goalVal: 88, healthGoalItemVal: null }],
});
const ended = goal({
  helthGoalSn: 2,
  goalBeginDe: '2026-01-05',
  goalEndDe: '2026-02-01',
  goalSttusCode: '0003',
  exrciseTimeMiTot: 360,
});

let goals: HealthGoal[];
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  resetSession();
  logIn();
  goals = [scheduled, inProgress, ended];
  api = fakeApi()
    .on(historyRoute, () => ({ status: 200, data: { helthGoalList: goals } }))
    .on(`PUT ${base}/helthGoal/3`, () => {
      goals = goals.map((candidate) =>
        candidate.helthGoalSn === 3 ? { ...candidate, goalSttusCode: '0003' } : candidate,
      );
      return { status: 200, data: { ...inProgress, goalSttusCode: '0003' } };
    })
    .on(`DELETE ${base}/helthGoal/3`, refusal(409, 'M1063', '진행 중인 루틴은 삭제할 수 없어요.'))
    .on(`DELETE ${base}/helthGoal/4`, () => {
      goals = goals.filter((candidate) => candidate.helthGoalSn !== 4);
      return { status: 204, data: '' };
    })
    .on(`GET ${base}/helthGoal/recommendation`, {
      status: 200,
      data: {
        predictDt: null,
        bmicode: null,
        bmicomt: null,
        bmicomtKey: null,
        bmiVal: null,
        helthGoalItemCode: null,
        beforeVal: null,
        goalVal: null,
        goalBeginDe: '2026-03-11',
        goalEndDe: null,
        source: 'WHO',
      },
    });
});

afterEach(() => {
  dialogs.closeAll();
});

function card(period: string): HTMLElement {
  return screen.getByRole('article', { name: period });
}

function historyCalls(): number {
  return api.routes().filter((route) => route === historyRoute).length;
}

async function openMenu(period: string) {
  fireEvent.click(within(card(period)).getByRole('link', { name: `${period} 목표 관리` }));
  return screen.findByRole('dialog', { name: '목표 관리' });
}

describe('goal history', () => {
  it('groups the goals by state, in progress first, each with its results', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-history');
    await screen.findByRole('region', { name: '진행 중' });
    const groups = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(groups.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual([
      '진행 중',
      '예정',
      '종료',
    ]);

    const results = [...card('2026.03.02 ~ 2026.03.29').querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(results).toEqual([
      '운동 시간: 150분 / 목표 360분',
      '소모 열량: 612.3kcal / 목표 1,470.5kcal',
      '금연: 9일 중 7일 성공',
      '절주: 9일 중 8일 성공 · 마신 날 평균 2.5잔',
      '체중: 74kg → 72.5kg (−1.5kg) · 목표 70kg',
    ]);
    expect(card('2026.04.06 ~ 2026.05.03').textContent).toContain(
      '허리둘레시작 92cm · 목표 88cm · 새 기록 없음',
    );
  });

  it('filters by state with real buttons', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-history');
    const filters = within(await screen.findByRole('group', { name: '상태별로 보기' }));
    fireEvent.click(filters.getByRole('button', { name: /^종료/ }));
    expect(filters.getByRole('button', { name: /^종료/ }).getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby')),
    ).toHaveLength(1);
    expect(screen.getByRole('article', { name: '2026.01.05 ~ 2026.02.01' })).toBeTruthy();
  });

  it('offers edit, end and delete for a goal in progress; no edit or end for an ended one', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-history');
    await screen.findByRole('region', { name: '진행 중' });
    let menu = await openMenu('2026.03.02 ~ 2026.03.29');
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['✕', '목표 고치기', '목표 끝내기', '목표 삭제']);
    expect(window.location.search).toBe('?goalSttusCode=0002&helthGoalSn=3');
    fireEvent.click(within(menu).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    menu = await openMenu('2026.01.05 ~ 2026.02.01');
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['✕', '목표 삭제']);
  });

  it('edits from the menu on the goal page', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-history');
    await screen.findByRole('region', { name: '진행 중' });
    const menu = await openMenu('2026.04.06 ~ 2026.05.03');
    fireEvent.click(within(menu).getByRole('button', { name: '목표 고치기' }));
    await waitFor(() => expect(window.location.pathname).toBe('/routine/health-goal'));
    expect(window.location.search).toBe('?helthGoalSn=4');
  });

  it('ends a goal in progress after a confirmation, then re-fetches the history', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-history');
    await screen.findByRole('region', { name: '진행 중' });
    const menu = await openMenu('2026.03.02 ~ 2026.03.29');
    fireEvent.click(within(menu).getByRole('button', { name: '목표 끝내기' }));
    const confirm = await dialogOf('confirm');
    expect(confirm.options.message).toBe(
      '이 목표를 지금 끝낼까요? 끝낸 목표는 다시 시작하거나 고칠 수 없어요.',
    );
    await act(async () => confirm.close(true));

    expect((await dialogOf('toast')).message).toBe('목표를 끝냈어요.');
    await waitFor(() => expect(historyCalls()).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/main/health-goal-history');
    expect(await screen.findByText('진행 중인 목표가 없어요.')).toBeTruthy();
    expect(api.routes()).toContain(`PUT ${base}/helthGoal/3`);
  });

  it('does nothing when the ending is not confirmed', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-history');
    await screen.findByRole('region', { name: '진행 중' });
    const menu = await openMenu('2026.03.02 ~ 2026.03.29');
    fireEvent.click(within(menu).getByRole('button', { name: '목표 끝내기' }));
    const confirm = await dialogOf('confirm');
    await act(async () => confirm.close(false));
    await waitFor(() => expect(openDialogs).toHaveLength(0));
    expect(api.routes()).not.toContain(`PUT ${base}/helthGoal/3`);
    expect(screen.getByRole('dialog', { name: '목표 관리' })).toBeTruthy();
  });

  it('shows the API’s M1063 text when a goal in progress is deleted, and the goal stays', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-history');
    await screen.findByRole('region', { name: '진행 중' });
    const menu = await openMenu('2026.03.02 ~ 2026.03.29');
    fireEvent.click(within(menu).getByRole('button', { name: '목표 삭제' }));
    const confirm = await dialogOf('confirm');
    await act(async () => confirm.close(true));

    expect((await within(menu).findByRole('alert')).textContent).toBe('진행 중인 루틴은 삭제할 수 없어요.');
    expect(api.routes()).toContain(`DELETE ${base}/helthGoal/3`);
    expect(historyCalls()).toBe(1);
    expect(card('2026.03.02 ~ 2026.03.29')).toBeTruthy();
  });

  it('deletes a scheduled goal after a confirmation, then re-fetches the history', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-history');
    await screen.findByRole('region', { name: '진행 중' });
    const menu = await openMenu('2026.04.06 ~ 2026.05.03');
    fireEvent.click(within(menu).getByRole('button', { name: '목표 삭제' }));
    const confirm = await dialogOf('confirm');
    expect(confirm.options.message).toBe('이 목표를 삭제할까요? 목표와 그동안의 기록이 함께 지워져요.');
    await act(async () => confirm.close(true));

    expect((await dialogOf('toast')).message).toBe('목표를 삭제했어요.');
    await waitFor(() => expect(historyCalls()).toBe(2));
    expect(await screen.findByText('예정된 목표가 없어요.')).toBeTruthy();
  });

  it('offers the actions of the goal’s state as the API answers it, not the link’s goalSttusCode', async () => {
    await renderRemoteAt(
      RemoteRoot,
      '/main/health-goal-history/HealthGoalHistoryListCardMenu?goalSttusCode=0003&helthGoalSn=3',
    );
    const menu = await screen.findByRole('dialog', { name: '목표 관리' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['✕', '목표 고치기', '목표 끝내기', '목표 삭제']),
    );
    expect(within(menu).getByText('2026.03.02 ~ 2026.03.29 · 진행 중')).toBeTruthy();
  });

  it('returns to the list from the card menu of a goal the history does not hold', async () => {
    await renderRemoteAt(
      RemoteRoot,
      '/main/health-goal-history/HealthGoalHistoryListCardMenu?goalSttusCode=0002&helthGoalSn=999',
    );
    await waitFor(() => expect(window.location.pathname).toBe('/main/health-goal-history'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('returns to the list from the card menu without goalSttusCode', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-history/HealthGoalHistoryListCardMenu?helthGoalSn=3');
    await waitFor(() => expect(window.location.pathname).toBe('/main/health-goal-history'));
    expect(window.location.search).toBe('');
    await screen.findByRole('region', { name: '진행 중' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when there is no goal, with a button to the registration options over the list', async () => {
    goals = [];
    await renderRemoteAt(RemoteRoot, '/main/health-goal-history');
    const empty = await screen.findByRole('region', { name: '아직 건강목표가 없어요' });
    fireEvent.click(within(empty).getByRole('link', { name: '건강목표 만들기' }));
    expect(await screen.findByRole('dialog', { name: '건강목표 만들기' })).toBeTruthy();
    expect(window.location.pathname).toBe('/main/health-goal-history/registration-options');
    expect(screen.getByRole('region', { name: '아직 건강목표가 없어요' })).toBeTruthy();
    expect(historyCalls()).toBe(1);
  });
});

describe.each(['ko', 'en', 'km'] as const)('in %s', (language) => {
  it.each([
    '/main/health-goal-history',
    '/main/health-goal-history/HealthGoalHistoryListCardMenu?goalSttusCode=0002&helthGoalSn=3',
  ])('renders %s with every text', async (path) => {
    const watch = watchMissingTexts();
    await renderRemoteAt(RemoteRoot, path, language);
    await screen.findAllByRole('article');
    expect(watch.stop()).toEqual([]);
  });

  it('renders the empty history with every text', async () => {
    goals = [];
    const watch = watchMissingTexts();
    await renderRemoteAt(RemoteRoot, '/main/health-goal-history', language);
    await screen.findByRole('link');
    expect(watch.stop()).toEqual([]);
  });
});
