import { aggregateObservations, latestObservations } from './healthDataApi';
import {
  calendarDateIn,
  defaultTimeZone,
  lifelogCodes,
  lifelogTypes,
  readAggregateBuckets,
  readLifelogRecord,
  type LifelogRecord,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';
import type { LatestRecords } from './healthIndexValues';

/** Types recorded in small parts (an hour of steps, a glass of water) whose card shows the day's total. */
export const dailyTotalTypes: ReadonlySet<LifelogTypeKey> = new Set(['step', 'meal']);

function nextDay(day: string): string {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The total of the day the latest part falls on, as one record of that day. */
/** The Seoul day a record was measured on. */
export const measuredDay = (record: LifelogRecord): string =>
  calendarDateIn(defaultTimeZone, new Date(record.effectiveDateTime));

async function dayTotalOf(latest: LifelogRecord, subjectId?: string): Promise<LifelogRecord> {
  const day = measuredDay(latest);
  const answer = await aggregateObservations({
    type: 'date',
    ...(subjectId ? { subjectId } : {}),
    code: lifelogCodes[latest.typeKey].coding,
    period: { start: day, end: nextDay(day) },
    aggregation: 'sum',
    timeZone: defaultTimeZone,
  });
  const [bucket] = readAggregateBuckets(answer);
  const [value] = lifelogTypes[latest.typeKey].values;
  if (!bucket || !value) return latest;
  return { ...latest, values: { [value.name]: bucket.value }, effectiveDateTime: bucket.start };
}

/**
 * The latest record of each type, in one batch call; null where the person has none. Steps and water show
 * the total of their latest day.
 */
export async function fetchLatestRecords(
  typeKeys: readonly LifelogTypeKey[],
  subjectId?: string,
): Promise<LatestRecords> {
  const unique = [...new Set(typeKeys)];
  if (unique.length === 0) return {};
  const observations = await latestObservations(
    unique.map((typeKey) => lifelogCodes[typeKey].coding),
    subjectId,
  );
  const records = await Promise.all(
    unique.map(async (typeKey, index) => {
      const observation = observations[index];
      const latest = observation ? readLifelogRecord(observation) : null;
      const record = latest && dailyTotalTypes.has(typeKey) ? await dayTotalOf(latest, subjectId) : latest;
      return [typeKey, record] as const;
    }),
  );
  return Object.fromEntries(records);
}
