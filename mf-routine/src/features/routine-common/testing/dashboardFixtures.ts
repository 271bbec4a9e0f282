// Test data of the dashboard's features: one person's goal and week, answered by the fake API the way the
// routine API answers (`GET /api/routine/dashboard2` filters the days of the asked range).
import { waitFor } from '@testing-library/react';
import { dialogs, type DialogKind, type DialogOf, type OpenDialog } from 'shared-kernel';
import {
  fixClock,
  testNow as now,
  testToday as today,
  type fakeApi,
  type FakeRequest,
  type Reply,
} from 'shared-kernel/testing';
import type {
  DrinkingDetail,
  ExerciseDetail,
  HealthGoal,
  NoSmokingDetail,
  RoutineDashboard,
  RoutineDay,
} from 'shared-kernel/isomorphic';

export type FakeApi = ReturnType<typeof fakeApi>;

/** Wednesday 2026-03-11, 10:00 in Seoul (the kernel's test morning), and a clock fixed there. */
export { fixClock, now, today };

export function goal(overrides: Partial<HealthGoal> = {}): HealthGoal {
  return {
    helthGoalSn: 1,
    goalBeginDe: '2026-02-16',
    goalEndDe: '2026-03-15',
    goalTotDayCnt: 28,
    goalSttusCode: '0002',
    helthGoalDetailList: [{ helthGoalItemCode: '0001', beforeVal: 72, goalVal: 68, healthGoalItemVal: 70.4 }],
    helthGoalExrciseList: [],
    nosmkngAt: 'Y',
    alchlGoal: { alchlCo: 2, alchlGlassCnt: 3, alchlCoExecutAt: 'Y', alchlGlassCntExecutAt: 'Y' },
    exrciseTimeMiGoalTot: 480,
    exrciseTimeMiTot: 210,
    cnsumCalValGoal: 1892.8,
    cnsumCalValTot: 905.8,
    nosmkngPlanDayCnt: 28,
    nosmkngSuccessDayCnt: 20,
    alchlPlanDayCnt: 28,
    alchlSuccessDayCnt: 18,
    alchlGlassCntAvg: 2.5,
    ...overrides,
  };
}

/** Walking 30 minutes in the morning (3.5 METs, 129.4 kcal at 70.4 kg). */
export function walking(id: number, day: string, overrides: Partial<ExerciseDetail> = {}): ExerciseDetail {
  return {
    exrciseExecutDtlsSn: id,
    helthGoalSn: 1,
    exrciseItemCode: '0401',
    exrciseItemNm: '걷기',
    exrciseCreatTypeCode: '0001',
    exrcisePlanDe: day,
    exrciseAt: null,
    exrciseTimeMi: 30,
    exrciseTodCode: '0002',
    delayExrciseAt: 'N',
    cnsumCalVal: 129.4,
    metsVal: 3.5,
    ...overrides,
  };
}

/** Stretching 15 minutes in the evening (2.3 METs, 42.5 kcal). */
export function stretching(id: number, day: string, overrides: Partial<ExerciseDetail> = {}): ExerciseDetail {
  return {
    ...walking(id, day),
    exrciseItemCode: '0101',
    exrciseItemNm: '스트레칭',
    exrciseTimeMi: 15,
    exrciseTodCode: '0004',
    cnsumCalVal: 42.5,
    metsVal: 2.3,
    ...overrides,
  };
}

export function noSmoking(id: number, day: string, nosmkngAt: NoSmokingDetail['nosmkngAt'] = null) {
  return { nosmkngExecutDtlsSn: id, helthGoalSn: 1, nosmkngPlanDe: day, nosmkngAt } satisfies NoSmokingDetail;
}

export function drinking(id: number, day: string, overrides: Partial<DrinkingDetail> = {}): DrinkingDetail {
  return {
    alchlExecutDtlsSn: id,
    helthGoalSn: 1,
    alchlPlanDe: day,
    alchlAt: null,
    alchlGlassCnt: null,
    alchlGlassCntDtl: null,
    alchlGramVal: null,
    ...overrides,
  };
}

export function day(routhLapseDe: string, exercises: ExerciseDetail[], index: number): RoutineDay {
  return {
    routhLapseDe,
    helthGoalSn: 1,
    helthGoalExrciseDtlsList: exercises,
    helthTkmdPlanList: [],
    helthGoalNosmkngDtls: noSmoking(200 + index, routhLapseDe),
    helthGoalAlchlDtls: drinking(300 + index, routhLapseDe),
  };
}

/**
 * The goal's days from 03-02 to 03-15: walking on Monday, Wednesday and Friday, stretching on Wednesday and
 * Sunday evening; last week and this Monday all done, no-smoking and drinking entered up to Monday.
 */
export function goalDays(): RoutineDay[] {
  const days: RoutineDay[] = [];
  const dates = Array.from({ length: 14 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 2, 2 + index));
    return date.toISOString().slice(0, 10);
  });
  dates.forEach((date, index) => {
    const weekday = (index % 7) + 1; // 1 Monday ... 7 Sunday
    const past = date < today;
    const exercises: ExerciseDetail[] = [];
    const check = past ? ('Y' as const) : null;
    if ([1, 3, 5].includes(weekday)) exercises.push(walking(100 + index, date, { exrciseAt: check }));
    if ([3, 7].includes(weekday)) exercises.push(stretching(150 + index, date, { exrciseAt: check }));
    const routineDay = day(date, exercises, index);
    if (date < '2026-03-10') {
      routineDay.helthGoalNosmkngDtls = noSmoking(200 + index, date, 'Y');
      routineDay.helthGoalAlchlDtls = drinking(300 + index, date, {
        alchlAt: 'N',
        alchlGlassCnt: 0,
        alchlGramVal: 0,
      });
    }
    days.push(routineDay);
  });
  return days;
}

/** Ids in `goalDays`: walking today (Wednesday 03-11), stretching tonight and on Sunday evening. */
export const ids = {
  walkingToday: 109,
  stretchingToday: 159,
  stretchingSunday: 163,
  noSmokingYesterday: 208,
};

export interface FakeRoutine {
  goals: HealthGoal[];
  days: RoutineDay[];
}

/** Answers `GET dashboard2` with the goals touching the asked range and its days with a plan. */
export function answerDashboard(api: FakeApi, data: FakeRoutine): void {
  api.on('GET /api/routine/dashboard2', (_body: unknown, request: FakeRequest): Reply => {
    const from = request.query.get('fromSearchDt') ?? '';
    const to = request.query.get('toSearchDt') ?? '';
    const answer: RoutineDashboard = {
      helthGoalList: data.goals.filter((one) => one.goalBeginDe <= to && from <= one.goalEndDe),
      routhLapseList: data.days.filter((one) => from <= one.routhLapseDe && one.routhLapseDe <= to),
    };
    return { status: 200, data: answer };
  });
}

/** The roadmap's `$aggregate` answered with no record (tests of other cards need no chart). */
export function answerNoRecords(api: FakeApi): void {
  api.on('POST /fhir/Observation/$aggregate', {
    status: 200,
    data: { resourceType: 'Parameters', parameter: [{ name: 'total', valueInteger: 0 }] },
  });
}

/** How many times `GET dashboard2` was called. */
export function dashboardCalls(api: FakeApi): number {
  return api.routes().filter((route) => route === 'GET /api/routine/dashboard2').length;
}

let openDialogs: readonly OpenDialog[] = [];
dialogs.state$.subscribe((open) => {
  openDialogs = open;
});

/** The open dialog of a kind, once it opens. */
export async function dialogOf<K extends DialogKind>(kind: K): Promise<DialogOf<K>> {
  let found: OpenDialog | undefined;
  await waitFor(() => {
    found = openDialogs.find((dialog) => dialog.kind === kind);
    if (!found) throw new Error(`No ${kind} dialog is open`);
  });
  return found as DialogOf<K>;
}

export function openDialogKinds(): DialogKind[] {
  return openDialogs.map((dialog) => dialog.kind);
}
