import type { Observation } from 'fhir/r4';
import { codingToken, type AggregationFunction, type AggregationType } from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';
import type { PeriodAggregateQuery, RecentRecordsQuery } from './aggregate-parameters';

export interface Bucket {
  /** ISO date-times with the zone's offset, e.g. `2026-03-01T00:00:00+09:00`; the end is exclusive. */
  start: string;
  end: string;
  value: number;
  count: number;
}

const truncation: Record<AggregationType, string> = {
  hour: 'hour',
  date: 'day',
  month: 'month',
  year: 'year',
};

// Sample deviation and variance are undefined for one value; the contract answers 0 for such a bucket.
const aggregateOf: Record<AggregationFunction, string> = {
  average: 'avg(value)',
  sum: 'sum(value)',
  maximum: 'max(value)',
  minimum: 'min(value)',
  'std-dev': 'coalesce(stddev_samp(value), 0)',
  variance: 'coalesce(var_samp(value), 0)',
};

/**
 * The coding of the records asked for (the panel's when a component is), and the `system|code` a panel's
 * `component_codes` holds for the component.
 */
function codingsOf(query: Pick<PeriodAggregateQuery, 'code' | 'upperCode'>) {
  return {
    recordCode: query.upperCode ?? query.code,
    componentToken: query.upperCode ? codingToken(query.code) : null,
  };
}

interface BucketRow {
  start_local: string;
  start_at: Date;
  end_local: string;
  end_at: Date;
  value: string;
  count: number;
}

/** `±hh:mm` of a wall-clock time (`YYYY-MM-DDThh:mm:ss`) that is `instant` in some zone. */
function offsetText(wallClock: string, instant: Date): string {
  const minutes = Math.round((Date.parse(`${wallClock}Z`) - instant.getTime()) / 60_000);
  const magnitude = Math.abs(minutes);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`;
}

/**
 * The buckets of a period with data, oldest first: one statement, grouped by hour, calendar day, month or year of the
 * time zone. Values are those of `code` that belong to a record of `upperCode`, or the records' own values when
 * no upper code is given; each code is matched with its system.
 */
export async function aggregateValues(
  db: Queryable,
  subject: string,
  query: Pick<PeriodAggregateQuery, 'type' | 'code' | 'upperCode' | 'period' | 'aggregation' | 'timeZone'>,
): Promise<Bucket[]> {
  const { recordCode, componentToken } = codingsOf(query);
  const rows = await db.query<BucketRow>(
    `SELECT to_char(bucket, 'YYYY-MM-DD"T"HH24:MI:SS') AS start_local,
            bucket AT TIME ZONE $6 AS start_at,
            to_char(bucket + $8::interval, 'YYYY-MM-DD"T"HH24:MI:SS') AS end_local,
            (bucket + $8::interval) AT TIME ZONE $6 AS end_at,
            ${aggregateOf[query.aggregation]}::text AS value,
            count(*)::int AS count
       FROM (SELECT date_trunc($7, effective_start AT TIME ZONE $6) AS bucket, value
               FROM observation_values
              WHERE subject = $1 AND code = $2 AND upper_code IS NOT DISTINCT FROM $3
                AND effective_start >= $4 AND effective_start < $5
                -- The value rows keep codes without systems; the records of the period say them. Only when the
                -- period holds a record of these digits in another system (rare: the app writes one system per
                -- code) are the values matched to their records; otherwise the check is one look (issue 32.7
                -- made year-by-month 3.4× slower by matching every value).
                AND (NOT EXISTS (
                       SELECT 1 FROM observations
                        WHERE subject = $1 AND code = $9
                          AND effective_start >= $4 AND effective_start < $5
                          AND (code_system IS DISTINCT FROM $10
                               OR ($11::text IS NOT NULL AND NOT component_codes @> ARRAY[$11::text])))
                     OR observation_id IN (
                       SELECT id FROM observations
                        WHERE subject = $1 AND code = $9 AND code_system = $10
                          AND effective_start >= $4 AND effective_start < $5
                          AND ($11::text IS NULL OR component_codes @> ARRAY[$11::text])))) AS period_values
      GROUP BY bucket
      ORDER BY bucket`,
    [
      subject,
      query.code.code,
      query.upperCode?.code ?? null,
      query.period.start,
      query.period.end,
      query.timeZone,
      truncation[query.type],
      `1 ${truncation[query.type]}`,
      recordCode.code,
      recordCode.system,
      componentToken,
    ],
  );
  return rows.map((row) => ({
    start: row.start_local + offsetText(row.start_local, row.start_at),
    end: row.end_local + offsetText(row.end_local, row.end_at),
    value: Number(row.value),
    count: row.count,
  }));
}

interface RecentRow {
  total: number;
  records: Observation[];
}

/** When a record was measured, in milliseconds, for ordering. */
const measuredAt = (record: Observation): number =>
  Date.parse(record.effectiveDateTime ?? record.effectivePeriod?.start ?? '') || 0;

/**
 * One page of a subject's records of a code (in its system), newest first, and how many there are in all. With `upperCode`
 * the records are the panels (e.g. blood pressure) whose component is `code`. `alongside` (newest first) are
 * records read from elsewhere (a checkup's), paged in among the stored ones by when they were measured.
 */
export async function recentRecords(
  db: Queryable,
  subject: string,
  query: Pick<RecentRecordsQuery, 'code' | 'upperCode' | 'page' | 'rows'>,
  alongside: readonly Observation[] = [],
): Promise<{ total: number; records: Observation[] }> {
  const { recordCode, componentToken } = codingsOf(query);
  const offset = (query.page - 1) * query.rows;
  // With records beside the stored ones, the page can hold any of the stored ones up to its last row.
  const window =
    alongside.length > 0 ? { limit: offset + query.rows, offset: 0 } : { limit: query.rows, offset };
  const [row] = await db.query<RecentRow>(
    `WITH matching AS (
       SELECT id, effective_start FROM observations
        WHERE subject = $1 AND code = $2 AND code_system = $3
          AND ($6::text IS NULL OR component_codes @> ARRAY[$6::text]))
     SELECT (SELECT count(*)::int FROM matching) AS total,
            coalesce((SELECT jsonb_agg(observations.resource ORDER BY page.effective_start DESC, page.id DESC)
                        FROM (SELECT id, effective_start FROM matching
                               ORDER BY effective_start DESC, id DESC
                               LIMIT $4 OFFSET $5) AS page
                        JOIN observations ON observations.subject = $1 AND observations.id = page.id),
                     '[]'::jsonb) AS records`,
    [subject, recordCode.code, recordCode.system, window.limit, window.offset, componentToken],
  );
  const stored = row ?? { total: 0, records: [] };
  if (alongside.length === 0) return stored;
  const merged = [...stored.records, ...alongside].sort((a, b) => measuredAt(b) - measuredAt(a));
  return { total: stored.total + alongside.length, records: merged.slice(offset, offset + query.rows) };
}
