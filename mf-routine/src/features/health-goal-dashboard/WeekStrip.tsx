import { useTranslation } from 'react-i18next';
import { addDays, weekdayCodeOf } from 'shared-kernel/isomorphic';
import { weekdayName } from 'shared-kernel';
import type { DashboardWeek } from '../routine-common/dashboard';
import { dayLabelWithWeekday, dayOfMonth } from '../routine-common/dates';
import { isDayComplete } from '../routine-common/exerciseStatus';
import styles from './dashboard.module.css';

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
  const { t, i18n } = useTranslation('routine');
  const dates = Array.from({ length: 7 }, (_, index) => addDays(week.fromSearchDt, index));
  return (
    <div role="group" aria-label={t('dashboard.week.label')} className={styles.weekStrip}>
      {dates.map((date) => {
        const day = week.days.find((candidate) => candidate.routhLapseDe === date);
        const planned = day?.helthGoalExrciseDtlsList.length ?? 0;
        const complete = isDayComplete(day);
        const state = complete
          ? t('dashboard.week.allDone')
          : planned > 0
            ? t('dashboard.week.planned', { count: planned })
            : t('dashboard.week.nothing');
        const name = [
          dayLabelWithWeekday(i18n.language, date),
          date === week.today ? t('dashboard.week.today') : null,
          state,
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <button
            key={date}
            type="button"
            className={styles.weekDay}
            aria-pressed={date === selected}
            aria-label={name}
            data-today={date === week.today || undefined}
            onClick={() => onSelect(date)}
          >
            <span className={styles.weekDayName}>{weekdayName(weekdayCodeOf(date), i18n.language)}</span>
            <span className={styles.weekDayNumber}>{dayOfMonth(date)}</span>
            <span className={styles.weekDayMark} aria-hidden="true">
              {complete ? '✓' : planned > 0 ? '•' : ''}
            </span>
          </button>
        );
      })}
    </div>
  );
}
