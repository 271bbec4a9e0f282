/** @jest-environment jsdom */
import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, dialogs } from 'shared-kernel';
import { fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { fhirSystems, type RecommendedGoal } from 'shared-kernel/isomorphic';
import { RemoteRoot } from '../../RemoteRoot';
import {
  answerDashboard,
  answerNoRecords,
  dialogOf,
  fixClock,
  goal,
  goalDays,
  ids,
  walking,
  type FakeApi,
  type FakeRoutine,
} from '../routine-common/testing/dashboardFixtures';

// ApexCharts cannot draw in jsdom (the roadmap card's chart).
jest.mock('react-apexcharts/core', () => jest.requireActual('../routine-common/testing/chartStub'));

const dashboardPath = '/main/health-goal-dashboard';

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

async function showDashboard(path = dashboardPath) {
  await renderRemoteAt(RemoteRoot, path);
  await screen.findByRole('heading', { name: '오늘의 목표' });
  // The roadmap's chart, on its own chunk.
  await screen.findByTestId('chart');
}

function exerciseRow(name: string): HTMLElement {
  return screen.getByRole('checkbox', { name }).closest('li') as HTMLElement;
}

function progressText(name: string): string | null {
  return screen.getByRole('progressbar', { name }).getAttribute('aria-valuetext');
}

describe('the dashboard of today’s goal', () => {
  it('shows today’s goal and the week (Monday to Sunday, Seoul) from one dashboard2 request', async () => {
    const asked: string[] = [];
    api.on('GET /api/routine/dashboard2', (_body, { query }) => {
      asked.push(`${query.get('fromSearchDt')}~${query.get('toSearchDt')}`);
      return {
        status: 200,
        data: {
          helthGoalList: routine.goals,
          routhLapseList: routine.days.filter((day) => day.routhLapseDe >= '2026-03-09'),
        },
      };
    });
    await showDashboard();

    expect(asked).toEqual(['2026-03-09~2026-03-15']);
    expect(screen.getByText('28일 중 24일째')).toBeTruthy();
    expect(screen.getByText('2026.02.16 ~ 2026.03.15')).toBeTruthy();
    expect(screen.getByText('체중 72kg → 목표 68kg')).toBeTruthy();
    const week = within(screen.getByRole('group', { name: '이번 주' })).getAllByRole('button');
    expect(week.map((button) => button.getAttribute('aria-label'))).toEqual([
      '월 9, 3월 9일 월요일, 운동 모두 완료',
      '화 10, 3월 10일 화요일, 운동 없음',
      '수 11, 3월 11일 수요일, 오늘, 운동 2개',
      '목 12, 3월 12일 목요일, 운동 없음',
      '금 13, 3월 13일 금요일, 운동 1개',
      '토 14, 3월 14일 토요일, 운동 없음',
      '일 15, 3월 15일 일요일, 운동 1개',
    ]);
    expect(week.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(screen.getByRole('heading', { name: '오늘의 운동' })).toBeTruthy();
    expect(screen.getByText('30분 · 아침 · 129.4kcal')).toBeTruthy();
    expect(screen.getByText('15분 · 저녁 · 42.5kcal')).toBeTruthy();
  });

  it('shows another day of the week when it is chosen, its exercises checkable only once the day comes', async () => {
    await showDashboard();
    fireEvent.click(screen.getByRole('button', { name: '금 13, 3월 13일 금요일, 운동 1개' }));
    expect(screen.getByRole('heading', { name: '3월 13일 금요일 운동' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: '걷기' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('그날이 되면 체크할 수 있어요.')).toBeTruthy();
  });

  it('shows no medicines card on a day without doses', async () => {
    await showDashboard();
    expect(screen.queryByRole('heading', { name: '오늘 먹을 약' })).toBeNull();
  });

  it('shows the day’s medicines when there are any', async () => {
    routine.days = routine.days.map((one) =>
      one.routhLapseDe === '2026-03-11'
        ? {
            ...one,
            helthTkmdPlanList: [
              {
                tkmdSn: 1,
                tkmdDtlsSn: 11,
                tkmdNm: '메트포르민',
                itemEngName: 'Metformin Tab. 500mg',
                tkmdPlanDt: '2026-03-11T08:00:00+09:00',
                tkmdSttusCode: '0003',
              },
            ],
          }
        : one,
    );
    await showDashboard();
    const medicines = screen.getByRole('region', { name: '오늘 먹을 약' });
    expect(within(medicines).getByText('메트포르민').nextElementSibling?.textContent).toBe(
      '08:00 · 복용 예정',
    );
  });
});

describe('the medicines of the day in English and Khmer (issue 35.20)', () => {
  it.each([
    ['en', 'Medicines for today', 'Scheduled'],
    ['km', 'ថ្នាំត្រូវលេបថ្ងៃនេះ', 'គ្រោងនឹងលេប'],
  ] as const)(
    "names a catalogue medicine by the catalogue's English name in %s, one named by its person as typed",
    async (language, heading, scheduled) => {
      const dose = { tkmdSn: 1, tkmdPlanDt: '2026-03-11T08:00:00+09:00', tkmdSttusCode: '0003' };
      routine.days = routine.days.map((one) =>
        one.routhLapseDe === '2026-03-11'
          ? {
              ...one,
              helthTkmdPlanList: [
                { ...dose, tkmdDtlsSn: 11, tkmdNm: '메트포르민정', itemEngName: 'Metformin Tab. 500mg' },
                { ...dose, tkmdSn: 2, tkmdDtlsSn: 12, tkmdNm: '할머니 혈압약', itemEngName: null },
              ],
            }
          : one,
      );
      await renderRemoteAt(RemoteRoot, dashboardPath, language);
      const medicines = await screen.findByRole('region', { name: heading });
      expect(within(medicines).getByText('Metformin Tab. 500mg').nextElementSibling?.textContent).toBe(
        `08:00 · ${scheduled}`,
      );
      expect(within(medicines).getByText('할머니 혈압약')).toBeTruthy();
      expect(within(medicines).queryByText('메트포르민정')).toBeNull();
    },
  );
});

/** A pointer at (x, y) at `at` ms, as a finger's swipe gives them. */
function pointer(kind: 'pointerDown' | 'pointerUp', target: Element, x: number, y: number, at: number) {
  const event = createEvent[kind](target);
  for (const [name, value] of Object.entries({ clientX: x, clientY: y, timeStamp: at }))
    Object.defineProperty(event, name, { value });
  fireEvent(target, event);
}

function pressedDay(): string | undefined {
  return within(screen.getByRole('group', { name: '이번 주' }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-pressed') === 'true')
    ?.getAttribute('aria-label')
    ?.split(',')[0];
}

describe('swiping the week strip (issue 36.7, spec: at most 300 ms, 60 px sideways, 80 px up or down)', () => {
  it('chooses the next day on a swipe right to left and the previous one left to right', async () => {
    await showDashboard();
    const strip = screen.getByRole('group', { name: '이번 주' });
    const wednesday = within(strip).getAllByRole('button')[2] as HTMLElement;
    expect(pressedDay()).toBe('수 11');

    pointer('pointerDown', wednesday, 200, 30, 1000);
    pointer('pointerUp', wednesday, 120, 40, 1200);
    fireEvent.click(wednesday);
    expect(pressedDay()).toBe('목 12');

    pointer('pointerDown', strip, 100, 30, 2000);
    pointer('pointerUp', strip, 170, 30, 2250);
    pointer('pointerDown', strip, 100, 30, 3000);
    pointer('pointerUp', strip, 170, 30, 3250);
    expect(pressedDay()).toBe('화 10');
  });

  it('takes no swipe that is too slow, too short or too steep', async () => {
    await showDashboard();
    const strip = screen.getByRole('group', { name: '이번 주' });
    pointer('pointerDown', strip, 200, 30, 1000);
    pointer('pointerUp', strip, 100, 30, 1301);
    pointer('pointerDown', strip, 200, 30, 2000);
    pointer('pointerUp', strip, 141, 30, 2100);
    pointer('pointerDown', strip, 200, 30, 3000);
    pointer('pointerUp', strip, 100, 111, 3100);
    expect(pressedDay()).toBe('수 11');
  });
});

describe('checking an exercise', () => {
  it('moves the goal’s minutes and calories at once, and sends the check', async () => {
    api.on(`PUT /api/routine/helthGoal/exrcise/dtls/${ids.walkingToday}`, () => ({
      status: 200,
      data: walking(ids.walkingToday, '2026-03-11', { exrciseAt: 'Y' }),
    }));
    await showDashboard();
    expect(progressText('운동 시간')).toBe('210분 / 480분');
    expect(progressText('소모 칼로리')).toBe('905.8 / 1,892.8kcal');

    fireEvent.click(screen.getByRole('checkbox', { name: '걷기' }));

    expect(progressText('운동 시간')).toBe('240분 / 480분');
    expect(progressText('소모 칼로리')).toBe('1,035.2 / 1,892.8kcal');
    await waitFor(() =>
      expect(api.bodies(`PUT /api/routine/helthGoal/exrcise/dtls/${ids.walkingToday}`)).toEqual([
        { exrciseExecutDtlsSn: ids.walkingToday, exrciseAt: 'Y' },
      ]),
    );
    expect((screen.getByRole('checkbox', { name: '걷기' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('progressbar', { name: '운동 시간' }).closest('[aria-live]')).toBeTruthy();
  });

  it('says calories wait for a weight instead of showing 0 / 0kcal when none is known (issue 35.5)', async () => {
    routine.goals = [goal({ cnsumCalValGoal: 0, cnsumCalValTot: 0 })];
    await showDashboard();
    expect(screen.queryByRole('progressbar', { name: '소모 칼로리' })).toBeNull();
    expect(screen.getByText('체중을 기록하면 알려 드려요')).toBeTruthy();
    expect(screen.queryByText(/0 \/ 0kcal/)).toBeNull();
  });

  it('undoes a check the API refuses, and says why', async () => {
    api.on(
      `PUT /api/routine/helthGoal/exrcise/dtls/${ids.walkingToday}`,
      refusal(404, 'M0105', '잘못된 접근이에요.'),
    );
    await showDashboard();
    fireEvent.click(screen.getByRole('checkbox', { name: '걷기' }));
    expect((await dialogOf('alert')).options.message).toBe('잘못된 접근이에요.');
    expect((screen.getByRole('checkbox', { name: '걷기' }) as HTMLInputElement).checked).toBe(false);
    expect(progressText('운동 시간')).toBe('210분 / 480분');
  });

  it('plays the success animation once every exercise of today is done', async () => {
    api.on(`PUT /api/routine/helthGoal/exrcise/dtls/${ids.walkingToday}`, {
      status: 200,
      data: walking(ids.walkingToday, '2026-03-11', { exrciseAt: 'Y' }),
    });
    api.on(`PUT /api/routine/helthGoal/exrcise/dtls/${ids.stretchingToday}`, (body) => ({
      status: 200,
      data: { ...routine.days[9]!.helthGoalExrciseDtlsList[1], ...(body as object) },
    }));
    await showDashboard();

    fireEvent.click(screen.getByRole('checkbox', { name: '걷기' }));
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: '걷기' }) as HTMLInputElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '스트레칭' }));

    expect((await dialogOf('success')).options.message).toBe('오늘 운동을 모두 마쳤어요. 축하해요!');
    expect(screen.getByText('이 날 운동을 모두 마쳤어요!')).toBeTruthy();
    expect(screen.getByRole('button', { name: '수 11, 3월 11일 수요일, 오늘, 운동 모두 완료' })).toBeTruthy();
  });

  it('shares a completed day’s achievement (actCode 0004, the goal and the day) through the kernel’s bus', async () => {
    await showDashboard();
    fireEvent.click(screen.getByRole('button', { name: '월 9, 3월 9일 월요일, 운동 모두 완료' }));
    const requests: unknown[] = [];
    const subscription = bus.on('channel.share-requested').subscribe(({ payload }) => requests.push(payload));
    fireEvent.click(screen.getByRole('button', { name: '채널에 공유하기' }));
    subscription.unsubscribe();
    expect(requests).toEqual([
      { actCode: '0004', params: { helthGoalSn: String(goal().helthGoalSn), routhLapseDe: '2026-03-09' } },
    ]);
  });
});

describe('postponing an exercise', () => {
  it('asks first, then moves it to the next time of day', async () => {
    api.on(`PUT /api/routine/helthGoal/exrcise/dtls/${ids.walkingToday}/delay`, {
      status: 200,
      data: walking(ids.walkingToday, '2026-03-11', { exrciseTodCode: '0003', delayExrciseAt: 'Y' }),
    });
    await showDashboard();
    fireEvent.click(within(exerciseRow('걷기')).getByRole('button', { name: '걷기 미루기' }));

    const confirm = await dialogOf('confirm');
    expect(confirm.options.message).toBe(
      '걷기 운동을 오후에 하도록 미룰까요? 미룬 운동은 다시 미룰 수 없어요.',
    );
    expect(api.routes()).not.toContain(`PUT /api/routine/helthGoal/exrcise/dtls/${ids.walkingToday}/delay`);
    act(() => confirm.close(true));

    await waitFor(() => expect(screen.getByText('30분 · 오후 · 129.4kcal')).toBeTruthy());
    expect(within(exerciseRow('걷기')).getByText('미룬 운동')).toBeTruthy();
    expect(within(exerciseRow('걷기')).queryByRole('button', { name: '걷기 미루기' })).toBeNull();
  });

  it('changes nothing when the person says no', async () => {
    await showDashboard();
    fireEvent.click(within(exerciseRow('걷기')).getByRole('button', { name: '걷기 미루기' }));
    act(() => dialogs.closeAll());
    await act(async () => {});
    expect(api.routes().filter((route) => route.endsWith('/delay'))).toEqual([]);
    expect(screen.getByText('30분 · 아침 · 129.4kcal')).toBeTruthy();
  });

  it('refuses Sunday evening with M1074’s text and changes nothing', async () => {
    await showDashboard();
    fireEvent.click(screen.getByRole('button', { name: '일 15, 3월 15일 일요일, 운동 1개' }));
    fireEvent.click(within(exerciseRow('스트레칭')).getByRole('button', { name: '스트레칭 미루기' }));

    expect((await dialogOf('alert')).options.message).toBe('일요일 저녁 운동은 미룰 수 없어요.');
    expect(api.routes().filter((route) => route.endsWith('/delay'))).toEqual([]);
    expect(within(exerciseRow('스트레칭')).getByText('15분 · 저녁 · 42.5kcal')).toBeTruthy();
  });

  it('shows the API’s refusal (M1075) and changes nothing', async () => {
    api.on(
      `PUT /api/routine/helthGoal/exrcise/dtls/${ids.stretchingToday}/delay`,
      refusal(409, 'M1075', '루틴 마지막 날 저녁 운동은 미룰 수 없어요.'),
    );
    await showDashboard();
    fireEvent.click(within(exerciseRow('스트레칭')).getByRole('button', { name: '스트레칭 미루기' }));
    const confirm = await dialogOf('confirm');
    expect(confirm.options.message).toBe(
      '스트레칭 운동을 3월 12일 새벽에 하도록 미룰까요? 미룬 운동은 다시 미룰 수 없어요.',
    );
    act(() => confirm.close(true));

    expect((await dialogOf('alert')).options.message).toBe('루틴 마지막 날 저녁 운동은 미룰 수 없어요.');
    expect(within(exerciseRow('스트레칭')).getByText('15분 · 저녁 · 42.5kcal')).toBeTruthy();
  });
});

describe('no-smoking and drinking cards', () => {
  it('do not offer today’s entry (it opens tomorrow) but offer yesterday’s', async () => {
    await showDashboard();
    for (const name of ['금연', '절주']) {
      const card = screen.getByRole('region', { name });
      expect(within(card).getByText('오늘 기록은 내일부터 입력할 수 있어요.')).toBeTruthy();
      const links = within(card).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(['어제 기록하기']);
      expect(links[0]!.getAttribute('href')).toMatch(/\?date=2026-03-10$/);
      expect(within(card).getByText('아직 기록하지 않았어요')).toBeTruthy();
    }
    expect(within(screen.getByRole('region', { name: '금연' })).getByText('성공 20일')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: '절주' })).getByText('성공 18일 · 마신 날 평균 2.5잔'),
    ).toBeTruthy();
  });

  it('offer a past day’s entry, with what was entered', async () => {
    await showDashboard();
    fireEvent.click(screen.getByRole('button', { name: '월 9, 3월 9일 월요일, 운동 모두 완료' }));
    const card = screen.getByRole('region', { name: '금연' });
    expect(within(card).getByText('피우지 않았어요')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '기록 고치기' }).getAttribute('href')).toBe(
      '/main/health-goal-dashboard/no-smoking-record?date=2026-03-09',
    );
    expect(within(card).queryByText('오늘 기록은 내일부터 입력할 수 있어요.')).toBeNull();
  });
});

describe('with no goal today', () => {
  const recommendation: RecommendedGoal = {
    predictDt: '2026-03-11T09:00:00+09:00',
    bmicode: '0004',
    bmicomt: 'BMI 27.1: 1단계 비만입니다. 체중의 5%를 일주일에 0.5kg씩 줄이는 목표를 추천합니다.',
    bmicomtKey: 'obese',
    bmiVal: 27.1,
    helthGoalItemCode: '0001',
    beforeVal: 72,
    goalVal: 70,
    goalBeginDe: '2026-03-11',
    goalEndDe: '2026-04-07',
    source: 'WHO Asia-Pacific BMI',
  };

  beforeEach(() => {
    routine.goals = [];
    routine.days = [];
  });

  it('offers the recommended goal when predictDt is set, and starts goal creation', async () => {
    api.on('GET /api/routine/helthGoal/recommendation', { status: 200, data: recommendation });
    await renderRemoteAt(RemoteRoot, dashboardPath);
    expect(await screen.findByRole('heading', { name: '아직 진행 중인 건강목표가 없어요' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: '추천 목표' });
    expect(
      within(card).getByText(
        'BMI 27.1: 1단계 비만입니다. 체중의 5%를 일주일에 0.5kg씩 줄이는 목표를 추천합니다.',
      ),
    ).toBeTruthy();
    expect(within(card).getByText('체중 72kg → 70kg')).toBeTruthy();
    expect(within(card).getByText('2026.03.11 ~ 2026.04.07')).toBeTruthy();

    await act(async () =>
      fireEvent.click(within(card).getByRole('button', { name: '추천 목표로 시작하기' })),
    );
    expect(window.location.pathname).toBe('/main/health-goal-dashboard/registration-options');
  });

  it('offers no recommendation when predictDt is null, only the start', async () => {
    api.on('GET /api/routine/helthGoal/recommendation', {
      status: 200,
      data: {
        ...recommendation,
        predictDt: null,
        bmicomt: null,
        bmicomtKey: null,
        helthGoalItemCode: null,
        beforeVal: null,
        goalVal: null,
      },
    });
    await renderRemoteAt(RemoteRoot, dashboardPath);
    await screen.findByRole('heading', { name: '아직 진행 중인 건강목표가 없어요' });
    await waitFor(() => expect(api.routes()).toContain('GET /api/routine/helthGoal/recommendation'));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: '추천 목표' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '건강목표 만들기' })));
    expect(window.location.pathname).toBe('/main/health-goal-dashboard/registration-options');
  });

  it('says when the next scheduled goal starts, from the history', async () => {
    api.on('GET /api/routine/helthGoal/history', (_body, { query }) => ({
      status: 200,
      data: {
        helthGoalList:
          query.get('goalSttusCode') === '0001'
            ? [goal({ goalBeginDe: '2026-03-23', goalEndDe: '2026-04-19', goalSttusCode: '0001' })]
            : [],
      },
    }));
    api.on('GET /api/routine/helthGoal/recommendation', {
      status: 200,
      data: { ...recommendation, predictDt: null },
    });
    await renderRemoteAt(RemoteRoot, dashboardPath);
    expect(await screen.findByText('3월 23일에 시작하는 건강목표가 있어요.')).toBeTruthy();
  });

  it('says when a scheduled goal starts later this week', async () => {
    routine.goals = [goal({ goalBeginDe: '2026-03-14', goalEndDe: '2026-04-10', goalSttusCode: '0001' })];
    api.on('GET /api/routine/helthGoal/recommendation', {
      status: 200,
      data: { ...recommendation, predictDt: null },
    });
    await renderRemoteAt(RemoteRoot, dashboardPath);
    expect(await screen.findByText('3월 14일에 시작하는 건강목표가 있어요.')).toBeTruthy();
  });
});

describe('at /routine/dashboard', () => {
  it('shows the same page, with its own header', async () => {
    await showDashboard('/routine/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: '건강목표' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '지난 목표' }).getAttribute('href')).toBe(
      '/main/health-goal-history',
    );
  });
});

describe('the checkup card', () => {
  function answerCheckups(reports: { effectiveDateTime: string; conclusionCode?: unknown[] }[]) {
    const asked: URLSearchParams[] = [];
    api.on('GET /fhir/DiagnosticReport', (_body, { query }) => {
      asked.push(query);
      return {
        status: 200,
        data: {
          resourceType: 'Bundle',
          type: 'searchset',
          entry: reports.map((report) => ({ resource: { resourceType: 'DiagnosticReport', ...report } })),
        },
      };
    });
    return asked;
  }

  it('leads to the checkup results when the person has a checkup (spec: health-record data is non-empty)', async () => {
    const asked = answerCheckups([{ effectiveDateTime: '2025-10-14T09:30:00+09:00' }]);
    await showDashboard();
    const card = within(
      (await screen.findByRole('heading', { name: '건강검진' })).closest('section') as HTMLElement,
    );
    expect(card.getByText(/2025\.10\.14에 받은 건강검진 결과가 있어요/)).toBeTruthy();
    expect(card.getByRole('link', { name: '건강검진 결과 보기' }).getAttribute('href')).toBe(
      '/main/health-checkup',
    );
    expect(asked[0]?.get('identifier')).toBe(`${fhirSystems.checkup}|`);
    expect(asked[0]?.get('_count')).toBe('1');
  });

  it('shows the checkup’s overall judgement as the checkup screen does, by the kernel’s rule (issue 32.2)', async () => {
    answerCheckups([
      {
        effectiveDateTime: '2025-10-14T09:30:00+09:00',
        conclusionCode: [{ coding: [{ system: fhirSystems.checkupJudgement, code: '0003' }] }],
      },
    ]);
    await showDashboard();
    const card = within(
      (await screen.findByRole('heading', { name: '건강검진' })).closest('section') as HTMLElement,
    );
    const judgement = await card.findByText('건강 주의');
    expect(judgement.className).toContain('caution');
    expect(card.getByText('종합 판정')).toBeTruthy();
  });

  it('says the checkup gives no judgement when its report has none', async () => {
    answerCheckups([{ effectiveDateTime: '2025-10-14T09:30:00+09:00' }]);
    await showDashboard();
    expect(await screen.findByText('판정 없음')).toBeTruthy();
  });

  it('is also on the start screen of a person without a goal', async () => {
    routine.goals = [];
    routine.days = [];
    answerCheckups([{ effectiveDateTime: '2025-10-14T09:30:00+09:00' }]);
    api.on('GET /api/routine/helthGoal/recommendation', { status: 200, data: { predictDt: null } });
    await renderRemoteAt(RemoteRoot, dashboardPath);
    expect(await screen.findByRole('link', { name: '건강검진 결과 보기' })).toBeTruthy();
  });

  it('is not shown without a checkup', async () => {
    const asked = answerCheckups([]);
    await showDashboard();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: '건강검진' })).toBeNull();
  });
});
