// What a shared activity post stores (act_data): read by the server from the caller's own records, never taken
// from the app, so that a card in the family feed shows what was really measured, done, taken or predicted.
// Each builder refuses what is not the caller's (404 M0105, never telling "someone else's" from "unknown").
import type { Observation } from 'fhir/r4';
import type { Language } from 'locales';
import {
  caloriesBurnt,
  dayCount,
  gradeOfRecord,
  lifelogTypes,
  medicationLimits,
  predictionModelIdOf,
  predictionModels,
  predictionOutcomes,
  readLifelogRecord,
  type ActivityData,
  type ActivityReference,
  type GenderCode,
  type GuideRange,
  type LifelogRecord,
  type MedicationAdherence,
  type PredictionResult,
} from 'shared-kernel/isomorphic';
import { isUuid } from '../../lifelog';
import { adherenceOver, medicationActor, readDoses } from '../../medication';
import { requireCalendarDate } from '../../platform/calendar/calendar-days';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { latestPredictionResult } from '../../predictions';
import { exerciseItemName, findStoredGoal, readRoutinePerson } from '../../routines';

type DataOf<Code extends ActivityData['actCode']> = Extract<ActivityData, { actCode: Code }>;

const notYours = (field: string) => new ApiError(404, errorCodes.invalidAccess, { field });

/** The guide ranges of the grades (spec section 3), as `gradeOfRecord` reads them. */
export function guideRanges(db: Queryable): Promise<GuideRange[]> {
  return db.query<GuideRange>(
    `SELECT idx_code AS "idxCode", gender_code AS "genderCode", grad_code AS "gradCode",
            idx_min_val::float8 AS "idxMinVal", idx_max_val::float8 AS "idxMaxVal"
       FROM idx_guides`,
  );
}

/** The card of a life-log record: its values with units and its guide grade. */
export function lifelogCardOf(
  record: LifelogRecord,
  ranges: readonly GuideRange[],
  gender: GenderCode | null | undefined,
): DataOf<'0002'> {
  return {
    actCode: '0002',
    lifelogTypeKey: record.typeKey,
    values: lifelogTypes[record.typeKey].values.flatMap(({ name, unit }) => {
      const value = record.values[name];
      return value === undefined ? [] : [{ key: name, value, unit }];
    }),
    effectiveDateTime: record.effectiveDateTime,
    gradCode: gradeOfRecord(record, ranges, gender),
  };
}

/** One of the caller's life-log Observations, its values with units and its guide grade. */
async function lifelogRecordData(
  db: Queryable,
  userId: string,
  observationId: string,
): Promise<DataOf<'0002'>> {
  const field = 'activity.observationId';
  if (!isUuid(observationId)) throw notYours(field);
  const [row] = await db.query<{ resource: Observation; gender: GenderCode | null }>(
    `SELECT record.resource, owner.user_gender_code AS gender
       FROM observations AS record JOIN users AS owner ON owner.fhir_res_id = record.subject
      WHERE record.id = $1::uuid AND owner.user_id = $2`,
    [observationId, userId],
  );
  if (!row) throw notYours(field);
  const record = readLifelogRecord(row.resource);
  // A laboratory panel or another resource of the store that is no life-log record: nothing a card can draw.
  if (!record) throw new ApiError(400, 'M1118', { field });
  return lifelogCardOf(record, await guideRanges(db), row.gender);
}

/**
 * A day of one of the caller's goals whose exercises were all done (409 M0187 when one is not, or the day has
 * none): minutes, kilocalories (as stored when checked done, else from the latest weight) and exercise names.
 */
export async function routineAchievementData(
  db: Queryable,
  userId: string,
  reference: { helthGoalSn: number; routhLapseDe: string },
  language: Language,
): Promise<DataOf<'0004'>> {
  const day = requireCalendarDate(reference.routhLapseDe, 'activity.routhLapseDe');
  if (!(await findStoredGoal(db, userId, reference.helthGoalSn))) throw notYours('activity.helthGoalSn');
  const exercises = await db.query<{
    code: string;
    done: boolean;
    minutes: number;
    mets: number;
    calories: number | null;
  }>(
    `SELECT exrcise_item_code AS code, exrcise_at IS NOT DISTINCT FROM 'Y' AS done,
            exrcise_time_mi AS minutes, mets_val::float8 AS mets, cnsum_cal_val::float8 AS calories
       FROM exercise_details
      WHERE user_id = $1 AND helth_goal_sn = $2 AND exrcise_plan_de = $3::date
      ORDER BY exrcise_tod_code COLLATE "C", exrcise_execut_dtls_sn`,
    [userId, reference.helthGoalSn, day],
  );
  if (exercises.length === 0 || exercises.some((exercise) => !exercise.done))
    throw new ApiError(409, errorCodes.invalidRequest, { field: 'activity.routhLapseDe' });
  const { weightKg } = await readRoutinePerson(db, userId);
  const calories = exercises.reduce(
    (sum, exercise) =>
      sum +
      (exercise.calories ?? caloriesBurnt({ mets: exercise.mets, minutes: exercise.minutes, weightKg }) ?? 0),
    0,
  );
  return {
    actCode: '0004',
    routhLapseDe: day,
    exrciseTimeMiTot: exercises.reduce((sum, exercise) => sum + exercise.minutes, 0),
    cnsumCalValTot: Math.round(calories),
    exrciseItemNmList: [...new Set(exercises.map((exercise) => exerciseItemName(exercise.code, language)))],
  };
}

/** The card of a medication summary: doses taken of those due over the period. */
export function medicationCardOf(
  period: { fromPeriodDt: string; toPeriodDt: string },
  adherence: MedicationAdherence,
): DataOf<'0005'> {
  return {
    actCode: '0005',
    ...period,
    takenCount: adherence.takenCnt,
    dueCount: adherence.dueCnt,
    rate: adherence.rate === null ? null : Math.round(adherence.rate),
    compliant: adherence.compliant ?? false,
  };
}

/** The caller's doses over the period (at most the schedule's 93 days): taken of those due by now. */
async function medicationSummaryData(
  db: Database,
  userId: string,
  period: { fromPeriodDt: string; toPeriodDt: string },
  at: Date,
): Promise<DataOf<'0005'>> {
  const from = requireCalendarDate(period.fromPeriodDt, 'activity.fromPeriodDt');
  const to = requireCalendarDate(period.toPeriodDt, 'activity.toPeriodDt');
  if (from > to || dayCount(from, to) > medicationLimits.scheduleRangeDays)
    throw new ApiError(400, errorCodes.invalidRequest, { field: 'activity.toPeriodDt' });
  const actor = medicationActor(userId, at);
  const doses = await readDoses(db, userId, { from, to }, at);
  return medicationCardOf({ fromPeriodDt: from, toPeriodDt: to }, adherenceOver(doses, actor.now));
}

/** Which prediction category each AI activity code shares. */
const categoryOfCode = { '0006': 'bodyAge', '0007': 'cancer', '0008': 'disease' } as const;

/**
 * The caller's stored prediction result (the one named, else the model's latest): none, an unknown model, or a
 * result without a number to show → 404 M0152. A model of another category than the code → 400 M0187.
 */
async function predictionData(
  db: Queryable,
  userId: string,
  reference: { actCode: '0006' | '0007' | '0008'; predictionModel: string; predictionId: string | null },
): Promise<DataOf<'0006' | '0007' | '0008'>> {
  const modelId = predictionModelIdOf(reference.predictionModel);
  // A model the catalogue does not hold has no result to share.
  if (modelId === null) throw new ApiError(404, 'M0152', { field: 'activity.predictionModel' });
  const { outcome } = predictionModels[modelId];
  if (predictionOutcomes[outcome].category !== categoryOfCode[reference.actCode])
    throw new ApiError(400, errorCodes.invalidRequest, { field: 'activity.predictionModel' });
  let result: PredictionResult | null;
  if (reference.predictionId === null) {
    result = await latestPredictionResult(db, userId, modelId);
  } else if (isUuid(reference.predictionId)) {
    const [row] = await db.query<{ id: string; result: Omit<PredictionResult, 'id'> }>(
      `SELECT id::text, result FROM prediction_results WHERE id = $1::uuid AND user_id = $2 AND model_id = $3`,
      [reference.predictionId, userId, modelId],
    );
    result = row ? { ...row.result, id: row.id } : null;
  } else {
    result = null;
  }
  const bodyAge = outcome === 'bodyAge';
  const value = bodyAge ? result?.heartAge : result?.risk;
  if (!result?.id || value === undefined || !Number.isFinite(value))
    throw new ApiError(404, 'M0152', { field: 'activity.predictionId' });
  return {
    actCode: reference.actCode,
    predictionModel: modelId,
    predictionId: result.id,
    value: Math.round(value * 10) / 10,
    unit: bodyAge ? 'years' : 'percent',
    realAge: bodyAge ? result.age : null,
    severity: result.severity,
    predictDt: new Date(result.computedAt).toISOString(),
  };
}

/** The act_data of a share, read from the caller's own records. */
export function activityDataOf(
  db: Database,
  userId: string,
  reference: ActivityReference,
  context: { at: Date; language: Language },
): Promise<ActivityData> {
  switch (reference.actCode) {
    case '0002':
      return lifelogRecordData(db, userId, reference.observationId);
    case '0004':
      return routineAchievementData(db, userId, reference, context.language);
    case '0005':
      return medicationSummaryData(db, userId, reference, context.at);
    case '0006':
    case '0007':
    case '0008':
      return predictionData(db, userId, reference);
  }
}
