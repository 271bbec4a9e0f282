import type { HealthGoalHistory, RoutineDashboard } from 'shared-kernel/isomorphic';
import type { Database } from '../platform/database/database';
import { migrate } from '../platform/database/migrate';
import { logIn, openTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { seedDemoData } from './seed-demo-data';

/** Seeded on Monday 2 March 2026 in Seoul, and read on the same day. */
const seedingDay = new Date('2026-03-02T09:00:00+09:00');

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'demo routines (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind, { demoDay: seedingDay });
    });
    afterAll(() => api.close());

    async function get<Answer>(userId: string, url: string): Promise<Answer> {
      const { access_token: token } = await logIn(api.app, userId);
      const response = await api.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json<Answer>();
    }

    it('gives demo a goal in progress since the Monday four weeks ago, with four weeks of history', async () => {
      const board = await get<RoutineDashboard>(
        'demo',
        '/api/routine/dashboard2?fromSearchDt=2026-02-02&toSearchDt=2026-03-02',
      );

      const [goal] = board.helthGoalList;
      expect(goal).toMatchObject({
        goalBeginDe: '2026-02-02',
        goalEndDe: '2026-04-26',
        goalSttusCode: '0002',
        helthGoalDetailList: [{ helthGoalItemCode: '0001', beforeVal: 76.6, goalVal: 72.6 }],
        nosmkngAt: 'Y',
        alchlGoal: { alchlCo: 2, alchlGlassCnt: 2, alchlCoExecutAt: 'Y', alchlGlassCntExecutAt: 'Y' },
      });
      expect(goal?.helthGoalExrciseList.map((exercise) => exercise.exrciseItemCode)).toEqual([
        '0401',
        '0101',
        '0601',
      ]);
      const past = board.routhLapseList.filter((day) => day.routhLapseDe < '2026-03-02');
      const exercises = past.flatMap((day) => day.helthGoalExrciseDtlsList);
      const done = exercises.filter((exercise) => exercise.exrciseAt === 'Y').length;
      expect(done / exercises.length).toBeGreaterThan(0.7);
      expect(exercises.some((exercise) => exercise.exrciseAt === 'N')).toBe(true);
      expect(exercises.filter((exercise) => exercise.delayExrciseAt === 'Y')).toEqual([
        expect.objectContaining({ exrcisePlanDe: '2026-02-18', exrciseTodCode: '0003', exrciseAt: 'Y' }),
      ]);
      expect(
        past.every((day) => day.helthGoalNosmkngDtls?.nosmkngAt && day.helthGoalAlchlDtls?.alchlAt),
      ).toBe(true);
      expect(past.some((day) => day.helthGoalNosmkngDtls?.nosmkngAt === 'N')).toBe(true);
      expect(past.some((day) => (day.helthGoalAlchlDtls?.alchlGlassCnt ?? 0) > 2)).toBe(true);
      expect(goal!.nosmkngSuccessDayCnt).toBeGreaterThan(20);
      expect(goal!.alchlSuccessDayCnt).toBeGreaterThan(20);
      expect(goal!.exrciseTimeMiTot).toBeGreaterThan(0);
      expect(goal!.cnsumCalValTot).toBeGreaterThan(0);
      const today = board.routhLapseList.find((day) => day.routhLapseDe === '2026-03-02');
      expect(today?.helthGoalExrciseDtlsList.every((exercise) => exercise.exrciseAt === null)).toBe(true);
    });

    it('gives demo-mom a goal ended last month and one scheduled from next Monday', async () => {
      const history = await get<HealthGoalHistory>('demo-mom', '/api/routine/helthGoal/history');

      expect(
        history.helthGoalList.map((goal) => [goal.goalSttusCode, goal.goalBeginDe, goal.goalEndDe]),
      ).toEqual([
        ['0001', '2026-03-09', '2026-05-03'],
        ['0003', '2026-02-01', '2026-02-28'],
      ]);
      expect(history.helthGoalList[1]!.exrciseTimeMiTot).toBeGreaterThan(0);
    });

    it('seeds the same routines for the same day', async () => {
      const again = await kind.open();
      await migrate(again.db);
      await seedDemoData(again.db, seedingDay);
      const rows = (database: Database) =>
        database.query(
          `SELECT exrcise_plan_de::text, exrcise_tod_code, exrcise_at, delay_exrcise_at, cnsum_cal_val::text
           FROM exercise_details ORDER BY exrcise_execut_dtls_sn`,
        );

      const [first, second] = [await rows(api.db), await rows(again.db)];
      await again.discard();
      expect(second).toEqual(first);
    });
  },
);
