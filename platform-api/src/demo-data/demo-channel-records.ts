// What the demo family shares into its channel, read from what is seeded of them where it is there (life-log
// records, demo's routine days, grandpa's doses) and otherwise made up consistently with their profiles in
// demo-health-data.ts (on a first start the channel is seeded before the measurements are).
import type { Observation } from 'fhir/r4';
import {
  addDays,
  adherenceOf,
  instantOfSeoulDateTime,
  lifelogCodes,
  medicationStatusCodes,
  readLifelogRecord,
  type ActivityData,
  type GenderCode,
  type LifelogRecord,
} from 'shared-kernel/isomorphic';
import type { Queryable } from '../platform/database/database';
import { guideRanges, lifelogCardOf, medicationCardOf, routineAchievementData } from '../channels';
import type { SeededRandom } from './seeded-random';

export type LifelogShare = Extract<ActivityData, { actCode: '0002' }>;
type SharedTypeKey = 'bloodPressure' | 'bloodGlucose';

/** The values a demo person measures around (their profile's, grandpa's once his treatment took effect). */
export const standInMeasurements: Readonly<
  Record<string, { sbp: number; dbp: number; fastingGlucose: number }>
> = {
  demo: { sbp: 123, dbp: 79, fastingGlucose: 95 },
  'demo-mom': { sbp: 133, dbp: 85, fastingGlucose: 107 },
  'demo-grandpa': { sbp: 135, dbp: 79, fastingGlucose: 117 },
};

/** The person's record of `typeKey` that day (Asia/Seoul; a fasting one for glucose), or null. */
async function seededRecord(
  db: Queryable,
  userId: string,
  typeKey: SharedTypeKey,
  date: string,
): Promise<LifelogRecord | null> {
  const rows = await db.query<{ resource: Observation }>(
    `SELECT o.resource FROM observations AS o JOIN users AS u ON o.subject = u.fhir_res_id
     WHERE u.user_id = $1 AND o.code = $2 AND o.effective_start >= $3 AND o.effective_start < $4
     ORDER BY o.effective_start`,
    [
      userId,
      lifelogCodes[typeKey].coding.code,
      instantOfSeoulDateTime(`${date}T00:00`),
      instantOfSeoulDateTime(`${addDays(date, 1)}T00:00`),
    ],
  );
  const records = rows.flatMap(({ resource }) => readLifelogRecord(resource) ?? []);
  return records.find((record) => typeKey !== 'bloodGlucose' || record.measurementTime === '80001') ?? null;
}

function standInRecord(
  random: SeededRandom,
  userId: string,
  typeKey: SharedTypeKey,
  date: string,
): LifelogRecord {
  const usual = standInMeasurements[userId] ?? { sbp: 125, dbp: 80, fastingGlucose: 100 };
  const minute = Math.round(random.between(20, 55));
  const effectiveDateTime = `${date}T07:${String(minute).padStart(2, '0')}:00+09:00`;
  if (typeKey === 'bloodPressure')
    return {
      typeKey,
      subjectId: userId,
      effectiveDateTime,
      values: { sbp: Math.round(random.normal(usual.sbp, 5)), dbp: Math.round(random.normal(usual.dbp, 4)) },
    };
  return {
    typeKey,
    subjectId: userId,
    effectiveDateTime,
    values: { bloodSugarLevel: Math.round(random.normal(usual.fastingGlucose, 5)) },
    measurementTime: '80001',
  };
}

export interface LifelogReader {
  /** The shared card of the person's record that day: the seeded one, else one consistent with them. */
  share(userId: string, typeKey: SharedTypeKey, date: string): Promise<LifelogShare>;
}

export async function lifelogReader(db: Queryable, random: SeededRandom): Promise<LifelogReader> {
  const ranges = await guideRanges(db);
  const genders = new Map(
    (
      await db.query<{ userId: string; genderCode: GenderCode | null }>(
        `SELECT user_id AS "userId", user_gender_code AS "genderCode" FROM users`,
      )
    ).map(({ userId, genderCode }) => [userId, genderCode]),
  );
  return {
    async share(userId, typeKey, date) {
      const record =
        (await seededRecord(db, userId, typeKey, date)) ?? standInRecord(random, userId, typeKey, date);
      return lifelogCardOf(record, ranges, genders.get(userId));
    },
  };
}

/** demo's latest routine day between `from` and `to` whose exercises were all done, as the feed shares it; or null. */
export async function routineAchievement(
  db: Queryable,
  userId: string,
  from: string,
  to: string,
): Promise<Extract<ActivityData, { actCode: '0004' }> | null> {
  const [day] = await db.query<{ helthGoalSn: number; routhLapseDe: string }>(
    `SELECT helth_goal_sn AS "helthGoalSn", to_char(exrcise_plan_de, 'YYYY-MM-DD') AS "routhLapseDe"
     FROM exercise_details
     WHERE user_id = $1 AND exrcise_plan_de BETWEEN $2::date AND $3::date
     GROUP BY helth_goal_sn, exrcise_plan_de
     HAVING bool_and(exrcise_at = 'Y')
     ORDER BY exrcise_plan_de DESC LIMIT 1`,
    [userId, from, to],
  );
  return day ? routineAchievementData(db, userId, day, 'ko') : null;
}

/** The person's doses from `from` to `to` (whole days): taken of due. */
export async function medicationSummary(
  db: Queryable,
  userId: string,
  from: string,
  to: string,
): Promise<Extract<ActivityData, { actCode: '0005' }>> {
  const [counts] = await db.query<{ taken: number; due: number }>(
    `SELECT count(*) FILTER (WHERE d.status = $4)::int AS taken, count(*)::int AS due
     FROM medication_doses AS d JOIN medication_plans AS p ON p.tkmd_sn = d.tkmd_sn
     WHERE p.user_id = $1 AND d.plan_dt >= $2::date AND d.plan_dt < $3::date + 1`,
    [userId, from, to, medicationStatusCodes.taking],
  );
  return medicationCardOf(
    { fromPeriodDt: from, toPeriodDt: to },
    adherenceOf(counts?.taken ?? 0, counts?.due ?? 0),
  );
}
