import { useSearchParams } from 'react-router-dom';
import type { ExerciseDetail } from 'shared-kernel/isomorphic';
import type { DashboardWeek } from '../routine-common/dashboard';

/** The exercise the menu is for (`?id=<exrciseExecutDtlsSn>`), among the week's; undefined when not there. */
export function useExerciseOfParam(week: DashboardWeek): ExerciseDetail | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return week.days
    .flatMap((day) => day.helthGoalExrciseDtlsList)
    .find((detail) => detail.exrciseExecutDtlsSn === id);
}
