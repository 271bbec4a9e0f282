import { useSearchParams } from 'react-router-dom';
import { useLoad, type Loaded } from 'shared-kernel';
import { addDays, isCalendarDate, type RoutineDay } from 'shared-kernel/isomorphic';
import type { DashboardWeek } from '../routine-common/dashboard';
import { loadDashboard } from '../routine-common/routineApi';

/** The day a record is for (`?date=`), yesterday when absent or not a date. */
export function useRecordDate(week: DashboardWeek): [string, (date: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && isCalendarDate(asked) ? asked : addDays(week.today, -1);
  return [date, (next) => setParams({ date: next }, { replace: true })];
}

/**
 * The routine day of `date`: from the week the dashboard loaded, or, for a day before it (yesterday is last week's
 * Sunday on a Monday), read on its own. Null when no goal plans that day.
 */
export function useRecordDay(week: DashboardWeek, date: string): Loaded<RoutineDay | null> {
  const inWeek = week.fromSearchDt <= date && date <= week.toSearchDt;
  const { loaded } = useLoad<RoutineDay | null>(
    async () =>
      inWeek
        ? null
        : ((await loadDashboard(date, date)).routhLapseList.find((day) => day.routhLapseDe === date) ?? null),
    inWeek ? 'week' : date,
  );
  if (inWeek) {
    return { state: 'ready', value: week.days.find((day) => day.routhLapseDe === date) ?? null };
  }
  return loaded;
}
