// The work of the day calls: check an exercise done, postpone it, record one by hand, enter a day of
// no-smoking or drinking. Each runs in one transaction on the detail's row; a detail of someone else or of a
// deleted goal is 404 M0105.
import {
  caloriesBurnt,
  dailyEntryError,
  glassCountOf,
  goalStateOn,
  postponement,
  pureAlcoholGrams,
  type DrinkingEntry,
  type GlassCounts,
  type ManualExercise,
  type YesNo,
} from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import {
  deleteExerciseRow,
  findDrinkingRow,
  findExerciseRow,
  findNoSmokingRow,
  insertManualExerciseRow,
  updateDrinkingRow,
  updateExerciseRow,
  updateNoSmokingRow,
  type DrinkingRow,
  type ExerciseRow,
  type HoldingGoal,
  type NoSmokingRow,
} from './detail-repository';
import { catalogueItem } from '../exercise-catalogue/exercise-items';
import { notYours, type RoutineActor } from '../health-goals/goal-operations';
import { readStoredGoals } from '../health-goals/goal-repository';
import { requireCalendarDate } from '../../platform/calendar/calendar-days';

/** The actor with the weight that turns minutes into calories (null while none is recorded). */
export interface ExerciseActor extends RoutineActor {
  weightKg: number | null;
}

const unprocessable = (code: ApiError['code'], field: string) => new ApiError(422, code, { field });

async function ownExercise(
  db: Queryable,
  actor: RoutineActor,
  sn: number,
): Promise<ExerciseRow & HoldingGoal> {
  const row = await findExerciseRow(db, actor.userId, sn);
  if (!row) throw notYours();
  return row;
}

/** Calories of an exercise checked done, from the weight of that moment; nothing stored otherwise. */
const caloriesWhenDone = (
  exrciseAt: YesNo | null,
  exercise: { metsVal: number; exrciseTimeMi: number },
  weightKg: number | null,
) =>
  exrciseAt === 'Y'
    ? caloriesBurnt({ mets: exercise.metsVal, minutes: exercise.exrciseTimeMi, weightKg })
    : null;

/**
 * PUT /helthGoal/exrcise/dtls/{id}: done (Y) or not (N). Only a day that has come can be checked (422 M0187
 * otherwise): results count what was done, not what is promised.
 */
export function checkExercise(
  db: Database,
  actor: ExerciseActor,
  sn: number,
  exrciseAt: YesNo,
): Promise<ExerciseRow> {
  return db.transaction(async (transaction) => {
    const row = await ownExercise(transaction, actor, sn);
    if (row.exrcisePlanDe > actor.today) throw unprocessable(errorCodes.invalidRequest, 'exrciseAt');
    return updateExerciseRow(transaction, sn, {
      ...row,
      exrciseAt,
      storedCalories: caloriesWhenDone(exrciseAt, row, actor.weightKg),
    });
  });
}

/**
 * PUT /helthGoal/exrcise/dtls/{id}/delay: the kernel's postponement table (spec section 4). Refusals are
 * conflicts with the exercise's state: 409 M1074 Sunday evening, M1075 the routine's last evening, M1076
 * postponed before, M0187 already checked.
 */
export function postponeExercise(db: Database, actor: RoutineActor, sn: number): Promise<ExerciseRow> {
  return db.transaction(async (transaction) => {
    const row = await ownExercise(transaction, actor, sn);
    const moved = postponement(row, row.goalEndDe);
    if (!moved.postponed) throw new ApiError(409, moved.code);
    return updateExerciseRow(transaction, sn, {
      ...row,
      exrcisePlanDe: moved.exrcisePlanDe,
      exrciseTodCode: moved.exrciseTodCode,
      delayExrciseAt: 'Y',
    });
  });
}

/**
 * The goal a hand-recorded exercise of `day` belongs to: the one that holds the day, the one not ended first
 * (a goal ended today and a new one begun today both hold today). None: 422 M0187.
 */
async function goalHolding(db: Queryable, actor: RoutineActor, day: string): Promise<number> {
  const holding = (await readStoredGoals(db, actor.userId, { kind: 'all' })).filter(
    (goal) => goal.goalBeginDe <= day && day <= goal.goalEndDe,
  );
  const goal = holding.find((candidate) => goalStateOn(candidate, actor.today) !== 'ended') ?? holding[0];
  if (!goal) throw unprocessable(errorCodes.invalidRequest, 'exrcisePlanDe');
  return goal.helthGoalSn;
}

/** The row a manual exercise becomes: an exercise cannot be done on a day still to come (422 M0187). */
async function manualChange(db: Queryable, actor: ExerciseActor, exercise: ManualExercise) {
  requireCalendarDate(exercise.exrcisePlanDe, 'exrcisePlanDe');
  const { metsVal } = catalogueItem(exercise.exrciseItemCode);
  if (exercise.exrciseAt === 'Y' && exercise.exrcisePlanDe > actor.today)
    throw unprocessable(errorCodes.invalidRequest, 'exrcisePlanDe');
  return {
    ...exercise,
    metsVal,
    helthGoalSn: await goalHolding(db, actor, exercise.exrcisePlanDe),
    storedCalories: caloriesWhenDone(exercise.exrciseAt, { metsVal, ...exercise }, actor.weightKg),
  };
}

/** POST /helthGoal/exrcise/dtls/manual: an exercise recorded by hand (creation type 0002). */
export function addManualExercise(
  db: Database,
  actor: ExerciseActor,
  exercise: ManualExercise,
): Promise<ExerciseRow> {
  return db.transaction(async (transaction) =>
    insertManualExerciseRow(transaction, actor.userId, {
      ...(await manualChange(transaction, actor, exercise)),
      delayExrciseAt: 'N',
    }),
  );
}

/** A hand-recorded exercise of the person; one generated from the plan is not theirs to replace (422 M0187). */
async function ownManualExercise(db: Queryable, actor: RoutineActor, sn: number) {
  const row = await ownExercise(db, actor, sn);
  if (!row.manual) throw unprocessable(errorCodes.invalidRequest, 'exrciseExecutDtlsSn');
  return row;
}

/** PUT /helthGoal/exrcise/dtls/manual/{id}: replaces a hand-recorded exercise. */
export function replaceManualExercise(
  db: Database,
  actor: ExerciseActor,
  sn: number,
  exercise: ManualExercise,
): Promise<ExerciseRow> {
  return db.transaction(async (transaction) => {
    const row = await ownManualExercise(transaction, actor, sn);
    return updateExerciseRow(transaction, sn, {
      ...(await manualChange(transaction, actor, exercise)),
      delayExrciseAt: row.delayExrciseAt,
    });
  });
}

/** DELETE /helthGoal/exrcise/dtls/manual/{id} */
export function removeManualExercise(db: Database, actor: RoutineActor, sn: number): Promise<void> {
  return db.transaction(async (transaction) => {
    await ownManualExercise(transaction, actor, sn);
    await deleteExerciseRow(transaction, sn);
  });
}

/** 422 M1077: a day's no-smoking or drinking is entered from the next day on. */
function checkDayOver(planDe: string, today: string, field: string): void {
  const code = dailyEntryError(planDe, today);
  if (code) throw unprocessable(code, field);
}

/** PUT /helthGoal/nosmkng/dtls/{id} */
export function enterNoSmoking(
  db: Database,
  actor: RoutineActor,
  sn: number,
  nosmkngAt: YesNo,
): Promise<NoSmokingRow> {
  return db.transaction(async (transaction) => {
    const row = await findNoSmokingRow(transaction, actor.userId, sn);
    if (!row) throw notYours();
    checkDayOver(row.nosmkngPlanDe, actor.today, 'nosmkngAt');
    return updateNoSmokingRow(transaction, sn, nosmkngAt);
  });
}

/** The glasses entered by kind, without the kinds entered as zero; null when none is left. */
function enteredGlasses(counts: GlassCounts | undefined): GlassCounts | null {
  const entered = Object.fromEntries(Object.entries(counts ?? {}).filter(([, count]) => count > 0));
  return Object.keys(entered).length > 0 ? entered : null;
}

/**
 * PUT /helthGoal/alchl/dtls/{id}. A day drunk on without glasses counts one glass (kernel `glassCountOf`), whose
 * grams nobody knows (null); a day without drinking is zero glasses and zero grams.
 */
export function enterDrinking(
  db: Database,
  actor: RoutineActor,
  sn: number,
  entry: DrinkingEntry,
): Promise<DrinkingRow> {
  return db.transaction(async (transaction) => {
    const row = await findDrinkingRow(transaction, actor.userId, sn);
    if (!row) throw notYours();
    checkDayOver(row.alchlPlanDe, actor.today, 'alchlAt');
    const glasses = entry.alchlAt === 'Y' ? enteredGlasses(entry.alchlGlassCntDtl) : null;
    return updateDrinkingRow(transaction, sn, {
      alchlAt: entry.alchlAt,
      alchlGlassCnt: glassCountOf(entry.alchlAt, glasses),
      alchlGlassCntDtl: glasses,
      alchlGramVal: entry.alchlAt === 'N' ? 0 : glasses && pureAlcoholGrams(glasses),
    });
  });
}
