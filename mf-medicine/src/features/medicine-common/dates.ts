// Days and times of the medicine screens: `YYYY-MM-DD` and `HH:mm` in Asia/Seoul (spec section 9), shown in the
// person's language.
import {
  calendarDateIn,
  defaultTimeZone,
  seoulDateTimeOf,
  weekdayCodes,
  type WeekdayCode,
} from 'shared-kernel/isomorphic';
import { calendarText } from './calendarText';

/** Today in Seoul. */
export function seoulToday(now: Date = new Date()): string {
  return calendarDateIn(defaultTimeZone, now);
}

/** Now as a Seoul wall time `YYYY-MM-DDTHH:mm:ss`, comparable with tkmdPlanDt. */
export function seoulNow(now: Date = new Date()): string {
  return seoulDateTimeOf(now);
}

/** "3월 11일 수요일", "Wednesday, March 11". */
export function dayLabelWithWeekday(language: string, day: string): string {
  return calendarText(language, day, { month: 'long', day: 'numeric', weekday: 'long' });
}

/** "2026년 3월 11일", "March 11, 2026". */
export function fullDayLabel(language: string, day: string): string {
  return calendarText(language, day, { year: 'numeric', month: 'long', day: 'numeric' });
}

export function dayOfMonth(day: string): number {
  return Number(day.slice(8, 10));
}

/** dowCode of each day of a week, Monday first (the spec's codes run 0001 Sunday ... 0007 Saturday). */
export const weekdayCodesFromMonday: readonly WeekdayCode[] = [
  weekdayCodes.monday,
  weekdayCodes.tuesday,
  weekdayCodes.wednesday,
  weekdayCodes.thursday,
  weekdayCodes.friday,
  weekdayCodes.saturday,
  weekdayCodes.sunday,
];

/** A weekday's name in `language`: `short` (월, Mon) or `long` (월요일, Monday). */
export function weekdayName(code: WeekdayCode, language: string, width: 'short' | 'long' = 'short'): string {
  // 2024-01-07 was a Sunday, the day of code 0001; the others follow it.
  return calendarText(language, `2024-01-${String(6 + Number(code)).padStart(2, '0')}`, { weekday: width });
}

/** The first and last day of the month that holds `day`. */
export function monthOf(day: string): { first: string; last: string } {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = day.slice(0, 8);
  return { first: `${prefix}01`, last: `${prefix}${String(lastDate).padStart(2, '0')}` };
}
