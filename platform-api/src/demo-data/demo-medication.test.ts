import type { MedicationPlanList, MedicationSchedule } from 'shared-kernel/isomorphic';
import { runDoseAlerts } from '../medication';
import { listNotifications } from '../notifications';
import { logIn, openTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabaseKinds } from '../../test-support/test-databases';

/** Seeded on Monday 2 March 2026 at 09:00 in Seoul, and read then. */
const seedingDay = new Date('2026-03-02T09:00:00+09:00');

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'demo medication (%s)',
  (_name, kind) => {
    let api: TestApp;
    let token: string;

    beforeAll(async () => {
      api = await openTestApp(kind, { demoDay: seedingDay });
      token = (await logIn(api.app, 'demo-grandpa')).access_token;
    });
    afterAll(() => api.close());

    async function get<Answer>(url: string): Promise<Answer> {
      const response = await api.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json<Answer>();
    }

    it('gives grandpa three medicines: one with no end, one on weekdays, one finished', async () => {
      const { tkmdPlanList } = await get<MedicationPlanList>('/api/medication/plan');
      expect(
        tkmdPlanList.map((plan) => [plan.tkmdNm, plan.planState, plan.tkmdCycleCode, plan.tkmdEndDe]),
      ).toEqual([
        ['암로디핀정 5mg', 'ongoing', '0001', '9999-12-31T23:59:59'],
        ['메트포르민정 500mg', 'ongoing', '0002', '2026-04-01'],
        ['아목시실린캡슐 500mg', 'ended', '0001', '2026-02-09'],
      ]);
    });

    it('has two months of history at about 75 % taken', async () => {
      const { tkmdPlanList } = await get<MedicationPlanList>('/api/medication/plan');
      const taken = tkmdPlanList.reduce((sum, plan) => sum + plan.adherence.takenCnt, 0);
      const due = tkmdPlanList.reduce((sum, plan) => sum + plan.adherence.dueCnt, 0);
      expect(due).toBeGreaterThan(100);
      expect(taken / due).toBeGreaterThan(0.65);
      expect(taken / due).toBeLessThan(0.85);
      const month = await get<MedicationSchedule>(
        '/api/medication/schedules?fromPeriodDt=2026-02-01&toPeriodDt=2026-02-28',
      );
      expect(month.tkmdDtlsList.some((dose) => dose.tkmdSttusCode === '0004')).toBe(true);
    });

    it('left this morning’s 07:00 pill untaken, which told demo, once', async () => {
      const today = await get<MedicationSchedule>(
        '/api/medication/schedules?fromPeriodDt=2026-03-02&toPeriodDt=2026-03-02',
      );
      expect(
        today.tkmdDtlsList.map((dose) => [dose.tkmdPlanDt.slice(11, 16), dose.tkmdNm, dose.tkmdSttusCode]),
      ).toEqual([
        ['07:00', '암로디핀정 5mg', '0003'],
        ['08:00', '메트포르민정 500mg', expect.any(String)],
        ['19:00', '메트포르민정 500mg', '0003'],
      ]);
      const { notiList } = await listNotifications(api.db, 'demo', { page: 1, rows: 10 });
      expect(notiList).toEqual([
        expect.objectContaining({
          notiKindCode: '0002',
          params: { userNm: '김영수', tkmdNm: '암로디핀정 5mg', time: '07:00' },
          link: null,
          creatDt: '2026-03-01T23:00:00.000Z',
        }),
      ]);
      // The scheduler's first run adds nothing: the past is handled, the evening dose not due.
      expect(await runDoseAlerts(api.db, seedingDay)).toMatchObject({ reminders: 0, missedAlerts: 0 });
    });
  },
);
