import { useTranslation } from 'react-i18next';
import { WeekStrip as DayStrip, type WeekStripDay } from 'shared-kernel';
import type { DashboardWeek } from '../routine-common/dashboard';
import { isDayComplete } from '../routine-common/exerciseStatus';

/** The seven days of the week, Monday first; the chosen one pressed, each marked once its plan is all done. */
export function WeekStrip({
  week,
  selected,
  onSelect,
}: {
  week: DashboardWeek;
  selected: string;
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation('routine');
  const dayOf = (date: string): WeekStripDay => {
    const day = week.days.find((candidate) => candidate.routhLapseDe === date);
    const planned = day?.helthGoalExrciseDtlsList.length ?? 0;
    if (isDayComplete(day)) return { state: t('dashboard.week.allDone'), mark: 'done' };
    if (planned > 0) return { state: t('dashboard.week.planned', { count: planned }), mark: 'planned' };
    return { state: t('dashboard.week.nothing'), mark: null };
  };
  return (
    <DayStrip
      first={week.fromSearchDt}
      today={week.today}
      selected={selected}
      onSelect={onSelect}
      label={t('dashboard.week.label')}
      todayLabel={t('dashboard.week.today')}
      dayOf={dayOf}
    />
  );
}
