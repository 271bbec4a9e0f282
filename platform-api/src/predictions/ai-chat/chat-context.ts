import type { Observation } from 'fhir/r4';
import {
  ageOn,
  bodyMassIndex,
  calendarDateIn,
  defaultTimeZone,
  fhirSystems,
  genderCodes,
  glucoseMeasurementTimeCodes,
  guideIndexOf,
  guideRangeOf,
  healthIndexes,
  lifelogCodes,
  lifelogTypes,
  readLifelogRecord,
  type GenderCode,
  type GlucoseMeasurementTimeCode,
  type GuideRange,
  type HealthGradeCode,
  type LifelogTypeKey,
  type PredictionResult,
  type Sex,
} from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';
import { latestPredictionResults } from '../risk-predictions/prediction-store';

/** The guide band a value falls in, with the published standard it comes from. */
export interface GuideBand {
  idxCode: string;
  gradCode: HealthGradeCode;
  /** Inclusive; null: unbounded. */
  min: number | null;
  /** Exclusive; null: unbounded. */
  max: number | null;
  source: string;
}

/** The latest value of one measured item (a life-log value name, or `bodyMassIndex`) and its grade. */
export interface GradedValue {
  item: string;
  value: number;
  unit: string;
  /** ISO date-time of the record. */
  measuredAt: string;
  measurementTime?: GlucoseMeasurementTimeCode;
  /** Null when no guide judges the item or no band holds the value. */
  band: GuideBand | null;
}

export const monthlyItems = ['weight', 'sbp', 'dbp', 'fastingGlucose', 'stepsPerDay'] as const;
export type MonthlyItem = (typeof monthlyItems)[number];

/** One item's average in this and last calendar month (Seoul); null when the month has no record of it. */
export interface MonthlyAverage {
  item: MonthlyItem;
  unit: string;
  thisMonth: number | null;
  lastMonth: number | null;
}

/** What a chat engine may know about the person: their own records and results, nothing else. */
export interface ChatContext {
  /** `YYYY-MM-DD`, Seoul. */
  today: string;
  person: { name: string; age: number | null; sex: Sex };
  /** The latest result of each model. */
  predictions: PredictionResult[];
  latestValues: GradedValue[];
  /** `YYYY-MM` of this month and last month. */
  months: { thisMonth: string; lastMonth: string };
  monthlyAverages: MonthlyAverage[];
}

const timeZone = defaultTimeZone;

/** Life-log types whose latest record the context carries: those a guide judges, with weight and height for BMI. */
const gradedTypes: readonly LifelogTypeKey[] = [
  'weight',
  'height',
  'waistCircumference',
  'bodyComposition',
  'bloodPressure',
  'bloodGlucose',
  'triglyceride',
  'hdlCholesterol',
  'totalCholesterol',
  'heartRate',
  'hbA1c',
];

const bloodPressureCodes = lifelogCodes.bloodPressure.components;

/** How each monthly item is found in `observation_values`; steps are summed per day first. */
const monthlySources: readonly { item: MonthlyItem; code: string; upperCode: string | null; unit: string }[] =
  [
    { item: 'weight', code: lifelogCodes.weight.coding.code, upperCode: null, unit: 'kg' },
    {
      item: 'sbp',
      code: bloodPressureCodes.sbp.code,
      upperCode: lifelogCodes.bloodPressure.coding.code,
      unit: 'mmHg',
    },
    {
      item: 'dbp',
      code: bloodPressureCodes.dbp.code,
      upperCode: lifelogCodes.bloodPressure.coding.code,
      unit: 'mmHg',
    },
    { item: 'fastingGlucose', code: lifelogCodes.bloodGlucose.coding.code, upperCode: null, unit: 'mg/dL' },
    { item: 'stepsPerDay', code: lifelogCodes.step.coding.code, upperCode: null, unit: 'steps' },
  ];

/** A glucose record measured fasting: its measurement-time component (see the kernel's lifelogObservation). */
const fastingComponent = JSON.stringify([
  {
    valueCodeableConcept: {
      coding: [{ system: fhirSystems.glucoseMeasurementTime, code: glucoseMeasurementTimeCodes.fasting }],
    },
  },
]);

interface PersonRow {
  name: string;
  birthday: string;
  genderCode: GenderCode;
  height: number | null;
  subject: string;
}

async function personOf(db: Queryable, userId: string): Promise<PersonRow> {
  const [row] = await db.query<PersonRow>(
    `SELECT user_nm AS name, to_char(user_brthdy_de, 'YYYY-MM-DD') AS birthday, user_gender_code AS "genderCode",
            height::float8 AS height, fhir_res_id::text AS subject
       FROM users WHERE user_id = $1`,
    [userId],
  );
  if (!row) throw new Error(`No user ${userId}`);
  return row;
}

interface BandRow extends GuideRange {
  source: string;
}

function guideBands(db: Queryable): Promise<BandRow[]> {
  return db.query<BandRow>(
    `SELECT idx_code AS "idxCode", gender_code AS "genderCode", grad_code AS "gradCode",
            idx_min_val::float8 AS "idxMinVal", idx_max_val::float8 AS "idxMaxVal", source
       FROM idx_guides`,
  );
}

function bandOf(
  value: number,
  idxCode: string,
  bands: readonly BandRow[],
  genderCode: GenderCode,
): GuideBand | null {
  const band = guideRangeOf(value, bands, idxCode, genderCode);
  return band
    ? { idxCode, gradCode: band.gradCode, min: band.idxMinVal, max: band.idxMaxVal, source: band.source }
    : null;
}

async function latestRecords(db: Queryable, subject: string): Promise<Observation[]> {
  const rows = await db.query<{ resource: Observation }>(
    `SELECT DISTINCT ON (code) resource FROM observations
      WHERE subject = $1::uuid AND code = ANY($2::text[])
      ORDER BY code, effective_start DESC, id DESC`,
    [subject, gradedTypes.map((typeKey) => lifelogCodes[typeKey].coding.code)],
  );
  return rows.map((row) => row.resource);
}

function unitOf(typeKey: LifelogTypeKey, valueName: string): string {
  const values: readonly { name: string; unit?: string }[] = lifelogTypes[typeKey].values;
  return values.find((value) => value.name === valueName)?.unit ?? '';
}

function gradedValues(
  records: readonly Observation[],
  bands: readonly BandRow[],
  person: PersonRow,
): GradedValue[] {
  const graded: GradedValue[] = [];
  let weight: GradedValue | undefined;
  let height = person.height;
  for (const record of records.map(readLifelogRecord)) {
    if (!record) continue;
    for (const [valueName, value] of Object.entries(record.values)) {
      const idxCode = guideIndexOf(record.typeKey, valueName, record.measurementTime);
      const entry: GradedValue = {
        item: valueName,
        value,
        unit: unitOf(record.typeKey, valueName),
        measuredAt: record.effectiveDateTime,
        ...(record.measurementTime ? { measurementTime: record.measurementTime } : {}),
        band: idxCode ? bandOf(value, idxCode, bands, person.genderCode) : null,
      };
      if (record.typeKey === 'height') height = value;
      else graded.push(entry);
      if (record.typeKey === 'weight') weight = entry;
    }
  }
  const bmi = bodyMassIndex(weight?.value, height);
  if (weight && bmi !== null) {
    graded.push({
      item: 'bodyMassIndex',
      value: bmi,
      unit: healthIndexes.bodyMassIndex.unit,
      measuredAt: weight.measuredAt,
      band: bandOf(bmi, 'bodyMassIndex', bands, person.genderCode),
    });
  }
  return graded;
}

function shiftMonth(month: string, by: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
}

interface AverageRow {
  item: MonthlyItem;
  month: string;
  average: number;
}

/** Averages per item and Seoul calendar month, last month and this month, in one statement. */
async function monthlyAverages(
  db: Queryable,
  subject: string,
  months: ChatContext['months'],
): Promise<MonthlyAverage[]> {
  const perValue = monthlySources.filter((source) => source.item !== 'stepsPerDay');
  const rows = await db.query<AverageRow>(
    `WITH period AS (
       SELECT ($2::text || '-01')::timestamp AT TIME ZONE $4 AS start_at,
              ($3::text || '-01')::timestamp AT TIME ZONE $4 AS end_at),
     measured AS (
       SELECT wanted.item, v.effective_start AT TIME ZONE $4 AS local_time, v.value
         FROM unnest($5::text[], $6::text[], $7::text[]) AS wanted(item, code, upper_code)
         JOIN observation_values v ON v.code = wanted.code AND v.upper_code IS NOT DISTINCT FROM wanted.upper_code
         CROSS JOIN period
        WHERE v.subject = $1::uuid AND v.effective_start >= period.start_at AND v.effective_start < period.end_at
          AND (wanted.item <> 'fastingGlucose' OR EXISTS (
                SELECT 1 FROM observations o
                 WHERE o.subject = v.subject AND o.id = v.observation_id AND o.resource -> 'component' @> $8::jsonb))),
     daily_steps AS (
       SELECT 'stepsPerDay'::text AS item, date_trunc('day', v.effective_start AT TIME ZONE $4) AS local_time,
              sum(v.value) AS value
         FROM observation_values v CROSS JOIN period
        WHERE v.subject = $1::uuid AND v.code = $9 AND v.upper_code IS NULL
          AND v.effective_start >= period.start_at AND v.effective_start < period.end_at
        GROUP BY 2)
     SELECT item, to_char(local_time, 'YYYY-MM') AS month, avg(value)::float8 AS average
       FROM (SELECT * FROM measured UNION ALL SELECT * FROM daily_steps) AS all_values
      GROUP BY 1, 2`,
    [
      subject,
      months.lastMonth,
      shiftMonth(months.thisMonth, 1),
      timeZone,
      perValue.map((source) => source.item),
      perValue.map((source) => source.code),
      perValue.map((source) => source.upperCode),
      fastingComponent,
      lifelogCodes.step.coding.code,
    ],
  );
  const averageOf = (item: MonthlyItem, month: string) =>
    rows.find((row) => row.item === item && row.month === month)?.average ?? null;
  return monthlySources.map(({ item, unit }) => ({
    item,
    unit,
    thisMonth: averageOf(item, months.thisMonth),
    lastMonth: averageOf(item, months.lastMonth),
  }));
}

const sexOfGenderCode: Readonly<Record<GenderCode, Sex>> = {
  [genderCodes.male]: 'male',
  [genderCodes.female]: 'female',
};

/** Everything a chat engine may use to answer this person, read fresh for each question. */
export async function buildChatContext(db: Queryable, userId: string, now: Date): Promise<ChatContext> {
  const person = await personOf(db, userId);
  const today = calendarDateIn(timeZone, now);
  const months = { thisMonth: today.slice(0, 7), lastMonth: shiftMonth(today.slice(0, 7), -1) };
  const [predictions, records, bands, averages] = await Promise.all([
    latestPredictionResults(db, userId),
    latestRecords(db, person.subject),
    guideBands(db),
    monthlyAverages(db, person.subject, months),
  ]);
  return {
    today,
    person: {
      name: person.name,
      age: ageOn(person.birthday, today),
      sex: sexOfGenderCode[person.genderCode],
    },
    predictions,
    latestValues: gradedValues(records, bands, person),
    months,
    monthlyAverages: averages,
  };
}
