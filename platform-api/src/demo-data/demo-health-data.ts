import {
  buildLifelogObservation,
  calendarDateIn,
  defaultTimeZone,
  type CheckupItemKey,
  type GenderCode,
  type PredictionQuestionnaire,
} from 'shared-kernel/isomorphic';
import { insertDiagnosticReport, insertObservations } from '../lifelog';
import type { Queryable } from '../platform/database/database';
import { saveQuestionnaire } from '../predictions';
import { demoCheckupReport, type DemoCheckupValues } from './demo-checkups';
import { demoFamily, demoHeavyUser } from './demo-family';
import { seedHeavyUserData } from './demo-heavy-data';
import { addDays, demoMeasurements, type DemoMeasurementProfile } from './demo-measurements';

interface DemoHealthProfile {
  measurements: DemoMeasurementProfile;
  /** The latest checkup was this many days ago, the one before a year earlier. */
  latestCheckupDaysAgo: number;
  checkups: { previous: DemoCheckupValues; latest: DemoCheckupValues };
  treatedItems?: readonly CheckupItemKey[];
  /** Whom the person shares their health data with. */
  sharesWith?: readonly string[];
  /** Their answers on `/ai/paper-weight`, which the predictions need besides the records. */
  questionnaire: PredictionQuestionnaire;
}

/**
 * The son: slightly overweight, pressure and sugar normal to elevated, walks to work, quit smoking. His mother:
 * borderline pressure and fasting sugar, waist at the cut-off, smokes. His grandfather: hypertension treated from
 * the fifth week on, impaired fasting sugar, a kidney function that is slowing down. Mother and grandfather share
 * with him.
 */
const demoHealthProfiles: Readonly<Record<string, DemoHealthProfile>> = {
  demo: {
    measurements: {
      weightKg: [78.4, 76.6],
      percentageBodyFat: [23.8, 22.6],
      waistCm: [89, 87.6],
      hipCm: 99.5,
      bloodPressure: { sbp: 123, dbp: 79 },
      fastingGlucose: 95,
      afterMealGlucose: 128,
      dailySteps: 8500,
      wakeHour: 7,
      bedHour: 24,
      restingHeartRate: 64,
      sleepMinutes: 400,
      waterCupsPerDay: [5, 7],
      triglyceride: 160,
      hdlCholesterol: 47,
      totalCholesterol: 208,
    },
    latestCheckupDaysAgo: 70,
    checkups: {
      previous: {
        height: 174.3,
        weight: 79.1,
        waistCircumference: 89.5,
        visionLeft: 1.0,
        visionRight: 1.2,
        hearingLeft: 'normal',
        hearingRight: 'normal',
        systolicBloodPressure: 124,
        diastolicBloodPressure: 80,
        fastingBloodSugar: 94,
        totalCholesterol: 205,
        hdlCholesterol: 46,
        triglyceride: 175,
        hemoglobin: 15.3,
        urineProtein: 'negative',
        serumCreatinine: 0.95,
        ast: 29,
        alt: 39,
        gammaGtp: 52,
      },
      latest: {
        height: 174.4,
        weight: 77.5,
        waistCircumference: 88,
        visionLeft: 1.0,
        visionRight: 1.2,
        hearingLeft: 'normal',
        hearingRight: 'normal',
        systolicBloodPressure: 126,
        diastolicBloodPressure: 82,
        fastingBloodSugar: 96,
        totalCholesterol: 212,
        hdlCholesterol: 47,
        triglyceride: 168,
        hemoglobin: 15.1,
        urineProtein: 'negative',
        serumCreatinine: 0.98,
        ast: 31,
        alt: 42,
        gammaGtp: 48,
      },
    },
    questionnaire: {
      race: 'other',
      smokingStatus: 'former',
      bpTreated: false,
      diabetic: false,
      dailyActivity: true,
      dailyVegetables: false,
      everBpMedication: false,
      everHighGlucose: false,
      familyDiabetes: 'second-degree',
    },
  },
  'demo-mom': {
    measurements: {
      weightKg: [62.4, 61.6],
      percentageBodyFat: [33.5, 32.8],
      waistCm: [86, 85.2],
      hipCm: 97,
      bloodPressure: { sbp: 133, dbp: 85 },
      fastingGlucose: 107,
      afterMealGlucose: 152,
      dailySteps: 6500,
      wakeHour: 6,
      bedHour: 23,
      restingHeartRate: 72,
      sleepMinutes: 360,
      waterCupsPerDay: [4, 6],
      triglyceride: 155,
      hdlCholesterol: 54,
      totalCholesterol: 228,
    },
    latestCheckupDaysAgo: 100,
    checkups: {
      previous: {
        height: 157.8,
        weight: 62.6,
        waistCircumference: 86,
        visionLeft: 0.8,
        visionRight: 0.8,
        hearingLeft: 'normal',
        hearingRight: 'normal',
        systolicBloodPressure: 132,
        diastolicBloodPressure: 84,
        fastingBloodSugar: 106,
        totalCholesterol: 226,
        hdlCholesterol: 55,
        triglyceride: 150,
        hemoglobin: 12.8,
        urineProtein: 'negative',
        serumCreatinine: 0.75,
        ast: 25,
        alt: 22,
        gammaGtp: 21,
      },
      latest: {
        height: 157.6,
        weight: 61.8,
        waistCircumference: 85.5,
        visionLeft: 0.8,
        visionRight: 0.7,
        hearingLeft: 'normal',
        hearingRight: 'normal',
        systolicBloodPressure: 136,
        diastolicBloodPressure: 86,
        fastingBloodSugar: 112,
        totalCholesterol: 232,
        hdlCholesterol: 54,
        triglyceride: 158,
        hemoglobin: 12.6,
        urineProtein: 'trace',
        serumCreatinine: 0.78,
        ast: 27,
        alt: 24,
        gammaGtp: 22,
      },
    },
    sharesWith: ['demo'],
    questionnaire: {
      race: 'other',
      smokingStatus: 'current',
      bpTreated: false,
      diabetic: false,
      dailyActivity: false,
      dailyVegetables: true,
      everBpMedication: false,
      everHighGlucose: true,
      familyDiabetes: 'first-degree',
      breastCancerHistory: false,
      ageAtMenarche: 14,
      ageAtFirstBirth: 27,
      breastBiopsies: 0,
      breastCancerRelatives: 0,
    },
  },
  'demo-grandpa': {
    measurements: {
      weightKg: [64.3, 63.8],
      percentageBodyFat: [25.6, 25.2],
      waistCm: [91.5, 91],
      hipCm: 96,
      bloodPressure: { sbp: 151, dbp: 88, treated: { sbp: 135, dbp: 79, fromDay: 35 } },
      fastingGlucose: 117,
      afterMealGlucose: 168,
      dailySteps: 3500,
      wakeHour: 5,
      bedHour: 21,
      restingHeartRate: 68,
      sleepMinutes: 440,
      waterCupsPerDay: [3, 5],
      triglyceride: 145,
      hdlCholesterol: 42,
      totalCholesterol: 178,
    },
    latestCheckupDaysAgo: 45,
    checkups: {
      previous: {
        height: 165.2,
        weight: 64.5,
        waistCircumference: 91.5,
        visionLeft: 0.5,
        visionRight: 0.7,
        hearingLeft: 'abnormal',
        hearingRight: 'normal',
        systolicBloodPressure: 146,
        diastolicBloodPressure: 88,
        fastingBloodSugar: 114,
        totalCholesterol: 181,
        hdlCholesterol: 43,
        triglyceride: 139,
        hemoglobin: 13.1,
        urineProtein: 'negative',
        serumCreatinine: 1.12,
        ast: 23,
        alt: 17,
        gammaGtp: 24,
      },
      latest: {
        height: 164.8,
        weight: 63.9,
        waistCircumference: 91.2,
        visionLeft: 0.4,
        visionRight: 0.6,
        hearingLeft: 'abnormal',
        hearingRight: 'normal',
        systolicBloodPressure: 138,
        diastolicBloodPressure: 82,
        fastingBloodSugar: 118,
        totalCholesterol: 176,
        hdlCholesterol: 42,
        triglyceride: 146,
        hemoglobin: 12.7,
        urineProtein: 'trace',
        serumCreatinine: 1.21,
        ast: 24,
        alt: 18,
        gammaGtp: 25,
      },
    },
    treatedItems: ['systolicBloodPressure', 'diastolicBloodPressure'],
    sharesWith: ['demo'],
    questionnaire: {
      race: 'other',
      smokingStatus: 'former',
      bpTreated: true,
      diabetic: false,
      dailyActivity: true,
      dailyVegetables: true,
      everBpMedication: true,
      everHighGlucose: true,
      familyDiabetes: 'none',
    },
  },
};

interface DemoPerson {
  userId: string;
  subjectId: string;
  genderCode: GenderCode;
  userBrthdyDe: string;
  hasObservations: boolean;
}

async function demoPeople(db: Queryable, userIds: readonly string[]): Promise<DemoPerson[]> {
  return db.query<DemoPerson>(
    `SELECT user_id AS "userId", fhir_res_id::text AS "subjectId", user_gender_code AS "genderCode",
            to_char(user_brthdy_de, 'YYYY-MM-DD') AS "userBrthdyDe",
            EXISTS (SELECT 1 FROM observations WHERE observations.subject = users.fhir_res_id) AS "hasObservations"
     FROM users WHERE user_id = ANY($1) AND unregistered_at IS NULL`,
    [userIds],
  );
}

async function seedPerson(db: Queryable, person: DemoPerson, profile: DemoHealthProfile, now: Date) {
  const today = calendarDateIn(defaultTimeZone, now);
  const latest = addDays(today, -profile.latestCheckupDaysAgo);
  const checkups = [
    { date: addDays(latest, -365), values: profile.checkups.previous },
    { date: latest, values: profile.checkups.latest },
  ];
  const heights = checkups.map(({ date, values }) =>
    buildLifelogObservation({
      typeKey: 'height',
      subjectId: person.subjectId,
      values: { height: values.height },
      effectiveDateTime: `${date}T09:00:00+09:00`,
    }),
  );
  const measurements = demoMeasurements(profile.measurements, person.subjectId, today, now, person.userId);
  await insertObservations(db, [...heights, ...measurements], now);
  for (const checkup of checkups) {
    await insertDiagnosticReport(
      db,
      demoCheckupReport(
        { ...person, ...(profile.treatedItems ? { treatedItems: profile.treatedItems } : {}) },
        checkup,
      ),
      now,
    );
  }
  for (const sharedUserId of profile.sharesWith ?? []) {
    await db.query(
      `INSERT INTO shared_users (owner_user_id, shared_user_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [person.userId, sharedUserId, now],
    );
  }
  await saveQuestionnaire(db, person.userId, profile.questionnaire, now);
}

/**
 * Health data of the demo people who have none yet (`seedDemoData` adds the people): about four months of
 * measurements ending `now` and two checkups a year apart for each member of the demo family, with mother
 * and grandfather sharing their data with the son; two years of hourly steps and heart rate for demo-heavy.
 * The same `now` gives the same values.
 */
export async function seedDemoHealthData(db: Queryable, now: Date): Promise<void> {
  const people = await demoPeople(db, [...demoFamily.map((member) => member.userId), demoHeavyUser.userId]);
  for (const person of people.filter(({ hasObservations }) => !hasObservations)) {
    const profile = demoHealthProfiles[person.userId];
    if (profile) await seedPerson(db, person, profile, now);
    if (person.userId === demoHeavyUser.userId) await seedHeavyUserData(db, person.subjectId, now);
  }
}
