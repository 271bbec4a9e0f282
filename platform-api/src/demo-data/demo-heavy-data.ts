import {
  buildLifelogObservation,
  defaultTimeZone,
  lifelogCodes,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';
import type { Queryable } from '../platform/database/database';

/** Two years of hours: one record of steps and one of heart rate for each. */
export const heavyHours = 2 * 365 * 24;

/** Each record as the store keeps it, but for the parts the statement fills in per hour. */
function recordTemplate(typeKey: LifelogTypeKey, valueName: string, subjectId: string) {
  const placeholder = new Date(0).toISOString();
  return {
    kind: typeKey,
    code_system: lifelogCodes[typeKey].coding.system,
    code: lifelogCodes[typeKey].coding.code,
    category: lifelogCodes[typeKey].category,
    resource: buildLifelogObservation({
      typeKey,
      subjectId,
      values: { [valueName]: 0 },
      effectiveDateTime: placeholder,
      effectiveEnd: placeholder,
    }),
  };
}

/**
 * Hourly steps and heart rate of the `heavyHours` hours before `now` (whole hours), written with one
 * statement per table straight from `generate_series`: 35,040 records in a few seconds even on PGlite.
 * Values follow the hour of the day in Asia/Seoul (steps while awake, with commute and lunch peaks; a slower
 * heart at night) with a deterministic spread from `hashint4`.
 */
export async function seedHeavyUserData(db: Queryable, subjectId: string, now: Date): Promise<void> {
  const templates = [
    recordTemplate('step', 'stepCount', subjectId),
    recordTemplate('heartRate', 'heartRate', subjectId),
  ];
  await db.query(
    `WITH types AS (
       SELECT * FROM jsonb_to_recordset($2::jsonb)
         AS type(kind text, code_system text, code text, category text, resource jsonb)
     ), readings AS (
       -- Kept apart from the templates: a statement calling gen_random_uuid() stores this CTE's rows.
       SELECT gen_random_uuid() AS id, kind, start,
              CASE kind
                WHEN 'step' THEN round(activity * 450 * (0.5 + spread))
                ELSE round(CASE WHEN activity < 0.1 THEN 52 + 8 * spread ELSE 62 + 20 * spread + 6 * activity END)
              END AS value
       FROM (SELECT kind FROM types) AS type_kind
       CROSS JOIN generate_series(0, $4 - 1) AS hour_index
       CROSS JOIN LATERAL (
         SELECT date_trunc('hour', $3::timestamptz) - make_interval(hours => $4 - hour_index) AS start
       ) AS hour
       CROSS JOIN LATERAL (
         -- Share of the day's steps by hour: commutes (8, 18, 19) and lunch (12) stand out.
         SELECT (ARRAY[0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.3, 1, 2.2, 1, 1, 1, 1.8, 1, 1, 1, 1, 1, 2.2, 2.2, 1,
                       0.8, 0.4, 0.05])[extract(hour FROM start AT TIME ZONE $5)::int + 1] AS activity,
                (hashint4(hour_index * 2 + (kind = 'heartRate')::int) & 1023) / 1023.0 AS spread
       ) AS shape
     )
     INSERT INTO observations (id, subject, code_system, code, category, effective_start, effective_end, value,
                               resource, version_id, last_updated)
     SELECT readings.id, $1::uuid, code_system, code, category, start, start + interval '1 hour', value,
            -- Asia/Seoul keeps UTC+9 all year, so the offset can be written out.
            resource || jsonb_build_object(
              'id', readings.id,
              'meta', jsonb_build_object('versionId', '1', 'lastUpdated', $6::text),
              'effectivePeriod', jsonb_build_object(
                'start', to_char(start AT TIME ZONE $5, 'YYYY-MM-DD"T"HH24:MI:SS"+09:00"'),
                'end', to_char((start + interval '1 hour') AT TIME ZONE $5, 'YYYY-MM-DD"T"HH24:MI:SS"+09:00"')),
              'valueQuantity', (resource -> 'valueQuantity') || jsonb_build_object('value', value)),
            1, $3::timestamptz
     FROM readings JOIN types USING (kind)`,
    [subjectId, JSON.stringify(templates), now.toISOString(), heavyHours, defaultTimeZone, now.toISOString()],
  );
  await db.query(
    `INSERT INTO observation_values (observation_id, subject, code, upper_code, effective_start, value)
     SELECT id, subject, code, NULL, effective_start, value FROM observations WHERE subject = $1::uuid`,
    [subjectId],
  );
}
