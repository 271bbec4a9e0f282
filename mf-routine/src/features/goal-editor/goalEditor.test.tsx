/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs, session, type DialogKind, type DialogOf, type OpenDialog } from 'shared-kernel';
import {
  exerciseIntensityOf,
  healthGoalInputSchema,
  validateForm,
  type ExerciseItem,
  type FormSchema,
  type HealthGoal,
  type HealthGoalInput,
  type RecommendedGoal,
} from 'shared-kernel/isomorphic';
import {
  demoUser,
  fakeApi,
  logIn,
  refusal,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
  fixClock,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';

const base = '/api/routine';
/** Wednesday 2026-03-11, 12:00 in Seoul. */
const now = new Date('2026-03-11T03:00:00Z');

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

function item(code: string, name: string, category: string, mets: number, extra: Partial<ExerciseItem> = {}) {
  return {
    exrciseItemCode: code,
    exrciseItemNm: name,
    exrciseItemCtgryCode: category,
    exrciseItemCtgryNm: name,
    exrciseItemOrdr: Number(code),
    metsVal: mets,
    crrctMetsVal: null,
    intnstyCode: exerciseIntensityOf(mets),
    compendiumCode: `1${code}0`,
    weekRecmndCo: 0,
    userExrciseItemBmarkSn: null,
    ...extra,
  } as ExerciseItem;
}

const walking = item('0401', '걷기', '0004', 3.5, { compendiumCode: '17190' });
const stretching = item('0101', '전신 스트레칭', '0001', 2.3);
const cycling = item('0601', '실내 자전거', '0006', 6.0);

const noRecommendation: RecommendedGoal = {
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
  source: 'WHO Asia-Pacific BMI cut-offs (2000)',
};

function inProgressGoal(overrides: Partial<HealthGoal> = {}): HealthGoal {
  return {
    helthGoalSn: 7,
    goalBeginDe: '2026-03-02',
    goalEndDe: '2026-04-26',
    goalTotDayCnt: 56,
    goalSttusCode: '0002',
    helthGoalDetailList: [{ helthGoalItemCode: '0001', beforeVal: 74, goalVal: 70, healthGoalItemVal: 73.2 }],
    helthGoalExrciseList: [
      {
        exrciseItemCode: '0401',
        exrciseItemNm: '걷기',
        metsVal: 3.5,
        exrciseTimeMi: 30,
        exrciseTodCode: '0002',
        exrciseCreatTypeCode: '0002',
        helthGoalExrciseDowList: [{ dowCode: '0002' }, { dowCode: '0004' }],
      },
    ],
    nosmkngAt: 'N',
    alchlGoal: null,
    exrciseTimeMiGoalTot: 480,
    exrciseTimeMiTot: 120,
    cnsumCalValGoal: 2100,
    cnsumCalValTot: 520,
    nosmkngPlanDayCnt: 0,
    nosmkngSuccessDayCnt: 0,
    alchlPlanDayCnt: 0,
    alchlSuccessDayCnt: 0,
    alchlGlassCntAvg: 0,
    ...overrides,
  };
}

let api: ReturnType<typeof fakeApi>;
let overlapAt: 'Y' | 'N';

beforeEach(() => {
  fixClock(now);
  resetSession();
  logIn({ ...demoUser, pscstrSttusCode: '0002' });
  overlapAt = 'N';
  api = fakeApi()
    .on(`GET ${base}/helthGoal/recommendation`, { status: 200, data: noRecommendation })
    .on(`GET ${base}/helthGoal/exrcise/item`, {
      status: 200,
      data: { exrciseItemList: [stretching, walking, cycling] },
    })
    .on(`GET ${base}/helthGoal/item/recommendation`, {
      status: 200,
      data: {
        exrciseItemList: [
          { ...walking, weekRecmndCo: 3, exrciseTimeMi: 30 },
          { ...cycling, weekRecmndCo: 1, exrciseTimeMi: 20 },
        ],
      },
    })
    .on(`GET ${base}/helthGoal/cl/code/recmndMetsVal`, {
      status: 200,
      data: {
        pscstrSttusCode: '0002',
        recmndMetsVal: 500,
        recmndExrciseTimeMiWeek: 150,
        metsCrrctnRate: null,
        source: 'WHO guidelines on physical activity and sedentary behaviour (2020)',
      },
    })
    .on(`GET ${base}/helthGoal/check`, () => ({ status: 200, data: { overlapAt, helthGoalSn: null } }))
    .on(`POST ${base}/helthGoal`, (body) => ({
      status: 201,
      data: inProgressGoal({ ...(body as HealthGoalInput), helthGoalSn: 9, goalSttusCode: '0001' } as never),
    }));
});

afterEach(() => {
  dialogs.closeAll();
  jest.useRealTimers();
});

function press(name: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
}

function follow(name: string | RegExp) {
  fireEvent.click(screen.getByRole('link', { name }));
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The error text under a field, through its aria-describedby. */
function errorUnder(label: string): string {
  const input = screen.getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The summary card of a part of the goal, by its heading. */
function part(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

/** The catalogue's button that picks an exercise (the recommended list may offer the same one). */
async function pickFromCatalogue(name: string) {
  const catalogue = await screen.findByRole('region', { name: '직접 고르기' });
  fireEvent.click(await within(catalogue).findByRole('button', { name: `${name} 고르기` }));
}

/** A day of the picker by its date, after the day number its name starts with (`10, 2026년 3월 10일 화요일`). */
function dayButton(label: RegExp): HTMLButtonElement {
  const name = new RegExp(label.source.replace(/^\^/, '^\\d+, '));
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

/** From the page, picks walking from the catalogue: 30 minutes on Monday, Wednesday and Friday mornings. */
async function planWalking() {
  follow('운동 바꾸기');
  follow('운동 추가');
  await pickFromCatalogue('걷기');
  await screen.findByRole('heading', { name: '걷기', level: 1 });
  for (const day of ['월요일', '수요일', '금요일']) press(day);
  press('등록하기');
  await screen.findByRole('heading', { name: '운동 목록' });
  press('확인');
  await screen.findByRole('button', { name: '목표 저장하기' });
}

async function typeWeightTarget(current: string, target: string) {
  follow('체중·허리둘레 목표 바꾸기');
  fireEvent.click(await screen.findByRole('radio', { name: '체중' }));
  type('지금 체중 (kg)', current);
  type('목표 체중 (kg)', target);
  press('확인');
}

describe('period picker (healthgoal-calendar)', () => {
  // A year of months drawn one by one: room for a loaded machine.
  it('disables past days, refuses 6 and 372 days (M1060) but takes 7 and 371', async () => {
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/healthgoal-calendar');
    await screen.findByRole('heading', { name: '기간 정하기' });
    expect(
      screen.getByText('기간은 7일에서 371일까지 정할 수 있어요. 지난 날은 고를 수 없어요.'),
    ).toBeTruthy();

    const yesterday = dayButton(/^2026년 3월 10일 화요일/);
    expect(yesterday.disabled).toBe(true);
    yesterday.focus();
    expect(document.activeElement).not.toBe(yesterday);
    expect(dayButton(/^2026년 3월 1일 일요일/).disabled).toBe(true);
    const today = dayButton(/^2026년 3월 11일 수요일, 오늘/);
    expect(today.disabled).toBe(false);

    // The new goal's four weeks from today are chosen: the begin pressed again clears them to choose anew.
    fireEvent.click(today);
    fireEvent.click(dayButton(/^2026년 3월 11일 수요일/));
    fireEvent.click(dayButton(/^2026년 3월 16일 월요일/));
    expect(screen.getByRole('alert').textContent).toBe('루틴 기간은 7일에서 371일 사이로 정해 주세요.');

    fireEvent.click(dayButton(/^2026년 3월 17일 화요일/));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dayButton(/^2026년 3월 17일 화요일, 종료일/).getAttribute('aria-pressed')).toBe('true');
    expect(dayButton(/^2026년 3월 13일 금요일, 기간에 들어감/)).toBeTruthy();
    expect(screen.getByText('7일')).toBeTruthy();

    for (let month = 0; month < 12; month += 1) press('다음 달');
    expect(screen.getByRole('heading', { name: '2027년 3월' })).toBeTruthy();
    fireEvent.click(dayButton(/^2027년 3월 17일 수요일/));
    expect(screen.getByRole('alert').textContent).toBe('루틴 기간은 7일에서 371일 사이로 정해 주세요.');
    fireEvent.click(dayButton(/^2027년 3월 16일 화요일/));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('371일')).toBeTruthy();

    press('확인');
    await screen.findByRole('button', { name: '목표 저장하기' });
    expect(part('기간').textContent).toContain('2026.03.11 ~ 2027.03.16 (371일)');
    expect(api.routes()).toContain(`GET ${base}/helthGoal/check`);
  }, 60_000);

  it('refuses an end under 7 days after the start at the tap, saying so, and keeps the period chosen (issue 35.6)', async () => {
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/healthgoal-calendar');
    await screen.findByRole('heading', { name: '기간 정하기' });
    expect(screen.getByText('28일')).toBeTruthy();

    fireEvent.click(dayButton(/^2026년 3월 14일 토요일/));

    expect(screen.getByRole('alert').textContent).toBe('루틴 기간은 7일에서 371일 사이로 정해 주세요.');
    expect(dayButton(/^2026년 3월 11일 수요일, 오늘, 시작일/).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('28일')).toBeTruthy();
    expect(dayButton(/^2026년 3월 14일 토요일/).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(dayButton(/^2026년 3월 20일 금요일/));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('10일')).toBeTruthy();
  });

  it('says the 7-day minimum when the period is confirmed without an end (issue 35.6)', async () => {
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/healthgoal-calendar');
    await screen.findByRole('heading', { name: '기간 정하기' });
    fireEvent.click(dayButton(/^2026년 3월 11일 수요일/));
    fireEvent.click(dayButton(/^2026년 3월 12일 목요일/));
    press('확인');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '시작일과 7일 이상 뒤의 종료일을 골라 주세요.',
    );
  });

  it('says M1061 when the check answers that the period overlaps another goal, and keeps the old period', async () => {
    overlapAt = 'Y';
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/healthgoal-calendar');
    await screen.findByRole('heading', { name: '기간 정하기' });
    press('8주');
    press('확인');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '다른 건강목표와 기간이 겹쳐요. 기간을 다시 선택해 주세요.',
    );
    expect(screen.getByRole('heading', { name: '기간 정하기' })).toBeTruthy();
  });
});

describe('weight or waist target (health-goal-addition)', () => {
  it('refuses a weight target not below the current value with M1066, by the target field', async () => {
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/health-goal-addition');
    fireEvent.click(await screen.findByRole('radio', { name: '체중' }));
    type('지금 체중 (kg)', '70');
    type('목표 체중 (kg)', '72');
    press('확인');
    await waitFor(() => expect(errorUnder('목표 체중 (kg)')).toBe('목표 값은 지금 값보다 낮게 정해 주세요.'));
    expect(screen.getByRole('heading', { name: '체중·허리둘레 목표' })).toBeTruthy();
  });

  it('checks the values with the kernel rules: waist 1-500 (M0137), one decimal (M0135)', async () => {
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/health-goal-addition');
    fireEvent.click(await screen.findByRole('radio', { name: '허리둘레' }));
    type('지금 허리둘레 (cm)', '501');
    type('목표 허리둘레 (cm)', '85.25');
    press('확인');
    await waitFor(() =>
      expect(errorUnder('지금 허리둘레 (cm)')).toBe('허리둘레는 1~500cm 사이로 입력해 주세요.'),
    );
    expect(errorUnder('목표 허리둘레 (cm)')).toBe('소수점 아래 한 자리까지만 입력할 수 있어요.');
  });

  it('fills in the current value from the recommendation', async () => {
    api.on(`GET ${base}/helthGoal/recommendation`, {
      status: 200,
      data: { ...noRecommendation, helthGoalItemCode: '0001', beforeVal: 71.4 },
    });
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/health-goal-addition');
    fireEvent.click(await screen.findByRole('radio', { name: '체중' }));
    expect((screen.getByLabelText('지금 체중 (kg)') as HTMLInputElement).value).toBe('71.4');
    expect(screen.getByText('최근 기록(71.4kg)을 미리 넣어 두었어요.')).toBeTruthy();
  });
});

describe('saving a new goal', () => {
  it('refuses an empty exercise list with M1064 and keeps what was typed', async () => {
    await renderRemoteAt(RemoteRoot, '/routine/health-goal');
    await screen.findByRole('button', { name: '목표 저장하기' });
    await typeWeightTarget('72', '68');
    await screen.findByRole('button', { name: '목표 저장하기' });

    press('목표 저장하기');
    await waitFor(() =>
      expect(part('운동').textContent).toContain('운동 목표를 하나 이상, 주 1회 이상으로 정해 주세요.'),
    );
    expect(api.routes()).not.toContain(`POST ${base}/helthGoal`);
    expect(part('체중·허리둘레 목표').textContent).toContain('체중 72kg → 68kg');

    follow('체중·허리둘레 목표 바꾸기');
    expect(((await screen.findByLabelText('지금 체중 (kg)')) as HTMLInputElement).value).toBe('72');
    expect((screen.getByLabelText('목표 체중 (kg)') as HTMLInputElement).value).toBe('68');
  });

  it('says M1061 when the check finds an overlapping goal, before posting', async () => {
    overlapAt = 'Y';
    await renderRemoteAt(RemoteRoot, '/routine/health-goal');
    await screen.findByRole('button', { name: '목표 저장하기' });
    await planWalking();
    press('목표 저장하기');
    await waitFor(() =>
      expect(part('기간').textContent).toContain('다른 건강목표와 기간이 겹쳐요. 기간을 다시 선택해 주세요.'),
    );
    expect(api.routes()).not.toContain(`POST ${base}/helthGoal`);
  });

  it('posts the body the contract expects (201), then says so and goes to the dashboard', async () => {
    await renderRemoteAt(RemoteRoot, '/routine/health-goal?pscstrSttusCode=0002');
    await screen.findByRole('button', { name: '목표 저장하기' });
    await typeWeightTarget('72', '68');
    await screen.findByRole('button', { name: '목표 저장하기' });
    await planWalking();

    follow('금연·절주 바꾸기');
    fireEvent.click(await screen.findByRole('switch', { name: '금연하기' }));
    fireEvent.click(screen.getByRole('switch', { name: '술 마시는 날 줄이기' }));
    press('한 주에 마셔도 되는 날 하나 줄이기');
    press('확인');
    await screen.findByRole('button', { name: '목표 저장하기' });

    press('목표 저장하기');
    const toast = await dialogOf('toast');
    expect(toast.message).toBe('건강목표를 만들었어요.');
    await waitFor(() => expect(window.location.pathname).toBe('/main/health-goal-dashboard'));

    const [posted] = api.bodies(`POST ${base}/helthGoal`);
    expect(posted).toEqual({
      goalBeginDe: '2026-03-11',
      goalEndDe: '2026-04-07',
      helthGoalDetailList: [{ helthGoalItemCode: '0001', beforeVal: 72, goalVal: 68 }],
      helthGoalExrciseList: [
        {
          exrciseItemCode: '0401',
          exrciseTimeMi: 30,
          exrciseTodCode: '0002',
          exrciseCreatTypeCode: '0002',
          helthGoalExrciseDowList: [{ dowCode: '0002' }, { dowCode: '0004' }, { dowCode: '0006' }],
        },
      ],
      nosmkngAt: 'Y',
      alchlGoal: { alchlCo: 1, alchlGlassCnt: 2, alchlCoExecutAt: 'Y', alchlGlassCntExecutAt: 'N' },
    });
    expect(
      await validateForm(healthGoalInputSchema as unknown as FormSchema, posted as Record<string, unknown>),
    ).toEqual({});
    const check = api.routes().indexOf(`GET ${base}/helthGoal/check`);
    expect(check).toBeGreaterThanOrEqual(0);
    expect(check).toBeLessThan(api.routes().indexOf(`POST ${base}/helthGoal`));
  });

  it('shows a refusal by its field and keeps everything typed', async () => {
    api.on(`POST ${base}/helthGoal`, refusal(409, 'M1061', '다른 건강목표와 기간이 겹쳐요.', 'goalBeginDe'));
    await renderRemoteAt(RemoteRoot, '/routine/health-goal');
    await screen.findByRole('button', { name: '목표 저장하기' });
    await planWalking();
    press('목표 저장하기');
    await waitFor(() => expect(part('기간').textContent).toContain('다른 건강목표와 기간이 겹쳐요.'));
    expect(window.location.pathname).toBe('/routine/health-goal');
    expect(part('운동').textContent).toContain('걷기');
  });

  it('takes the recommended exercises of the fitness level as recommended (0001)', async () => {
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/exercise-list/type-addition?pscstrSttusCode=0002');
    fireEvent.click(await screen.findByRole('button', { name: '추천 운동 모두 넣기' }));
    await screen.findByRole('heading', { name: '운동 목록' });
    const items = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^걷기추천30분 · 월 · 수 · 금 · 아침/),
      expect.stringMatching(/^실내 자전거추천20분 · 화 · 아침/),
    ]);
    // 3.5 × 30 × 3 + 6 × 20 × 1 = 435.
    expect(screen.getByText('이번 계획의 운동량은 주 435점이고, 권장량은 주 500점이에요.')).toBeTruthy();
    // Plain words, not the jargon "MET-분" (issue 35).
    expect(document.body.textContent).not.toContain('MET-분');
    expect(
      api.routes().filter((route) => route === `GET ${base}/helthGoal/item/recommendation`),
    ).toHaveLength(1);
  });
  it('shows each recommended item with its METs for the body and its intensity band (weak, medium, strong)', async () => {
    api
      .on(`GET ${base}/helthGoal/item/recommendation`, {
        status: 200,
        data: {
          exrciseItemList: [
            { ...walking, crrctMetsVal: 4.7, intnstyCode: 'medium', weekRecmndCo: 3, exrciseTimeMi: 30 },
            { ...cycling, crrctMetsVal: 8, intnstyCode: 'strong', weekRecmndCo: 1, exrciseTimeMi: 20 },
          ],
        },
      })
      .on(`GET ${base}/helthGoal/cl/code/recmndMetsVal`, {
        status: 200,
        data: {
          pscstrSttusCode: '0002',
          recmndMetsVal: 373,
          recmndExrciseTimeMiWeek: 150,
          metsCrrctnRate: 1.34,
          source: 'WHO 2020. Corrected METs',
        },
      });
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/exercise-list/type-addition?pscstrSttusCode=0002');

    const recommended = await screen.findByRole('region', { name: '내 체력에 맞는 추천 운동' });
    expect(recommended.textContent).toContain('내 몸 기준 4.7 METs · 강도: 중');
    expect(recommended.textContent).toContain('내 몸 기준 8 METs · 강도: 강');
    expect(recommended.textContent).toContain('성별, 나이, 키, 몸무게에 맞춘 값이에요');
  });
});

describe('composition of an exercise', () => {
  it('sets the minutes with a labelled 5-180 seekbar, the weekdays Monday first and the time of day', async () => {
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/exercise-list/type-addition');
    await pickFromCatalogue('걷기');
    const minutes = (await screen.findByLabelText('한 번에 운동할 시간')) as HTMLInputElement;
    expect([minutes.type, minutes.min, minutes.max, minutes.step, minutes.value]).toEqual([
      'range',
      '5',
      '180',
      '5',
      '30',
    ]);
    fireEvent.change(minutes, { target: { value: '45' } });
    expect(minutes.getAttribute('aria-valuetext')).toBe('45분');

    const days = within(screen.getByRole('group', { name: '운동할 요일' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(days).toEqual(['월', '화', '수', '목', '금', '토', '일']);
    press('등록하기');
    expect(
      (await screen.findByText('운동 목표를 하나 이상, 주 1회 이상으로 정해 주세요.')).textContent,
    ).toBeTruthy();

    press('토요일');
    expect(screen.getByRole('button', { name: '토요일' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: /^저녁/ }));
    expect(screen.getByRole('radio', { name: '저녁 18~24시' })).toBeTruthy();
    press('등록하기');
    await screen.findByRole('heading', { name: '운동 목록' });
    expect(screen.getByRole('listitem').textContent).toContain('45분 · 토 · 저녁');
  });

  it('explains METs with the item’s Compendium code and the week’s MET-minutes against the recommendation', async () => {
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/exercise-list/type-addition');
    await pickFromCatalogue('걷기');
    press('월요일');
    press('목요일');
    follow('METs와 운동량 알아보기');
    const sheet = await screen.findByRole('dialog', { name: 'METs 알아보기' });
    expect(within(sheet).getByRole('heading', { name: '걷기: 3.5 METs' })).toBeTruthy();
    expect(
      within(sheet).getByText(
        '출처: 2024 성인 신체활동 개요서(Compendium of Physical Activities), 활동 코드 17190',
      ),
    ).toBeTruthy();
    // 3.5 × 30 × 2 = 210.
    expect(
      await within(sheet).findByText('이번 계획의 운동량은 주 210점이고, 권장량은 주 500점이에요.'),
    ).toBeTruthy();
    expect(
      within(sheet).getByText('기준: WHO guidelines on physical activity and sedentary behaviour (2020)'),
    ).toBeTruthy();
  });
});

describe('the same exercise planned more than once (issue 32.5)', () => {
  /** The planned entry of the exercise list whose summary says `summary` (e.g. `토 · 저녁`). */
  function entry(summary: string): HTMLElement {
    const found = screen.getAllByRole('listitem').find((row) => row.textContent?.includes(summary) ?? false);
    if (!found) throw new Error(`No planned exercise says ${summary}`);
    return found;
  }

  /** Walking on Saturday evenings, then walking again on Monday mornings: two entries of one item. */
  async function planWalkingTwice() {
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/exercise-list/type-addition');
    await pickFromCatalogue('걷기');
    await screen.findByRole('heading', { name: '걷기', level: 1 });
    press('토요일');
    fireEvent.click(screen.getByRole('radio', { name: /^저녁/ }));
    press('등록하기');
    await screen.findByRole('heading', { name: '운동 목록' });

    follow('운동 추가');
    const catalogue = await screen.findByRole('region', { name: '직접 고르기' });
    const walkingRow = (await within(catalogue).findByRole('button', { name: '걷기 고르기' })).closest('li');
    expect(walkingRow?.textContent).toContain('넣은 운동');
    await pickFromCatalogue('걷기');
    await screen.findByRole('heading', { name: '걷기', level: 1 });
    // A new entry starts afresh rather than opening the planned one.
    expect(screen.getByRole('button', { name: '토요일' }).getAttribute('aria-pressed')).toBe('false');
    press('월요일');
    press('등록하기');
    await screen.findByRole('heading', { name: '운동 목록' });
  }

  it('plans walking in the morning and in the evening, and posts both entries', async () => {
    await planWalkingTwice();
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringContaining('30분 · 토 · 저녁'),
      expect.stringContaining('30분 · 월 · 아침'),
    ]);

    press('확인');
    await screen.findByRole('button', { name: '목표 저장하기' });
    press('목표 저장하기');
    await waitFor(() => expect(api.bodies(`POST ${base}/helthGoal`)).toHaveLength(1));
    const [posted] = api.bodies(`POST ${base}/helthGoal`) as HealthGoalInput[];
    expect(
      posted?.helthGoalExrciseList.map(({ exrciseItemCode, exrciseTodCode, helthGoalExrciseDowList }) => [
        exrciseItemCode,
        exrciseTodCode,
        helthGoalExrciseDowList.map(({ dowCode }) => dowCode),
      ]),
    ).toEqual([
      ['0401', '0004', ['0007']],
      ['0401', '0002', ['0002']],
    ]);
  });

  it('edits and removes each entry of the same exercise on its own', async () => {
    await planWalkingTwice();

    fireEvent.click(within(entry('월 · 아침')).getByRole('link', { name: '걷기 고치기' }));
    const minutes = (await screen.findByLabelText('한 번에 운동할 시간')) as HTMLInputElement;
    expect(screen.getByRole('button', { name: '월요일' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(minutes, { target: { value: '45' } });
    press('확인');
    await screen.findByRole('heading', { name: '운동 목록' });
    expect(entry('토 · 저녁').textContent).toContain('30분');
    expect(entry('월 · 아침').textContent).toContain('45분');

    fireEvent.click(within(entry('토 · 저녁')).getByRole('button', { name: '걷기 빼기' }));
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringContaining('45분 · 월 · 아침'),
    ]);
  });

  it('keeps the entries of a saved goal apart: editing one leaves the other as it was', async () => {
    const saved = inProgressGoal();
    const [morning] = saved.helthGoalExrciseList;
    if (!morning) throw new Error('the saved goal plans an exercise');
    api.on(`GET ${base}/helthGoal/detail`, {
      status: 200,
      data: inProgressGoal({
        helthGoalExrciseList: [
          morning,
          { ...morning, exrciseTodCode: '0004', helthGoalExrciseDowList: [{ dowCode: '0007' }] },
        ],
      }),
    });
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/exercise-list?helthGoalSn=7');
    await screen.findByRole('heading', { name: '운동 목록' });

    fireEvent.click(within(entry('토 · 저녁')).getByRole('link', { name: '걷기 고치기' }));
    fireEvent.click(await screen.findByRole('radio', { name: /^새벽/ }));
    press('확인');
    await screen.findByRole('heading', { name: '운동 목록' });
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringContaining('30분 · 월 · 수 · 아침'),
      expect.stringContaining('30분 · 토 · 새벽'),
    ]);
  });
});

describe('catalogue (type-addition)', () => {
  it('bookmarks an exercise and shows it under the bookmarks filter', async () => {
    api.on(`POST ${base}/helthGoal/exrcise/item/bmark`, (body) => ({
      status: 201,
      data: { userExrciseItemBmarkSn: 31, ...(body as object) },
    }));
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/exercise-list/type-addition');
    const catalogue = await screen.findByRole('region', { name: '직접 고르기' });
    fireEvent.click(within(catalogue).getByRole('button', { name: '즐겨찾기' }));
    expect(within(catalogue).getByText('즐겨찾기한 운동이 없어요. ☆ 버튼으로 넣어 보세요.')).toBeTruthy();
    fireEvent.click(within(catalogue).getByRole('button', { name: '전체' }));

    const star = within(catalogue).getByRole('button', { name: '실내 자전거 즐겨찾기' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(api.bodies(`POST ${base}/helthGoal/exrcise/item/bmark`)).toEqual([{ exrciseItemCode: '0601' }]);

    fireEvent.click(within(catalogue).getByRole('button', { name: '즐겨찾기' }));
    expect(
      within(catalogue)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('실내 자전거')]);
    fireEvent.click(within(catalogue).getByRole('button', { name: '걷기' }));
    expect(within(catalogue).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('editing a saved goal', () => {
  it('says that changes to an in-progress goal apply from next week, and saves with PUT (201)', async () => {
    api
      .on(`GET ${base}/helthGoal/detail`, { status: 200, data: inProgressGoal() })
      .on(`PUT ${base}/helthGoal`, (body) => ({ status: 201, data: inProgressGoal(body as never) }));
    await renderRemoteAt(RemoteRoot, '/routine/health-goal?helthGoalSn=7');
    await screen.findByRole('button', { name: '바꾼 내용 저장하기' });
    expect(screen.getByRole('note').textContent).toBe(
      '진행 중인 목표예요. 바꾼 계획은 다음 주 월요일(2026.03.16)부터 적용되고, 이번 주 계획은 그대로예요.',
    );
    expect(part('운동').textContent).toContain('걷기 30분 · 월 · 수 · 아침');

    press('바꾼 내용 저장하기');
    const toast = await dialogOf('toast');
    expect(toast.message).toBe('건강목표를 바꿨어요. 바꾼 계획은 2026.03.16부터 적용돼요.');
    const [put] = api.bodies(`PUT ${base}/helthGoal`) as (HealthGoalInput & { helthGoalSn: number })[];
    expect(put).toEqual(
      expect.objectContaining({ helthGoalSn: 7, goalBeginDe: '2026-03-02', goalEndDe: '2026-04-26' }),
    );
    expect(api.bodies(`GET ${base}/helthGoal/check`)).toEqual([undefined]);
    await waitFor(() => expect(window.location.pathname).toBe('/main/health-goal-history'));
  });

  it('keeps an in-progress goal’s begin day in the picker and moves only its end', async () => {
    api.on(`GET ${base}/helthGoal/detail`, { status: 200, data: inProgressGoal() });
    await renderRemoteAt(RemoteRoot, '/routine/health-goal/healthgoal-calendar?helthGoalSn=7');
    expect(
      await screen.findByText('진행 중인 목표라 시작일은 그대로 두고 종료일만 바꿀 수 있어요.'),
    ).toBeTruthy();
    fireEvent.click(dayButton(/^2026년 3월 20일 금요일/));
    expect(screen.queryByRole('alert')).toBeNull();
    press('확인');
    await screen.findByRole('button', { name: '바꾼 내용 저장하기' });
    expect(part('기간').textContent).toContain('2026.03.02 ~ 2026.03.20 (19일)');
    expect(api.routes().filter((route) => route.endsWith('/check'))).toHaveLength(1);
  });

  it('shows M1062 for an ended goal and goes back to the list', async () => {
    api.on(`GET ${base}/helthGoal/detail`, {
      status: 200,
      data: inProgressGoal({ goalSttusCode: '0003' }),
    });
    await renderRemoteAt(RemoteRoot, '/routine/health-goal?helthGoalSn=7');
    const toast = await dialogOf('toast');
    expect(toast.message).toBe('종료된 루틴은 수정할 수 없어요.');
    await waitFor(() => expect(window.location.pathname).toBe('/main/health-goal-history'));
    expect(screen.queryByRole('heading', { name: '건강목표 수정' })).toBeNull();
  });
});

describe.each(['ko', 'en', 'km'] as const)('in %s', (language) => {
  beforeEach(() => {
    api.on(`GET ${base}/helthGoal/detail`, {
      status: 200,
      data: inProgressGoal({
        nosmkngAt: 'Y',
        alchlGoal: { alchlCo: 2, alchlGlassCnt: 3, alchlCoExecutAt: 'Y', alchlGlassCntExecutAt: 'Y' },
      }),
    });
  });

  it.each([
    '/routine/health-goal?helthGoalSn=7',
    '/routine/health-goal/health-goal-addition?helthGoalSn=7',
    '/routine/health-goal/exercise-list?helthGoalSn=7',
    '/routine/health-goal/exercise-list/type-addition?helthGoalSn=7',
    '/routine/health-goal/exercise-list/composition/saved-0?helthGoalSn=7',
    '/routine/health-goal/exercise-list/composition/saved-0/exercise-mets-description?helthGoalSn=7',
    '/routine/health-goal/noDrinkingRegistration?helthGoalSn=7',
    '/routine/health-goal/healthgoal-calendar?helthGoalSn=7',
    '/routine/health-goal',
  ])('renders %s with every text', async (path) => {
    const watch = watchMissingTexts();
    await renderRemoteAt(RemoteRoot, path, language);
    // The kernel's Loading spinner (its CSS class name in tests) until every area has its data.
    await waitFor(() => expect(document.querySelector('.spinner')).toBeNull());
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getAllByRole('heading').length).toBeGreaterThan(0);
    expect(watch.stop()).toEqual([]);
  });
});

afterAll(() => {
  session.clear();
});
