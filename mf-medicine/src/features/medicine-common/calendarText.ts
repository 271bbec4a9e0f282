// Calendar days in the person's language. The browser's Intl names weekdays and months, except where it lacks
// the language's calendar data: Debian's Chromium ships no Khmer, and falls back to English there. Khmer then
// comes from the names below (the CLDR Khmer names).

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
