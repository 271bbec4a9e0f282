// The work of the goal calls: create, edit, end, delete and the overlap check, each rule refused with its
// M-code (spec sections 4 and 5). Every change runs in one transaction that first locks the person's goals.
import {
  addDays,
  dayCount,
  goalPeriodError,
  goalPlanError,
  goalStateOn,
  periodsOverlap,
  routineDays,
  type GoalOverlapCheck,
  type HealthGoalInput,
  type HealthGoalUpdate,
} from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import {
  deleteDetailsAfter,
  deletePlannedExercisesFrom,
  deleteUnenteredDailyDetails,
  generateDailyDetails,
  generateExerciseDetails,
  type PlannedExercise,
} from '../daily-records/detail-repository';
import { catalogueItem } from '../exercise-catalogue/exercise-items';
import {
  findStoredGoal,
  insertGoal,
  lockPersonGoals,
  markGoalDeleted,
  markGoalEnded,
  readStoredGoals,
  replaceTargetsAndPlan,
  updateGoalHeader,
  type StoredGoal,
} from './goal-repository';
import { nextMonday, requireCalendarDate } from '../../platform/calendar/calendar-days';

/** Who acts, and when: today's Seoul day decides every state, `at` stamps the rows. */
export interface RoutineActor {
  userId: string;
  today: string;
  at: Date;
}

/** 404 M0105: the goal or detail is not the caller's, was deleted, or never existed (never told apart). */
export const notYours = () => new ApiError(404, errorCodes.invalidAccess);

const unprocessable = (code: ApiError['code'], field: string) => new ApiError(422, code, { field });

/** 422 M1065 / M1060 for the period of a goal that has not begun (a new one, or a scheduled one edited). */
function checkNewPeriod(goal: Pick<HealthGoalInput, 'goalBeginDe' | 'goalEndDe'>, today: string): void {
  requireCalendarDate(goal.goalBeginDe, 'goalBeginDe');
  requireCalendarDate(goal.goalEndDe, 'goalEndDe');
  const code = goalPeriodError(goal.goalBeginDe, goal.goalEndDe, today);
  // M1065 is about the begin (before today), M1060 about the length, which the end sets.
  if (code) throw unprocessable(code, code === 'M1065' ? 'goalBeginDe' : 'goalEndDe');
}

/**
 * 422 for a plan the rules refuse (M1064, M0137, M1066), for two targets of the same kind and for an exercise
 * the catalogue does not hold (M0187). Answers the plan with each exercise's METs.
 */
function checkPlan(goal: HealthGoalInput): PlannedExercise[] {
  const planError = goalPlanError(goal);
  if (planError) throw unprocessable(planError.code, planError.field);
  const itemCodes = goal.helthGoalDetailList.map((target) => target.helthGoalItemCode);
  if (new Set(itemCodes).size !== itemCodes.length)
    throw unprocessable(errorCodes.invalidRequest, 'helthGoalItemCode');
  return goal.helthGoalExrciseList.map((exercise) => ({
    exrciseItemCode: exercise.exrciseItemCode,
    exrciseTimeMi: exercise.exrciseTimeMi,
    exrciseTodCode: exercise.exrciseTodCode,
    exrciseCreatTypeCode: exercise.exrciseCreatTypeCode,
    dowCodes: exercise.helthGoalExrciseDowList.map((weekday) => weekday.dowCode),
    metsVal: catalogueItem(exercise.exrciseItemCode).metsVal,
  }));
}

/** The first scheduled or in-progress goal of the person, other than `ignored`, that shares a day with `period`. */
function overlappingGoal(
  goals: readonly StoredGoal[],
  period: { goalBeginDe: string; goalEndDe: string },
  today: string,
  ignored?: number,
): StoredGoal | undefined {
  return goals.find(
    (goal) =>
      goal.helthGoalSn !== ignored && goalStateOn(goal, today) !== 'ended' && periodsOverlap(goal, period),
  );
}

async function checkNoOverlap(
  db: Queryable,
  actor: RoutineActor,
  period: { goalBeginDe: string; goalEndDe: string },
  ignored?: number,
): Promise<void> {
  const goals = await readStoredGoals(db, actor.userId, { kind: 'all' });
  if (overlappingGoal(goals, period, actor.today, ignored))
    throw new ApiError(409, 'M1061', { field: 'goalBeginDe' });
}

/** Generates every day of a goal from `from` to its end: exercises, and no-smoking and drinking days it has. */
async function generateDays(
  db: Queryable,
  target: { helthGoalSn: number; userId: string },
  goal: Pick<HealthGoalInput, 'goalEndDe' | 'nosmkngAt' | 'alchlGoal'>,
  plan: readonly PlannedExercise[],
  from: string,
): Promise<void> {
  await generateExerciseDetails(db, target, from, goal.goalEndDe, plan);
  if (goal.nosmkngAt === 'Y') await generateDailyDetails(db, 'noSmoking', target, from, goal.goalEndDe);
  if (goal.alchlGoal) await generateDailyDetails(db, 'drinking', target, from, goal.goalEndDe);
}

/** POST /helthGoal: a goal from today or later, its plan and all its days, in one transaction. */
export async function createGoal(db: Database, actor: RoutineActor, input: HealthGoalInput): Promise<number> {
  checkNewPeriod(input, actor.today);
  const plan = checkPlan(input);
  return db.transaction(async (transaction) => {
    await lockPersonGoals(transaction, actor.userId);
    await checkNoOverlap(transaction, actor, input);
    const helthGoalSn = await insertGoal(transaction, actor.userId, input, actor.at);
    await replaceTargetsAndPlan(transaction, helthGoalSn, input);
    await generateDays(transaction, { helthGoalSn, userId: actor.userId }, input, plan, input.goalBeginDe);
    return helthGoalSn;
  });
}

async function lockedGoal(db: Queryable, actor: RoutineActor, helthGoalSn: number): Promise<StoredGoal> {
  await lockPersonGoals(db, actor.userId);
  const goal = await findStoredGoal(db, actor.userId, helthGoalSn);
  if (!goal) throw notYours();
  return goal;
}

/**
 * The period of a goal in progress after an edit: its begin is in the past and stays (M0187 otherwise); its end
 * may move, but not before today, and the period keeps to 7-371 days (M1060).
 */
function checkPeriodInProgress(stored: StoredGoal, update: HealthGoalUpdate, today: string): void {
  if (update.goalBeginDe !== stored.goalBeginDe)
    throw unprocessable(errorCodes.invalidRequest, 'goalBeginDe');
  requireCalendarDate(update.goalEndDe, 'goalEndDe');
  const days = dayCount(stored.goalBeginDe, update.goalEndDe);
  if (update.goalEndDe < today || days < routineDays.min || days > routineDays.max)
    throw unprocessable('M1060', 'goalEndDe');
}

/**
 * PUT /helthGoal. A scheduled goal is replaced whole. A goal in progress keeps its past: the new plan applies
 * from next Monday (the not-done exercises generated from there on are made again; done and hand-recorded ones
 * stay), and days its end no longer covers are removed. An ended goal cannot be edited (409 M1062).
 */
export async function updateGoal(db: Database, actor: RoutineActor, update: HealthGoalUpdate): Promise<void> {
  const { today } = actor;
  await db.transaction(async (transaction) => {
    const stored = await lockedGoal(transaction, actor, update.helthGoalSn);
    const state = goalStateOn(stored, today);
    if (state === 'ended') throw new ApiError(409, 'M1062');
    if (state === 'scheduled') checkNewPeriod(update, today);
    else checkPeriodInProgress(stored, update, today);
    const plan = checkPlan(update);
    await checkNoOverlap(transaction, actor, update, stored.helthGoalSn);

    const target = { helthGoalSn: stored.helthGoalSn, userId: actor.userId };
    await updateGoalHeader(transaction, stored.helthGoalSn, update, actor.at);
    await replaceTargetsAndPlan(transaction, stored.helthGoalSn, update);
    if (state === 'scheduled') {
      await deleteDetailsAfter(transaction, stored.helthGoalSn, null);
      await generateDays(transaction, target, update, plan, update.goalBeginDe);
      return;
    }
    const from = nextMonday(today);
    await deleteDetailsAfter(transaction, stored.helthGoalSn, update.goalEndDe);
    await deletePlannedExercisesFrom(transaction, stored.helthGoalSn, from);
    if (update.nosmkngAt === 'N')
      await deleteUnenteredDailyDetails(transaction, 'noSmoking', stored.helthGoalSn, from);
    if (!update.alchlGoal)
      await deleteUnenteredDailyDetails(transaction, 'drinking', stored.helthGoalSn, from);
    // Days the goal did not cover before (its end moved later) had no plan: they get the new one at once.
    const dayAfterOldEnd = addDays(stored.goalEndDe, 1);
    await generateDays(transaction, target, update, plan, dayAfterOldEnd < from ? dayAfterOldEnd : from);
  });
}

/** PUT /helthGoal/{helthGoalSn}: ends a goal in progress today; its days after today go (they were not done). */
export async function endGoal(db: Database, actor: RoutineActor, helthGoalSn: number): Promise<void> {
  await db.transaction(async (transaction) => {
    const goal = await lockedGoal(transaction, actor, helthGoalSn);
    const state = goalStateOn(goal, actor.today);
    if (state === 'ended') throw new ApiError(409, 'M1062');
    // A goal that has not begun has nothing to end: it can be edited or deleted instead.
    if (state === 'scheduled') throw new ApiError(409, errorCodes.invalidRequest);
    await markGoalEnded(transaction, helthGoalSn, actor.today, actor.at);
    await deleteDetailsAfter(transaction, helthGoalSn, actor.today);
  });
}

/** DELETE /helthGoal/{helthGoalSn}: a scheduled or ended goal; one in progress must be ended first (M1063). */
export async function deleteGoal(db: Database, actor: RoutineActor, helthGoalSn: number): Promise<void> {
  await db.transaction(async (transaction) => {
    const goal = await lockedGoal(transaction, actor, helthGoalSn);
    if (goalStateOn(goal, actor.today) === 'inProgress') throw new ApiError(409, 'M1063');
    await markGoalDeleted(transaction, helthGoalSn, actor.at);
  });
}

/** GET /helthGoal/check: the scheduled or in-progress goal the period would overlap, if any. */
export async function checkOverlap(
  db: Queryable,
  actor: Pick<RoutineActor, 'userId' | 'today'>,
  period: { goalBeginDe: string; goalEndDe: string },
  ignored?: number,
): Promise<GoalOverlapCheck> {
  const goals = await readStoredGoals(db, actor.userId, { kind: 'all' });
  const overlapping = overlappingGoal(goals, period, actor.today, ignored);
  return { overlapAt: overlapping ? 'Y' : 'N', helthGoalSn: overlapping?.helthGoalSn ?? null };
}
