import type { HealthGoal, HealthGoalHistory, RoutineDashboard } from 'shared-kernel/isomorphic';
import type { FhirTestUser } from '../../../test-support/fhir';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import {
  createGoal,
  dashboard,
  dows,
  newPerson,
  routineCall,
  setClock,
  testMonday,
  walkingGoal,
  type Method,
} from '../../../test-support/routines';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'routine goals API (%s)',
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

    const detail = async (user: FhirTestUser, sn: number) => {
      const response = await call(user, 'GET', `/helthGoal/detail?helthGoalSn=${sn}`);
      expect(response.statusCode).toBe(200);
      return response.json<HealthGoal>();
    };

    const history = async (user: FhirTestUser, status?: string) => {
      const response = await call(
        user,
        'GET',
        `/helthGoal/history${status ? `?goalSttusCode=${status}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      return response.json<HealthGoalHistory>().helthGoalList;
    };

    const exerciseDays = (board: RoutineDashboard) =>
      board.routhLapseList.flatMap((day) =>
        day.helthGoalExrciseDtlsList.map(
          (exercise) => `${exercise.exrcisePlanDe} ${exercise.exrciseItemCode}`,
        ),
      );

    describe('access', () => {
      it.each<[Method, string]>([
        ['GET', '/helthGoal/recommendation'],
        ['GET', '/helthGoal/item/recommendation'],
        ['GET', '/dashboard2?fromSearchDt=2026-03-02&toSearchDt=2026-03-08'],
        ['POST', '/helthGoal'],
        ['GET', '/helthGoal/check?goalBeginDe=2026-03-02&goalEndDe=2026-03-08'],
        ['GET', '/helthGoal/history'],
        ['GET', '/helthGoal/detail?helthGoalSn=1'],
        ['PUT', '/helthGoal'],
        ['PUT', '/helthGoal/1'],
        ['DELETE', '/helthGoal/1'],
        ['PUT', '/helthGoal/exrcise/dtls/1'],
        ['PUT', '/helthGoal/exrcise/dtls/1/delay'],
        ['POST', '/helthGoal/exrcise/dtls/manual'],
        ['PUT', '/helthGoal/exrcise/dtls/manual/1'],
        ['DELETE', '/helthGoal/exrcise/dtls/manual/1'],
        ['PUT', '/helthGoal/nosmkng/dtls/1'],
        ['PUT', '/helthGoal/alchl/dtls/1'],
        ['GET', '/helthGoal/exrcise/item'],
        ['POST', '/helthGoal/exrcise/item/bmark'],
        ['DELETE', '/helthGoal/exrcise/item/bmark/1'],
        ['GET', '/helthGoal/cl/code/recmndMetsVal'],
        ['PUT', '/api/service/info/pscstr'],
      ])('answers %s %s without a token with 401 M0139', async (method, url) => {
        const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
        await expectRefused(call(null, method, url, payload), 401, 'M0139');
      });
    });

    describe('POST /helthGoal', () => {
      it('creates a four-week goal in progress from today, with its plan, targets, planned calories and nothing done yet (201)', async () => {
        const user = await newPerson(api);

        const response = await call(user, 'POST', '/helthGoal', walkingGoal());

        expect(response.statusCode).toBe(201);
        expect(response.json<HealthGoal>()).toEqual({
          helthGoalSn: expect.any(Number),
          goalBeginDe: '2026-03-02',
          goalEndDe: '2026-03-29',
          goalTotDayCnt: 28,
          goalSttusCode: '0002',
          helthGoalDetailList: [
            { helthGoalItemCode: '0001', beforeVal: 80, goalVal: 76, healthGoalItemVal: null },
          ],
          helthGoalExrciseList: [
            {
              exrciseItemCode: '0401',
              exrciseItemNm: expect.stringMatching(/walking/i),
              metsVal: 3.8,
              exrciseTimeMi: 30,
              exrciseTodCode: '0002',
              exrciseCreatTypeCode: '0001',
              helthGoalExrciseDowList: dows('mon', 'wed', 'fri'),
            },
          ],
          nosmkngAt: 'Y',
          alchlGoal: { alchlCo: 2, alchlGlassCnt: 2, alchlCoExecutAt: 'Y', alchlGlassCntExecutAt: 'Y' },
          exrciseTimeMiGoalTot: 12 * 30,
          exrciseTimeMiTot: 0,
          cnsumCalValGoal: 1915.2, // 12 × 159.6 kcal at the 80 kg the target starts from
          cnsumCalValTot: 0,
          nosmkngPlanDayCnt: 28,
          nosmkngSuccessDayCnt: 0,
          alchlPlanDayCnt: 28,
          alchlSuccessDayCnt: 0,
          alchlGlassCntAvg: 0,
        });
      });

      it('plans one exercise per planned weekday and one no-smoking and drinking entry per day', async () => {
        const user = await newPerson(api);
        await createGoal(api, user, walkingGoal());

        const board = await dashboard(api, user);

        expect(board.routhLapseList).toHaveLength(28);
        expect(exerciseDays(board).slice(0, 4)).toEqual([
          '2026-03-02 0401',
          '2026-03-04 0401',
          '2026-03-06 0401',
          '2026-03-09 0401',
        ]);
        expect(exerciseDays(board)).toHaveLength(12);
        expect(board.routhLapseList.every((day) => day.helthGoalNosmkngDtls && day.helthGoalAlchlDtls)).toBe(
          true,
        );
        expect(board.routhLapseList.every((day) => day.helthTkmdPlanList.length === 0)).toBe(true);
      });

      it('plans no no-smoking or drinking days for a goal without them', async () => {
        const user = await newPerson(api);
        await createGoal(api, user, walkingGoal({ nosmkngAt: 'N', alchlGoal: null }));

        const board = await dashboard(api, user);

        expect(board.routhLapseList.map((day) => day.routhLapseDe)).toHaveLength(12);
        expect(board.routhLapseList.some((day) => day.helthGoalNosmkngDtls || day.helthGoalAlchlDtls)).toBe(
          false,
        );
      });

      it('accepts 7 and 371 days and refuses 6 and 372 (M1060)', async () => {
        const user = await newPerson(api);
        const seven = await createGoal(api, user, walkingGoal({ goalEndDe: '2026-03-08' }));
        const other = await newPerson(api);

        await expectRefused(
          call(other, 'POST', '/helthGoal', walkingGoal({ goalEndDe: '2026-03-07' })),
          422,
          'M1060',
          'goalEndDe',
        );
        await expectRefused(
          call(other, 'POST', '/helthGoal', walkingGoal({ goalEndDe: '2027-03-08' })),
          422,
          'M1060',
          'goalEndDe',
        );
        await expectRefused(
          call(other, 'POST', '/helthGoal', walkingGoal({ goalEndDe: '2026-03-01' })),
          422,
          'M1060',
          'goalEndDe',
        );
        const year = await createGoal(api, other, walkingGoal({ goalEndDe: '2027-03-07' }));
        expect(year.goalTotDayCnt).toBe(371);
        expect(seven.goalTotDayCnt).toBe(7);
      });

      it('refuses a begin date before today (M1065)', async () => {
        const user = await newPerson(api);
        await expectRefused(
          call(user, 'POST', '/helthGoal', walkingGoal({ goalBeginDe: '2026-03-01' })),
          422,
          'M1065',
          'goalBeginDe',
        );
      });

      it('takes today in Seoul: at 23:30 UTC on 1 March it is already 2 March in Seoul', async () => {
        const user = await newPerson(api);
        await setClock(api, '2026-03-01T23:30:00Z', user);
        expect((await createGoal(api, user, walkingGoal())).goalSttusCode).toBe('0002');
        await setClock(api, '2026-03-01T14:30:00Z');
        const early = await newPerson(api);
        expect((await createGoal(api, early, walkingGoal())).goalSttusCode).toBe('0001');
      });

      it('refuses a goal without an exercise, or an exercise without a weekday (400 M1064)', async () => {
        const user = await newPerson(api);
        await expectRefused(
          call(user, 'POST', '/helthGoal', walkingGoal({ helthGoalExrciseList: [] })),
          400,
          'M1064',
        );
        const [walking] = walkingGoal().helthGoalExrciseList;
        await expectRefused(
          call(
            user,
            'POST',
            '/helthGoal',
            walkingGoal({ helthGoalExrciseList: [{ ...walking!, helthGoalExrciseDowList: [] }] }),
          ),
          400,
          'M1064',
        );
      });

      it('refuses a target that is not below the value it starts from (M1066)', async () => {
        const user = await newPerson(api);
        await expectRefused(
          call(
            user,
            'POST',
            '/helthGoal',
            walkingGoal({ helthGoalDetailList: [{ helthGoalItemCode: '0001', beforeVal: 70, goalVal: 70 }] }),
          ),
          422,
          'M1066',
          'goalVal',
        );
      });

      it('refuses a waist over 500 cm (M0137)', async () => {
        const user = await newPerson(api);
        await expectRefused(
          call(
            user,
            'POST',
            '/helthGoal',
            walkingGoal({
              helthGoalDetailList: [{ helthGoalItemCode: '0002', beforeVal: 600, goalVal: 90 }],
            }),
          ),
          422,
          'M0137',
        );
      });

      it('refuses a weight with two decimals (400 M0135) and over 1000 kg (400 M0134)', async () => {
        const user = await newPerson(api);
        await expectRefused(
          call(
            user,
            'POST',
            '/helthGoal',
            walkingGoal({
              helthGoalDetailList: [{ helthGoalItemCode: '0001', beforeVal: 80.25, goalVal: 76 }],
            }),
          ),
          400,
          'M0135',
        );
        await expectRefused(
          call(
            user,
            'POST',
            '/helthGoal',
            walkingGoal({
              helthGoalDetailList: [{ helthGoalItemCode: '0001', beforeVal: 1001, goalVal: 76 }],
            }),
          ),
          400,
          'M0134',
        );
      });

      it('refuses two targets of one kind (M0187)', async () => {
        const user = await newPerson(api);
        const target = { helthGoalItemCode: '0001' as const, beforeVal: 80, goalVal: 76 };
        await expectRefused(
          call(user, 'POST', '/helthGoal', walkingGoal({ helthGoalDetailList: [target, target] })),
          422,
          'M0187',
          'helthGoalItemCode',
        );
      });

      it('refuses an exercise the catalogue does not hold (M0187)', async () => {
        const user = await newPerson(api);
        const [walking] = walkingGoal().helthGoalExrciseList;
        await expectRefused(
          call(
            user,
            'POST',
            '/helthGoal',
            walkingGoal({ helthGoalExrciseList: [{ ...walking!, exrciseItemCode: '9998' }] }),
          ),
          422,
          'M0187',
          'exrciseItemCode',
        );
      });

      it('refuses a period that overlaps a scheduled or in-progress goal (409 M1061)', async () => {
        const user = await newPerson(api);
        await createGoal(api, user, walkingGoal());
        await createGoal(api, user, walkingGoal({ goalBeginDe: '2026-04-06', goalEndDe: '2026-04-30' }));

        await expectRefused(
          call(
            user,
            'POST',
            '/helthGoal',
            walkingGoal({ goalBeginDe: '2026-03-29', goalEndDe: '2026-04-04' }),
          ),
          409,
          'M1061',
        );
        await expectRefused(
          call(
            user,
            'POST',
            '/helthGoal',
            walkingGoal({ goalBeginDe: '2026-04-30', goalEndDe: '2026-05-10' }),
          ),
          409,
          'M1061',
        );
        const between = await createGoal(
          api,
          user,
          walkingGoal({ goalBeginDe: '2026-03-30', goalEndDe: '2026-04-05' }),
        );
        expect(between.goalSttusCode).toBe('0001');
      });

      it("another person's goals never overlap the caller's", async () => {
        const user = await newPerson(api);
        const other = await newPerson(api);
        await createGoal(api, other, walkingGoal());

        expect((await createGoal(api, user, walkingGoal())).goalSttusCode).toBe('0002');
      });
    });

    describe('GET /helthGoal/check', () => {
      it('reports the goal a period overlaps, none after its end, and leaves out the goal being edited', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());

        const overlapping = await call(
          user,
          'GET',
          '/helthGoal/check?goalBeginDe=2026-03-20&goalEndDe=2026-04-20',
        );
        const after = await call(user, 'GET', '/helthGoal/check?goalBeginDe=2026-03-30&goalEndDe=2026-04-20');
        const itself = await call(
          user,
          'GET',
          `/helthGoal/check?goalBeginDe=2026-03-20&goalEndDe=2026-04-20&helthGoalSn=${goal.helthGoalSn}`,
        );

        expect(overlapping.json()).toEqual({ overlapAt: 'Y', helthGoalSn: goal.helthGoalSn });
        expect(after.json()).toEqual({ overlapAt: 'N', helthGoalSn: null });
        expect(itself.json()).toEqual({ overlapAt: 'N', helthGoalSn: null });
      });

      it.each([
        ['a begin after the end', 'goalBeginDe=2026-03-20&goalEndDe=2026-03-19', 'goalEndDe'],
        ['an impossible date', 'goalBeginDe=2026-02-30&goalEndDe=2026-03-19', 'goalBeginDe'],
        ['a missing end', 'goalBeginDe=2026-03-20', 'goalEndDe'],
        [
          'a serial that is not a number',
          'goalBeginDe=2026-03-20&goalEndDe=2026-03-29&helthGoalSn=x',
          'helthGoalSn',
        ],
        ['year 0', 'goalBeginDe=0000-03-20&goalEndDe=2026-03-29', 'goalBeginDe'],
      ])('refuses %s (400 M0187)', async (_case, query, field) => {
        const user = await newPerson(api);
        await expectRefused(call(user, 'GET', `/helthGoal/check?${query}`), 400, 'M0187', field);
      });
    });

    describe('GET /helthGoal/detail', () => {
      it("answers another person's goal, an unknown one and a deleted one with 404 M0105", async () => {
        const user = await newPerson(api);
        const other = await newPerson(api);
        const theirs = await createGoal(api, other, walkingGoal());
        const scheduled = await createGoal(
          api,
          user,
          walkingGoal({ goalBeginDe: '2026-04-06', goalEndDe: '2026-04-30' }),
        );
        await call(user, 'DELETE', `/helthGoal/${scheduled.helthGoalSn}`);

        await expectRefused(
          call(user, 'GET', `/helthGoal/detail?helthGoalSn=${theirs.helthGoalSn}`),
          404,
          'M0105',
        );
        await expectRefused(call(user, 'GET', '/helthGoal/detail?helthGoalSn=2147483647'), 404, 'M0105');
        await expectRefused(
          call(user, 'GET', `/helthGoal/detail?helthGoalSn=${scheduled.helthGoalSn}`),
          404,
          'M0105',
        );
      });
    });

    describe('routine states follow the calendar in Asia/Seoul', () => {
      it('is scheduled before its begin, in progress to its last day (23:59 Seoul), ended from the next day', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(
          api,
          user,
          walkingGoal({ goalBeginDe: '2026-03-03', goalEndDe: '2026-03-09' }),
        );
        const statusAt = async (instant: string) => {
          await setClock(api, instant, user);
          return (await detail(user, goal.helthGoalSn)).goalSttusCode;
        };

        expect(await statusAt('2026-03-02T23:59:00+09:00')).toBe('0001');
        expect(await statusAt('2026-03-03T00:00:00+09:00')).toBe('0002');
        expect(await statusAt('2026-03-09T23:59:00+09:00')).toBe('0002');
        expect(await statusAt('2026-03-09T15:00:00Z')).toBe('0003');
      });
    });

    describe('PUT /helthGoal (edit)', () => {
      it('replaces a scheduled goal whole: its period, plan and every day (201)', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(
          api,
          user,
          walkingGoal({ goalBeginDe: '2026-03-09', goalEndDe: '2026-03-22' }),
        );

        const response = await call(user, 'PUT', '/helthGoal', {
          ...walkingGoal({
            goalBeginDe: '2026-03-10',
            goalEndDe: '2026-03-16',
            nosmkngAt: 'N',
            alchlGoal: null,
            helthGoalExrciseList: [
              {
                exrciseItemCode: '0101',
                exrciseTimeMi: 15,
                exrciseTodCode: '0004',
                exrciseCreatTypeCode: '0002',
                helthGoalExrciseDowList: dows('tue'),
              },
            ],
          }),
          helthGoalSn: goal.helthGoalSn,
        });

        expect(response.statusCode).toBe(201);
        expect(response.json<HealthGoal>()).toMatchObject({
          helthGoalSn: goal.helthGoalSn,
          goalBeginDe: '2026-03-10',
          goalEndDe: '2026-03-16',
          goalSttusCode: '0001',
          exrciseTimeMiGoalTot: 15,
          nosmkngPlanDayCnt: 0,
          alchlGoal: null,
        });
        expect(exerciseDays(await dashboard(api, user, '2026-03-01', '2026-03-31'))).toEqual([
          '2026-03-10 0101',
        ]);
      });

      it('applies the new plan of a goal in progress from next Monday: this week stays as it was', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());
        await setClock(api, '2026-03-04T20:00:00+09:00', user);
        const [monday] = (await dashboard(api, user, '2026-03-02', '2026-03-02')).routhLapseList;
        const done = monday!.helthGoalExrciseDtlsList[0]!;
        await call(user, 'PUT', `/helthGoal/exrcise/dtls/${done.exrciseExecutDtlsSn}`, {
          exrciseExecutDtlsSn: done.exrciseExecutDtlsSn,
          exrciseAt: 'Y',
        });

        const response = await call(user, 'PUT', '/helthGoal', {
          ...walkingGoal({
            helthGoalExrciseList: [
              {
                exrciseItemCode: '0501',
                exrciseTimeMi: 20,
                exrciseTodCode: '0001',
                exrciseCreatTypeCode: '0002',
                helthGoalExrciseDowList: dows('tue', 'thu'),
              },
            ],
          }),
          helthGoalSn: goal.helthGoalSn,
        });

        expect(response.statusCode).toBe(201);
        const days = exerciseDays(await dashboard(api, user));
        expect(days.slice(0, 5)).toEqual([
          '2026-03-02 0401',
          '2026-03-04 0401',
          '2026-03-06 0401',
          '2026-03-10 0501',
          '2026-03-12 0501',
        ]);
        expect(days).toHaveLength(3 + 3 * 2);
        expect(response.json<HealthGoal>()).toMatchObject({
          exrciseTimeMiGoalTot: 3 * 30 + 6 * 20,
          exrciseTimeMiTot: 30,
          helthGoalExrciseList: [{ exrciseItemCode: '0501', helthGoalExrciseDowList: dows('tue', 'thu') }],
        });
      });

      it('keeps exercises recorded by hand after next Monday when the plan changes', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());
        const manual = await call(user, 'POST', '/helthGoal/exrcise/dtls/manual', {
          exrciseItemCode: '0601',
          exrcisePlanDe: '2026-03-12',
          exrciseTimeMi: 25,
          exrciseTodCode: '0003',
          exrciseAt: 'N',
        });
        expect(manual.statusCode).toBe(201);

        await call(user, 'PUT', '/helthGoal', { ...walkingGoal(), helthGoalSn: goal.helthGoalSn });

        expect(exerciseDays(await dashboard(api, user, '2026-03-12', '2026-03-12'))).toEqual([
          '2026-03-12 0601',
        ]);
      });

      it('removes the days after a new, earlier end and plans the days of a later end', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());

        const shorter = await call(user, 'PUT', '/helthGoal', {
          ...walkingGoal({ goalEndDe: '2026-03-15' }),
          helthGoalSn: goal.helthGoalSn,
        });
        expect(shorter.json<HealthGoal>()).toMatchObject({ goalTotDayCnt: 14, nosmkngPlanDayCnt: 14 });
        expect((await dashboard(api, user)).routhLapseList.at(-1)?.routhLapseDe).toBe('2026-03-15');

        const longer = await call(user, 'PUT', '/helthGoal', {
          ...walkingGoal({ goalEndDe: '2026-04-05' }),
          helthGoalSn: goal.helthGoalSn,
        });
        expect(longer.json<HealthGoal>()).toMatchObject({
          goalTotDayCnt: 35,
          nosmkngPlanDayCnt: 35,
          alchlPlanDayCnt: 35,
        });
        expect(exerciseDays(await dashboard(api, user, '2026-03-02', '2026-04-05'))).toHaveLength(15);
      });

      it('stops no-smoking from next Monday when the edit turns it off; the days entered stay', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());
        await setClock(api, '2026-03-04T09:00:00+09:00', user);
        const [monday] = (await dashboard(api, user, '2026-03-02', '2026-03-02')).routhLapseList;
        const entry = monday!.helthGoalNosmkngDtls!;
        await call(user, 'PUT', `/helthGoal/nosmkng/dtls/${entry.nosmkngExecutDtlsSn}`, {
          nosmkngExecutDtlsSn: entry.nosmkngExecutDtlsSn,
          nosmkngAt: 'Y',
        });

        const response = await call(user, 'PUT', '/helthGoal', {
          ...walkingGoal({ nosmkngAt: 'N' }),
          helthGoalSn: goal.helthGoalSn,
        });

        expect(response.json<HealthGoal>()).toMatchObject({
          nosmkngAt: 'N',
          nosmkngPlanDayCnt: 7,
          nosmkngSuccessDayCnt: 1,
        });
      });

      it('refuses moving the begin of a goal in progress (422 M0187) and an end before today (422 M1060)', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());
        await setClock(api, '2026-03-10T09:00:00+09:00', user);

        await expectRefused(
          call(user, 'PUT', '/helthGoal', {
            ...walkingGoal({ goalBeginDe: '2026-03-10' }),
            helthGoalSn: goal.helthGoalSn,
          }),
          422,
          'M0187',
          'goalBeginDe',
        );
        await expectRefused(
          call(user, 'PUT', '/helthGoal', {
            ...walkingGoal({ goalEndDe: '2026-03-09' }),
            helthGoalSn: goal.helthGoalSn,
          }),
          422,
          'M1060',
          'goalEndDe',
        );
      });

      it('refuses editing an ended goal (409 M1062)', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());
        await call(user, 'PUT', `/helthGoal/${goal.helthGoalSn}`);

        await expectRefused(
          call(user, 'PUT', '/helthGoal', { ...walkingGoal(), helthGoalSn: goal.helthGoalSn }),
          409,
          'M1062',
        );
      });

      it('refuses an edit that overlaps another goal (409 M1061)', async () => {
        const user = await newPerson(api);
        await createGoal(api, user, walkingGoal());
        const later = await createGoal(
          api,
          user,
          walkingGoal({ goalBeginDe: '2026-04-06', goalEndDe: '2026-04-30' }),
        );

        await expectRefused(
          call(user, 'PUT', '/helthGoal', {
            ...walkingGoal({ goalBeginDe: '2026-03-20', goalEndDe: '2026-04-30' }),
            helthGoalSn: later.helthGoalSn,
          }),
          409,
          'M1061',
        );
      });

      it("refuses another person's goal (404 M0105) and changes nothing of it", async () => {
        const user = await newPerson(api);
        const other = await newPerson(api);
        const theirs = await createGoal(api, other, walkingGoal());

        await expectRefused(
          call(user, 'PUT', '/helthGoal', {
            ...walkingGoal({ nosmkngAt: 'N' }),
            helthGoalSn: theirs.helthGoalSn,
          }),
          404,
          'M0105',
        );
        expect((await detail(other, theirs.helthGoalSn)).nosmkngAt).toBe('Y');
      });
    });

    describe('PUT /helthGoal/{helthGoalSn} (end) and history', () => {
      it('ends a goal in progress today: ended, its end today, its later days gone, found in history', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());
        await setClock(api, '2026-03-10T18:00:00+09:00', user);

        const response = await call(user, 'PUT', `/helthGoal/${goal.helthGoalSn}`);

        expect(response.statusCode).toBe(200);
        expect(response.json<HealthGoal>()).toMatchObject({
          goalSttusCode: '0003',
          goalEndDe: '2026-03-10',
          goalTotDayCnt: 9,
          exrciseTimeMiGoalTot: 4 * 30,
          nosmkngPlanDayCnt: 9,
        });
        expect((await dashboard(api, user)).routhLapseList.at(-1)?.routhLapseDe).toBe('2026-03-10');
        expect((await history(user, '0003')).map((ended) => ended.helthGoalSn)).toEqual([goal.helthGoalSn]);
        expect(await history(user, '0002')).toEqual([]);
      });

      it('lets a new goal begin on the day the last one was ended', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());
        await call(user, 'PUT', `/helthGoal/${goal.helthGoalSn}`);

        const next = await createGoal(api, user, walkingGoal({ goalEndDe: '2026-03-15' }));

        const [today] = (await dashboard(api, user, '2026-03-02', '2026-03-02')).routhLapseList;
        expect(today?.helthGoalSn).toBe(next.helthGoalSn);
        expect(today?.helthGoalNosmkngDtls?.helthGoalSn).toBe(next.helthGoalSn);
      });

      it('lists goals newest first, each with its state', async () => {
        const user = await newPerson(api);
        const current = await createGoal(api, user, walkingGoal());
        const next = await createGoal(
          api,
          user,
          walkingGoal({ goalBeginDe: '2026-04-06', goalEndDe: '2026-04-30' }),
        );

        const goals = await history(user);

        expect(goals.map((goal) => [goal.helthGoalSn, goal.goalSttusCode])).toEqual([
          [next.helthGoalSn, '0001'],
          [current.helthGoalSn, '0002'],
        ]);
        expect(await history(user, '0001')).toHaveLength(1);
      });

      it('refuses ending an ended goal (409 M1062) and a goal not begun (409 M0187)', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());
        const next = await createGoal(
          api,
          user,
          walkingGoal({ goalBeginDe: '2026-04-06', goalEndDe: '2026-04-30' }),
        );
        await call(user, 'PUT', `/helthGoal/${goal.helthGoalSn}`);

        await expectRefused(call(user, 'PUT', `/helthGoal/${goal.helthGoalSn}`), 409, 'M1062');
        await expectRefused(call(user, 'PUT', `/helthGoal/${next.helthGoalSn}`), 409, 'M0187');
      });

      it("refuses ending another person's goal (404 M0105)", async () => {
        const user = await newPerson(api);
        const other = await newPerson(api);
        const theirs = await createGoal(api, other, walkingGoal());

        await expectRefused(call(user, 'PUT', `/helthGoal/${theirs.helthGoalSn}`), 404, 'M0105');
        expect((await detail(other, theirs.helthGoalSn)).goalSttusCode).toBe('0002');
      });
    });

    describe('DELETE /helthGoal/{helthGoalSn}', () => {
      it('refuses deleting a goal in progress (409 M1063)', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());

        await expectRefused(call(user, 'DELETE', `/helthGoal/${goal.helthGoalSn}`), 409, 'M1063');
        expect((await detail(user, goal.helthGoalSn)).goalSttusCode).toBe('0002');
      });

      it('deletes a scheduled goal and an ended one (204): never answered again', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());
        const next = await createGoal(
          api,
          user,
          walkingGoal({ goalBeginDe: '2026-04-06', goalEndDe: '2026-04-30' }),
        );
        await call(user, 'PUT', `/helthGoal/${goal.helthGoalSn}`);

        expect((await call(user, 'DELETE', `/helthGoal/${next.helthGoalSn}`)).statusCode).toBe(204);
        expect((await call(user, 'DELETE', `/helthGoal/${goal.helthGoalSn}`)).statusCode).toBe(204);

        expect(await history(user)).toEqual([]);
        expect(await dashboard(api, user, '2026-03-01', '2026-04-30')).toEqual({
          helthGoalList: [],
          routhLapseList: [],
        });
        await expectRefused(call(user, 'DELETE', `/helthGoal/${goal.helthGoalSn}`), 404, 'M0105');
      });

      it("refuses another person's goal (404 M0105)", async () => {
        const user = await newPerson(api);
        const other = await newPerson(api);
        const theirs = await createGoal(
          api,
          other,
          walkingGoal({ goalBeginDe: '2026-04-06', goalEndDe: '2026-04-30' }),
        );

        await expectRefused(call(user, 'DELETE', `/helthGoal/${theirs.helthGoalSn}`), 404, 'M0105');
        expect(await history(other)).toHaveLength(1);
      });
    });

    describe('GET /dashboard2', () => {
      it.each([
        ['a from after the to', 'fromSearchDt=2026-03-09&toSearchDt=2026-03-08', 'toSearchDt'],
        ['a range of 372 days', 'fromSearchDt=2026-03-02&toSearchDt=2027-03-08', 'toSearchDt'],
        ['an impossible date', 'fromSearchDt=2026-03-02&toSearchDt=2026-02-30', 'toSearchDt'],
        ['a missing date', 'fromSearchDt=2026-03-02', 'toSearchDt'],
        ['a date before 1900', 'fromSearchDt=0099-03-02&toSearchDt=0099-03-08', 'fromSearchDt'],
        [
          'two values of one date',
          'fromSearchDt=2026-03-02&fromSearchDt=2026-03-03&toSearchDt=2026-03-08',
          'fromSearchDt',
        ],
      ])('refuses %s (400 M0187)', async (_case, query, field) => {
        const user = await newPerson(api);
        await expectRefused(call(user, 'GET', `/dashboard2?${query}`), 400, 'M0187', field);
      });

      it('answers a range of 371 days, and nothing for a person without goals', async () => {
        const user = await newPerson(api);

        expect(await dashboard(api, user, '2026-03-02', '2027-03-07')).toEqual({
          helthGoalList: [],
          routhLapseList: [],
        });
      });

      it('answers only the goals touching the range and the days of the range', async () => {
        const user = await newPerson(api);
        const goal = await createGoal(api, user, walkingGoal());
        await createGoal(api, user, walkingGoal({ goalBeginDe: '2026-04-06', goalEndDe: '2026-04-30' }));

        const board = await dashboard(api, user, '2026-03-09', '2026-03-15');

        expect(board.helthGoalList.map((touching) => touching.helthGoalSn)).toEqual([goal.helthGoalSn]);
        expect(board.routhLapseList.map((day) => day.routhLapseDe)).toEqual([
          '2026-03-09',
          '2026-03-10',
          '2026-03-11',
          '2026-03-12',
          '2026-03-13',
          '2026-03-14',
          '2026-03-15',
        ]);
      });

      it('costs the same number of statements for 7 days as for a 371-day goal over 371 days', async () => {
        const user = await newPerson(api);
        await createGoal(api, user, {
          ...walkingGoal({ goalEndDe: '2027-03-07' }),
          helthGoalExrciseList: [
            {
              ...walkingGoal().helthGoalExrciseList[0]!,
              helthGoalExrciseDowList: dows('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'),
            },
            {
              exrciseItemCode: '0101',
              exrciseTimeMi: 15,
              exrciseTodCode: '0004',
              exrciseCreatTypeCode: '0001',
              helthGoalExrciseDowList: dows('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'),
            },
          ],
        });
        const statements = jest.spyOn(api.db, 'query');

        statements.mockClear();
        await dashboard(api, user, '2026-03-02', '2026-03-08');
        const week = statements.mock.calls.length;
        statements.mockClear();
        const year = await dashboard(api, user, '2026-03-02', '2027-03-07');
        const yearStatements = statements.mock.calls.length;
        statements.mockRestore();

        expect(year.routhLapseList).toHaveLength(371);
        expect(year.routhLapseList.flatMap((day) => day.helthGoalExrciseDtlsList)).toHaveLength(742);
        expect(yearStatements).toBe(week);
        // Two of them read the medication plans and doses of helthTkmdPlanList (none to make here).
        expect(week).toBeLessThanOrEqual(8);
      });
    });
  },
);
