import type { DiagnosticReport, Observation } from 'fhir/r4';
import { insertDiagnosticReport } from '../../lifelog';
import {
  addFhirTestUser,
  bloodPressure,
  fhirCall,
  record,
  weight,
  type FhirTestUser,
} from '../../../test-support/fhir';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { gatherPredictionInputs, loadPredictionSubject } from './gather-inputs';
import { checkupReport } from '../../../test-support/predictions';
import { saveQuestionnaire } from './questionnaire-store';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'gatherPredictionInputs (%s)',
  (_name, kind) => {
    let api: TestApp;
    let userCount = 0;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    // addTestUser: a woman born 1985-06-30; the test clock is 2026-03-02 in Seoul.
    const newUser = () => addFhirTestUser(api, `gatherer${(userCount += 1)}`);

    async function post(user: FhirTestUser, resource: Observation | DiagnosticReport) {
      if (resource.resourceType === 'DiagnosticReport') {
        // Checkups arrive by import, not through the API.
        await insertDiagnosticReport(api.db, resource);
        return;
      }
      const response = await fhirCall(api, user, 'POST', '/fhir/Observation', resource);
      expect(response.statusCode).toBe(201);
    }

    const glucose = (user: FhirTestUser, value: number, date: string, measurementTime: '80001' | '80002') =>
      record(user, 'bloodGlucose', { bloodSugarLevel: value }, date, { measurementTime });

    async function gather(user: FhirTestUser) {
      return gatherPredictionInputs(
        api.db,
        await loadPredictionSubject(api.db, user.userId),
        api.clock.now(),
      );
    }

    it('gives only sex and age, from the profile, to a person with no records and no answers', async () => {
      const user = await newUser();

      expect(await gather(user)).toEqual({
        inputs: { sex: 'female', age: 40 },
        inputSources: { sex: { kind: 'profile' }, age: { kind: 'profile' } },
      });
    });

    it('counts age in completed years on the Seoul date: the birthday starts at midnight in Seoul', async () => {
      const user = await newUser();
      await api.db.query("UPDATE users SET user_brthdy_de = '1986-03-02' WHERE user_id = $1", [user.userId]);
      const subject = await loadPredictionSubject(api.db, user.userId);

      const dayBefore = await gatherPredictionInputs(api.db, subject, new Date('2026-03-01T14:59:59Z'));
      const birthday = await gatherPredictionInputs(api.db, subject, new Date('2026-03-01T15:00:00Z'));

      expect(dayBefore.inputs.age).toBe(39);
      expect(birthday.inputs.age).toBe(40);
    });

    it('takes each input from the newer of the latest life-log and the latest checkup, and says which', async () => {
      const user = await newUser();
      await post(
        user,
        record(
          user,
          'totalCholesterol',
          { totalCholesterolQuantification: 213 },
          '2026-01-10T08:00:00+09:00',
        ),
      );
      await post(user, record(user, 'hdlCholesterol', { hdlCholesterol: 52 }, '2026-02-20T08:00:00+09:00'));
      await post(user, bloodPressure(user, 118, 76, '2026-01-15T08:00:00+09:00'));
      await post(user, bloodPressure(user, 124, 79, '2026-02-25T08:00:00+09:00'));
      await post(
        user,
        checkupReport(user, '2026-02-01', {
          totalCholesterol: 190,
          hdlCholesterol: 45,
          triglyceride: 140,
          systolicBloodPressure: 130,
          diastolicBloodPressure: 85,
          waistCircumference: 81,
        }),
      );
      // An older checkup is not read at all.
      await post(user, checkupReport(user, '2025-02-01', { fastingBloodSugar: 99 }));

      const { inputs, inputSources } = await gather(user);

      expect(inputs).toEqual({
        sex: 'female',
        age: 40,
        totalCholesterol: 190,
        hdlCholesterol: 52,
        triglyceride: 140,
        systolicBp: 124,
        diastolicBp: 79,
        waist: 81,
      });
      const checkup = { kind: 'checkup', date: '2026-02-01T00:00:00.000Z' };
      expect(inputSources).toMatchObject({
        totalCholesterol: checkup,
        hdlCholesterol: { kind: 'lifelog', date: '2026-02-19T23:00:00.000Z' },
        triglyceride: checkup,
        systolicBp: { kind: 'lifelog', date: '2026-02-24T23:00:00.000Z' },
        diastolicBp: { kind: 'lifelog', date: '2026-02-24T23:00:00.000Z' },
        waist: checkup,
      });
    });

    it('counts a glucose reading as fasting glucose only when it was measured fasting (80001)', async () => {
      const user = await newUser();
      await post(user, glucose(user, 97, '2026-02-10T07:00:00+09:00', '80001'));
      await post(user, glucose(user, 182, '2026-02-27T13:00:00+09:00', '80002'));

      const { inputs, inputSources } = await gather(user);

      expect(inputs.fastingGlucose).toBe(97);
      expect(inputSources.fastingGlucose).toEqual({ kind: 'lifelog', date: '2026-02-09T22:00:00.000Z' });
    });

    it('leaves fasting glucose missing when every reading was taken after a meal', async () => {
      const user = await newUser();
      await post(user, glucose(user, 182, '2026-02-27T13:00:00+09:00', '80002'));

      expect((await gather(user)).inputs.fastingGlucose).toBeUndefined();
    });

    it('takes blood pressure as the mean of the readings: two readings on the same day give their mean, not the last one', async () => {
      const user = await newUser();
      await post(user, bloodPressure(user, 150, 96, '2026-02-25T07:00:00+09:00'));
      await post(user, bloodPressure(user, 128, 80, '2026-02-25T21:00:00+09:00'));

      const { inputs, inputSources } = await gather(user);

      expect(inputs).toMatchObject({ systolicBp: 139, diastolicBp: 88 });
      const mean = { count: 2, from: '2026-02-24T22:00:00.000Z', to: '2026-02-25T12:00:00.000Z' };
      expect(inputSources.systolicBp).toEqual({ kind: 'lifelog', date: mean.to, mean });
      expect(inputSources.diastolicBp).toEqual({ kind: 'lifelog', date: mean.to, mean });
    });

    it('averages the blood pressure of the 7 Seoul calendar days ending with the newest reading’s day (ESH 2023 home blood pressure)', async () => {
      const user = await newUser();
      // 2026-02-18 in Seoul: the eighth day back, left out.
      await post(user, bloodPressure(user, 170, 100, '2026-02-18T23:30:00+09:00'));
      // 2026-02-19 00:30 in Seoul, still 02-18 in UTC: the first of the seven days.
      await post(user, bloodPressure(user, 130, 84, '2026-02-19T00:30:00+09:00'));
      await post(user, bloodPressure(user, 122, 80, '2026-02-22T08:00:00+09:00'));
      await post(user, bloodPressure(user, 127, 80, '2026-02-25T20:00:00+09:00'));

      const { inputs, inputSources } = await gather(user);

      expect(inputs).toMatchObject({ systolicBp: 126.3, diastolicBp: 81.3 });
      expect(inputSources.systolicBp).toEqual({
        kind: 'lifelog',
        date: '2026-02-25T11:00:00.000Z',
        mean: { count: 3, from: '2026-02-18T15:30:00.000Z', to: '2026-02-25T11:00:00.000Z' },
      });
    });

    it('takes a single blood-pressure reading as it is, saying it is the mean of one', async () => {
      const user = await newUser();
      await post(user, bloodPressure(user, 118, 76, '2026-01-15T08:00:00+09:00'));

      const { inputs, inputSources } = await gather(user);

      expect(inputs).toMatchObject({ systolicBp: 118, diastolicBp: 76 });
      expect(inputSources.diastolicBp?.mean).toEqual({
        count: 1,
        from: '2026-01-14T23:00:00.000Z',
        to: '2026-01-14T23:00:00.000Z',
      });
    });

    it('computes BMI from the newest weight and the profile height when no height is recorded', async () => {
      const user = await newUser();
      await api.db.query('UPDATE users SET height = 160 WHERE user_id = $1', [user.userId]);
      await post(user, weight(user, 70, '2026-01-05T08:00:00+09:00'));
      await post(user, weight(user, 64, '2026-02-05T08:00:00+09:00'));

      const { inputs, inputSources } = await gather(user);

      expect(inputs.bmi).toBe(25);
      expect(inputSources.bmi).toEqual({ kind: 'lifelog', date: '2026-02-04T23:00:00.000Z' });
    });

    it('prefers a recorded height to the profile height, and a newer checkup BMI to both', async () => {
      const user = await newUser();
      await api.db.query('UPDATE users SET height = 150 WHERE user_id = $1', [user.userId]);
      await post(user, record(user, 'height', { height: 160 }, '2025-12-01T08:00:00+09:00'));
      await post(user, weight(user, 64, '2026-01-05T08:00:00+09:00'));

      expect((await gather(user)).inputs.bmi).toBe(25);

      await post(user, checkupReport(user, '2026-02-01', { height: 160, weight: 60 }));

      const { inputs, inputSources } = await gather(user);
      expect(inputs.bmi).toBe(23.4);
      expect(inputSources.bmi).toEqual({ kind: 'checkup', date: '2026-02-01T00:00:00.000Z' });
    });

    it("gives eGFR by CKD-EPI 2021 from the latest checkup's serum creatinine, at her age on the checkup's date", async () => {
      const user = await newUser();
      // Born 1985-06-30: 39 on 2025-06-29 (40 today). 142 × (0.8/0.7)^−1.2 × 0.9938^39 × 1.012 = 96.06; at 40, 95.
      await post(user, checkupReport(user, '2025-06-29', { serumCreatinine: 0.8 }));

      const { inputs, inputSources } = await gather(user);

      expect(inputs.egfr).toBe(96);
      expect(inputSources.egfr).toEqual({
        kind: 'checkup',
        date: '2025-06-29T00:00:00.000Z',
        computedFrom: { item: 'serumCreatinine', value: 0.8, unit: 'mg/dL', equation: 'CKD-EPI 2021' },
      });
    });

    it('reads a creatinine in µmol/L as mg/dL (÷ 88.4) and ignores one in any other unit', async () => {
      const inUnit = (user: FhirTestUser, date: string, value: number, unit: string) => {
        const report = checkupReport(user, date, { serumCreatinine: value });
        const valueQuantity = { value, unit, system: 'http://unitsofmeasure.org', code: unit };
        return {
          ...report,
          contained: (report.contained as Observation[]).map((item) => ({ ...item, valueQuantity })),
        };
      };
      const micromolar = await newUser();
      await post(micromolar, inUnit(micromolar, '2026-02-01', 106.08, 'umol/L'));
      const odd = await newUser();
      await post(odd, inUnit(odd, '2026-02-01', 1.2, 'g/L'));

      const fromMicromolar = await gather(micromolar);
      // 106.08 µmol/L = 1.2 mg/dL; a 40-year-old woman: 58.69.
      expect(fromMicromolar.inputs.egfr).toBe(59);
      expect(fromMicromolar.inputSources.egfr?.computedFrom).toEqual({
        item: 'serumCreatinine',
        value: 1.2,
        unit: 'mg/dL',
        equation: 'CKD-EPI 2021',
      });
      expect((await gather(odd)).inputs.egfr).toBeUndefined();
    });

    it('leaves BMI missing when no height is known, recorded or in the profile', async () => {
      const user = await newUser();
      await post(user, weight(user, 64, '2026-01-05T08:00:00+09:00'));

      expect((await gather(user)).inputs.bmi).toBeUndefined();
    });

    it('takes race, smoker, treatments and the FINDRISC answers from the questionnaire', async () => {
      const user = await newUser();
      await saveQuestionnaire(
        api.db,
        user.userId,
        {
          race: 'other',
          smokingStatus: 'former',
          bpTreated: true,
          diabetic: false,
          dailyActivity: true,
          dailyVegetables: false,
          everBpMedication: true,
          everHighGlucose: false,
          familyDiabetes: 'second-degree',
        },
        api.clock.now(),
      );

      const { inputs, inputSources } = await gather(user);

      expect(inputs).toEqual({
        sex: 'female',
        age: 40,
        race: 'other',
        smokingStatus: 'former',
        smoker: false,
        bpTreated: true,
        diabetic: false,
        dailyActivity: true,
        dailyVegetables: false,
        everBpMedication: true,
        everHighGlucose: false,
        familyDiabetes: 'second-degree',
      });
      expect(inputSources.smoker).toEqual({ kind: 'questionnaire' });
      expect(inputSources.familyDiabetes).toEqual({ kind: 'questionnaire' });
    });

    it('counts only current smoking as smoking, and leaves smoker missing when the question was not answered', async () => {
      const user = await newUser();
      await saveQuestionnaire(api.db, user.userId, { smokingStatus: 'current' }, api.clock.now());
      expect((await gather(user)).inputs.smoker).toBe(true);

      await saveQuestionnaire(api.db, user.userId, { race: 'white' }, api.clock.now());
      expect((await gather(user)).inputs.smoker).toBeUndefined();
    });

    it('reads no one else’s records', async () => {
      const user = await newUser();
      const other = await newUser();
      await post(other, bloodPressure(other, 150, 95, '2026-02-25T08:00:00+09:00'));
      await post(other, checkupReport(other, '2026-02-01', { totalCholesterol: 250 }));

      expect((await gather(user)).inputs).toEqual({ sex: 'female', age: 40 });
    });
  },
);
