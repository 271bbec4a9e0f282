// The period of the report for the doctor (issue 31.4): chosen by the person, checked by the API that reads it.
import { addDays } from '../routines/rules';
import { isCalendarDate } from '../dates';
import type { MCode } from '../mcodes';

/** A report's days, `YYYY-MM-DD` in Asia/Seoul, both included. */
export interface ReportPeriod {
  readonly from: string;
  readonly to: string;
}

/** The UTC midnight of the same day `months` later (or earlier), or of the month's last day when it is shorter. */
function monthsLater(date: string, months: number): Date {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)));
}

/** The same day `months` later (or earlier), or the month's last day when it is shorter (May 31 − 3 = Feb 28). */
export function addCalendarMonths(date: string, months: number): string {
  return monthsLater(date, months).toISOString().slice(0, 10);
}

/** What the report shows unless the person chooses: the last three months up to today. */
export function defaultReportPeriod(today: string): ReportPeriod {
  return { from: addDays(addCalendarMonths(today, -3), 1), to: today };
}

/** The longest report: a doctor reads a year at most, and a year of doses stays one short answer. */
const reportPeriodMonths = 12;

/**
 * Why a period cannot be reported, or null: a day that does not exist (M0187), an end before the start (M1109),
 * longer than a year, the start's date a year on being the last day allowed (M1185).
 */
export function reportPeriodError(from: string, to: string): MCode | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return 'M0187';
  if (to < from) return 'M1109';
  // Compared as instants: a year after 9999-06-01 has no `YYYY-MM-DD`.
  if (Date.parse(to) > monthsLater(from, reportPeriodMonths).getTime()) return 'M1185';
  return null;
}
