import { createApp } from '../../app';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'the dev SMS outbox route (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const outbox = (app = api.app, remoteAddress = '127.0.0.1', host = 'localhost:8090') =>
      app.inject({
        method: 'GET',
        url: '/api/dev/sms-outbox',
        remoteAddress,
        headers: { host, 'language-code': 'en' },
      });

    it.each([
      ['127.0.0.1', 'localhost:8090'],
      ['::1', '127.0.0.1:8090'],
      ['::ffff:127.0.0.1', '[::1]:8090'],
    ])('answers a caller on this machine (%s asking for %s) when enabled', async (address, host) => {
      const response = await outbox(api.app, address, host);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ messages: expect.any(Array) });
    });

    it.each([
      ['192.168.0.7', 'localhost:8090'],
      ['10.0.0.2', '192.168.0.2:8090'],
      ['::ffff:192.168.0.7', 'localhost:8090'],
    ])('refuses a caller from another machine (%s) with 403 M1143', async (address, host) => {
      const response = await outbox(api.app, address, host);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'M1143' });
    });

    it('refuses a loopback connection that asked for another host name (DNS rebinding) with 403 M1143', async () => {
      const response = await outbox(api.app, '127.0.0.1', 'attacker.example.com');

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'M1143' });
    });

    it('does not exist unless explicitly enabled (404), even beside the dev outbox, and then logs no warning', async () => {
      const lines: string[] = [];
      const app = createApp({
        db: api.db,
        tokenSecret: new Uint8Array(32),
        doseAlerts: false,
        log: { level: 'info', stream: { write: (line) => lines.push(line) } },
      });
      try {
        const response = await outbox(app);

        expect(response.statusCode).toBe(404);
        const levels = lines.map((line) => (JSON.parse(line) as { level: number }).level);
        expect(levels.filter((level) => level >= 40)).toEqual([]);
      } finally {
        await app.close();
      }
    });

    it('logs a warning at start when enabled', async () => {
      const lines: string[] = [];
      const app = createApp({
        db: api.db,
        tokenSecret: new Uint8Array(32),
        doseAlerts: false,
        devSmsOutbox: true,
        log: { level: 'info', stream: { write: (line) => lines.push(line) } },
      });
      try {
        await app.ready();

        const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
        expect(warnings).toContainEqual(
          expect.objectContaining({ level: 40, msg: expect.stringContaining('/api/dev/sms-outbox') }),
        );
      } finally {
        await app.close();
      }
    });
  },
);
