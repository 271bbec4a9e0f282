// The calendar days the API reasons in (routines, medication, the channels' activity cards): Asia/Seoul days from
// the app's clock, and the window of days it accepts at all.
import { addDays, calendarDateIn, defaultTimeZone, weekStart } from 'shared-kernel/isomorphic';
import { ApiError } from '../http/api-error';
import { errorCodes } from '../http/error-codes';

/** Today in Asia/Seoul (spec section 9), from the injected clock. */
export function seoulToday(now: () => Date): string {
  return calendarDateIn(defaultTimeZone, now());
}

/** The Monday after `today`'s week: where an edit of a goal in progress takes effect (spec section 4). */
export function nextMonday(today: string): string {
  return addDays(weekStart(today), 7);
}

/**
 * The days a date of the API may name. The schema's `format: date` lets through days the rules cannot use:
 * year 0000 (PostgreSQL has no year zero), years before 100 (JavaScript's Date.UTC reads them as 19xx) and
 * days whose next day has five year digits. No goal, dashboard, entry or dose needs a day outside this window.
 */
export const calendarDateWindow = { first: '1900-01-01', last: '2999-12-31' } as const;

/** 400 M0187 naming `field` when `date` lies outside the window. */
export function requireCalendarDate(date: string, field: string): string {
  if (date < calendarDateWindow.first || date > calendarDateWindow.last)
    throw new ApiError(400, errorCodes.invalidRequest, { field });
  return date;
}
