import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from 'shared-kernel/isomorphic';
import type { DashboardWeek } from '../routine-common/dashboard';
import { dayLabelWithWeekday } from '../routine-common/dates';
import styles from './dailyRecords.module.css';

/** How many past days the chooser offers: a week back from yesterday. */
const daysBack = 7;

/** The past day to record (a day's record opens the next day): yesterday and the days before it in the goal. */
export function DayChooser({
  week,
  date,
  onChange,
}: {
  week: DashboardWeek;
  date: string;
  onChange: (date: string) => void;
}) {
  const { t, i18n } = useTranslation('routine');
  const id = useId();
  const yesterday = addDays(week.today, -1);
  const first =
    week.goal && week.goal.goalBeginDe > addDays(yesterday, 1 - daysBack)
      ? week.goal.goalBeginDe
      : addDays(yesterday, 1 - daysBack);
  const days: string[] = [];
  for (let day = yesterday; day >= first; day = addDays(day, -1)) days.push(day);
  if (!days.includes(date)) days.unshift(date);
  const nameOf = (day: string) =>
    day === yesterday
      ? t('records.yesterdayOf', { date: dayLabelWithWeekday(i18n.language, day) })
      : dayLabelWithWeekday(i18n.language, day);

  return (
    <div className={styles.chooser}>
      <label htmlFor={id} className={styles.chooserLabel}>
        {t('records.day')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={date}
        onChange={(event) => onChange(event.target.value)}
      >
        {days.map((day) => (
          <option key={day} value={day}>
            {nameOf(day)}
          </option>
        ))}
      </select>
    </div>
  );
}
