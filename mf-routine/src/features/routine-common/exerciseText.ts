import type { ExerciseDetail } from 'shared-kernel/isomorphic';
import { timeOfDayName, type Translate } from './names';
import { formatNumber } from './numbers';

/** "30분 · 아침 · 128.6kcal": how long, when in the day, and calories (left out while no weight is recorded). */
export function exerciseSummary(
  t: Translate,
  detail: Pick<ExerciseDetail, 'exrciseTimeMi' | 'exrciseTodCode' | 'cnsumCalVal'>,
): string {
  return [
    t('routine:common.minutes', { count: detail.exrciseTimeMi }),
    timeOfDayName(t, detail.exrciseTodCode),
    detail.cnsumCalVal !== null
      ? t('routine:common.kcal', { value: formatNumber(detail.cnsumCalVal) })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
