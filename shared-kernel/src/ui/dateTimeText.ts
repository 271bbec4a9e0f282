import { isCalendarDate } from '../isomorphic/dates';

/**
 * The app's own date and time formats (spec section 9: `YYYY.MM.DD`, 24-hour `HH:mm`) for what a person reads and
 * types, whatever the language or the browser's locale; the values stay `YYYY-MM-DD` and `HH:mm`.
 */
export interface FieldFormat {
  /** The value as the field shows it; anything that is not a whole value is shown as it is. */
  display(value: string): string;
  /** The value a typed text stands for, or null while it is not one yet. */
  parse(text: string): string | null;
}

const pad = (part: string) => part.padStart(2, '0');

/** Digits with separators a person may type: `.`, `-`, `/`, `:`, spaces, and the Korean units. */
const allowedText = /^[\d\s./:\-년월일시분]*$/;

function numberGroups(text: string): string[] | null {
  const trimmed = text.trim();
  if (!trimmed || !allowedText.test(trimmed)) return null;
  return trimmed.split(/\D+/).filter(Boolean);
}

/** `1990.05.20`, `1990-5-20`, `19900520` and `1990년 5월 20일` are all 20 May 1990. */
function parseDate(text: string): string | null {
  const groups = numberGroups(text);
  if (!groups) return null;
  const [year, month, day] =
    groups.length === 1 && groups[0]!.length === 8
      ? [groups[0]!.slice(0, 4), groups[0]!.slice(4, 6), groups[0]!.slice(6)]
      : groups;
  if (groups.length > 3 || year?.length !== 4 || !month || !day || month.length > 2 || day.length > 2)
    return null;
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return isCalendarDate(iso) ? iso : null;
}

/** `19:30`, `1930`, `7:05` and `19시 30분`; minutes always take two digits. */
function parseTime(text: string): string | null {
  const groups = numberGroups(text);
  if (!groups) return null;
  const [hours, minutes] =
    groups.length === 1 && groups[0]!.length >= 3 && groups[0]!.length <= 4
      ? [groups[0]!.slice(0, -2), groups[0]!.slice(-2)]
      : groups;
  if (groups.length > 2 || !hours || hours.length > 2 || minutes?.length !== 2) return null;
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  return `${pad(hours)}:${minutes}`;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoTime = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

export const dateFormat: FieldFormat = {
  display: (value) => (isCalendarDate(value) ? value.replace(isoDate, '$1.$2.$3') : value),
  parse: parseDate,
};

export const timeFormat: FieldFormat = {
  display: (value) => value.replace(isoTime, '$1:$2'),
  parse: parseTime,
};
