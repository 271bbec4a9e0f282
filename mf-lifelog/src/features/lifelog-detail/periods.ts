import type { AggregationType } from 'shared-kernel/isomorphic';

export const periodViews = ['day', 'month', 'year'] as const;
export type PeriodView = (typeof periodViews)[number];

/**
 * What a chart covers. Dates are calendar days `YYYY-MM-DD` of the time zone the API groups in: the API reads
 * a period given as dates in that zone, and names its buckets by their first day there.
 */
export interface ChartPeriod {
  readonly view: PeriodView;
  /** The day the person chose; the other views show the month or year that holds it. */
  readonly anchor: string;
  /** How the API groups the values: by day, or by month for the year view. */
  readonly aggregationType: Extract<AggregationType, 'date' | 'month'>;
  /** Half-open: [start, end). */
  readonly start: string;
  readonly end: string;
  /** First day of each bar or point, oldest first. */
  readonly slots: readonly string[];
}

function partsOf(date: string): [number, number, number] {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return [year, month, day];
}

function dateOf(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = partsOf(date);
  return dateOf(year, month - 1, day + days);
}

/** The same day `months` later, or the month's last day when it is shorter (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = partsOf(date);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return dateOf(year, month - 1 + months, Math.min(day, lastDay));
}

function daysFrom(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day < end; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The period a view shows around the chosen day: the day view the 7 days ending with it (the API groups by
 * day at the finest), the month view the days of its month, the year view the 12 months of its year.
 */
export function periodOf(view: PeriodView, anchor: string): ChartPeriod {
  if (view === 'day') {
    const start = addDays(anchor, -6);
    const end = addDays(anchor, 1);
    return { view, anchor, aggregationType: 'date', start, end, slots: daysFrom(start, end) };
  }
  const [year, month] = partsOf(anchor);
  if (view === 'month') {
    const start = dateOf(year, month - 1, 1);
    const end = addMonths(start, 1);
    return { view, anchor, aggregationType: 'date', start, end, slots: daysFrom(start, end) };
  }
  const slots = Array.from({ length: 12 }, (_, monthIndex) => dateOf(year, monthIndex, 1));
  return {
    view,
    anchor,
    aggregationType: 'month',
    start: dateOf(year, 0, 1),
    end: dateOf(year + 1, 0, 1),
    slots,
  };
}

/** The chosen day one period earlier (`step` -1) or later (+1), never past today. */
export function shiftAnchor(view: PeriodView, anchor: string, step: -1 | 1, today: string): string {
  const shifted =
    view === 'day' ? addDays(anchor, step) : addMonths(anchor, view === 'month' ? step : 12 * step);
  return shifted > today ? today : shifted;
}

/** True when the period holds today: there is nothing after it to show yet. */
export function isLatestPeriod(period: ChartPeriod, today: string): boolean {
  return period.end > today;
}

/** `2026.03.15`, `2026.03` or `2026`: the period as the header names it. */
export function periodLabel(period: ChartPeriod): string {
  const dotted = period.anchor.replaceAll('-', '.');
  if (period.view === 'day') return dotted;
  return period.view === 'month' ? dotted.slice(0, 7) : dotted.slice(0, 4);
}
