import type { Observation } from 'fhir/r4';
import {
  ageOn,
  bloodPressureLevel,
  bodyMassIndex,
  calendarDateIn,
  defaultTimeZone,
  egfrCkdEpi2021,
  fhirSystems,
  genderCodes,
  glucoseMeasurementTimeComponent,
  glucoseMeasurementTimeCodes,
  lifelogCodes,
  packYearsOf,
  type BloodPressureReading,
  type CheckupItemKey,
  type InputSource,
  type PredictionInputKey,
  type PredictionInputs,
  type PredictionQuestionnaire,
  type Sex,
} from 'shared-kernel/isomorphic';
import { invalidTokenError } from '../../platform/auth/bearer-auth';
import type { Queryable } from '../../platform/database/database';
import { notWithdrawn } from '../../accounts';
import { readQuestionnaire } from './questionnaire-store';

/** The person whose records feed the models, with what their profile gives. */
export interface PredictionSubject {
  userId: string;
  /** Subject of their FHIR records. */
  fhirResId: string;
  userGenderCode: string | null;
  /** YYYY-MM-DD */
  userBrthdyDe: string | null;
  /** cm, from the profile. */
  height: number | null;
}

export type InputSources = Partial<Record<PredictionInputKey, InputSource>>;

export interface GatheredInputs {
  inputs: PredictionInputs;
  inputSources: InputSources;
}

/** The caller as a prediction subject; 401 M0139 for a withdrawn account whose token is still valid. */
export async function loadPredictionSubject(db: Queryable, userId: string): Promise<PredictionSubject> {
  const [subject] = await db.query<PredictionSubject>(
    `SELECT user_id AS "userId", fhir_res_id::text AS "fhirResId", user_gender_code AS "userGenderCode",
            to_char(user_brthdy_de, 'YYYY-MM-DD') AS "userBrthdyDe", height::float8 AS height
     FROM users WHERE user_id = $1 AND ${notWithdrawn}`,
    [userId],
  );
  if (!subject) throw invalidTokenError();
  return subject;
}

/** A measured value and when it was measured (ISO date-time; the newest record's for a mean). */
interface Measurement {
  value: number;
  date: string;
  /** The unit the record gives (checkup items), when it gives one. */
  unit?: string;
  /** Set when the value is the mean of several records. */
  mean?: InputSource['mean'];
}

/** The measured inputs, and the values BMI is computed from. */
type MeasuredKey = Extract<
  PredictionInputKey,
  | 'totalCholesterol'
  | 'hdlCholesterol'
  | 'triglyceride'
  | 'systolicBp'
  | 'diastolicBp'
  | 'fastingGlucose'
  | 'waist'
>;
type Measurements = Partial<
  Record<MeasuredKey | 'weight' | 'height' | 'bmi' | 'serumCreatinine', Measurement>
>;

const loinc = {
  totalCholesterol: lifelogCodes.totalCholesterol.coding.code,
  hdlCholesterol: lifelogCodes.hdlCholesterol.coding.code,
  triglyceride: lifelogCodes.triglyceride.coding.code,
  systolicBp: lifelogCodes.bloodPressure.components.sbp.code,
  diastolicBp: lifelogCodes.bloodPressure.components.dbp.code,
  waist: lifelogCodes.waistCircumference.coding.code,
  weight: lifelogCodes.weight.coding.code,
  height: lifelogCodes.height.coding.code,
  fastingGlucose: lifelogCodes.bloodGlucose.coding.code,
} as const;

type LifelogKey = keyof typeof loinc;
const lifelogKeyOfCode = new Map(Object.entries(loinc).map(([key, code]) => [code, key as LifelogKey]));

/** Each of these is the newest value of its code, whatever record carries it; blood pressure is a mean. */
const latestByCode = [
  loinc.totalCholesterol,
  loinc.hdlCholesterol,
  loinc.triglyceride,
  loinc.waist,
  loinc.weight,
  loinc.height,
];

/** A glucose record measured fasting (its measurement-time component says 80001). */
const fastingComponent = JSON.stringify([
  {
    code: {
      coding: [
        { system: glucoseMeasurementTimeComponent.system, code: glucoseMeasurementTimeComponent.code },
      ],
    },
    valueCodeableConcept: {
      coding: [{ system: fhirSystems.glucoseMeasurementTime, code: glucoseMeasurementTimeCodes.fasting }],
    },
  },
]);

const isoDate = (value: Date | string): string => new Date(value).toISOString();

/**
 * The newest life-log of each code but blood pressure, in one statement: each code is one index probe. Glucose
 * counts only when measured fasting.
 */
async function latestLifelogs(db: Queryable, fhirResId: string): Promise<Measurements> {
  const rows = await db.query<{ code: string; value: number; effectiveStart: Date | string }>(
    `WITH latest AS (
       SELECT wanted.code, found.value, found.effective_start, found.observation_id
       FROM unnest($2::text[]) AS wanted(code)
       CROSS JOIN LATERAL (
         SELECT value, effective_start, observation_id FROM observation_values
         WHERE subject = $1::uuid AND code = wanted.code
         ORDER BY effective_start DESC, observation_id DESC
         LIMIT 1
       ) AS found
     )
     SELECT code, value::float8 AS value, effective_start AS "effectiveStart" FROM latest
     UNION ALL
     (SELECT code, value::float8, effective_start FROM observations
      WHERE subject = $1::uuid AND code = $3 AND code_system = $4 AND value IS NOT NULL
        AND resource -> 'component' @> $5::jsonb
      ORDER BY effective_start DESC, id DESC
      LIMIT 1)`,
    [fhirResId, latestByCode, loinc.fastingGlucose, fhirSystems.loinc, fastingComponent],
  );
  const measurements: Partial<Record<LifelogKey, Measurement>> = {};
  for (const row of rows) {
    const key = lifelogKeyOfCode.get(row.code);
    if (key) measurements[key] = { value: row.value, date: isoDate(row.effectiveStart) };
  }
  return measurements;
}

/**
 * The blood-pressure readings that can count towards the person's level: those of the eight days before the
 * newest reading (a superset of `bloodPressureLevel`'s seven calendar days in any time zone), both values of
 * each record.
 */
async function recentBloodPressureReadings(
  db: Queryable,
  fhirResId: string,
): Promise<BloodPressureReading[]> {
  const rows = await db.query<{ systolic: number; diastolic: number; effectiveStart: Date | string }>(
    `WITH newest AS (
       SELECT max(effective_start) AS effective_start FROM observation_values
       WHERE subject = $1::uuid AND code = $2
     )
     SELECT systolic.value::float8 AS systolic, diastolic.value::float8 AS diastolic,
            systolic.effective_start AS "effectiveStart"
     FROM newest
     JOIN observation_values AS systolic
       ON systolic.subject = $1::uuid AND systolic.code = $2
      AND systolic.effective_start >= newest.effective_start - interval '8 days'
     JOIN observation_values AS diastolic
       ON diastolic.subject = systolic.subject AND diastolic.observation_id = systolic.observation_id
      AND diastolic.code = $3`,
    [fhirResId, loinc.systolicBp, loinc.diastolicBp],
  );
  return rows.map((row) => ({
    systolic: row.systolic,
    diastolic: row.diastolic,
    date: isoDate(row.effectiveStart),
  }));
}

/** The person's blood-pressure level as inputs: the mean of their recent readings (see `bloodPressureLevel`). */
async function bloodPressureInputs(db: Queryable, fhirResId: string): Promise<Measurements> {
  const level = bloodPressureLevel(await recentBloodPressureReadings(db, fhirResId), defaultTimeZone);
  if (!level) return {};
  const { mean } = level;
  return {
    systolicBp: { value: level.systolic, date: mean.to, mean },
    diastolicBp: { value: level.diastolic, date: mean.to, mean },
  };
}

/** Life-log measurements as inputs: BMI from the newest weight and height (the profile's when none is recorded). */
function lifelogInputs(
  lifelogs: Partial<Record<LifelogKey, Measurement>>,
  profileHeight: number | null,
): Measurements {
  const { weight, height, ...measured } = lifelogs;
  const bmi = weight ? bodyMassIndex(weight.value, height?.value ?? profileHeight) : null;
  return { ...measured, ...(weight && bmi !== null ? { bmi: { value: bmi, date: weight.date } } : {}) };
}

const checkupItemInputs = {
  totalCholesterol: 'totalCholesterol',
  hdlCholesterol: 'hdlCholesterol',
  triglyceride: 'triglyceride',
  systolicBloodPressure: 'systolicBp',
  diastolicBloodPressure: 'diastolicBp',
  fastingBloodSugar: 'fastingGlucose',
  waistCircumference: 'waist',
  bodyMassIndex: 'bmi',
  weight: 'weight',
  height: 'height',
  serumCreatinine: 'serumCreatinine',
} as const satisfies Partial<Record<CheckupItemKey, keyof Measurements>>;

const checkupCategory = JSON.stringify({
  category: [{ coding: [{ system: fhirSystems.reportCategory, code: 'checkup' }] }],
});

function checkupItemKey(item: Observation): keyof typeof checkupItemInputs | undefined {
  const code = item.code.coding?.find((coding) => coding.system === fhirSystems.checkupItem)?.code;
  return code && code in checkupItemInputs ? (code as keyof typeof checkupItemInputs) : undefined;
}

/** The items of the newest checkup (its contained Observations, coded by checkup item), dated by the checkup. */
async function latestCheckup(db: Queryable, fhirResId: string): Promise<Measurements> {
  const [report] = await db.query<{ effectiveStart: Date | string; items: Observation[] | null }>(
    `SELECT effective_start AS "effectiveStart", resource -> 'contained' AS items FROM diagnostic_reports
     WHERE subject = $1::uuid AND resource @> $2::jsonb
     ORDER BY effective_start DESC, id DESC
     LIMIT 1`,
    [fhirResId, checkupCategory],
  );
  if (!report) return {};
  const date = isoDate(report.effectiveStart);
  const measurements: Measurements = {};
  for (const item of report.items ?? []) {
    const key = checkupItemKey(item);
    const value = item.valueQuantity?.value;
    const unit = item.valueQuantity?.code ?? item.valueQuantity?.unit;
    if (key && typeof value === 'number')
      measurements[checkupItemInputs[key]] = { value, date, ...(unit ? { unit } : {}) };
  }
  const { weight, height, bmi, ...measured } = measurements;
  const computedBmi = bmi?.value ?? bodyMassIndex(weight?.value, height?.value);
  return { ...measured, ...(computedBmi !== null ? { bmi: { value: computedBmi, date } } : {}) };
}

/** µmol/L per mg/dL of creatinine (its molar mass, 113.12 g/mol), the factor CKD-EPI uses. */
const creatinineMicromolPerMg = 88.4;

/**
 * A checkup's serum creatinine in mg/dL: the checkup item's unit (a value without a unit is in it), or µmol/L
 * converted; null for any other unit.
 */
function creatinineMgDl(measurement: Measurement): number | null {
  const { value, unit } = measurement;
  if (unit === undefined || unit === 'mg/dL') return value;
  return unit === 'umol/L' || unit === 'µmol/L' ? value / creatinineMicromolPerMg : null;
}

/**
 * eGFR from the latest checkup's serum creatinine by CKD-EPI 2021, with the person's sex and their age on the
 * checkup's (Seoul) date, and where it came from; null without a creatinine, a sex or a birth date.
 */
function checkupEgfr(
  creatinine: Measurement | undefined,
  sex: Sex | undefined,
  birthDate: string | null,
): { value: number; source: InputSource } | null {
  if (!creatinine || !sex) return null;
  const mgDl = creatinineMgDl(creatinine);
  const age = ageOn(birthDate, calendarDateIn(defaultTimeZone, new Date(creatinine.date)));
  const egfr = mgDl === null ? null : egfrCkdEpi2021(mgDl, age, sex);
  if (egfr === null || mgDl === null) return null;
  return {
    value: egfr,
    source: {
      kind: 'checkup',
      date: creatinine.date,
      computedFrom: { item: 'serumCreatinine', value: mgDl, unit: 'mg/dL', equation: 'CKD-EPI 2021' },
    },
  };
}

const sexOfGenderCode: Readonly<Record<string, Sex>> = {
  [genderCodes.male]: 'male',
  [genderCodes.female]: 'female',
};

const measuredInputKeys = [
  'totalCholesterol',
  'hdlCholesterol',
  'triglyceride',
  'systolicBp',
  'diastolicBp',
  'fastingGlucose',
  'waist',
  'bmi',
] as const satisfies readonly PredictionInputKey[];

/**
 * The answers as model inputs: `smoker` is a current smoker; pack-years are worked out from cigarettes a day and
 * years of smoking; a current smoker has quit 0 years ago.
 */
function questionnaireInputs(answers: PredictionQuestionnaire): PredictionInputs {
  const { smokingStatus, cigarettesPerDay, smokingYears } = answers;
  return {
    ...answers,
    ...(smokingStatus ? { smoker: smokingStatus === 'current' } : {}),
    ...(smokingStatus === 'current' ? { yearsSinceQuit: 0 } : {}),
    ...(cigarettesPerDay !== undefined && smokingYears !== undefined && smokingStatus !== 'never'
      ? { packYears: packYearsOf(cigarettesPerDay, smokingYears) }
      : {}),
  };
}

/**
 * Every input the person's records give: sex and age (on today's Seoul date) from the profile, each
 * measurement from the newer of their latest life-log (for blood pressure, the mean of their recent
 * readings) and latest checkup, eGFR worked out from the latest checkup's serum creatinine (CKD-EPI 2021, at
 * the person's age on the checkup's date), and the questionnaire's answers.
 * An input nobody recorded stays out: nothing is guessed.
 */
export async function gatherPredictionInputs(
  db: Queryable,
  subject: PredictionSubject,
  now: Date,
): Promise<GatheredInputs> {
  const lifelogs = {
    ...lifelogInputs(await latestLifelogs(db, subject.fhirResId), subject.height),
    ...(await bloodPressureInputs(db, subject.fhirResId)),
  };
  const checkup = await latestCheckup(db, subject.fhirResId);
  const { questionnaire } = await readQuestionnaire(db, subject.userId);
  const inputs: PredictionInputs = {};
  const inputSources: InputSources = {};

  const sex = subject.userGenderCode ? sexOfGenderCode[subject.userGenderCode] : undefined;
  if (sex) {
    inputs.sex = sex;
    inputSources.sex = { kind: 'profile' };
  }
  const age = ageOn(subject.userBrthdyDe, calendarDateIn(defaultTimeZone, now));
  if (age !== null) {
    inputs.age = age;
    inputSources.age = { kind: 'profile' };
  }
  for (const key of measuredInputKeys) {
    const fromLifelog = lifelogs[key];
    const fromCheckup = checkup[key];
    // On the same instant the checkup wins: it was measured by a clinic.
    const newer =
      fromLifelog && (!fromCheckup || fromLifelog.date > fromCheckup.date)
        ? { measurement: fromLifelog, kind: 'lifelog' as const }
        : fromCheckup && { measurement: fromCheckup, kind: 'checkup' as const };
    if (newer) {
      inputs[key] = newer.measurement.value;
      const { date, mean } = newer.measurement;
      inputSources[key] = { kind: newer.kind, date, ...(mean ? { mean } : {}) };
    }
  }
  const egfr = checkupEgfr(checkup.serumCreatinine, sex, subject.userBrthdyDe);
  if (egfr) {
    inputs.egfr = egfr.value;
    inputSources.egfr = egfr.source;
  }
  const answered = questionnaireInputs(questionnaire);
  for (const key of Object.keys(answered) as PredictionInputKey[])
    inputSources[key] = { kind: 'questionnaire' };
  return { inputs: { ...inputs, ...answered }, inputSources };
}
