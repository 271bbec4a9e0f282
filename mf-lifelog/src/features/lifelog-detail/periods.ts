import type { AggregationType } from 'shared-kernel/isomorphic';

/** Day, week, month, 6 months and year, as health apps offer them (issue 35). */
export const periodViews = ['day', 'week', 'month', 'sixMonths', 'year'] as const;
export type PeriodView = (typeof periodViews)[number];

/**
 * What a chart covers. Dates are calendar days `YYYY-MM-DD` of the time zone the API groups in: the API reads
 * a period given as dates in that zone, and names its buckets by their first day there.
 */
export interface ChartPeriod {
  readonly view: PeriodView;
  /** The day the person chose; the other views show the month or year that holds it. */
  readonly anchor: string;
  /** How the API groups the values: by hour for the day, by day, or by month for 6 months and the year. */
  readonly aggregationType: Extract<AggregationType, 'hour' | 'date' | 'month'>;
  /** Half-open: [start, end). */
  readonly start: string;
  readonly end: string;
  /** Start of each bar or point, oldest first: `YYYY-MM-DDTHH` for an hour, else its first day. */
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

/** The first days of `count` months from the month of `start`. */
function monthsFrom(start: string, count: number): string[] {
  const [year, month] = partsOf(start);
  return Array.from({ length: count }, (_, index) => dateOf(year, month - 1 + index, 1));
}

/**
 * The period a view shows around the chosen day: the day view its 24 hours, the week view the 7 days ending with
 * it, the month view the days of its month, the 6 months view the months ending with its month, the year view
 * the 12 months of its year.
 */
export function periodOf(view: PeriodView, anchor: string): ChartPeriod {
  if (view === 'day') {
    const slots = Array.from({ length: 24 }, (_, hour) => `${anchor}T${String(hour).padStart(2, '0')}`);
    return { view, anchor, aggregationType: 'hour', start: anchor, end: addDays(anchor, 1), slots };
  }
  if (view === 'week') {
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
  if (view === 'sixMonths') {
    const slots = monthsFrom(dateOf(year, month - 6, 1), 6);
    return {
      view,
      anchor,
      aggregationType: 'month',
      start: slots[0] ?? anchor,
      end: dateOf(year, month, 1),
      slots,
    };
  }
  const slots = monthsFrom(dateOf(year, 0, 1), 12);
  return {
    view,
    anchor,
    aggregationType: 'month',
    start: dateOf(year, 0, 1),
    end: dateOf(year + 1, 0, 1),
    slots,
  };
}

/** How far one step of each view moves the chosen day. */
const stepOf: Readonly<Record<PeriodView, { days: number } | { months: number }>> = {
  day: { days: 1 },
  week: { days: 7 },
  month: { months: 1 },
  sixMonths: { months: 6 },
  year: { months: 12 },
};

/** The chosen day one period earlier (`step` -1) or later (+1), never past today. */
export function shiftAnchor(view: PeriodView, anchor: string, step: -1 | 1, today: string): string {
  const by = stepOf[view];
  const shifted = 'days' in by ? addDays(anchor, by.days * step) : addMonths(anchor, by.months * step);
  return shifted > today ? today : shifted;
}

/** True when the period holds today: there is nothing after it to show yet. */
export function isLatestPeriod(period: ChartPeriod, today: string): boolean {
  return period.end > today;
}

/** `2026.03.15`, `2026.03.09 ~ 03.15`, `2026.03`, `2025.10 ~ 2026.03` or `2026`: the period as the header names it. */
export function periodLabel(period: ChartPeriod): string {
  const dotted = (date: string) => date.replaceAll('-', '.');
  const anchor = dotted(period.anchor);
  switch (period.view) {
    case 'day':
      return anchor;
    case 'week':
      return `${dotted(period.start)} ~ ${anchor.slice(5)}`;
    case 'month':
      return anchor.slice(0, 7);
    case 'sixMonths':
      return `${dotted(period.start).slice(0, 7)} ~ ${anchor.slice(0, 7)}`;
    default:
      return anchor.slice(0, 4);
  }
}
