import { aggregateObservations } from '../lifelog-common';
import {
  defaultTimeZone,
  lifelogCodes,
  lifelogTypes,
  readAggregateBuckets,
  type AggregationFunction,
  type FhirCoding,
  type LifelogCoding,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';
import type { ChartPeriod } from './periods';

/**
 * How a type is drawn: columns for amounts that add up, a range (lowest to highest) for pressure and glucose, a
 * line for the rest. A column or a point shows the `aggregation` of its slot, a range its minimum and maximum.
 */
export type ChartSpec =
  | { readonly kind: 'range' }
  | {
      readonly kind: 'column' | 'line';
      readonly aggregation: Extract<AggregationFunction, 'sum' | 'average'>;
    };
export type ChartKind = ChartSpec['kind'];

type Coding = Pick<FhirCoding, 'system' | 'code'>;

/** One value of a record (blood pressure has two): the coding `$aggregate` asks for, and its panel's. */
interface ChartValue {
  readonly valueName: string;
  readonly code: Coding;
  readonly upperCode?: Coding;
}

/** A bar or point: `low` and `high` are the same value except on a range chart. */
export interface ChartPoint {
  readonly low: number;
  readonly high: number;
}

export interface ChartSeries {
  readonly valueName: string;
  /** One per slot of the period; null where there is no data. */
  readonly points: readonly (ChartPoint | null)[];
}

export function chartSpecOf(typeKey: LifelogTypeKey): ChartSpec {
  switch (typeKey) {
    case 'step':
    case 'meal':
      return { kind: 'column', aggregation: 'sum' };
    // One night's sleep per day: a month's column is an average night, not a total.
    case 'sleep':
      return { kind: 'column', aggregation: 'average' };
    case 'bloodPressure':
    case 'bloodGlucose':
      return { kind: 'range' };
    default:
      return { kind: 'line', aggregation: 'average' };
  }
}

/** The values a type's chart draws, one series each, with the codings that `$aggregate` asks for. */
function chartValuesOf(typeKey: LifelogTypeKey): ChartValue[] {
  const coding: LifelogCoding = lifelogCodes[typeKey];
  if (coding.components) {
    return Object.entries(coding.components).map(([valueName, component]) => ({
      valueName,
      code: component,
      upperCode: coding.coding,
    }));
  }
  return lifelogTypes[typeKey].values.map(({ name }) => ({ valueName: name, code: coding.coding }));
}

/** The value of each slot that has one, by the slot's first day. */
async function valuesBySlot(
  value: ChartValue,
  period: ChartPeriod,
  aggregation: AggregationFunction,
  subjectId: string | undefined,
): Promise<Map<string, number>> {
  const answer = await aggregateObservations({
    type: period.aggregationType,
    code: value.code,
    ...(value.upperCode ? { upperCode: value.upperCode } : {}),
    ...(subjectId ? { subjectId } : {}),
    period: { start: period.start, end: period.end },
    aggregation,
    timeZone: defaultTimeZone,
  });
  // A bucket starts at its local hour or midnight (`2026-03-01T08:00:00+09:00`): its date, and its hour when
  // the slots are hours, names the slot.
  const keyLength = period.aggregationType === 'hour' ? 13 : 10;
  return new Map(
    readAggregateBuckets(answer).map((bucket) => [bucket.start.slice(0, keyLength), bucket.value]),
  );
}

async function pointsOf(
  value: ChartValue,
  spec: ChartSpec,
  period: ChartPeriod,
  subjectId: string | undefined,
): Promise<(ChartPoint | null)[]> {
  if (spec.kind === 'range') {
    const [lows, highs] = await Promise.all([
      valuesBySlot(value, period, 'minimum', subjectId),
      valuesBySlot(value, period, 'maximum', subjectId),
    ]);
    return period.slots.map((slot) => {
      const low = lows.get(slot);
      const high = highs.get(slot);
      return low === undefined || high === undefined ? null : { low, high };
    });
  }
  const values = await valuesBySlot(value, period, spec.aggregation, subjectId);
  return period.slots.map((slot) => {
    const one = values.get(slot);
    return one === undefined ? null : { low: one, high: one };
  });
}

/** The series of a type's chart over a period, one per value (systolic and diastolic for blood pressure). */
export function loadChartSeries(
  typeKey: LifelogTypeKey,
  period: ChartPeriod,
  subjectId: string | undefined,
): Promise<ChartSeries[]> {
  const spec = chartSpecOf(typeKey);
  return Promise.all(
    chartValuesOf(typeKey).map(async (value) => ({
      valueName: value.valueName,
      points: await pointsOf(value, spec, period, subjectId),
    })),
  );
}

/** True when no slot of any series has data: the page then says 'no data' instead of drawing the chart. */
export function hasNoData(series: readonly ChartSeries[]): boolean {
  return series.every((one) => one.points.every((point) => point === null));
}
