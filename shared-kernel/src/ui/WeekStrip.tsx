import { useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, weekdayCodeOf } from '../isomorphic';
import { dayLabelWithWeekday, weekdayName } from '../i18n/calendarText';
import { pointerMarkOf, swipeStep, type PointerMark } from './swipe';
import styles from './weekStrip.module.css';

/** What a day of the strip holds: its state in words (read after its date) and its mark. */
export interface WeekStripDay {
  state: string;
  /** `done`: ✓, everything of the day is done; `planned`: •, something is planned; null: nothing. */
  mark: 'done' | 'planned' | null;
}

const marks = { done: '✓', planned: '•' } as const;

/**
 * Monday (`first`) to Sunday as pressable days, the chosen one pressed; each is named by its date, "today" where
 * it is today, and its state. A swipe across the strip chooses the next or previous day of the week (issue 36.7).
 * The dashboard's and the medicine tab's week.
 */
export function WeekStrip({
  first,
  today,
  selected,
  onSelect,
  label,
  todayLabel,
  dayOf,
}: {
  first: string;
  today: string;
  selected: string;
  onSelect: (day: string) => void;
  label: string;
  todayLabel: string;
  dayOf: (day: string) => WeekStripDay;
}) {
  const { i18n } = useTranslation();
  const days = Array.from({ length: 7 }, (_, index) => addDays(first, index));
  const down = useRef<PointerMark | null>(null);
  // A swipe that ends on a day must not also press that day.
  const swiped = useRef(false);

  function onPointerUp(event: PointerEvent) {
    const from = down.current;
    down.current = null;
    const step = from ? swipeStep(from, pointerMarkOf(event)) : null;
    if (step === null) return;
    const next = addDays(selected, step);
    swiped.current = true;
    if (days.includes(next)) onSelect(next);
  }

  return (
    <div
      role="group"
      aria-label={label}
      className={styles.weekStrip}
      onPointerDown={(event) => {
        swiped.current = false;
        down.current = pointerMarkOf(event);
      }}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        down.current = null;
      }}
      onClickCapture={(event) => {
        if (!swiped.current) return;
        swiped.current = false;
        event.stopPropagation();
      }}
    >
      {days.map((day) => {
        const { state, mark } = dayOf(day);
        const shown = `${weekdayName(weekdayCodeOf(day), i18n.language)} ${Number(day.slice(8, 10))}`;
        // The name starts with what the button shows, so a person who says what they see can press it.
        const name = [
          shown,
          dayLabelWithWeekday(i18n.language, day),
          day === today ? todayLabel : null,
          state,
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
            <span className={styles.weekDayName}>{weekdayName(weekdayCodeOf(day), i18n.language)}</span>{' '}
            <span className={styles.weekDayNumber}>{Number(day.slice(8, 10))}</span>
            <span className={styles.weekDayMark} aria-hidden="true">
              {mark ? marks[mark] : ''}
            </span>
          </button>
        );
      })}
    </div>
  );
}
