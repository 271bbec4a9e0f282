import { defaultTimeZone, isCalendarDate } from 'shared-kernel/isomorphic';

/** A date and time as a clock in the app's time zone shows them: `YYYY-MM-DD` and `HH:mm`. */
export interface WallClock {
  readonly date: string;
  readonly time: string;
}

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

interface ClockParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockParts(instant: Date, timeZone: string): ClockParts {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = new Map(format.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0;
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** What a clock in `timeZone` shows at `instant`. */
export function wallClockAt(instant: Date, timeZone = defaultTimeZone): WallClock {
  const { year, month, day, hour, minute } = clockParts(instant, timeZone);
  return {
    date: `${year}-${twoDigits(month)}-${twoDigits(day)}`,
    time: `${twoDigits(hour)}:${twoDigits(minute)}`,
  };
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = clockParts(new Date(instant), timeZone);
  const shown = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((shown - Math.floor(instant / 1000) * 1000) / 60_000);
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${twoDigits(Math.floor(size / 60))}:${twoDigits(size % 60)}`;
}

/**
 * The moment a clock in `timeZone` shows `clock`, as a FHIR dateTime with that zone's offset
 * (`2026-03-01T08:30:00+09:00`); null when the date or time is not a real one.
 */
export function instantOf(clock: WallClock, timeZone = defaultTimeZone): string | null {
  const time = timePattern.exec(clock.time);
  if (!isCalendarDate(clock.date) || !time) return null;
  const [year, month, day] = clock.date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, Number(time[1]), Number(time[2]));
  // The offset at the guessed moment, corrected once for a zone whose offset changes in between.
  const offset = offsetMinutes(asUtc - offsetMinutes(asUtc, timeZone) * 60_000, timeZone);
  return `${clock.date}T${clock.time}:00${offsetText(offset)}`;
}
