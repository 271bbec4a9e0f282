// The dose scheduler: reminders to the patient, missed-dose alerts to the people the patient shares health data
// with, each exactly once: run after run, with two API instances on one database, and after a restart.
import type { AppNotification } from 'shared-kernel/isomorphic';
import type { Database } from '../../platform/database/database';
import { openPostgresDatabase } from '../../platform/database/postgres-database';
import { share, type FhirTestUser } from '../../../test-support/fhir';
import { listNotifications } from '../../notifications';
import { setClock, testMonday } from '../../../test-support/routines';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { runDoseAlerts } from './dose-alerts';
import {
  createPlan,
  doseAt,
  medicationCall,
  newPatient,
  tick,
  twiceDaily,
} from '../../../test-support/medication';

/** Its own connections to the database of `api` (PostgreSQL: a second pool, as a second server has). */
async function secondConnection(
  api: TestApp,
  kindName: string,
): Promise<{ db: Database; close(): Promise<void> }> {
  const url = process.env['TEST_DATABASE_URL'];
  if (kindName !== 'PostgreSQL' || !url) return { db: api.db, close: async () => {} };
  const [row] = await api.db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const scopedUrl = new URL(url);
  scopedUrl.searchParams.set('options', `-c search_path=${row?.schema ?? 'public'}`);
  const db = await openPostgresDatabase(scopedUrl.toString(), (error) => {
    throw error;
  });
  return { db, close: () => db.close() };
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'dose alerts (%s)',
  (kindName, kind) => {
    let api: TestApp;
    let patient: FhirTestUser;
    let family: FhirTestUser;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());
    beforeEach(async () => {
      api.clock.advance(new Date(testMonday).getTime() - api.clock.now().getTime());
      patient = await newPatient(api, 'grandpa');
      family = await newPatient(api, 'son');
      await share(api, patient, family);
      // The scheduler serves every person: the plans of earlier tests would answer too.
      await api.db.query('DELETE FROM medication_plans');
    });

    const at = (instant: string) => {
      api.clock.advance(new Date(instant).getTime() - api.clock.now().getTime());
      return api.clock.now();
    };
    /** One run at `instant`; the people log in again on that clock (tokens live 15 minutes). */
    const run = async (instant: string, db: Database = api.db) => {
      await setClock(api, instant, patient, family);
      return runDoseAlerts(db, api.clock.now());
    };
    const notificationsOf = async (user: FhirTestUser): Promise<AppNotification[]> =>
      (await listNotifications(api.db, user.userId, { page: 1, rows: 50 })).notiList;
    const summary = (list: AppNotification[]) =>
      list.map(({ notiKindCode, params, link }) => ({ notiKindCode, params, link })).reverse();

    it('reminds the patient at the dose’s time, once, and tells the family an hour later, once', async () => {
      // A plan begun tomorrow: the scheduler makes its doses of the day itself.
      await createPlan(api, patient, twiceDaily({ tkmdBeginDe: '2026-03-03' }));
      expect(await run('2026-03-03T07:59:00+09:00')).toMatchObject({ reminders: 0, missedAlerts: 0 });
      expect(await run('2026-03-03T08:00:00+09:00')).toMatchObject({ reminders: 1, missedAlerts: 0 });
      expect(await run('2026-03-03T08:30:00+09:00')).toMatchObject({ reminders: 0, missedAlerts: 0 });
      expect(await run('2026-03-03T09:00:00+09:00')).toMatchObject({ reminders: 0, missedAlerts: 1 });
      expect(await run('2026-03-03T09:01:00+09:00')).toMatchObject({ reminders: 0, missedAlerts: 0 });

      expect(summary(await notificationsOf(patient))).toEqual([
        { notiKindCode: '0001', params: { tkmdNm: '타이레놀', time: '08:00' }, link: '/main/medicine' },
      ]);
      expect(summary(await notificationsOf(family))).toEqual([
        { notiKindCode: '0002', params: { userNm: '박서연', tkmdNm: '타이레놀', time: '08:00' }, link: null },
      ]);
    });

    it('names a catalogue medicine also by its English name, which English and Khmer texts show (issue 35.20)', async () => {
      await api.db.query(
        `INSERT INTO medicine_items (item_seq, item_name, item_eng_name, entp_name, strength, search_key, name_key)
         VALUES ('202400002', '알림정', 'Reminder Tab. 5mg', '테스트제약', '5mg', '알림정', '알림정')
         ON CONFLICT (item_seq) DO NOTHING`,
      );
      await createPlan(
        api,
        patient,
        twiceDaily({ tkmdNm: '알림정', itemSeq: '202400002', tkmdBeginDe: '2026-03-03' }),
      );
      await run('2026-03-03T08:00:00+09:00');
      await run('2026-03-03T09:00:00+09:00');

      expect(summary(await notificationsOf(patient))[0]?.params).toEqual({
        tkmdNm: '알림정',
        tkmdEngNm: 'Reminder Tab. 5mg',
        time: '08:00',
      });
      expect(summary(await notificationsOf(family))[0]?.params).toMatchObject({
        tkmdEngNm: 'Reminder Tab. 5mg',
      });
    });

    it('tells nobody of a dose ticked in time, nor reminds a plan with the reminder off or without the alert', async () => {
      const plan = await createPlan(api, patient, twiceDaily());
      await createPlan(api, patient, twiceDaily({ tkmdNm: 'quiet', notiAt: 'N', missedAlertMi: null }));
      await run('2026-03-02T19:00:00+09:00');
      await tick(api, patient, await doseAt(api, patient, '2026-03-02T20:00', plan.tkmdSn), '0002');
      expect(await run('2026-03-02T20:00:00+09:00')).toMatchObject({ reminders: 0 });
      expect(await run('2026-03-02T22:00:00+09:00')).toMatchObject({ missedAlerts: 0 });
      expect(await notificationsOf(family)).toEqual([]);
      // The plans were registered at 09:00: their 08:00 doses were never the patient's, so nobody hears of them.
      expect(summary(await notificationsOf(patient))).toEqual([]);
    });

    it('never reports missed a dose due before its plan was registered, only the ones after (issue 35)', async () => {
      await setClock(api, '2026-03-02T14:00:00+09:00', patient);
      await createPlan(api, patient, twiceDaily());
      expect(await run('2026-03-02T14:00:00+09:00')).toMatchObject({ reminders: 0, missedAlerts: 0 });
      expect(await run('2026-03-02T19:00:00+09:00')).toMatchObject({ reminders: 0, missedAlerts: 0 });
      expect(await run('2026-03-02T21:00:00+09:00')).toMatchObject({ reminders: 1, missedAlerts: 1 });
      expect(summary(await notificationsOf(family))).toEqual([
        { notiKindCode: '0002', params: { userNm: '박서연', tkmdNm: '타이레놀', time: '20:00' }, link: null },
      ]);
    });

    it('passes over reminders more than an hour late (no flood after a restart) but still alerts the family', async () => {
      await createPlan(api, patient, twiceDaily({ tkmdBeginDe: '2026-03-03' }));
      await run('2026-03-03T07:00:00+09:00');
      // Stopped from 07:00 to 09:30.
      expect(await run('2026-03-03T09:30:00+09:00')).toMatchObject({ reminders: 0, missedAlerts: 1 });
      expect(await notificationsOf(patient)).toEqual([]);
      expect(await notificationsOf(family)).toHaveLength(1);
    });

    it('catches up after a restart without repeating: a new instance on the same database', async () => {
      await createPlan(api, patient, twiceDaily({ tkmdBeginDe: '2026-03-03' }));
      await run('2026-03-03T08:00:00+09:00');
      const restarted = await secondConnection(api, kindName);
      try {
        expect(await run('2026-03-03T09:10:00+09:00', restarted.db)).toMatchObject({
          reminders: 0,
          missedAlerts: 1,
        });
        expect(await run('2026-03-03T09:20:00+09:00', restarted.db)).toMatchObject({ missedAlerts: 0 });
      } finally {
        await restarted.close();
      }
      expect(await notificationsOf(patient)).toHaveLength(1);
      expect(await notificationsOf(family)).toHaveLength(1);
    });

    it('fires once per dose with two instances running at the same moments', async () => {
      const patients = [patient, ...(await Promise.all([1, 2, 3, 4].map(() => newPatient(api, 'many'))))];
      for (const person of patients) {
        if (person !== patient) await share(api, person, family);
        await createPlan(
          api,
          person,
          twiceDaily({ tkmdBeginDe: '2026-03-03', tkmdTimeList: ['08:00', '08:10', '08:20'] }),
        );
      }
      const other = await secondConnection(api, kindName);
      try {
        for (const instant of ['07:00', '08:20', '09:30']) {
          const now = at(`2026-03-03T${instant}:00+09:00`);
          await Promise.all([runDoseAlerts(api.db, now, 2), runDoseAlerts(other.db, now, 2)]);
        }
      } finally {
        await other.close();
      }
      for (const person of patients) expect(await notificationsOf(person)).toHaveLength(3);
      expect(await notificationsOf(family)).toHaveLength(15);
    });

    it('runs inside the app when turned on, from onReady until close', async () => {
      await setClock(api, '2026-03-02T06:50:00+09:00', patient);
      await createPlan(api, patient, twiceDaily({ tkmdTimeList: ['07:00'], tkmdEndDe: '2026-03-02' }));
      await setClock(api, '2026-03-02T07:00:00+09:00', patient);
      const scheduled = await secondConnection(api, kindName);
      const { createApp } = await import('../../app');
      const { resolveTokenSecret } = await import('../../accounts');
      const app = createApp({
        db: scheduled.db,
        tokenSecret: await resolveTokenSecret(scheduled.db),
        log: { level: 'silent' },
        now: api.clock.now,
        doseAlerts: { intervalMs: 20 },
      });
      try {
        await app.ready();
        for (let waited = 0; waited < 100 && (await notificationsOf(patient)).length === 0; waited += 1)
          await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        await app.close();
        await scheduled.close();
      }
      expect(summary(await notificationsOf(patient))).toEqual([
        { notiKindCode: '0001', params: { tkmdNm: '타이레놀', time: '07:00' }, link: '/main/medicine' },
      ]);
      expect((await medicationCall(api, patient, 'GET', '/plan')).statusCode).toBe(200);
    });
  },
);
