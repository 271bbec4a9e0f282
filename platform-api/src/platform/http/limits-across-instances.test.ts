import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import {
  appClientAuthorization,
  generousRateLimits,
  TestClock,
  testScryptCost,
} from '../../../test-support/test-app';
import { openSharedDatabase, type SharedDatabase } from '../../../test-support/shared-database';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { createPasswordHashing, resolveTokenSecret } from '../../accounts';
import { createApp } from '../../app';
import { seedDemoData } from '../../demo-data/seed-demo-data';

/**
 * Issue 15: two API instances on one database share every limit. On PostgreSQL each instance has its own pool of
 * connections (as two servers would), so their requests race in the database for real. PGlite serves one process
 * only, so there both instances share its one connection: that still shows the counters are in the database and
 * not in either instance's memory, and requests still interleave between statements.
 */
const minute = 60_000;
const limits = {
  ...generousRateLimits,
  token: { max: 3, timeWindowMs: minute },
  loginPerIp: { max: 10, timeWindowMs: minute },
  refreshPerFamily: { max: 3, timeWindowMs: minute },
  userIdExists: { max: 2, timeWindowMs: minute },
};

interface Answer {
  status: number;
  body: { code?: string; refresh_token?: string; verificationId?: string };
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'limits across two API instances on one database (%s)',
  (_name, kind) => {
    let shared: SharedDatabase;
    let clock: TestClock;
    const apps: FastifyInstance[] = [];
    const urls: string[] = [];

    beforeAll(async () => {
      shared = await openSharedDatabase(kind);
      clock = new TestClock();
      await seedDemoData(shared.dbs[0], clock.now(), undefined, createPasswordHashing(testScryptCost));
      for (const db of shared.dbs) {
        const app = createApp({
          db,
          tokenSecret: await resolveTokenSecret(db),
          log: { level: 'silent' },
          now: clock.now,
          doseAlerts: false,
          passwordHashing: testScryptCost,
          rateLimits: limits,
        });
        await app.listen({ port: 0, host: '127.0.0.1' });
        apps.push(app);
        urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await shared.discard();
    });
    // Every window here is a minute: each test starts with fresh counters.
    beforeEach(() => clock.advance(minute + 1000));

    /** `count` calls of `call(instanceUrl, index)`, in parallel, alternating between the two instances. */
    function inParallel(count: number, call: (url: string, index: number) => Promise<Answer>) {
      return Promise.all(Array.from({ length: count }, (_, index) => call(urls[index % 2] ?? '', index)));
    }

    async function post(url: string, path: string, body: Record<string, string>): Promise<Answer> {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { authorization: appClientAuthorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    }

    const token = (url: string, body: Record<string, string>) => post(url, '/oauth/token', body);
    const statuses = (answers: Answer[]) =>
      answers.map(({ status, body }) => `${status}${body.code ? ` ${body.code}` : ''}`).sort();

    it('token guesses for one username: 3 a minute in all, not 3 per instance (6 parallel → 3 × 401, 3 × 429 M0145)', async () => {
      const answers = await inParallel(6, (url) =>
        token(url, { grant_type: 'password', username: 'demo', password: 'Wrong1234!' }),
      );

      expect(statuses(answers)).toEqual([
        '401 M0139',
        '401 M0139',
        '401 M0139',
        '429 M0145',
        '429 M0145',
        '429 M0145',
      ]);
    });

    it('per-IP cap across usernames: 14 parallel logins with different unknown usernames → 10 checked, 4 × 429 M1130', async () => {
      const answers = await inParallel(14, (url, index) =>
        token(url, { grant_type: 'password', username: `nobody-${index}`, password: 'Wrong1234!' }),
      );

      expect(statuses(answers)).toEqual([
        ...Array.from({ length: 10 }, () => '401 M0139'),
        ...Array.from({ length: 4 }, () => '429 M1130'),
      ]);
    });

    it('SMS rule: 10 parallel code requests for one number → exactly 1 SMS; 1 a minute, 5 an hour over both', async () => {
      const mobilePhone = '01077770001';
      const sendCode = (url: string) =>
        post(url, '/api/open/identify/phone', { purpose: 'register', mobilePhone });
      const smsCount = async () => {
        const [row] = await shared.dbs[1].query<{ count: number }>(
          'SELECT count(*)::int AS count FROM dev_sms_outbox WHERE mobile_phone = $1',
          [mobilePhone],
        );
        return row?.count;
      };

      const first = await inParallel(10, sendCode);

      expect(statuses(first)).toEqual(['200', ...Array.from({ length: 9 }, () => '429 M0089')]);
      expect(await smsCount()).toBe(1);
      for (let minuteOfHour = 2; minuteOfHour <= 5; minuteOfHour += 1) {
        clock.advance(minute + 1000);
        expect(statuses(await inParallel(4, sendCode))).toEqual([
          '200',
          '429 M0089',
          '429 M0089',
          '429 M0089',
        ]);
      }
      clock.advance(minute + 1000);
      expect(statuses(await inParallel(4, sendCode))).toEqual(Array.from({ length: 4 }, () => '429 M0089'));
      expect(await smsCount()).toBe(5);
    });

    it('refresh per token family, not per IP: one login used up, another from the same address still refreshes', async () => {
      const logIn = (url: string) =>
        token(url, { grant_type: 'password', username: 'demo', password: 'Demo1234!' });
      const refresh = (url: string, refreshToken: string) =>
        token(url, { grant_type: 'refresh_token', refresh_token: refreshToken });
      let used = (await logIn(urls[0] ?? '')).body.refresh_token ?? '';
      const other = (await logIn(urls[1] ?? '')).body.refresh_token ?? '';

      for (let index = 0; index < 3; index += 1) {
        const answer = await refresh(urls[index % 2] ?? '', used);
        expect(answer.status).toBe(200);
        used = answer.body.refresh_token ?? '';
      }
      const refused = await refresh(urls[1] ?? '', used);

      expect(refused).toMatchObject({ status: 429, body: { code: 'M0145' } });
      expect((await refresh(urls[0] ?? '', other)).status).toBe(200);
      // The refusal changed nothing: the same token works in the next window.
      clock.advance(minute + 1000);
      expect((await refresh(urls[0] ?? '', used)).status).toBe(200);
    });

    it('a route limit of @fastify/rate-limit (id check, 2 a minute) counts over both instances', async () => {
      const answers = await inParallel(4, async (url) => {
        const response = await fetch(`${url}/api/open/register/someonenew1/exist`, {
          headers: { authorization: appClientAuthorization },
        });
        return { status: response.status, body: (await response.json()) as Answer['body'] };
      });

      expect(statuses(answers)).toEqual(['200', '200', '429 M0145', '429 M0145']);
    });

    it('keeps no counter whose window has ended: they are deleted as later hits come', async () => {
      clock.advance(10 * minute);
      await token(urls[0] ?? '', { grant_type: 'password', username: 'demo', password: 'Wrong1234!' });

      const [row] = await shared.dbs[0].query<{ ended: number; current: number }>(
        `SELECT count(*) FILTER (WHERE window_ends_at <= $1)::int AS ended,
                count(*) FILTER (WHERE window_ends_at > $1)::int AS current
         FROM rate_limit_counters`,
        [clock.now()],
      );

      expect(row).toEqual({ ended: 0, current: 2 });
    });
  },
);
