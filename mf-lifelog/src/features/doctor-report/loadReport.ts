import { ApiError, loadNamespaces } from 'shared-kernel';
import {
  addCalendarMonths,
  addDays,
  dayCount,
  daysBetween,
  type AdherenceReport,
  type GuideRange,
  type PredictionOverview,
  type ReportPeriod,
} from 'shared-kernel/isomorphic';
import { fetchGuideRanges, searchCheckups } from '../lifelog-common';
import { readCheckup, type Checkup } from '../health-checkup/checkupReport';
import { loadChartSeries, type ChartSeries } from '../lifelog-detail/chartData';
import type { ChartPeriod } from '../lifelog-detail/periods';
import { fetchAdherence, fetchOwnPredictions, fetchReportPerson, type ReportPerson } from './reportApi';

/** The measurements the report charts, in this order: what a doctor checks first at a follow-up. */
export const reportChartTypes = ['bloodPressure', 'bloodGlucose', 'weight'] as const;
export type ReportChartType = (typeof reportChartTypes)[number];

export interface ReportChart {
  readonly typeKey: ReportChartType;
  readonly series: readonly ChartSeries[];
}

export interface DoctorReport {
  readonly person: ReportPerson;
  readonly chartPeriod: ChartPeriod;
  readonly charts: readonly ReportChart[];
  readonly ranges: readonly GuideRange[];
  readonly adherence: AdherenceReport;
  readonly checkup: Checkup | null;
  /** null for a family member's report: predictions are the person's own, not shared. */
  readonly predictions: PredictionOverview | null;
}

export type ReportLoad =
  { readonly refused: true } | { readonly refused: false; readonly report: DoctorReport };

/** Up to about three months (the default period), a value a day; a longer period, a value a month. */
const dailyChartDays = 93;

/** The first day of each month from `from`'s to `to`'s. */
function monthStarts(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = `${from.slice(0, 7)}-01`; month <= to; month = addCalendarMonths(month, 1))
    months.push(month);
  return months;
}

/**
 * The period as the charts read it: a value a day (a doctor reads a pressure's days, not a month's mean), named by
 * day of the month on the axis, the table under each chart giving the whole date; over about three months, a
 * value a month, so that a year stays twelve rows (its first and last month counting only the period's days).
 */
export function chartPeriodOf(period: ReportPeriod): ChartPeriod {
  const end = addDays(period.to, 1);
  if (dayCount(period.from, period.to) <= dailyChartDays)
    return {
      view: 'month',
      anchor: period.to,
      aggregationType: 'date',
      start: period.from,
      end,
      slots: daysBetween(period.from, period.to),
    };
  return {
    view: 'year',
    anchor: period.to,
    aggregationType: 'month',
    start: period.from,
    end,
    slots: monthStarts(period.from, period.to),
  };
}

/**
 * Everything the report shows of `subject` over `period`. `own`: the caller's own report, with their
 * predictions. Someone who has not shared their health data with the caller is refused by the API (their Patient
 * is not found, their records 403 M0105): the report says so instead of showing a part of it.
 */
export async function loadReport(subject: string, own: boolean, period: ReportPeriod): Promise<ReportLoad> {
  const person = await fetchReportPerson(subject);
  if (!person) return { refused: true };
  const chartPeriod = chartPeriodOf(period);
  const otherSubject = own ? undefined : subject;
  try {
    const [charts, ranges, adherence, checkups, predictions] = await Promise.all([
      Promise.all(
        reportChartTypes.map(async (typeKey) => ({
          typeKey,
          series: await loadChartSeries(typeKey, chartPeriod, otherSubject),
        })),
      ),
      fetchGuideRanges(),
      fetchAdherence(period, otherSubject),
      searchCheckups({ subjectId: subject, count: 1 }),
      own ? loadNamespaces(['ai']).then(fetchOwnPredictions) : null,
    ]);
    const [latest] = checkups;
    return {
      refused: false,
      report: {
        person,
        chartPeriod,
        charts,
        ranges,
        adherence,
        checkup: latest ? readCheckup(latest) : null,
        predictions,
      },
    };
  } catch (error) {
    // Consent withdrawn between the two steps.
    if (error instanceof ApiError && error.status === 403) return { refused: true };
    throw error;
  }
}
