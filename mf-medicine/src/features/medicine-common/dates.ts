// Days and times of the medicine screens: `YYYY-MM-DD` and `HH:mm` in Asia/Seoul (spec section 9), shown in the
// person's language.
import { calendarText, formatDate } from 'shared-kernel';

export { dayLabelWithWeekday } from 'shared-kernel';
import { calendarDateIn, defaultTimeZone, seoulDateTimeOf } from 'shared-kernel/isomorphic';

/** Today in Seoul. */
export function seoulToday(now: Date = new Date()): string {
  return calendarDateIn(defaultTimeZone, now);
}

/** Now as a Seoul wall time `YYYY-MM-DDTHH:mm:ss`, comparable with tkmdPlanDt. */
export function seoulNow(now: Date = new Date()): string {
  return seoulDateTimeOf(now);
}

/**
 * When a dose was ticked (tkmdDt, an instant), as its card says it: `08:12` on the dose's own day `planDay`,
 * `2026.03.12 08:12` when ticked on another day.
 */
export function tickedAtText(tkmdDt: string, planDay: string): string {
  const ticked = seoulNow(new Date(tkmdDt));
  const time = ticked.slice(11, 16);
  return ticked.startsWith(planDay) ? time : `${formatDate(ticked.slice(0, 10))} ${time}`;
}

/** "2026년 3월 11일", "March 11, 2026". */
export function fullDayLabel(language: string, day: string): string {
  return calendarText(language, day, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The first and last day of the month that holds `day`. */
export function monthOf(day: string): { first: string; last: string } {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = day.slice(0, 8);
  return { first: `${prefix}01`, last: `${prefix}${String(lastDate).padStart(2, '0')}` };
}
