import { calendarText, weekdayCodesFromMonday, weekdayName } from 'shared-kernel';
import { addDays, routineDays, weekdayCodeOf, weekdayIndex } from 'shared-kernel/isomorphic';
import { monthLabel } from '../routine-common/dates';
import styles from './goalEditor.module.css';
import { useGoalTexts } from './useGoalTexts';

/** The first day (`YYYY-MM-01`) of the month that holds `day`. */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function shiftMonth(month: string, by: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The month's days in weeks of seven, Monday first; null fills the days of other months. */
function weeksOf(month: string): (string | null)[][] {
  const days: (string | null)[] = Array.from({ length: weekdayIndex(month) }, () => null);
  for (let day = month; day.slice(0, 7) === month.slice(0, 7); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

function fullDate(language: string, day: string): string {
  return calendarText(language, day, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' });
}

/**
 * A month to choose the goal's days on: past days are disabled buttons (not focusable), the chosen begin and
 * end are pressed, and the days between are marked as in the period.
 */
export function MonthCalendar({
  month,
  onMonth,
  today,
  begin,
  end,
  onChoose,
  describedBy,
}: {
  month: string;
  onMonth: (month: string) => void;
  today: string;
  begin: string | null;
  end: string | null;
  onChoose: (day: string) => void;
  describedBy?: string;
}) {
  const { t, i18n } = useGoalTexts();
  const language = i18n.language;
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(addDays(today, routineDays.max * 2));
  const caption = monthLabel(language, month);

  function stateOf(day: string): string | null {
    if (day === begin) return t('goal.period.beginMark');
    if (day === end) return t('goal.period.endMark');
    if (begin && end && begin < day && day < end) return t('goal.period.inPeriod');
    return null;
  }

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHead}>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={t('goal.period.previousMonth')}
          disabled={month <= firstMonth}
          onClick={() => onMonth(shiftMonth(month, -1))}
        >
          ‹
        </button>
        <h2 className={styles.monthTitle} aria-live="polite">
          {caption}
        </h2>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={t('goal.period.nextMonth')}
          disabled={month >= lastMonth}
          onClick={() => onMonth(shiftMonth(month, 1))}
        >
          ›
        </button>
      </div>
      <table className={styles.monthTable} aria-label={caption} aria-describedby={describedBy}>
        <thead>
          <tr>
            {weekdayCodesFromMonday.map((code) => (
              <th key={code} scope="col" abbr={weekdayName(code, language, 'long')}>
                {weekdayName(code, language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, index) => (
            <tr key={week.find(Boolean) ?? index}>
              {week.map((day, dayIndex) => {
                if (!day) return <td key={`blank-${dayIndex}`} />;
                const state = stateOf(day);
                const past = day < today;
                const edge = day === begin || day === end;
                const inside = Boolean(begin && end && begin < day && day < end);
                const weekday = weekdayCodeOf(day);
                return (
                  <td key={day} className={inside || edge ? styles.inPeriodCell : undefined}>
                    <button
                      type="button"
                      className={[
                        styles.day,
                        edge ? styles.dayEdge : '',
                        inside ? styles.dayInside : '',
                        day === today ? styles.dayToday : '',
                        weekday === '0001' ? styles.daySunday : '',
                        weekday === '0007' ? styles.daySaturday : '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      disabled={past}
                      aria-pressed={edge}
                      aria-current={day === today ? 'date' : undefined}
                      // The name starts with the day number shown, so speech input can say it (WCAG 2.5.3).
                      aria-label={[
                        Number(day.slice(8)),
                        fullDate(language, day),
                        day === today ? t('goal.period.today') : null,
                        state,
                      ]
                        .filter(Boolean)
                        .join(', ')}
                      onClick={() => onChoose(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
