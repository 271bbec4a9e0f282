import type { LightMyRequestResponse } from 'fastify';
import { defaultUserSettings, type UserSettings } from 'shared-kernel/isomorphic';
import { hostileInput, safeAnswerProperty, type Json } from '../../../test-support/hostile-input';
import { logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

const numRuns = Number(process.env['SETTINGS_PROPERTY_RUNS'] ?? 80);

const saved: UserSettings = {
  notifications: { ...defaultUserSettings.notifications, likes: false, familyPosts: false },
  quietHours: { start: '22:30', end: '07:00' },
  timeZone: 'Asia/Phnom_Penh',
  language: 'km',
};

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'settings (%s)',
  (_name, kind) => {
    let api: TestApp;
    let token: string;

    beforeAll(async () => {
      api = await openTestApp(kind);
      token = (await logIn(api.app, 'demo-grandpa')).access_token;
    });
    afterAll(() => api.close());

    const call = (
      method: 'GET' | 'PUT' | 'POST',
      payload?: unknown,
      bearer: string | null = token,
    ): Promise<LightMyRequestResponse> =>
      api.app.inject({
        method,
        url: '/api/service/setting',
        headers: {
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined
          ? {}
          : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
      });

    it('answers the defaults before anything is saved: every topic on, no quiet hours, Seoul, each device’s language', async () => {
      const response = await call('GET');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(defaultUserSettings);
    });

    it('PUT saves the whole settings and GET answers them back (POST, the spec’s other name, does the same)', async () => {
      const put = await call('PUT', saved);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual(saved);
      expect((await call('GET')).json()).toEqual(saved);

      const posted = await call('POST', { ...saved, quietHours: null, language: null });
      expect(posted.json()).toEqual({ ...saved, quietHours: null, language: null });
      await call('PUT', defaultUserSettings);
    });

    it.each([
      [
        'quiet hours that start when they end',
        'M1158',
        'quietHours',
        { quietHours: { start: '22:00', end: '22:00' } },
      ],
      [
        'a quiet-hours time that is not HH:mm',
        'M1100',
        'quietHours.start',
        { quietHours: { start: '24:00', end: '07:00' } },
      ],
      ['a time zone nobody knows', 'M1159', 'timeZone', { timeZone: 'Mars/Olympus_Mons' }],
      ['a language the app does not have', 'M0097', 'language', { language: 'fr' }],
      [
        'a topic the app does not have',
        'M0097',
        'notifications.ads',
        { notifications: { ...defaultUserSettings.notifications, ads: true } },
      ],
      ['a topic missing', 'M0097', 'notifications.missedDoses', { notifications: { reminders: true } }],
    ])('refuses %s (400 %s) and keeps what was saved', async (_case, code, field, change) => {
      await call('PUT', saved);
      const response = await call('PUT', { ...saved, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, field });
      expect((await call('GET')).json()).toEqual(saved);
      await call('PUT', defaultUserSettings);
    });

    it('answers only a logged-in person (401 without a token)', async () => {
      expect((await call('GET', undefined, null)).statusCode).toBe(401);
      expect((await call('PUT', saved, null)).statusCode).toBe(401);
    });

    describe('hostile input', () => {
      const hostile = hostileInput(['22:00', '07:00', 'Asia/Seoul', 'UTC', 'ko', 'Etc/GMT+14']);
      const snapshot = () =>
        api.db.query(
          `SELECT muted_kinds, quiet_start::text, quiet_end::text, time_zone, language
             FROM user_settings WHERE user_id = 'demo-grandpa'`,
        );
      const property = safeAnswerProperty(snapshot, numRuns);

      it('PUT /api/service/setting: any body answers 2xx or 4xx with an M-code, and a refusal writes nothing', async () => {
        await property(hostile.bodiesNear(saved as unknown as Json), (body) => call('PUT', body));
      });
    });
  },
);
