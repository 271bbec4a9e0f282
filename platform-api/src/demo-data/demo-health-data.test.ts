import type { DiagnosticReport, Observation } from 'fhir/r4';
import { checkupItemKeys, fhirSystems, lifelogCodes, type LifelogTypeKey } from 'shared-kernel/isomorphic';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { validateObservation } from '../lifelog';
import type { Database } from '../platform/database/database';
import { migrate } from '../platform/database/migrate';
import {
  gatherPredictionInputs,
  loadPredictionSubject,
  predict,
  predictionModelRegistry,
} from '../predictions';
import { egfrOfCheckup } from './demo-checkups';
import { seedDemoHealthData } from './demo-health-data';
import { heavyHours } from './demo-heavy-data';
import { demoMeasurements, type DemoMeasurementProfile } from './demo-measurements';
import { seedDemoData } from './seed-demo-data';

const family = ['demo', 'demo-mom', 'demo-grandpa'];
const now = new Date('2026-03-02T09:00:00+09:00');
const day = 24 * 60 * 60 * 1000;

/** Every life-log type the family measures at home or has measured (not the laboratory-only ones). */
const measuredTypes: LifelogTypeKey[] = [
  'step',
  'meal',
  'weight',
  'heartRate',
  'bodyComposition',
  'hipCircumference',
  'waistCircumference',
  'height',
  'bloodGlucose',
  'bloodPressure',
  'sleep',
  'triglyceride',
  'hdlCholesterol',
  'totalCholesterol',
];

const profile: DemoMeasurementProfile = {
  weightKg: [70, 69],
  percentageBodyFat: [20, 19],
  waistCm: [80, 79],
  hipCm: 95,
  bloodPressure: { sbp: 118, dbp: 76 },
  fastingGlucose: 90,
  afterMealGlucose: 120,
  dailySteps: 7000,
  wakeHour: 7,
  bedHour: 23,
  restingHeartRate: 65,
  sleepMinutes: 420,
  waterCupsPerDay: [4, 6],
  triglyceride: 120,
  hdlCholesterol: 55,
  totalCholesterol: 190,
};

describe('demoMeasurements', () => {
  const subjectId = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

  it('gives the same records for the same seed, and others for another seed', () => {
    const first = demoMeasurements(profile, subjectId, '2026-03-02', now, 'demo');
    const again = demoMeasurements(profile, subjectId, '2026-03-02', now, 'demo');
    const other = demoMeasurements(profile, subjectId, '2026-03-02', now, 'demo-mom');

    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('records nothing after now, even on today', () => {
    const records = demoMeasurements(profile, subjectId, '2026-03-02', now, 'demo');

    const latest = Math.max(
      ...records.map((record) =>
        new Date(record.effectivePeriod?.end ?? record.effectiveDateTime ?? 0).getTime(),
      ),
    );
    expect(latest).toBeLessThanOrEqual(now.getTime());
    expect(latest).toBeGreaterThan(now.getTime() - day);
  });
});

describe('egfrOfCheckup', () => {
  it('gives a 50-year-old man with creatinine 1.0 mg/dL an eGFR of 92, a woman of the same 69', () => {
    expect(egfrOfCheckup(1.0, 50, '0001')).toBe(92);
    expect(egfrOfCheckup(1.0, 50, '0002')).toBe(69);
  });
});

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'seedDemoHealthData (%s)',
  (_name, kind) => {
    let db: Database;
    let discard: () => Promise<void>;

    beforeAll(async () => {
      ({ db, discard } = await kind.open());
      await migrate(db);
      await seedDemoData(db);
      await seedDemoHealthData(db, now);
    }, 180_000);
    afterAll(() => discard());

    const subjectOf = async (userId: string) =>
      (
        await db.query<{ subject: string }>(
          'SELECT fhir_res_id::text AS subject FROM users WHERE user_id = $1',
          [userId],
        )
      )[0]?.subject ?? '';

    /** The average of a person's values of `code`, on records matching `where` (its parameters from $3). */
    const averageOf = async (userId: string, code: string, where = 'TRUE', params: unknown[] = []) =>
      (
        await db.query<{ average: number }>(
          `SELECT avg(observation_values.value)::float8 AS average FROM observation_values
           JOIN observations ON observations.id = observation_values.observation_id
           WHERE observation_values.subject = $1::uuid AND observation_values.code = $2 AND ${where}`,
          [await subjectOf(userId), code, ...params],
        )
      )[0]?.average ?? Number.NaN;

    it('gives every member of the family each measured type over about four months, none later than now', async () => {
      for (const userId of family) {
        const rows = await db.query<{ code: string; first: Date; last: Date }>(
          `SELECT code, min(effective_start) AS first, max(coalesce(effective_end, effective_start)) AS last
           FROM observations WHERE subject = $1::uuid AND code <> $2 GROUP BY code`,
          [await subjectOf(userId), lifelogCodes.height.coding.code],
        );

        const codes = rows.map((row) => row.code).sort();
        expect(codes).toEqual(
          measuredTypes
            .filter((type) => type !== 'height')
            .map((type) => lifelogCodes[type].coding.code)
            .sort(),
        );
        for (const row of rows) {
          expect(new Date(row.last).getTime()).toBeLessThanOrEqual(now.getTime());
          expect(new Date(row.first).getTime()).toBeGreaterThan(now.getTime() - 125 * day);
        }
      }
    });

    it('measures blood pressure on most mornings: grandpa highest, mother borderline, son near normal', async () => {
      const [son = NaN, mother = NaN, grandpa = NaN] = await Promise.all(
        family.map((userId) => averageOf(userId, '8480-6')),
      );
      const mornings = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM observations WHERE subject = $1::uuid AND code = '85354-9'`,
        [await subjectOf('demo')],
      );

      expect(son).toBeLessThan(130);
      expect(mother).toBeGreaterThanOrEqual(130);
      expect(mother).toBeLessThan(140);
      expect(grandpa).toBeGreaterThan(mother);
      expect(mornings[0]?.count).toBeGreaterThan(80);
    });

    it('shows grandpa treated: his pressure of the last four weeks is well under that of the first four', async () => {
      const start = new Date(now.getTime() - 121 * day);
      const [firstWeeksEnd, lastWeeksStart] = [start.getTime() + 28 * day, now.getTime() - 28 * day];
      const early = await averageOf('demo-grandpa', '8480-6', 'observations.effective_start < $3', [
        new Date(firstWeeksEnd).toISOString(),
      ]);
      const late = await averageOf('demo-grandpa', '8480-6', 'observations.effective_start >= $3', [
        new Date(lastWeeksStart).toISOString(),
      ]);

      expect(early - late).toBeGreaterThan(10);
    });

    it('keeps the mother in the prediabetes band (100-125 mg/dL) on fasting glucose, the son under 100', async () => {
      const fasting = `observations.resource @> '{"component":[{"valueCodeableConcept":{"coding":[{"code":"80001"}]}}]}'`;

      const mother = await averageOf('demo-mom', lifelogCodes.bloodGlucose.coding.code, fasting);
      const son = await averageOf('demo', lifelogCodes.bloodGlucose.coding.code, fasting);

      expect(mother).toBeGreaterThanOrEqual(100);
      expect(mother).toBeLessThan(126);
      expect(son).toBeLessThan(100);
    });

    it('stores two checkups a year apart for each member, with every checkup item judged or measured', async () => {
      for (const userId of family) {
        const reports = (
          await db.query<{ resource: DiagnosticReport }>(
            'SELECT resource FROM diagnostic_reports WHERE subject = $1::uuid ORDER BY effective_start',
            [await subjectOf(userId)],
          )
        ).map((row) => row.resource);

        expect(reports).toHaveLength(2);
        const [previous, latest] = reports.map((report) => new Date(report.effectiveDateTime ?? 0).getTime());
        expect((latest ?? 0) - (previous ?? 0)).toBe(365 * day);
        for (const report of reports) {
          expect(report.identifier?.[0]?.system).toBe(fhirSystems.checkup);
          expect(report.conclusionCode?.[0]?.coding?.[0]?.system).toBe(fhirSystems.checkupJudgement);
          const items = (report.contained ?? []) as Observation[];
          expect(items.map((item) => item.code.coding?.[0]?.code)).toEqual([...checkupItemKeys]);
          expect(report.result?.map((result) => result.reference)).toEqual(
            checkupItemKeys.map((key) => `#item-${key}`),
          );
          for (const item of items.filter((entry) => entry.interpretation)) {
            expect(item.referenceRange?.[0]?.text).toEqual(expect.any(String));
          }
        }
      }
    });

    it("judges grandpa's pressure as an existing patient's, and his latest eGFR under 60 as disease suspected", async () => {
      const [latest] = (
        await db.query<{ resource: DiagnosticReport }>(
          'SELECT resource FROM diagnostic_reports WHERE subject = $1::uuid ORDER BY effective_start DESC LIMIT 1',
          [await subjectOf('demo-grandpa')],
        )
      ).map((row) => row.resource);
      const item = (key: string) =>
        (latest?.contained as Observation[]).find((entry) => entry.id === `item-${key}`);
      const judgement = (key: string) => item(key)?.interpretation?.[0]?.coding?.[0]?.code;

      expect(judgement('systolicBloodPressure')).toBe('0006');
      expect(item('egfr')?.valueQuantity?.value).toBeLessThan(60);
      expect(judgement('egfr')).toBe('0004');
      expect(latest?.conclusionCode?.[0]?.coding?.[0]?.code).toBe('0006');
    });

    it('gives the mother, who smokes, a body age and an ASCVD risk from her records and questionnaire', async () => {
      const inputs = await gatherPredictionInputs(db, await loadPredictionSubject(db, 'demo-mom'), now);
      const bodyAge = predict(predictionModelRegistry['7'], inputs, now);
      const ascvd = predict(predictionModelRegistry['11'], inputs, now);

      expect(bodyAge.status === 'result' && bodyAge.result.heartAge).toBeGreaterThan(61);
      expect(ascvd.status === 'result' && ascvd.result.inputs.smoker).toBe(true);
    });

    it("gives the mother a 5-year breast-cancer risk from her questionnaire's answers", async () => {
      const inputs = await gatherPredictionInputs(db, await loadPredictionSubject(db, 'demo-mom'), now);
      const breastCancer = predict(predictionModelRegistry['breast-cancer'], inputs, now);

      expect(breastCancer.status === 'result' && breastCancer.result.horizonYears).toBe(5);
    });

    it('makes the mother and the grandfather share their data with the son', async () => {
      const rows = await db.query<{ owner: string }>(
        `SELECT owner_user_id AS owner FROM shared_users WHERE shared_user_id = 'demo' ORDER BY owner_user_id`,
      );

      expect(rows.map((row) => row.owner)).toEqual(['demo-grandpa', 'demo-mom']);
    });

    it('gives demo-heavy two years of hourly steps and heart rate, valid FHIR records with their value rows', async () => {
      const subject = await subjectOf('demo-heavy');
      const counts = await db.query<{ code: string; records: number; values: number }>(
        `SELECT code, count(*)::int AS records,
                (SELECT count(*)::int FROM observation_values WHERE subject = $1::uuid
                   AND observation_values.code = observations.code) AS values
         FROM observations WHERE subject = $1::uuid GROUP BY code ORDER BY code`,
        [subject],
      );
      const samples = await db.query<{ resource: Observation }>(
        `SELECT resource FROM observations WHERE subject = $1::uuid ORDER BY effective_start DESC LIMIT 48`,
        [subject],
      );

      expect(counts).toEqual(
        [
          { code: lifelogCodes.step.coding.code, records: heavyHours, values: heavyHours },
          { code: lifelogCodes.heartRate.coding.code, records: heavyHours, values: heavyHours },
        ].sort((a, b) => a.code.localeCompare(b.code)),
      );
      for (const { resource } of samples) expect(validateObservation(resource)).toBe(resource);
      expect(new Date(samples[0]?.resource.effectivePeriod?.end ?? 0).getTime()).toBeLessThanOrEqual(
        now.getTime(),
      );
    });

    it('adds nothing on a second run', async () => {
      const count = async () =>
        (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM observations'))[0]?.count;
      const before = await count();

      await seedDemoHealthData(db, new Date(now.getTime() + day));

      expect(await count()).toBe(before);
    });
  },
);
