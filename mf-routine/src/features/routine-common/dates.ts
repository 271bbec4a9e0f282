// Calendar days of the routine: `YYYY-MM-DD` in Asia/Seoul (spec section 9), shown in the person's language.
import { calendarDateIn, defaultTimeZone } from 'shared-kernel/isomorphic';
import { calendarText } from 'shared-kernel';

export { dayLabelWithWeekday } from 'shared-kernel';

/** Today in Seoul. */
export function seoulToday(now: Date = new Date()): string {
  return calendarDateIn(defaultTimeZone, now);
}

/** The hour (0-23) in Seoul, for the time of day of something done now. */
export function seoulHour(now: Date = new Date()): number {
  const hour = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    hourCycle: 'h23',
    timeZone: defaultTimeZone,
  })
    .formatToParts(now)
    .find((part) => part.type === 'hour')?.value;
  return Number(hour ?? 0) % 24;
}

/** "3월 4일", "March 4", "4 មីនា". */
export function dayLabel(language: string, day: string): string {
  return calendarText(language, day, { month: 'long', day: 'numeric' });
}

/** "2026년 3월", "March 2026". */
export function monthLabel(language: string, day: string): string {
  return calendarText(language, day, { year: 'numeric', month: 'long' });
}

/** Day of the month, 1-31. */
export function dayOfMonth(day: string): number {
  return Number(day.slice(8, 10));
}
