import { useTranslation } from 'react-i18next';
import { addDays, medicationStatusCodes, weekdayCodeOf, type MedicationDose } from 'shared-kernel/isomorphic';
import { weekdayName } from 'shared-kernel';
import { dayLabelWithWeekday, dayOfMonth } from '../medicine-common/dates';
import styles from './schedule.module.css';

/** Monday to Sunday of this week, the chosen day pressed; each names how many of its doses were taken. */
export function WeekStrip({
  first,
  today,
  doses,
  selected,
  onSelect,
}: {
  first: string;
  today: string;
  doses: readonly MedicationDose[];
  selected: string;
  onSelect: (day: string) => void;
}) {
  const { t, i18n } = useTranslation('medicine');
  const days = Array.from({ length: 7 }, (_, index) => addDays(first, index));
  return (
    <div role="group" aria-label={t('week.label')} className={styles.weekStrip}>
      {days.map((day) => {
        const ofDay = doses.filter((dose) => dose.tkmdPlanDt.startsWith(day));
        const taken = ofDay.filter((dose) => dose.tkmdSttusCode === medicationStatusCodes.taking).length;
        const allTaken = ofDay.length > 0 && taken === ofDay.length;
        const name = [
          dayLabelWithWeekday(i18n.language, day),
          day === today ? t('week.today') : null,
          ofDay.length === 0 ? t('week.nothing') : t('week.taken', { taken, count: ofDay.length }),
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <button
            key={day}
            type="button"
            className={styles.weekDay}
            aria-pressed={day === selected}
            aria-label={name}
            data-today={day === today || undefined}
            onClick={() => onSelect(day)}
          >
            <span className={styles.weekDayName}>{weekdayName(weekdayCodeOf(day), i18n.language)}</span>
            <span className={styles.weekDayNumber}>{dayOfMonth(day)}</span>
            <span className={styles.weekDayMark} aria-hidden="true">
              {allTaken ? '✓' : ofDay.length > 0 ? '•' : ''}
            </span>
          </button>
        );
      })}
    </div>
  );
}
