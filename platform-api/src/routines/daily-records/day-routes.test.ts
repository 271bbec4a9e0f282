import type {
  DrinkingDetail,
  ExerciseDetail,
  HealthGoal,
  HealthGoalInput,
  NoSmokingDetail,
  RoutineDay,
  TimeOfDayCode,
} from 'shared-kernel/isomorphic';
import { pureAlcoholGrams } from 'shared-kernel/isomorphic';
import type { FhirTestUser } from '../../../test-support/fhir';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import {
  createGoal,
  dashboard,
  dows,
  newPerson,
  recordWeight,
  routineCall,
  setClock,
  testMonday,
  walkingGoal,
  type Method,
} from '../../../test-support/routines';

const everyDay = dows('sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat');

/** Four stretching sessions a day, one in each time of day, from Monday 2 March to Friday 27 March. */
const fourTimesADay: HealthGoalInput = walkingGoal({
  goalEndDe: '2026-03-27',
  helthGoalExrciseList: (['0001', '0002', '0003', '0004'] as const).map((tod) => ({
    exrciseItemCode: '0101',
    exrciseTimeMi: 15,
    exrciseTodCode: tod,
    exrciseCreatTypeCode: '0001',
    helthGoalExrciseDowList: everyDay,
  })),
});

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'routine days API (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());
    afterEach(() => setClock(api, testMonday));

    const call = (user: FhirTestUser | null, method: Method, url: string, payload?: unknown) =>
      routineCall(api, user, method, url, payload);

    const expectRefused = async (
      response: Promise<{ statusCode: number; json: <T>() => T }>,
      status: number,
      code: string,
      field?: string,
    ) => {
      const answer = await response;
      expect({ status: answer.statusCode, ...answer.json<object>() }).toMatchObject({
        status,
        code,
        ...(field ? { field } : {}),
      });
    };

    const dayOf = async (user: FhirTestUser, date: string): Promise<RoutineDay> => {
      const [day] = (await dashboard(api, user, date, date)).routhLapseList;
      if (!day) throw new Error(`no plan on ${date}`);
      return day;
    };

    const exerciseAt = async (
      user: FhirTestUser,
      date: string,
      tod: TimeOfDayCode,
    ): Promise<ExerciseDetail> => {
      const exercise = (await dayOf(user, date)).helthGoalExrciseDtlsList.find(
        (candidate) => candidate.exrciseTodCode === tod,
      );
      if (!exercise) throw new Error(`no exercise on ${date} at ${tod}`);
      return exercise;
    };

    const goalOf = async (user: FhirTestUser, sn: number) =>
      (await call(user, 'GET', `/helthGoal/detail?helthGoalSn=${sn}`)).json<HealthGoal>();

    const check = (user: FhirTestUser, exercise: { exrciseExecutDtlsSn: number }, exrciseAt: 'Y' | 'N') =>
      call(user, 'PUT', `/helthGoal/exrcise/dtls/${exercise.exrciseExecutDtlsSn}`, {
        exrciseExecutDtlsSn: exercise.exrciseExecutDtlsSn,
        exrciseAt,
      });

    const postpone = (user: FhirTestUser, exercise: { exrciseExecutDtlsSn: number }) =>
      call(user, 'PUT', `/helthGoal/exrcise/dtls/${exercise.exrciseExecutDtlsSn}/delay`);

    describe('PUT /helthGoal/exrcise/dtls/{id} (done)', () => {
      it('checks an exercise done with its calories from the latest weight, and the goal results move', async () => {
        const user = await newPerson(api);
        await recordWeight(api, user, 80, '2026-03-01T08:00:00+09:00');
        const goal = await createGoal(api, user, walkingGoal());
        const walking = await exerciseAt(user, '2026-03-02', '0002');
        expect(walking.cnsumCalVal).toBe(159.6);

        const response = await check(user, walking, 'Y');

        expect(response.statusCode).toBe(200);
        expect(response.json<ExerciseDetail>()).toEqual({ ...walking, exrciseAt: 'Y', cnsumCalVal: 159.6 });
        expect(await goalOf(user, goal.helthGoalSn)).toMatchObject({
          exrciseTimeMiGoalTot: 360,
          exrciseTimeMiTot: 30,
          cnsumCalValGoal: 1915.2, // 12 × 159.6
          cnsumCalValTot: 159.6,
        });
      });

      it('keeps the calories of a done exercise when the weight changes; the planned ones follow the new weight', async () => {
        const user = await newPerson(api);
        await recordWeight(api, user, 80, '2026-03-01T08:00:00+09:00');
        const goal = await createGoal(api, user, walkingGoal());
        await check(user, await exerciseAt(user, '2026-03-02', '0002'), 'Y');

        await recordWeight(api, user, 70, '2026-03-02T08:30:00+09:00');

        expect((await exerciseAt(user, '2026-03-02', '0002')).cnsumCalVal).toBe(159.6);
        expect((await exerciseAt(user, '2026-03-04', '0002')).cnsumCalVal).toBe(139.7);
        expect(await goalOf(user, goal.helthGoalSn)).toMatchObject({
          cnsumCalValTot: 159.6,
          cnsumCalValGoal: 1696.3, // 159.6 + 11 × 139.7
        });
      });

      it('counts calories from the current weight of a new weight target while no weight is recorded, at once (issue 35.5)', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());
        expect(goal).toMatchObject({ cnsumCalValGoal: 1915.2, cnsumCalValTot: 0 }); // 12 × 159.6 at 80 kg
        const walking = await exerciseAt(user, '2026-03-02', '0002');
        expect(walking.cnsumCalVal).toBe(159.6);

        expect((await check(user, walking, 'Y')).json()).toMatchObject({
          exrciseAt: 'Y',
          cnsumCalVal: 159.6,
        });
        expect(await goalOf(user, goal.helthGoalSn)).toMatchObject({
          cnsumCalValGoal: 1915.2,
          cnsumCalValTot: 159.6,
        });
      });

      it('answers no calories with no weight recorded nor given, and unchecks an exercise (N)', async () => {
        const user = await newPerson(api);
        await createGoal(
          api,
          user,
          walkingGoal({ helthGoalDetailList: [{ helthGoalItemCode: '0002', beforeVal: 90, goalVal: 85 }] }),
        );
        const walking = await exerciseAt(user, '2026-03-02', '0002');

        expect((await check(user, walking, 'Y')).json()).toMatchObject({ exrciseAt: 'Y', cnsumCalVal: null });
        expect((await check(user, walking, 'N')).json()).toMatchObject({ exrciseAt: 'N', cnsumCalVal: null });
      });

      it('refuses checking a day still to come (422 M0187)', async () => {
        const user = await newPerson(api);
        await createGoal(api, user, walkingGoal());

        await expectRefused(check(user, await exerciseAt(user, '2026-03-04', '0002'), 'Y'), 422, 'M0187');
      });

      it('refuses a body whose serial is not the one in the path (400 M0187)', async () => {
        const user = await newPerson(api);
        await createGoal(api, user, walkingGoal());
        const walking = await exerciseAt(user, '2026-03-02', '0002');

        await expectRefused(
          call(user, 'PUT', `/helthGoal/exrcise/dtls/${walking.exrciseExecutDtlsSn}`, {
            exrciseExecutDtlsSn: walking.exrciseExecutDtlsSn + 1,
            exrciseAt: 'Y',
          }),
          400,
          'M0187',
          'exrciseExecutDtlsSn',
        );
      });

      it("refuses another person's exercise (404 M0105) and leaves it unchecked", async () => {
        const user = await newPerson(api);
        const other = await newPerson(api);
        await createGoal(api, other, walkingGoal());
        const theirs = await exerciseAt(other, '2026-03-02', '0002');

        await expectRefused(check(user, theirs, 'Y'), 404, 'M0105');
        await expectRefused(postpone(user, theirs), 404, 'M0105');
        expect((await exerciseAt(other, '2026-03-02', '0002')).exrciseAt).toBeNull();
      });
    });

    describe('PUT /helthGoal/exrcise/dtls/{id}/delay (postponement table, spec section 4)', () => {
      it.each<[string, TimeOfDayCode, string, TimeOfDayCode]>([
        ['dawn to morning', '0001', '2026-03-04', '0002'],
        ['morning to afternoon', '0002', '2026-03-04', '0003'],
        ['afternoon to evening', '0003', '2026-03-04', '0004'],
        ["evening to the next day's dawn", '0004', '2026-03-05', '0001'],
      ])('postpones %s, marked delayExrciseAt Y', async (_case, from, day, to) => {
        const user = await newPerson(api);
        await createGoal(api, user, fourTimesADay);
        const exercise = await exerciseAt(user, '2026-03-04', from);

        const response = await postpone(user, exercise);

        expect(response.statusCode).toBe(200);
        expect(response.json<ExerciseDetail>()).toMatchObject({
          exrciseExecutDtlsSn: exercise.exrciseExecutDtlsSn,
          exrcisePlanDe: day,
          exrciseTodCode: to,
          delayExrciseAt: 'Y',
        });
        const moved = (await dayOf(user, day)).helthGoalExrciseDtlsList.filter(
          (candidate) => candidate.exrciseTodCode === to,
        );
        expect(moved.map((candidate) => candidate.delayExrciseAt).sort()).toEqual(['N', 'Y']);
      });

      it('refuses postponing Sunday evening (M1074)', async () => {
        const user = await newPerson(api);
        await createGoal(api, user, fourTimesADay);

        await expectRefused(postpone(user, await exerciseAt(user, '2026-03-08', '0004')), 409, 'M1074');
      });

      it("refuses postponing the routine's last evening (M1075)", async () => {
        const user = await newPerson(api);
        await createGoal(api, user, fourTimesADay);

        await expectRefused(postpone(user, await exerciseAt(user, '2026-03-27', '0004')), 409, 'M1075');
      });

      it('refuses postponing an exercise twice (M1076)', async () => {
        const user = await newPerson(api);
        await createGoal(api, user, fourTimesADay);
        const exercise = await exerciseAt(user, '2026-03-04', '0001');
        await postpone(user, exercise);

        await expectRefused(postpone(user, exercise), 409, 'M1076');
      });

      it('refuses postponing an exercise already checked (409 M0187)', async () => {
        const user = await newPerson(api);
        await createGoal(api, user, fourTimesADay);
        const exercise = await exerciseAt(user, '2026-03-02', '0002');
        await check(user, exercise, 'Y');

        await expectRefused(postpone(user, exercise), 409, 'M0187');
      });

      it('lets a goal ended today keep its last evening from being postponed (M1075)', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, fourTimesADay);
        await setClock(api, '2026-03-04T12:00:00+09:00', user);
        await call(user, 'PUT', `/helthGoal/${goal.helthGoalSn}`);

        await expectRefused(postpone(user, await exerciseAt(user, '2026-03-04', '0004')), 409, 'M1075');
      });
    });

    describe('exercises recorded by hand', () => {
      const manual = (overrides: object = {}) => ({
        exrciseItemCode: '0501',
        exrcisePlanDe: '2026-03-02',
        exrciseTimeMi: 20,
        exrciseTodCode: '0004',
        exrciseAt: 'Y',
        ...overrides,
      });

      it('adds one to the goal that holds its day (201, creation type 0002), replaces it, removes it', async () => {
        const user = await newPerson(api);
        await recordWeight(api, user, 80, '2026-03-01T08:00:00+09:00');
        const goal = await createGoal(api, user, walkingGoal());

        const added = await call(user, 'POST', '/helthGoal/exrcise/dtls/manual', manual());
        expect(added.statusCode).toBe(201);
        const detail = added.json<ExerciseDetail>();
        expect(detail).toMatchObject({
          helthGoalSn: goal.helthGoalSn,
          exrciseCreatTypeCode: '0002',
          exrciseItemCode: '0501',
          exrciseAt: 'Y',
          delayExrciseAt: 'N',
          metsVal: 7.5,
          cnsumCalVal: 210,
        });
        expect(await goalOf(user, goal.helthGoalSn)).toMatchObject({
          exrciseTimeMiTot: 20,
          cnsumCalValTot: 210,
        });

        const replaced = await call(
          user,
          'PUT',
          `/helthGoal/exrcise/dtls/manual/${detail.exrciseExecutDtlsSn}`,
          manual({ exrciseItemCode: '0601', exrciseTimeMi: 40 }),
        );
        expect(replaced.statusCode).toBe(200);
        expect(replaced.json()).toMatchObject({
          exrciseExecutDtlsSn: detail.exrciseExecutDtlsSn,
          exrciseItemCode: '0601',
          exrciseTimeMi: 40,
        });

        const removed = await call(
          user,
          'DELETE',
          `/helthGoal/exrcise/dtls/manual/${detail.exrciseExecutDtlsSn}`,
        );
        expect(removed.statusCode).toBe(204);
        expect((await dayOf(user, '2026-03-02')).helthGoalExrciseDtlsList).toHaveLength(1);
        expect(await goalOf(user, goal.helthGoalSn)).toMatchObject({
          exrciseTimeMiTot: 0,
          cnsumCalValTot: 0,
        });
      });

      it('refuses a day no goal holds, an unknown item and one done on a day to come (422 M0187)', async () => {
        const user = await newPerson(api);
        await createGoal(api, user, walkingGoal());

        await expectRefused(
          call(user, 'POST', '/helthGoal/exrcise/dtls/manual', manual({ exrcisePlanDe: '2026-04-02' })),
          422,
          'M0187',
          'exrcisePlanDe',
        );
        await expectRefused(
          call(user, 'POST', '/helthGoal/exrcise/dtls/manual', manual({ exrciseItemCode: '0999' })),
          422,
          'M0187',
          'exrciseItemCode',
        );
        await expectRefused(
          call(user, 'POST', '/helthGoal/exrcise/dtls/manual', manual({ exrcisePlanDe: '2026-03-03' })),
          422,
          'M0187',
          'exrcisePlanDe',
        );
      });

      it('refuses replacing or removing an exercise of the plan (422 M0187)', async () => {
        const user = await newPerson(api);
        await createGoal(api, user, walkingGoal());
        const planned = await exerciseAt(user, '2026-03-02', '0002');

        await expectRefused(
          call(user, 'PUT', `/helthGoal/exrcise/dtls/manual/${planned.exrciseExecutDtlsSn}`, manual()),
          422,
          'M0187',
        );
        await expectRefused(
          call(user, 'DELETE', `/helthGoal/exrcise/dtls/manual/${planned.exrciseExecutDtlsSn}`),
          422,
          'M0187',
        );
      });

      it("refuses another person's exercise (404 M0105)", async () => {
        const user = await newPerson(api);
        const other = await newPerson(api);
        await createGoal(api, other, walkingGoal());
        await createGoal(api, user, walkingGoal());
        const theirs = (
          await call(other, 'POST', '/helthGoal/exrcise/dtls/manual', manual())
        ).json<ExerciseDetail>();

        await expectRefused(
          call(user, 'PUT', `/helthGoal/exrcise/dtls/manual/${theirs.exrciseExecutDtlsSn}`, manual()),
          404,
          'M0105',
        );
        await expectRefused(
          call(user, 'DELETE', `/helthGoal/exrcise/dtls/manual/${theirs.exrciseExecutDtlsSn}`),
          404,
          'M0105',
        );
        expect((await dayOf(other, '2026-03-02')).helthGoalExrciseDtlsList).toHaveLength(2);
      });
    });

    describe('PUT /helthGoal/nosmkng/dtls/{id}', () => {
      const enter = (user: FhirTestUser, day: RoutineDay, nosmkngAt: 'Y' | 'N') => {
        const sn = day.helthGoalNosmkngDtls!.nosmkngExecutDtlsSn;
        return call(user, 'PUT', `/helthGoal/nosmkng/dtls/${sn}`, { nosmkngExecutDtlsSn: sn, nosmkngAt });
      };

      it("refuses today's entry (422 M1077): a day is entered from the next day on", async () => {
        const user = await newPerson(api);
        await createGoal(api, user, walkingGoal());

        await expectRefused(enter(user, await dayOf(user, '2026-03-02'), 'Y'), 422, 'M1077');
        await expectRefused(enter(user, await dayOf(user, '2026-03-03'), 'Y'), 422, 'M1077');
      });

      it('counts the success days again on every entry; a day not entered counts as failed', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());
        await setClock(api, '2026-03-05T08:00:00+09:00', user);

        const first = await enter(user, await dayOf(user, '2026-03-02'), 'Y');
        expect(first.json<NoSmokingDetail>()).toMatchObject({ nosmkngPlanDe: '2026-03-02', nosmkngAt: 'Y' });
        await enter(user, await dayOf(user, '2026-03-03'), 'N');
        expect((await goalOf(user, goal.helthGoalSn)).nosmkngSuccessDayCnt).toBe(1);
        await enter(user, await dayOf(user, '2026-03-03'), 'Y');
        expect((await goalOf(user, goal.helthGoalSn)).nosmkngSuccessDayCnt).toBe(2);
        await enter(user, await dayOf(user, '2026-03-02'), 'N');
        expect(await goalOf(user, goal.helthGoalSn)).toMatchObject({
          nosmkngSuccessDayCnt: 1,
          nosmkngPlanDayCnt: 28,
        });
      });

      it("refuses another person's entry (404 M0105)", async () => {
        const user = await newPerson(api);
        const other = await newPerson(api);
        await createGoal(api, other, walkingGoal());
        await setClock(api, '2026-03-05T08:00:00+09:00', user, other);

        await expectRefused(enter(user, await dayOf(other, '2026-03-02'), 'Y'), 404, 'M0105');
      });
    });

    describe('PUT /helthGoal/alchl/dtls/{id}', () => {
      const enter = (user: FhirTestUser, day: RoutineDay, entry: object) => {
        const sn = day.helthGoalAlchlDtls!.alchlExecutDtlsSn;
        return call(user, 'PUT', `/helthGoal/alchl/dtls/${sn}`, { alchlExecutDtlsSn: sn, ...entry });
      };

      it("refuses today's entry (422 M1077)", async () => {
        const user = await newPerson(api);
        await createGoal(api, user, walkingGoal());

        await expectRefused(enter(user, await dayOf(user, '2026-03-02'), { alchlAt: 'N' }), 422, 'M1077');
      });

      it('counts one glass for a day drunk on without glasses, and the grams of the glasses entered', async () => {
        const user = await newPerson(api);
        await createGoal(api, user, walkingGoal());
        await setClock(api, '2026-03-06T08:00:00+09:00', user);

        const unknown = await enter(user, await dayOf(user, '2026-03-02'), { alchlAt: 'Y' });
        const counted = await enter(user, await dayOf(user, '2026-03-03'), {
          alchlAt: 'Y',
          alchlGlassCntDtl: { soju: 3, beer: 1, wine: 0 },
        });
        const sober = await enter(user, await dayOf(user, '2026-03-04'), {
          alchlAt: 'N',
          alchlGlassCntDtl: { soju: 2 },
        });

        expect(unknown.json<DrinkingDetail>()).toMatchObject({
          alchlAt: 'Y',
          alchlGlassCnt: 1,
          alchlGlassCntDtl: null,
          alchlGramVal: null,
        });
        expect(counted.json<DrinkingDetail>()).toMatchObject({
          alchlGlassCnt: 4,
          alchlGlassCntDtl: { soju: 3, beer: 1 },
          alchlGramVal: pureAlcoholGrams({ soju: 3, beer: 1 }),
        });
        expect(pureAlcoholGrams({ soju: 3, beer: 1 })).toBe(24);
        expect(sober.json<DrinkingDetail>()).toMatchObject({
          alchlAt: 'N',
          alchlGlassCnt: 0,
          alchlGlassCntDtl: null,
          alchlGramVal: 0,
        });
      });

      it('recounts success days and the glass average on every entry (limit 2 glasses)', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());
        await setClock(api, '2026-03-06T08:00:00+09:00', user);

        await enter(user, await dayOf(user, '2026-03-02'), { alchlAt: 'N' });
        await enter(user, await dayOf(user, '2026-03-03'), { alchlAt: 'Y' });
        expect(await goalOf(user, goal.helthGoalSn)).toMatchObject({
          alchlSuccessDayCnt: 2,
          alchlGlassCntAvg: 1,
        });
        await enter(user, await dayOf(user, '2026-03-04'), { alchlAt: 'Y', alchlGlassCntDtl: { beer: 4 } });

        expect(await goalOf(user, goal.helthGoalSn)).toMatchObject({
          alchlPlanDayCnt: 28,
          alchlSuccessDayCnt: 2,
          alchlGlassCntAvg: 2.5,
        });
      });

      it("refuses another person's entry (404 M0105)", async () => {
        const user = await newPerson(api);
        const other = await newPerson(api);
        await createGoal(api, other, walkingGoal());
        await setClock(api, '2026-03-05T08:00:00+09:00', user, other);

        await expectRefused(enter(user, await dayOf(other, '2026-03-02'), { alchlAt: 'N' }), 404, 'M0105');
      });
    });
  },
);
