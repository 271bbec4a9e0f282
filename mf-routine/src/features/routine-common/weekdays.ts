// Weekdays as the routine screens show them: Monday first, named in the person's language by the browser's
// own calendar data (Intl; calendarText.ts where the browser lacks Khmer).
import { weekdayCodes, type WeekdayCode } from 'shared-kernel/isomorphic';
import { calendarText } from './calendarText';

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

/** A weekday's name in `language`: `short` (월, Mon, ចន្ទ) or `long` (월요일, Monday, ចន្ទ). */
export function weekdayName(code: WeekdayCode, language: string, width: 'short' | 'long' = 'short'): string {
  // 2024-01-07 was a Sunday, the day of code 0001; the others follow it.
  return calendarText(language, `2024-01-${String(6 + Number(code)).padStart(2, '0')}`, { weekday: width });
}

/** Names of the codes, in the order of the week (Monday first), joined for a summary line. */
export function weekdayNames(codes: readonly WeekdayCode[], language: string): string {
  return weekdayCodesFromMonday
    .filter((code) => codes.includes(code))
    .map((code) => weekdayName(code, language))
    .join(' · ');
}
