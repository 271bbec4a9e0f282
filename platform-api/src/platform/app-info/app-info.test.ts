// App versions and maintenance (issue 36.3): what the operator command sets, what the app info answers without
// login, and what every other call answers during a maintenance window.
import type { AppInfo } from 'shared-kernel/isomorphic';
import { jsonCall } from '../../../test-support/json-call';
import { logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { appInfoChannel } from './maintenance-gate';
import { runOperatorCommand } from './operator-command';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'app versions and maintenance (%s)',
  (_name, kind) => {
    let api: TestApp;
    let token: string;

    beforeEach(async () => {
      api = await openTestApp(kind, { demoDay: new Date('2026-03-02T09:00:00+09:00') });
      token = (await logIn(api.app)).access_token;
    });
    afterEach(() => api.close());

    /** Runs the command as the operator would, and waits until the API instances were told. */
    async function operator(...args: string[]) {
      let told: () => void = () => undefined;
      const notified = new Promise<void>((resolve) => {
        told = resolve;
      });
      const stop = await api.db.listen(appInfoChannel, () => told());
      const outcome = await runOperatorCommand(api.db, args, api.clock.now());
      if (outcome.exitCode === 0) await notified;
      await stop();
      return outcome;
    }

    const appInfo = async (platform: string) => {
      const response = await jsonCall(api, null, 'GET', `/api/open/appinfo/${platform}`);
      expect(response.statusCode).toBe(200);
      return response.json<AppInfo>();
    };
    const settings = () => jsonCall(api, { token }, 'GET', '/api/service/setting');

    it('answers each platform its minimum and latest version without login, as the operator set them (issue 36.3)', async () => {
      expect(await appInfo('android')).toEqual({
        platform: 'android',
        minimumVersion: '0.0.0',
        latestVersion: '0.0.0',
        maintenance: null,
      });
      const outcome = await operator('--', 'app-version', 'android', '--min', '1.2.0', '--latest', '1.4.0');
      expect(outcome.exitCode).toBe(0);
      expect(await appInfo('android')).toMatchObject({ minimumVersion: '1.2.0', latestVersion: '1.4.0' });
      expect(await appInfo('ios')).toMatchObject({ minimumVersion: '0.0.0', latestVersion: '0.0.0' });
      const spec = await jsonCall(api, null, 'GET', '/api/open/phrapp/android');
      expect(spec.json<AppInfo>().latestVersion).toBe('1.4.0');
    });

    it('refuses a platform it does not know with 400 M0187 (issue 36.3)', async () => {
      const response = await jsonCall(api, null, 'GET', '/api/open/appinfo/windows');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('M0187');
    });

    it('answers every other call 503 M1188 with Retry-After during maintenance, not the app info or health (issue 36.3)', async () => {
      const outcome = await operator(
        'maintenance',
        '--from',
        '2026-03-02T10:00+09:00',
        '--until',
        '2026-03-02T12:00+09:00',
      );
      expect(outcome.exitCode).toBe(0);
      expect((await settings()).statusCode).toBe(200);
      expect((await appInfo('web')).maintenance).toEqual({
        from: '2026-03-02T01:00:00.000Z',
        until: '2026-03-02T03:00:00.000Z',
        messageCode: 'M1188',
      });

      api.clock.advance(90 * 60_000);
      const during = await settings();
      expect(during.statusCode).toBe(503);
      expect(during.headers['retry-after']).toBe(String(90 * 60));
      expect(during.json()).toEqual({
        code: 'M1188',
        message: 'The service is under maintenance. Please try again in a few minutes.',
        params: { retryAfterSeconds: 5400 },
      });
      const login = await api.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { 'language-code': 'ko' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json<{ message: string }>().message).toBe(
        '지금 서비스를 점검하고 있어요. 잠시 후 다시 시도해 주세요.',
      );
      const crossOrigin = await api.app.inject({
        method: 'GET',
        url: '/api/service/setting',
        headers: { origin: 'http://localhost:3000', authorization: `Bearer ${token}` },
      });
      expect(crossOrigin.statusCode).toBe(503);
      // A browser on another origin reads the notice's code too, not a CORS failure.
      expect(crossOrigin.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect((await jsonCall(api, null, 'GET', '/health')).statusCode).toBe(200);
      expect((await appInfo('ios')).maintenance?.until).toBe('2026-03-02T03:00:00.000Z');

      // Three hours on, the access token has expired: logging in again is answered too.
      api.clock.advance(90 * 60_000);
      token = (await logIn(api.app)).access_token;
      expect((await settings()).statusCode).toBe(200);
      expect((await appInfo('ios')).maintenance).toBeNull();
    });

    it('answers again at once when the operator lifts the maintenance (issue 36.3)', async () => {
      await operator('maintenance', '--from', '2026-03-02T08:00+09:00', '--until', '2026-03-02T18:00+09:00');
      expect((await settings()).statusCode).toBe(503);
      expect((await operator('maintenance', '--lift')).exitCode).toBe(0);
      expect((await settings()).statusCode).toBe(200);
      expect((await appInfo('web')).maintenance).toBeNull();
    });

    it.each([
      [['app-version', 'windows', '--min', '1.0.0', '--latest', '1.0.0']],
      [['app-version', 'web', '--min', '1.2', '--latest', '1.4.0']],
      [['app-version', 'web', '--min', '01.2.0', '--latest', '1.4.0']],
      [['app-version', 'web', '--min', '1.5.0', '--latest', '1.4.0']],
      [['app-version', 'web', '--min', '1.2.0']],
      [['maintenance', '--from', '2026-02-30T10:00+09:00', '--until', '2026-03-02T12:00+09:00']],
      [['maintenance', '--from', '2026-03-02T24:00+09:00', '--until', '2026-03-03T12:00+09:00']],
      [['maintenance', '--from', '2026-03-02T10:00', '--until', '2026-03-02T12:00+09:00']],
      [['maintenance', '--from', '2026-03-02T12:00+09:00', '--until', '2026-03-02T10:00+09:00']],
      [['maintenance', '--from', '2026-03-01T10:00+09:00', '--until', '2026-03-01T12:00+09:00']],
      [
        [
          'maintenance',
          '--from',
          '2026-03-02T10:00+09:00',
          '--until',
          '2026-03-02T12:00+09:00',
          '--message',
          'M9999',
        ],
      ],
      [['maintenance', '--lift', 'now']],
    ])('refuses %j with M0187 and changes nothing (issue 36.3)', async (args) => {
      const before = await api.db.query('SELECT * FROM app_versions, maintenance_window');
      const outcome = await runOperatorCommand(api.db, args, api.clock.now());
      expect(outcome.exitCode).toBe(1);
      expect(outcome.message).toMatch(/^M0187 /);
      expect(await api.db.query('SELECT * FROM app_versions, maintenance_window')).toEqual(before);
      expect((await settings()).statusCode).toBe(200);
    });
  },
);
