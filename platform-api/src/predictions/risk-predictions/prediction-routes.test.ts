import type { Observation } from 'fhir/r4';
import {
  predictionModelIds,
  predictionModels,
  predictionOutcomeKeys,
  type PredictionOverview,
  type PredictionQuestionnaire,
  type PredictionResult,
} from 'shared-kernel/isomorphic';
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
import { checkupReport } from '../../../test-support/predictions';
import { predictionTextsIn } from './prediction-refusals';

/** The 55-year-old white woman of Goff 2013's worked example (risk 2.1 %). */
const goffWorkedExample = {
  sex: 'female',
  age: 55,
  race: 'white',
  totalCholesterol: 213,
  hdlCholesterol: 50,
  systolicBp: 120,
  bpTreated: false,
  smoker: false,
  diabetic: false,
};

/**
 * The answers of NCI BCRA's "other Asian" woman 105 (one biopsy without atypia, menarche at 11, no live birth,
 * one affected relative): at 40 her 5-year risk is 1.3434769118 % (epiverse/bcra-js race-specific.json).
 */
const bcra105Answers: PredictionQuestionnaire = {
  race: 'other',
  breastCancerHistory: false,
  ageAtMenarche: 11,
  ageAtFirstBirth: 'nulliparous',
  breastBiopsies: 1,
  atypicalHyperplasia: 'no',
  breastCancerRelatives: 1,
};
const bcra105Risk = 1.3434769118;

/** The 50-year-old woman of the PREVENT paper's Table S12 (Khan 2024): heart attack 4.41 %, stroke 5.40 %. */
const preventTableS12Woman = {
  sex: 'female',
  age: 50,
  totalCholesterol: 200,
  hdlCholesterol: 45,
  systolicBp: 160,
  bpTreated: true,
  onStatin: false,
  smoker: false,
  diabetic: true,
  egfr: 90,
};

const pceAnswers: PredictionQuestionnaire = {
  race: 'white',
  smokingStatus: 'never',
  bpTreated: false,
  diabetic: false,
};

type Method = 'GET' | 'POST' | 'PUT';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'predictions API (%s)',
  (_name, kind) => {
    let api: TestApp;
    let userCount = 0;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    // addTestUser: a woman born 1985-06-30, so 40 on the test clock's 2026-03-02.
    const newUser = () => addFhirTestUser(api, `predicted${(userCount += 1)}`);

    const call = (user: FhirTestUser | null, method: Method, url: string, payload?: object) =>
      api.app.inject({
        method,
        url,
        headers: { 'language-code': 'en', ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
        ...(payload === undefined ? {} : { payload }),
      });

    async function post(user: FhirTestUser, observation: Observation) {
      const response = await fhirCall(api, user, 'POST', '/fhir/Observation', observation);
      expect(response.statusCode).toBe(201);
    }

    async function answer(user: FhirTestUser, questionnaire: PredictionQuestionnaire) {
      const response = await call(user, 'PUT', '/api/user/predict/questionnaire', questionnaire);
      expect(response.statusCode).toBe(200);
    }

    /** A person with everything the Pooled Cohort Equations need: lipids, blood pressure and the answers. */
    async function pceReadyUser(): Promise<FhirTestUser> {
      const user = await newUser();
      await post(
        user,
        record(
          user,
          'totalCholesterol',
          { totalCholesterolQuantification: 213 },
          '2026-02-01T08:00:00+09:00',
        ),
      );
      await post(user, record(user, 'hdlCholesterol', { hdlCholesterol: 50 }, '2026-02-01T08:00:00+09:00'));
      await post(user, bloodPressure(user, 120, 78, '2026-02-10T08:00:00+09:00'));
      await answer(user, pceAnswers);
      return user;
    }

    const storedCount = async (user: FhirTestUser) =>
      (
        await api.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM prediction_results WHERE user_id = $1',
          [user.userId],
        )
      )[0]?.count;

    describe('access', () => {
      it.each<[Method, string]>([
        ['POST', '/api/user/predict'],
        ['POST', '/api/user/predict/11'],
        ['GET', '/api/user/predict/11'],
        ['GET', '/api/user/predict/11/history'],
        ['POST', '/api/user/predict/calculate/11'],
        ['GET', '/api/user/predict/questionnaire'],
        ['PUT', '/api/user/predict/questionnaire'],
      ])('answers %s %s without a token with 401 M0139', async (method, url) => {
        const response = await call(null, method, url, method === 'GET' ? undefined : {});

        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'M0139' });
      });
    });

    describe('unknown models', () => {
      it.each<[Method, string]>([
        ['POST', '/api/user/predict/prostate-cancer'],
        ['POST', '/api/user/predict/15'],
        ['GET', '/api/user/predict/15'],
        ['GET', '/api/user/predict/pancreas-cancer/history'],
        ['POST', '/api/user/predict/calculate/15'],
      ])('answers %s %s, a model with no equation, with 404 M0187', async (method, url) => {
        const user = await newUser();

        const response = await call(user, method, url, method === 'POST' ? goffWorkedExample : undefined);

        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'M0187' });
      });
    });

    describe('POST /api/user/predict/{model}', () => {
      it('answers 422 M1160 naming the prediction, every input nobody recorded and where to give each (issue 32)', async () => {
        const user = await newUser();

        const response = await call(user, 'POST', '/api/user/predict/11');

        expect(response.statusCode).toBe(422);
        expect(response.json<{ message: string }>().message).toBe(
          'Atherosclerotic cardiovascular disease: not enough data to predict it yet. It needs Race, Takes ' +
            'blood-pressure medication, Smoking, Diagnosed diabetes (to answer in the health questionnaire); ' +
            'Total cholesterol, HDL cholesterol, Systolic blood pressure (to record in your health records).',
        );
        expect(response.json()).toEqual({
          code: 'M1160',
          message: expect.any(String),
          missing: [
            'race',
            'totalCholesterol',
            'hdlCholesterol',
            'systolicBp',
            'bpTreated',
            'smoker',
            'diabetic',
          ],
        });
      });

      it('answers 422 M1087 with what is missing for metabolic syndrome', async () => {
        const user = await newUser();
        await post(
          user,
          record(user, 'waistCircumference', { waistCircumference: 80 }, '2026-02-01T08:00:00+09:00'),
        );

        const response = await call(user, 'POST', '/api/user/predict/metabolic-syndrome');

        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          code: 'M1087',
          missing: expect.arrayContaining(['triglyceride', 'hdlCholesterol', 'fastingGlucose']),
        });
        expect(response.json<{ missing: string[] }>().missing).not.toContain('waist');
      });

      it('answers 422 M1162 naming the prediction, the input outside the equation’s range and the range (issue 32)', async () => {
        const user = await pceReadyUser();
        await api.db.query("UPDATE users SET user_brthdy_de = '1990-06-30' WHERE user_id = $1", [
          user.userId,
        ]);

        const response = await call(user, 'POST', '/api/user/predict/11');

        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ code: 'M1162', field: 'age', params: { min: 40, max: 79 } });
      });

      it('computes from the caller’s records, stores the result (201) and answers it with the inputs and their sources', async () => {
        const user = await pceReadyUser();

        const response = await call(user, 'POST', '/api/user/predict/11');

        expect(response.statusCode).toBe(201);
        const result = response.json<PredictionResult>();
        expect(result).toMatchObject({
          id: expect.any(String),
          modelId: '11',
          outcome: 'ascvd',
          horizonYears: 10,
          age: 40,
          computedAt: '2026-03-02T00:00:00.000Z',
          inputs: { ...goffWorkedExample, age: 40 },
          inputSources: {
            sex: { kind: 'profile' },
            age: { kind: 'profile' },
            race: { kind: 'questionnaire' },
            totalCholesterol: { kind: 'lifelog', date: '2026-01-31T23:00:00.000Z' },
            systolicBp: { kind: 'lifelog', date: '2026-02-09T23:00:00.000Z' },
            smoker: { kind: 'questionnaire' },
          },
          risk: expect.any(Number),
          band: expect.any(String),
          contributions: expect.any(Array),
        });
        expect(Object.keys(result.inputs)).not.toContain('diastolicBp');
        expect((await call(user, 'GET', '/api/user/predict/11')).json()).toEqual(result);
      });

      it('answers the latest result with 200 and stores nothing when the inputs are unchanged', async () => {
        const user = await pceReadyUser();
        const first = await call(user, 'POST', '/api/user/predict/11');
        // A record the equation does not read changes nothing.
        await post(user, weight(user, 60, '2026-02-20T08:00:00+09:00'));
        api.clock.advance(60_000);

        const second = await call(user, 'POST', '/api/user/predict/11');

        expect(second.statusCode).toBe(200);
        expect(second.json()).toEqual(first.json());
        expect(await storedCount(user)).toBe(1);
      });

      it('replaces a stored body age whose factors were measured against a 30-year-old by one whose factors share its gap (issue 35)', async () => {
        const user = await pceReadyUser();
        const first = (await call(user, 'POST', '/api/user/predict/7')).json<PredictionResult>();
        await api.db.query(
          `UPDATE prediction_results SET result = jsonb_set(result, '{contributions}',
             '[{"input":"age","value":40,"reference":30,"effect":6.1,"unit":"years"}]')
           WHERE id = $1`,
          [first.id],
        );

        const second = await call(user, 'POST', '/api/user/predict/7');

        expect(second.statusCode).toBe(201);
        const { contributions, heartAge, age } = second.json<PredictionResult>();
        expect(contributions.map((contribution) => contribution.input)).not.toContain('age');
        const sum = contributions.reduce((total, contribution) => total + contribution.effect, 0);
        expect(sum).toBeCloseTo((heartAge ?? 0) - age, 9);
      });

      it('stores a new result when an input changed', async () => {
        const user = await pceReadyUser();
        const first = await call(user, 'POST', '/api/user/predict/11');
        await post(user, bloodPressure(user, 150, 95, '2026-02-20T08:00:00+09:00'));

        const second = await call(user, 'POST', '/api/user/predict/11');

        expect(second.statusCode).toBe(201);
        expect(second.json<PredictionResult>().id).not.toBe(first.json<PredictionResult>().id);
        expect(second.json<PredictionResult>().risk).toBeGreaterThan(
          first.json<PredictionResult>().risk ?? 0,
        );
        expect(await storedCount(user)).toBe(2);
      });

      it('moves blood pressure to the mean of the day’s readings, and answers how it was derived', async () => {
        const user = await pceReadyUser();
        const first = (await call(user, 'POST', '/api/user/predict/11')).json<PredictionResult>();
        await post(user, bloodPressure(user, 160, 90, '2026-02-10T20:00:00+09:00'));

        const second = (await call(user, 'POST', '/api/user/predict/11')).json<PredictionResult>();

        expect(first.inputs.systolicBp).toBe(120);
        expect(second.inputs.systolicBp).toBe(140);
        expect(second.inputSources.systolicBp).toEqual({
          kind: 'lifelog',
          date: '2026-02-10T11:00:00.000Z',
          mean: { count: 2, from: '2026-02-09T23:00:00.000Z', to: '2026-02-10T11:00:00.000Z' },
        });
        expect((await call(user, 'GET', '/api/user/predict/11')).json()).toEqual(second);
      });

      it('answers 14 with the heart-attack model (PREVENT), not model 10: it needs statin use and eGFR, said as its own (issue 32)', async () => {
        const user = await pceReadyUser();

        const response = await call(user, 'POST', '/api/user/predict/14');

        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          code: 'M1160',
          missing: expect.arrayContaining(['onStatin', 'egfr']),
        });
        const { message } = response.json<{ message: string }>();
        expect(message).toMatch(/^Heart attack: /);
        expect(message).not.toMatch(/body age/i);
        expect(message).toContain("Kidney function (eGFR) (from a health checkup's creatinine)");
        expect(await storedCount(user)).toBe(0);
      });

      it('takes an input from a checkup newer than the life-log, and says so', async () => {
        const user = await pceReadyUser();
        await insertDiagnosticReport(api.db, checkupReport(user, '2026-02-15', { totalCholesterol: 190 }));

        const result = (await call(user, 'POST', '/api/user/predict/11')).json<PredictionResult>();

        expect(result.inputs.totalCholesterol).toBe(190);
        expect(result.inputSources.totalCholesterol).toEqual({
          kind: 'checkup',
          date: '2026-02-15T00:00:00.000Z',
        });
        expect(result.inputSources.hdlCholesterol).toEqual({
          kind: 'lifelog',
          date: '2026-01-31T23:00:00.000Z',
        });
      });
    });

    describe('GET /api/user/predict/{modelId} and its history', () => {
      it('answers 404 M0187 when the model has no stored result', async () => {
        const user = await newUser();

        const response = await call(user, 'GET', '/api/user/predict/11');

        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'M0187' });
      });

      it('pages the history newest first, with the total', async () => {
        const user = await pceReadyUser();
        const ids: string[] = [];
        for (const systolic of [121, 122, 123]) {
          api.clock.advance(60_000);
          await post(user, bloodPressure(user, systolic, 80, `2026-02-2${systolic - 120}T08:00:00+09:00`));
          ids.push((await call(user, 'POST', '/api/user/predict/11')).json<PredictionResult>().id ?? '');
        }

        const firstPage = await call(user, 'GET', '/api/user/predict/11/history?page=1&rows=2');
        const secondPage = await call(user, 'GET', '/api/user/predict/11/history?page=2&rows=2');

        expect(firstPage.statusCode).toBe(200);
        expect(firstPage.json<{ total: number }>().total).toBe(3);
        const idsOf = (page: typeof firstPage) =>
          page.json<{ results: PredictionResult[] }>().results.map((result) => result.id);
        expect(idsOf(firstPage)).toEqual([ids[2], ids[1]]);
        expect(idsOf(secondPage)).toEqual([ids[0]]);
        expect(secondPage.json()).toMatchObject({ total: 3 });
      });

      it('answers an empty history for a model never computed, and takes aliases', async () => {
        const user = await newUser();

        const response = await call(user, 'GET', '/api/user/predict/12/history');

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ total: 0, results: [] });
      });

      it.each(['rows=0', 'rows=101', 'page=0'])(
        'refuses %s with 400 M0187 naming the parameter',
        async (query) => {
          const user = await newUser();

          const response = await call(user, 'GET', `/api/user/predict/11/history?${query}`);

          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ code: 'M0187', field: query.split('=')[0] });
        },
      );
    });

    describe('POST /api/user/predict/calculate/{model}', () => {
      it('answers the Goff 2013 worked example: 2.1 % for the 55-year-old white woman, and stores nothing', async () => {
        const user = await newUser();

        const response = await call(user, 'POST', '/api/user/predict/calculate/11', goffWorkedExample);

        expect(response.statusCode).toBe(200);
        const result = response.json<PredictionResult>();
        expect(Math.round((result.risk ?? 0) * 10) / 10).toBe(2.1);
        expect(result.id).toBeUndefined();
        expect(result.age).toBe(55);
        expect(result.inputs).toEqual(goffWorkedExample);
        expect(Object.values(result.inputSources)).toEqual(
          Object.keys(goffWorkedExample).map(() => ({ kind: 'calculator' })),
        );
        expect(await storedCount(user)).toBe(0);
      });

      it.each([
        ['heart-attack', '14', 'heartAttack', 4.41],
        ['14', '14', 'heartAttack', 4.41],
        ['stroke', '5', 'stroke', 5.4],
        ['5', '5', 'stroke', 5.4],
      ])(
        'calculates %s with model %s (%s): the PREVENT paper’s Table S12 woman',
        async (slug, modelId, outcome, risk) => {
          const user = await newUser();

          const response = await call(
            user,
            'POST',
            `/api/user/predict/calculate/${slug}`,
            preventTableS12Woman,
          );

          expect(response.statusCode).toBe(200);
          const result = response.json<PredictionResult>();
          expect(result).toMatchObject({ modelId, outcome, horizonYears: 10 });
          expect(Math.round((result.risk ?? 0) * 100) / 100).toBe(risk);
        },
      );

      it('shows the risk fall when the person stops smoking', async () => {
        const user = await newUser();
        const risk = async (smoker: boolean) =>
          (
            await call(user, 'POST', '/api/user/predict/calculate/11', { ...goffWorkedExample, smoker })
          ).json<PredictionResult>().risk ?? 0;

        expect(await risk(false)).toBeLessThan(await risk(true));
      });

      it('answers 422 M1162 with the field and the equation’s range for an age outside it (issue 32)', async () => {
        const user = await newUser();

        const response = await call(user, 'POST', '/api/user/predict/calculate/11', {
          ...goffWorkedExample,
          age: 35,
        });

        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ code: 'M1162', field: 'age', params: { min: 40, max: 79 } });
        expect(response.json<{ message: string }>().message).toBe(
          'Atherosclerotic cardiovascular disease: the equation applies only to Age 40–79 years.',
        );
      });

      it('refuses every model with nothing given in its own words: its code, its name, each missing input and where to enter it (issue 32)', async () => {
        const user = await newUser();
        const text = await predictionTextsIn('en');
        const messages = new Set<string>();

        for (const modelId of predictionModelIds) {
          const response = await call(user, 'POST', `/api/user/predict/calculate/${modelId}`, {});

          expect(response.statusCode).toBe(422);
          const { code, message, missing } = response.json<{
            code: string;
            message: string;
            missing: string[];
          }>();
          expect(code).toBe(modelId === '7' ? 'M0002' : modelId === 'metabolic-syndrome' ? 'M1087' : 'M1160');
          if (code === 'M1160')
            expect(message).toContain(text(`outcomes.${predictionModels[modelId].outcome}`));
          expect(missing.length).toBeGreaterThan(0);
          for (const input of missing) expect(message).toContain(text(`inputs.${input}`));
          expect(message).toContain('(to enter in this calculator)');
          messages.add(message);
        }
        expect(messages.size).toBe(predictionModelIds.length);
      });

      it('answers 404 M0187, never a 500, for a model named like a property every object has', async () => {
        const user = await newUser();
        for (const name of ['toString', 'constructor', 'hasOwnProperty']) {
          const response = await call(user, 'POST', `/api/user/predict/calculate/${name}`, {});

          expect(response.statusCode).toBe(404);
          expect(response.json<{ code: string }>().code).toBe('M0187');
        }
      });

      it('tells a never-smoker asking for lung cancer that PLCOm2012 is for people who have smoked, in ko, en and km (issue 32)', async () => {
        const user = await newUser();
        const neverSmoker = {
          age: 60,
          race: 'other',
          educationLevel: 'college',
          bmi: 24,
          smokingStatus: 'never',
        };

        for (const language of ['ko', 'en', 'km'] as const) {
          const response = await api.app.inject({
            method: 'POST',
            url: '/api/user/predict/calculate/lung-cancer',
            headers: { 'language-code': language, authorization: `Bearer ${user.token}` },
            payload: neverSmoker,
          });

          expect(response.statusCode).toBe(422);
          const { code, field, message } = response.json<{ code: string; field: string; message: string }>();
          expect({ code, field }).toEqual({ code: 'M1161', field: 'smokingStatus' });
          expect(message).toContain('PLCOm2012');
          expect(message).toContain((await predictionTextsIn(language))('notApplicable.neverSmoker'));
        }
      });

      it('answers 422 M1160 and M1087 with what is missing', async () => {
        const user = await newUser();

        const pce = await call(user, 'POST', '/api/user/predict/calculate/11', { sex: 'male', age: 50 });
        const metabolic = await call(user, 'POST', '/api/user/predict/calculate/metabolic-syndrome', {});

        expect(pce.statusCode).toBe(422);
        expect(pce.json()).toMatchObject({
          code: 'M1160',
          missing: expect.arrayContaining(['race', 'smoker']),
        });
        expect(metabolic.statusCode).toBe(422);
        expect(metabolic.json()).toMatchObject({ code: 'M1087', missing: expect.arrayContaining(['sex']) });
      });

      it.each([
        ['an age that is not a number', { age: 'old' }, 'age'],
        ['an age with decimals', { age: 55.5 }, 'age'],
        ['a total cholesterol over 500', { totalCholesterol: 600 }, 'totalCholesterol'],
        ['an unknown race', { race: 'asian' }, 'race'],
        ['an unknown property', { shoeSize: 270 }, 'shoeSize'],
      ])('refuses %s with 400 M0187 naming the field', async (_case, change, field) => {
        const user = await newUser();

        const response = await call(user, 'POST', '/api/user/predict/calculate/11', {
          ...goffWorkedExample,
          ...change,
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0187', field });
      });
    });

    describe('the questionnaire', () => {
      it('answers an empty questionnaire and no date to a person who never answered', async () => {
        const user = await newUser();

        const response = await call(user, 'GET', '/api/user/predict/questionnaire');

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ questionnaire: {}, updatedAt: null });
      });

      it('keeps the answers, and replaces them all with the next ones', async () => {
        const user = await newUser();
        const answers: PredictionQuestionnaire = {
          ...pceAnswers,
          dailyActivity: true,
          dailyVegetables: false,
          everBpMedication: false,
          everHighGlucose: true,
          familyDiabetes: 'first-degree',
        };

        const saved = await call(user, 'PUT', '/api/user/predict/questionnaire', answers);
        const read = await call(user, 'GET', '/api/user/predict/questionnaire');
        api.clock.advance(60_000);
        await call(user, 'PUT', '/api/user/predict/questionnaire', { smokingStatus: 'current' });
        const replaced = await call(user, 'GET', '/api/user/predict/questionnaire');

        const savedAt = api.clock.now().getTime() - 60_000;
        expect(saved.json()).toEqual({ questionnaire: answers, updatedAt: new Date(savedAt).toISOString() });
        expect(read.json()).toEqual(saved.json());
        expect(replaced.json()).toEqual({
          questionnaire: { smokingStatus: 'current' },
          updatedAt: api.clock.now().toISOString(),
        });
      });

      it.each([
        ['an answer that is not one of the choices', { smokingStatus: 'sometimes' }, 'smokingStatus'],
        ['an input that is not a question', { smoker: true }, 'smoker'],
      ])('refuses %s with 400 M0187 naming the field and keeps the answers', async (_case, body, field) => {
        const user = await newUser();
        await answer(user, pceAnswers);

        const response = await call(user, 'PUT', '/api/user/predict/questionnaire', body);

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0187', field });
        expect((await call(user, 'GET', '/api/user/predict/questionnaire')).json()).toMatchObject({
          questionnaire: pceAnswers,
        });
      });
    });

    describe('POST /api/user/predict', () => {
      it('answers every outcome in catalogue order, with results, what is missing, or why there is none', async () => {
        const user = await pceReadyUser();

        const response = await call(user, 'POST', '/api/user/predict');

        expect(response.statusCode).toBe(200);
        const { entries } = response.json<PredictionOverview>();
        expect(entries.map((entry) => entry.outcome)).toEqual(predictionOutcomeKeys);
        const entry = (outcome: string) => entries.find((candidate) => candidate.outcome === outcome);
        expect(entry('ascvd')).toMatchObject({
          modelId: '11',
          status: 'result',
          result: { id: expect.any(String) },
        });
        expect(entry('coronaryDisease')).toMatchObject({ modelId: '10', status: 'result' });
        expect(entry('bodyAge')).toMatchObject({ modelId: '7', status: 'result' });
        expect(entry('diabetes')).toMatchObject({
          modelId: '13',
          status: 'missingInputs',
          missing: expect.arrayContaining(['bmi', 'waist']),
        });
        expect(entry('metabolicSyndrome')).toMatchObject({ status: 'missingInputs' });
        expect(entry('heartAttack')).toMatchObject({
          modelId: '14',
          status: 'missingInputs',
          missing: expect.arrayContaining(['onStatin', 'egfr']),
        });
        expect(entry('stroke')).toMatchObject({
          modelId: '5',
          status: 'missingInputs',
          missing: expect.arrayContaining(['onStatin', 'egfr']),
        });
        expect(entry('pancreasCancer')).toEqual({
          outcome: 'pancreasCancer',
          modelId: null,
          status: 'unavailable',
        });
        expect(entry('prostateCancer')).toEqual({
          outcome: 'prostateCancer',
          modelId: null,
          status: 'notApplicable',
          notApplicableReason: 'sex',
        });
        expect(await storedCount(user)).toBe(3);
      });

      it('stores nothing more when asked again with unchanged inputs, and answers the same results', async () => {
        const user = await pceReadyUser();
        const first = await call(user, 'POST', '/api/user/predict');
        api.clock.advance(60_000);

        const second = await call(user, 'POST', '/api/user/predict');
        const single = await call(user, 'POST', '/api/user/predict/11');

        expect(second.json()).toEqual(first.json());
        expect(single.statusCode).toBe(200);
        expect(await storedCount(user)).toBe(3);
      });

      it('says an equation does not apply to an age outside its range, with the range', async () => {
        const user = await pceReadyUser();
        await api.db.query("UPDATE users SET user_brthdy_de = '1990-06-30' WHERE user_id = $1", [
          user.userId,
        ]);

        const { entries } = (await call(user, 'POST', '/api/user/predict')).json<PredictionOverview>();

        expect(entries.find((entry) => entry.outcome === 'ascvd')).toEqual({
          outcome: 'ascvd',
          modelId: '11',
          status: 'notApplicable',
          outOfRange: { input: 'age', min: 40, max: 79 },
        });
        expect(entries.find((entry) => entry.outcome === 'bodyAge')).toMatchObject({ status: 'result' });
      });
    });

    describe('breast cancer (Gail model)', () => {
      const breastCancerEntry = async (user: FhirTestUser) =>
        (await call(user, 'POST', '/api/user/predict'))
          .json<PredictionOverview>()
          .entries.find((entry) => entry.outcome === 'breastCancer');

      it('answers a woman’s 5-year risk from her answers in the overview (BCRA woman 105, aged 40)', async () => {
        const user = await newUser();
        await answer(user, bcra105Answers);

        const entry = await breastCancerEntry(user);

        expect(entry).toMatchObject({
          modelId: 'breast-cancer',
          status: 'result',
          result: {
            id: expect.any(String),
            outcome: 'breastCancer',
            horizonYears: 5,
            age: 40,
            band: 'average',
            inputs: { sex: 'female', age: 40, ...bcra105Answers },
            inputSources: {
              sex: { kind: 'profile' },
              ageAtFirstBirth: { kind: 'questionnaire' },
              breastCancerHistory: { kind: 'questionnaire' },
            },
          },
        });
        expect(entry?.result?.risk).toBeCloseTo(bcra105Risk, 10);
      });

      it('says it does not apply to a man, giving sex as the reason', async () => {
        const user = await newUser();
        await answer(user, bcra105Answers);
        await api.db.query("UPDATE users SET user_gender_code = '0001' WHERE user_id = $1", [user.userId]);

        expect(await breastCancerEntry(user)).toEqual({
          outcome: 'breastCancer',
          modelId: 'breast-cancer',
          status: 'notApplicable',
          notApplicableReason: 'sex',
        });
      });

      it('says it does not apply after breast cancer, and answers 422 M1161 naming that answer (issue 32)', async () => {
        const user = await newUser();
        await answer(user, { ...bcra105Answers, breastCancerHistory: true });

        const entry = await breastCancerEntry(user);
        const single = await call(user, 'POST', '/api/user/predict/breast-cancer');

        expect(entry).toMatchObject({ status: 'notApplicable', notApplicableReason: 'breastCancerHistory' });
        expect(single.statusCode).toBe(422);
        expect(single.json()).toMatchObject({ code: 'M1161', field: 'breastCancerHistory' });
        expect(await storedCount(user)).toBe(0);
      });

      it('names the breast-cancer answers a woman has not given (M1160)', async () => {
        const user = await newUser();
        await answer(user, { race: 'other' });

        const response = await call(user, 'POST', '/api/user/predict/breast-cancer');

        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          code: 'M1160',
          missing: [
            'breastCancerHistory',
            'ageAtMenarche',
            'ageAtFirstBirth',
            'breastBiopsies',
            'breastCancerRelatives',
          ],
        });
      });

      it('calculates the printed 5-year risk of BCRA woman 105 from explicit inputs', async () => {
        const user = await newUser();

        const response = await call(user, 'POST', '/api/user/predict/calculate/breast-cancer', {
          sex: 'female',
          age: 40,
          ...bcra105Answers,
        });

        expect(response.statusCode).toBe(200);
        const result = response.json<PredictionResult>();
        expect(result).toMatchObject({
          modelId: 'breast-cancer',
          horizonYears: 5,
          inputSources: { ageAtFirstBirth: { kind: 'calculator' } },
        });
        expect(result.risk).toBeCloseTo(bcra105Risk, 10);
        expect(result.contributions.map((contribution) => contribution.input)).toContain('ageAtFirstBirth');
      });

      it('answers the calculator 422 M1161 with the field for a man or for race white (issue 32)', async () => {
        const user = await newUser();
        const inputs = { sex: 'female', age: 40, ...bcra105Answers };

        const man = await call(user, 'POST', '/api/user/predict/calculate/breast-cancer', {
          ...inputs,
          sex: 'male',
        });
        const white = await call(user, 'POST', '/api/user/predict/calculate/breast-cancer', {
          ...inputs,
          race: 'white',
        });

        expect(man.statusCode).toBe(422);
        expect(man.json()).toMatchObject({ code: 'M1161', field: 'sex' });
        expect(white.json()).toMatchObject({ code: 'M1161', field: 'race' });
      });

      it('keeps the breast-cancer answers in the questionnaire, a first birth age or none', async () => {
        const user = await newUser();
        await answer(user, bcra105Answers);
        const first = await call(user, 'GET', '/api/user/predict/questionnaire');
        await answer(user, { ...bcra105Answers, ageAtFirstBirth: 27 });
        const second = await call(user, 'GET', '/api/user/predict/questionnaire');

        expect(first.json()).toMatchObject({ questionnaire: bcra105Answers });
        expect(second.json()).toMatchObject({ questionnaire: { ageAtFirstBirth: 27 } });
      });
    });
  },
);
