// Calendar days in the person's language, for every remote. The browser's Intl names weekdays and months, except where it lacks
// the language's calendar data: Debian's Chromium ships no Khmer, and falls back to English there. Khmer then
// comes from the names below (the CLDR Khmer names, in CLDR's order: weekday, day, month, year).
import { weekdayCodes, type WeekdayCode } from '../isomorphic';

const khmerWeekdays = ['អាទិត្យ', 'ចន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍'];
const khmerShortWeekdays = ['អាទិត្យ', 'ចន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហ', 'សុក្រ', 'សៅរ៍'];
const khmerMonths = [
  'មករា',
  'កុម្ភៈ',
  'មីនា',
  'មេសា',
  'ឧសភា',
  'មិថុនា',
  'កក្កដា',
  'សីហា',
  'កញ្ញា',
  'តុលា',
  'វិច្ឆិកា',
  'ធ្នូ',
];

export interface CalendarTextOptions {
  weekday?: 'short' | 'long';
  day?: 'numeric';
  month?: 'long';
  year?: 'numeric';
}

const intlKnows = new Map<string, boolean>();

/** True when the browser's Intl has the calendar data of `language` (it does not fall back to another). */
function intlSupports(language: string): boolean {
  let known = intlKnows.get(language);
  if (known === undefined) {
    known = Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0;
    intlKnows.set(language, known);
  }
  return known;
}

function utcDateOf(day: string): Date {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

/** A `YYYY-MM-DD` day written in `language` with the parts asked for (e.g. "2026년 3월 14일 토요일"). */
export function calendarText(language: string, day: string, options: CalendarTextOptions): string {
  const date = utcDateOf(day);
  if (!language.startsWith('km') || intlSupports(language)) {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date);
  }
  return [
    options.weekday
      ? (options.weekday === 'short' ? khmerShortWeekdays : khmerWeekdays)[date.getUTCDay()]
      : null,
    options.day ? String(date.getUTCDate()) : null,
    options.month ? khmerMonths[date.getUTCMonth()] : null,
    options.year ? String(date.getUTCFullYear()) : null,
  ]
    .filter(Boolean)
    .join(' ');
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

/** A weekday's name in `language`: `short` (월, Mon, ចន្ទ) or `long` (월요일, Monday, ចន្ទ). */
export function weekdayName(code: WeekdayCode, language: string, width: 'short' | 'long' = 'short'): string {
  // 2024-01-07 was a Sunday, the day of code 0001; the others follow it.
  return calendarText(language, `2024-01-${String(6 + Number(code)).padStart(2, '0')}`, { weekday: width });
}

/** "3월 11일 수요일", "Wednesday, March 11". */
export function dayLabelWithWeekday(language: string, day: string): string {
  return calendarText(language, day, { month: 'long', day: 'numeric', weekday: 'long' });
}
