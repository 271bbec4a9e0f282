// The routine rules of spec sections 4, 5 and 9, written once for the API that enforces them and the screens
// that explain them. Dates are `YYYY-MM-DD` calendar days in Asia/Seoul; no rule here reads a clock.
import { routineDays, timeOfDayCodes, weekdayCodes, type TimeOfDayCode, type WeekdayCode } from '../codes';
import type { MCode } from '../mcodes';
import { roundTo } from '../numbers';
import { drinkAlcoholByVolume, drinkKinds, ethanolGramsPerMl, goalStatus, type GoalState } from './codes';
import { glassSizesMl } from '../codes';
import type { GlassCounts, HealthGoalInput, YesNo } from './types';

const dayMs = 86_400_000;

function utcDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function dateOf(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/** The day `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return dateOf(utcDay(date) + days * dayMs);
}

/** Days from `begin` to `end`, both counted (goalTotDayCnt). */
export function dayCount(begin: string, end: string): number {
  return Math.round((utcDay(end) - utcDay(begin)) / dayMs) + 1;
}

/** Every day from `begin` to `end`, both included. */
export function daysBetween(begin: string, end: string): string[] {
  const days: string[] = [];
  for (let day = begin; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Today's weekday index as the dashboard counts it: ISO weekday minus one (Monday 0 ... Sunday 6). */
export function weekdayIndex(date: string): number {
  return (new Date(utcDay(date)).getUTCDay() + 6) % 7;
}

const weekdayCodesFromSunday = Object.values(weekdayCodes);

/** dowCode of a day: 0001 Sunday ... 0007 Saturday. */
export function weekdayCodeOf(date: string): WeekdayCode {
  return weekdayCodesFromSunday[new Date(utcDay(date)).getUTCDay()] as WeekdayCode;
}

/** The Monday of the week (Monday to Sunday) that holds `date`. */
export function weekStart(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/**
 * Why a goal's period is refused, or null: the period runs 7 to 371 days, both ends counted (M1060), and a new
 * goal cannot begin before today (M1065).
 */
export function goalPeriodError(goalBeginDe: string, goalEndDe: string, today: string): MCode | null {
  if (goalBeginDe < today) return 'M1065';
  const days = dayCount(goalBeginDe, goalEndDe);
  if (days < routineDays.min || days > routineDays.max) return 'M1060';
  return null;
}

/** True when the two periods share at least one day. */
export function periodsOverlap(
  a: { goalBeginDe: string; goalEndDe: string },
  b: { goalBeginDe: string; goalEndDe: string },
): boolean {
  return a.goalBeginDe <= b.goalEndDe && b.goalBeginDe <= a.goalEndDe;
}

/**
 * Why a weight or waist target is refused, or null: a waist stays within 500 cm (M0137; the shared value
 * schema allows weights up to 1000), and the target lies below the value it starts from (M1066).
 */
export function goalTargetError(detail: HealthGoalInput['helthGoalDetailList'][number]): {
  code: MCode;
  field: 'beforeVal' | 'goalVal';
} | null {
  if (detail.helthGoalItemCode === '0002') {
    if (detail.beforeVal > 500) return { code: 'M0137', field: 'beforeVal' };
    if (detail.goalVal > 500) return { code: 'M0137', field: 'goalVal' };
  }
  if (detail.goalVal >= detail.beforeVal) return { code: 'M1066', field: 'goalVal' };
  return null;
}

/**
 * Why a goal's plan is refused, or null: at least one exercise with at least one session a week (M1064; a
 * weight or waist goal is reached through exercise), and each target as `goalTargetError` wants it.
 */
export function goalPlanError(goal: Pick<HealthGoalInput, 'helthGoalExrciseList' | 'helthGoalDetailList'>): {
  code: MCode;
  field: string;
} | null {
  const exercises = goal.helthGoalExrciseList;
  if (exercises.length === 0 || exercises.some((exercise) => exercise.helthGoalExrciseDowList.length === 0))
    return { code: 'M1064', field: 'helthGoalExrciseList' };
  for (const detail of goal.helthGoalDetailList) {
    const error = goalTargetError(detail);
    if (error) return error;
  }
  return null;
}

/** The state of a goal on `today`: ended once ended early or past its end date. */
export function goalStateOn(
  goal: { goalBeginDe: string; goalEndDe: string; endedEarly: boolean },
  today: string,
): GoalState {
  if (goal.endedEarly || goal.goalEndDe < today) return 'ended';
  return goal.goalBeginDe > today ? 'scheduled' : 'inProgress';
}

export function goalStatusCodeOn(
  goal: { goalBeginDe: string; goalEndDe: string; endedEarly: boolean },
  today: string,
): (typeof goalStatus)[GoalState] {
  return goalStatus[goalStateOn(goal, today)];
}

/**
 * Today's goal (spec section 4): the goal whose begin and end (both included) hold today; when none does and
 * today is within the loaded range, the empty goal (null); `undefined` when today is outside the range.
 */
export function todaysGoal<Goal extends { goalBeginDe: string; goalEndDe: string }>(
  goals: readonly Goal[],
  today: string,
  loaded: { fromSearchDt: string; toSearchDt: string },
): Goal | null | undefined {
  const goal = goals.find((candidate) => candidate.goalBeginDe <= today && today <= candidate.goalEndDe);
  if (goal) return goal;
  return loaded.fromSearchDt <= today && today <= loaded.toSearchDt ? null : undefined;
}

const timeOfDayOrder = Object.values(timeOfDayCodes);

export type Postponement =
  | { postponed: true; exrcisePlanDe: string; exrciseTodCode: TimeOfDayCode }
  | { postponed: false; code: MCode };

/**
 * Where a postponed exercise goes (spec section 4): dawn → morning → afternoon → evening → the next day's
 * dawn. Refused: an exercise already postponed (M1076) or already checked (M0187), Sunday evening (M1074,
 * the week's last slot) and the routine's last evening (M1075).
 */
export function postponement(
  exercise: {
    exrcisePlanDe: string;
    exrciseTodCode: TimeOfDayCode;
    delayExrciseAt: YesNo;
    exrciseAt: YesNo | null;
  },
  goalEndDe: string,
): Postponement {
  if (exercise.delayExrciseAt === 'Y') return { postponed: false, code: 'M1076' };
  if (exercise.exrciseAt !== null) return { postponed: false, code: 'M0187' };
  const slot = timeOfDayOrder.indexOf(exercise.exrciseTodCode);
  if (slot < timeOfDayOrder.length - 1)
    return {
      postponed: true,
      exrcisePlanDe: exercise.exrcisePlanDe,
      exrciseTodCode: timeOfDayOrder[slot + 1] as TimeOfDayCode,
    };
  if (weekdayIndex(exercise.exrcisePlanDe) === 6) return { postponed: false, code: 'M1074' };
  if (exercise.exrcisePlanDe >= goalEndDe) return { postponed: false, code: 'M1075' };
  return {
    postponed: true,
    exrcisePlanDe: addDays(exercise.exrcisePlanDe, 1),
    exrciseTodCode: timeOfDayCodes.dawn,
  };
}

/** A day's no-smoking or drinking entry opens the next day (M1077 before then). */
export function dailyEntryError(planDe: string, today: string): MCode | null {
  return planDe < today ? null : 'M1077';
}

/** Glasses entered for a day that was drunk on: one when none was counted (spec section 4). */
export function glassCountOf(alchlAt: YesNo, counts: GlassCounts | undefined | null): number {
  if (alchlAt === 'N') return 0;
  const total = drinkKinds.reduce((sum, kind) => sum + (counts?.[kind] ?? 0), 0);
  return total > 0 ? total : 1;
}

/** Grams of pure alcohol in the glasses, one decimal: millilitres × alcohol by volume × 0.789 g/ml. */
export function pureAlcoholGrams(counts: GlassCounts): number {
  const grams = drinkKinds.reduce(
    (sum, kind) =>
      sum + (counts[kind] ?? 0) * glassSizesMl[kind] * drinkAlcoholByVolume[kind] * ethanolGramsPerMl,
    0,
  );
  return roundTo(grams, 1);
}

/** Success days of no-smoking: days entered Y. An unchecked day counts as failed (spec section 4). */
export function noSmokingSuccessDays(details: readonly { nosmkngAt: YesNo | null }[]): number {
  return details.filter((detail) => detail.nosmkngAt === 'Y').length;
}

/**
 * Drinking results: a success day is a day entered as not drinking, or as drinking within the goal's glass
 * limit where that limit applies; the average counts glasses over the days drunk on, one decimal.
 */
export function drinkingResults(
  details: readonly { alchlAt: YesNo | null; alchlGlassCnt: number | null }[],
  goal: { alchlGlassCnt: number; alchlGlassCntExecutAt: YesNo },
): { alchlSuccessDayCnt: number; alchlGlassCntAvg: number } {
  let success = 0;
  let glasses = 0;
  let drinkingDays = 0;
  for (const detail of details) {
    if (detail.alchlAt === 'N') success += 1;
    if (detail.alchlAt !== 'Y') continue;
    const count = detail.alchlGlassCnt ?? 1;
    drinkingDays += 1;
    glasses += count;
    if (goal.alchlGlassCntExecutAt === 'Y' && count <= goal.alchlGlassCnt) success += 1;
  }
  return {
    alchlSuccessDayCnt: success,
    alchlGlassCntAvg: drinkingDays ? roundTo(glasses / drinkingDays, 1) : 0,
  };
}

/** Abdominal obesity for Koreans (KSSO): waist of 90 cm or more in men, 85 cm or more in women. */
export const koreanWaistLimitCm = { male: 90, female: 85 } as const;

/**
 * Weekly MET-minutes recommended for each fitness level (pscstrSttusCode 0001 lowest ... 0005 advanced). The
 * WHO 2020 guideline asks adults for 150-300 minutes of moderate activity a week (about 500-1000 MET-minutes
 * at 3-4 METs); the lowest level starts below it, as the guideline advises for inactive people, and the highest
 * goes past its upper end.
 */
export const recommendedWeeklyMetMinutes: Readonly<Record<string, { metMinutes: number; minutes: number }>> =
  {
    '0001': { metMinutes: 300, minutes: 90 },
    '0002': { metMinutes: 500, minutes: 150 },
    '0003': { metMinutes: 750, minutes: 200 },
    '0004': { metMinutes: 1000, minutes: 250 },
    '0005': { metMinutes: 1200, minutes: 300 },
  };

export const weeklyMetsSource =
  'WHO guidelines on physical activity and sedentary behaviour (2020): 150-300 min of moderate activity a week';
