import type {
  ExerciseBookmark,
  ExerciseCatalogue,
  RecommendedGoal,
  RecommendedMets,
} from 'shared-kernel/isomorphic';
import { fhirCall, record, type FhirTestUser } from '../../../test-support/fhir';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { exerciseCatalogue } from './exercise-catalogue';
import { newPerson, recordWeight, routineCall, type Method } from '../../../test-support/routines';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'routine catalogue and recommendations API (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const call = (user: FhirTestUser | null, method: Method, url: string, payload?: unknown) =>
      routineCall(api, user, method, url, payload);

    const expectRefused = async (
      response: Promise<{ statusCode: number; json: <T>() => T }>,
      status: number,
      code: string,
    ) => {
      const answer = await response;
      expect({ status: answer.statusCode, ...answer.json<object>() }).toMatchObject({ status, code });
    };

    /** A woman (the test users are) measured 170 cm, with the weight and waist given, on 1 March. */
    async function measuredPerson(weightKg: number, waistCm?: number): Promise<FhirTestUser> {
      const user = await newPerson(api, 'measured');
      const at = '2026-03-01T08:00:00+09:00';
      await fhirCall(api, user, 'POST', '/fhir/Observation', record(user, 'height', { height: 170 }, at));
      await recordWeight(api, user, weightKg, at);
      if (waistCm !== undefined)
        await fhirCall(
          api,
          user,
          'POST',
          '/fhir/Observation',
          record(user, 'waistCircumference', { waistCircumference: waistCm }, at),
        );
      return user;
    }

    const recommendation = async (user: FhirTestUser, language = 'en') => {
      const response = await api.app.inject({
        method: 'GET',
        url: '/api/routine/helthGoal/recommendation',
        headers: { authorization: `Bearer ${user.token}`, 'language-code': language },
      });
      expect(response.statusCode).toBe(200);
      return response.json<RecommendedGoal>();
    };

    const itemCodes = (catalogue: ExerciseCatalogue) =>
      catalogue.exrciseItemList.map((item) => item.exrciseItemCode);

    describe('GET /helthGoal/recommendation', () => {
      it('recommends losing 5 % at 0.5 kg a week when obese (BMI 27.7): 80 → 76 kg by 27 April', async () => {
        const user = await measuredPerson(80);

        expect(await recommendation(user)).toEqual({
          predictDt: '2026-04-27',
          bmicode: '0004',
          bmicomt: expect.stringMatching(/^BMI 27\.7: obesity class 1\./),
          bmicomtKey: 'obese',
          bmiVal: 27.7,
          helthGoalItemCode: '0001',
          beforeVal: 80,
          goalVal: 76,
          goalBeginDe: '2026-03-02',
          goalEndDe: '2026-04-27',
          source: expect.stringContaining('KSSO 2022'),
        });
      });

      it('recommends the same rule when overweight (BMI 24.2): 70 → 66.5 kg in 7 weeks', async () => {
        const user = await measuredPerson(70);

        expect(await recommendation(user)).toMatchObject({
          bmicode: '0003',
          beforeVal: 70,
          goalVal: 66.5,
          predictDt: '2026-04-20',
        });
      });

      it('recommends 3 cm off the waist in three months for a normal BMI with abdominal obesity (85 cm for women)', async () => {
        const user = await measuredPerson(62, 88);

        expect(await recommendation(user)).toMatchObject({
          bmicode: '0002',
          bmicomt: expect.stringContaining('88 cm'),
          bmicomtKey: 'abdominalObesity',
          helthGoalItemCode: '0002',
          beforeVal: 88,
          goalVal: 85,
          predictDt: '2026-05-31',
          goalEndDe: '2026-05-31',
        });
      });

      it('recommends no weight or waist goal for a normal BMI and waist, or underweight (predictDt null)', async () => {
        const normal = await recommendation(await measuredPerson(62, 80));
        const underweight = await recommendation(await measuredPerson(50));

        expect(normal).toMatchObject({
          predictDt: null,
          bmicode: '0002',
          helthGoalItemCode: null,
          goalVal: null,
        });
        expect(normal.bmicomt).toMatch(/normal weight/);
        expect(underweight).toMatchObject({ predictDt: null, bmicode: '0001' });
      });

      it('says nothing without a weight and height', async () => {
        const user = await newPerson(api);

        expect(await recommendation(user)).toMatchObject({
          predictDt: null,
          bmicode: null,
          bmicomt: null,
          bmiVal: null,
          goalBeginDe: '2026-03-02',
        });
      });

      it('takes the height from the profile when none is recorded', async () => {
        const user = await newPerson(api);
        await recordWeight(api, user, 80, '2026-03-01T08:00:00+09:00');
        await call(user, 'PUT', '/api/service/info', { height: 170 });

        expect((await recommendation(user)).bmiVal).toBe(27.7);
      });

      it.each([
        ['ko', /^BMI 27\.7: 1단계 비만입니다/],
        ['km', /^BMI 27\.7: ធាត់កម្រិតទី ១/],
      ])('writes bmicomt in the request language (%s)', async (language, text) => {
        const user = await measuredPerson(80);

        expect((await recommendation(user, language)).bmicomt).toMatch(text);
      });
    });

    describe('fitness level and recommended exercises', () => {
      const recommended = async (user: FhirTestUser, query = '') =>
        (await call(user, 'GET', `/helthGoal/item/recommendation${query}`)).json<ExerciseCatalogue>();

      it('recommends the exercises of level 0002 by default, each with its sessions a week and minutes', async () => {
        const user = await newPerson(api);

        const catalogue = await recommended(user);

        expect(
          catalogue.exrciseItemList.map((item) => [
            item.exrciseItemCode,
            item.weekRecmndCo,
            item.exrciseTimeMi,
          ]),
        ).toEqual([
          ['0101', 3, 10],
          ['0401', 3, 30],
          ['0601', 1, 20],
        ]);
      });

      it('recommends for the level of the query, else the level the person keeps (PUT /api/service/info/pscstr)', async () => {
        const user = await newPerson(api);

        const kept = await call(user, 'PUT', '/api/service/info/pscstr', { pscstrSttusCode: '0004' });

        expect(kept.statusCode).toBe(200);
        expect(kept.json()).toEqual({ pscstrSttusCode: '0004' });
        expect(itemCodes(await recommended(user))).toEqual(['0403', '0501', '0601']);
        expect(itemCodes(await recommended(user, '?pscstrSttusCode=0001'))).toEqual(['0101', '0401']);
        const profile = await call(user, 'GET', '/api/user');
        expect(profile.json()).toMatchObject({ pscstrSttusCode: '0004' });
      });

      it('answers the weekly MET-minutes of a level (WHO 2020), by default of the level kept', async () => {
        const user = await newPerson(api);
        const mets = async (query = '') =>
          (await call(user, 'GET', `/helthGoal/cl/code/recmndMetsVal${query}`)).json<RecommendedMets>();

        expect(await mets()).toEqual({
          pscstrSttusCode: '0002',
          recmndMetsVal: 500,
          recmndExrciseTimeMiWeek: 150,
          metsCrrctnRate: null,
          source: expect.stringContaining('WHO'),
        });
        expect(await mets('?pscstrSttusCode=0005')).toMatchObject({
          recmndMetsVal: 1200,
          recmndExrciseTimeMiWeek: 300,
        });
        await call(user, 'PUT', '/api/service/info/pscstr', { pscstrSttusCode: '0003' });
        expect(await mets()).toMatchObject({ pscstrSttusCode: '0003', recmndMetsVal: 750 });
      });

      describe('exercise by the body (corrected METs, Mifflin-St Jeor resting energy)', () => {
        // The test users are women born on 30 June 1985 (40 on the clock's 2 March 2026), measured 170 cm here.
        const bodyOf = async (user: FhirTestUser, query = '') => ({
          mets: (await call(user, 'GET', `/helthGoal/cl/code/recmndMetsVal${query}`)).json<RecommendedMets>(),
          items: (await recommended(user, query)).exrciseItemList,
        });

        it('fits the weekly MET-minutes to sex, age, height and weight: 500 / 1.34 = 373 at 80 kg', async () => {
          const user = await measuredPerson(80);
          const today = (await call(user, 'GET', '/helthGoal/cl/code/recmndMetsVal')).json<RecommendedMets>();
          // 10 × 80 + 6.25 × 170 − 5 × 40 − 161 = 1501.5 → 1502 kcal/day; 1502 / 7200 × 1000 / 80
          // = 2.61 mL/kg/min at rest; 3.5 / 2.61 = 1.34
          expect(today).toMatchObject({
            metsCrrctnRate: 1.34,
            recmndMetsVal: 373,
            recmndExrciseTimeMiWeek: 150,
          });
          expect(today.source).toContain('Mifflin');
        });

        it('gives each item its METs for the body and its band, and swaps one too hard for level 0002', async () => {
          const user = await measuredPerson(80);

          const { items } = await bodyOf(user);

          // Stationary cycling, moderate (6.0 × 1.34 = 8.0, strong) gives way to light (4.0 × 1.34 = 5.4, medium)
          expect(
            items.map((item) => [item.exrciseItemCode, item.metsVal, item.crrctMetsVal, item.intnstyCode]),
          ).toEqual([
            ['0101', 2.3, 3.1, 'medium'],
            ['0401', 3.8, 5.1, 'medium'],
            ['0602', 4, 5.4, 'medium'],
          ]);
          const catalogue = (await call(user, 'GET', '/helthGoal/exrcise/item')).json<ExerciseCatalogue>();
          expect(catalogue.exrciseItemList.find((item) => item.exrciseItemCode === '0501')).toMatchObject({
            metsVal: 7.5,
            crrctMetsVal: 10.1,
            intnstyCode: 'strong',
          });
        });

        it('lengthens the sessions until the week reaches the body’s amount (level 0005 at 50 kg: 1143)', async () => {
          const user = await measuredPerson(50);

          const { mets, items } = await bodyOf(user, '?pscstrSttusCode=0005');

          // 500 + 1062.5 − 200 − 161 = 1201.5 → 1202 kcal/day; 3.34 mL/kg/min; rate 1.05; 1200 / 1.05 = 1143,
          // above the level's 1140.5: minutes × 1143 / 1140.5, up to whole minutes
          expect(mets).toMatchObject({ metsCrrctnRate: 1.05, recmndMetsVal: 1143 });
          expect(items.map((item) => [item.exrciseItemCode, item.weekRecmndCo, item.exrciseTimeMi])).toEqual([
            ['0101', 3, 16],
            ['0302', 2, 21],
            ['0504', 3, 31],
          ]);
          const weekly = items.reduce(
            (sum, item) => sum + item.metsVal * (item.exrciseTimeMi ?? 0) * item.weekRecmndCo,
            0,
          );
          expect(weekly).toBeGreaterThanOrEqual(mets.recmndMetsVal);
        });

        it('bands items by the Compendium METs while the body is unknown (no weight)', async () => {
          const user = await newPerson(api);

          const { items } = await bodyOf(user);

          expect(items.map((item) => [item.exrciseItemCode, item.crrctMetsVal, item.intnstyCode])).toEqual([
            ['0101', null, 'weak'],
            ['0401', null, 'medium'],
            ['0601', null, 'strong'],
          ]);
        });
      });

      it.each([
        ['PUT', '/api/service/info/pscstr', { pscstrSttusCode: '0006' }],
        ['PUT', '/api/service/info/pscstr', {}],
        ['GET', '/helthGoal/cl/code/recmndMetsVal?pscstrSttusCode=9', undefined],
        ['GET', '/helthGoal/item/recommendation?pscstrSttusCode=0000', undefined],
      ] as const)(
        'refuses a fitness level outside 0001-0005: %s %s (400 M0187)',
        async (method, url, body) => {
          const user = await newPerson(api);
          await expectRefused(call(user, method, url, body), 400, 'M0187');
        },
      );
    });

    describe('GET /helthGoal/exrcise/item', () => {
      it('answers the whole catalogue for 9999 or no category, one category otherwise', async () => {
        const user = await newPerson(api);

        const all = (await call(user, 'GET', '/helthGoal/exrcise/item')).json<ExerciseCatalogue>();
        const total = (
          await call(user, 'GET', '/helthGoal/exrcise/item?exrciseItemCtgryCode=9999')
        ).json<ExerciseCatalogue>();
        const walking = (
          await call(user, 'GET', '/helthGoal/exrcise/item?exrciseItemCtgryCode=0004')
        ).json<ExerciseCatalogue>();

        expect(all.exrciseItemList).toHaveLength(exerciseCatalogue.length);
        expect(total).toEqual(all);
        expect(walking.exrciseItemList.length).toBeGreaterThan(0);
        expect(walking.exrciseItemList.every((item) => item.exrciseItemCtgryCode === '0004')).toBe(true);
        expect(walking.exrciseItemList[0]).toMatchObject({
          exrciseItemCode: '0401',
          exrciseItemCtgryNm: 'Walking',
          metsVal: 3.8,
          compendiumCode: '17190',
          weekRecmndCo: 3,
          userExrciseItemBmarkSn: null,
        });
      });

      it('names the items in the request language', async () => {
        const user = await newPerson(api);

        const response = await api.app.inject({
          method: 'GET',
          url: '/api/routine/helthGoal/exrcise/item?exrciseItemCtgryCode=0001',
          headers: { authorization: `Bearer ${user.token}`, 'language-code': 'ko' },
        });

        expect(response.json<ExerciseCatalogue>().exrciseItemList[0]).toMatchObject({
          exrciseItemNm: '전신 스트레칭',
          exrciseItemCtgryNm: '유연성',
        });
      });

      it('refuses a category that does not exist (400 M0187)', async () => {
        const user = await newPerson(api);
        await expectRefused(
          call(user, 'GET', '/helthGoal/exrcise/item?exrciseItemCtgryCode=0009'),
          400,
          'M0187',
        );
      });
    });

    describe('bookmarks', () => {
      const bookmark = (user: FhirTestUser, exrciseItemCode: string) =>
        call(user, 'POST', '/helthGoal/exrcise/item/bmark', { exrciseItemCode });

      it('bookmarks an item (201), answers the same bookmark again, shows it in the catalogue, removes it (204)', async () => {
        const user = await newPerson(api);

        const first = await bookmark(user, '0501');
        const again = await bookmark(user, '0501');

        expect(first.statusCode).toBe(201);
        const created = first.json<ExerciseBookmark>();
        expect(created).toEqual({ userExrciseItemBmarkSn: expect.any(Number), exrciseItemCode: '0501' });
        expect(again.json()).toEqual(created);
        const run = (
          await call(user, 'GET', '/helthGoal/exrcise/item?exrciseItemCtgryCode=0005')
        ).json<ExerciseCatalogue>();
        expect(
          run.exrciseItemList.find((item) => item.exrciseItemCode === '0501')?.userExrciseItemBmarkSn,
        ).toBe(created.userExrciseItemBmarkSn);

        const removed = await call(
          user,
          'DELETE',
          `/helthGoal/exrcise/item/bmark/${created.userExrciseItemBmarkSn}`,
        );
        expect(removed.statusCode).toBe(204);
        const after = (
          await call(user, 'GET', '/helthGoal/exrcise/item?exrciseItemCtgryCode=0005')
        ).json<ExerciseCatalogue>();
        expect(after.exrciseItemList.every((item) => item.userExrciseItemBmarkSn === null)).toBe(true);
      });

      it('refuses an item the catalogue does not hold (422 M0187)', async () => {
        const user = await newPerson(api);
        await expectRefused(bookmark(user, '0000'), 422, 'M0187');
      });

      it("refuses removing another person's bookmark or an unknown one (404 M0105)", async () => {
        const user = await newPerson(api);
        const other = await newPerson(api);
        const theirs = (await bookmark(other, '0401')).json<ExerciseBookmark>();

        await expectRefused(
          call(user, 'DELETE', `/helthGoal/exrcise/item/bmark/${theirs.userExrciseItemBmarkSn}`),
          404,
          'M0105',
        );
        await expectRefused(call(user, 'DELETE', '/helthGoal/exrcise/item/bmark/2147483647'), 404, 'M0105');
        const kept = (
          await call(other, 'GET', '/helthGoal/exrcise/item?exrciseItemCtgryCode=0004')
        ).json<ExerciseCatalogue>();
        expect(kept.exrciseItemList[0]?.userExrciseItemBmarkSn).toBe(theirs.userExrciseItemBmarkSn);
      });
    });
  },
);
