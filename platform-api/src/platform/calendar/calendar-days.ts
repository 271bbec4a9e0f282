// The calendar days the routine API reasons in: Asia/Seoul days from the app's clock, and the window of days it
// accepts at all.
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
 * The days a routine date may name. The schema's `format: date` lets through days the rules cannot use:
 * year 0000 (PostgreSQL has no year zero), years before 100 (JavaScript's Date.UTC reads them as 19xx) and
 * days whose next day has five year digits. No goal, dashboard or entry needs a day outside this window.
 */
export const routineDateWindow = { first: '1900-01-01', last: '2999-12-31' } as const;

/** 400 M0187 naming `field` when `date` lies outside the routine window. */
export function requireRoutineDate(date: string, field: string): string {
  if (date < routineDateWindow.first || date > routineDateWindow.last)
    throw new ApiError(400, errorCodes.invalidRequest, { field });
  return date;
}
