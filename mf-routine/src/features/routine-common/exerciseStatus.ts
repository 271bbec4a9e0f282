import type { ExerciseDetail, RoutineDay } from 'shared-kernel/isomorphic';

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
