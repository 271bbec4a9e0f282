// Weekdays as the routine screens show them: Monday first, named in the person's language by the browser's
// own calendar data (Intl), so Khmer and Korean names need no catalogue of their own.
import { weekdayCodes, type WeekdayCode } from 'shared-kernel/isomorphic';

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

/** 2024-01-07 was a Sunday: the day of code 0001; the others follow it. */
const sundayUtc = Date.UTC(2024, 0, 7);
const dayMs = 86_400_000;

/** A weekday's name in `language`: `short` (월, Mon, ចន្ទ) or `long` (월요일, Monday, ចន្ទ). */
export function weekdayName(code: WeekdayCode, language: string, width: 'short' | 'long' = 'short'): string {
  const day = new Date(sundayUtc + (Number(code) - 1) * dayMs);
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(day);
}

/** Names of the codes, in the order of the week (Monday first), joined for a summary line. */
export function weekdayNames(codes: readonly WeekdayCode[], language: string): string {
  return weekdayCodesFromMonday
    .filter((code) => codes.includes(code))
    .map((code) => weekdayName(code, language))
    .join(' · ');
}
