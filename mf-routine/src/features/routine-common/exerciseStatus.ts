import {
  weekdayCodeOf,
  type ExerciseDetail,
  type HealthGoal,
  type RoutineDay,
} from 'shared-kernel/isomorphic';

/**
 * Where an exercise of a day stands: done (Y); missed (not done, or its day has passed unchecked); postponed (moved
 * here by a postponement, not yet done); planned (today or later, not yet checked).
 */
export type ExerciseStatus = 'done' | 'missed' | 'postponed' | 'planned';

export function exerciseStatus(
  detail: Pick<ExerciseDetail, 'exrciseAt' | 'exrcisePlanDe' | 'delayExrciseAt'>,
  today: string,
): ExerciseStatus {
  if (detail.exrciseAt === 'Y') return 'done';
  if (detail.exrciseAt === 'N' || detail.exrcisePlanDe < today) return 'missed';
  return detail.delayExrciseAt === 'Y' ? 'postponed' : 'planned';
}

/** True when a day has exercises and every one of them is done. */
export function isDayComplete(day: Pick<RoutineDay, 'helthGoalExrciseDtlsList'> | undefined): boolean {
  const exercises = day?.helthGoalExrciseDtlsList ?? [];
  return exercises.length > 0 && exercises.every((exercise) => exercise.exrciseAt === 'Y');
}

/**
 * True when an exercise was recorded by hand (exercise-record), not generated from the goal's plan. The wire
 * tells only the creation type, and a planned exercise the person chose themselves is 0002 too: a hand-recorded
 * one is 0002, not postponed, and not of an item the plan sets on that weekday.
 */
export function isHandRecorded(
  detail: Pick<
    ExerciseDetail,
    'exrciseCreatTypeCode' | 'exrciseItemCode' | 'exrcisePlanDe' | 'delayExrciseAt'
  >,
  goal: Pick<HealthGoal, 'helthGoalExrciseList'> | null | undefined,
): boolean {
  if (detail.exrciseCreatTypeCode !== '0002' || detail.delayExrciseAt === 'Y') return false;
  const weekday = weekdayCodeOf(detail.exrcisePlanDe);
  return !(goal?.helthGoalExrciseList ?? []).some(
    (planned) =>
      planned.exrciseItemCode === detail.exrciseItemCode &&
      planned.helthGoalExrciseDowList.some((day) => day.dowCode === weekday),
  );
}
