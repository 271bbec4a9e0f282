import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp, type AppOptions } from '../src/app';
import {
  createPasswordHashing,
  defaultHashingConcurrency,
  type ScryptCost,
} from '../src/accounts/login/password-hashing';
import { resolveTokenSecret } from '../src/accounts/login/token-secret';
import { createDirectoryImageStore } from '../src/channels/images/image-store';
import type { Database } from '../src/platform/database/database';
import type { FloodLimits, RateLimits } from '../src/platform/http/rate-limits';
import { seedDemoData } from '../src/demo-data/seed-demo-data';
import { loggingStatements } from './statement-log';
import type { TestDatabaseKind } from './test-databases';

export const appClientAuthorization = `Basic ${Buffer.from('family-health-app:').toString('base64')}`;

/** A clock the test moves by hand. */
export class TestClock {
  private current: Date;

  constructor(start = '2026-03-02T09:00:00+09:00') {
    this.current = new Date(start);
  }

  readonly now = (): Date => new Date(this.current);

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  /** Every statement the app has sent so far (not the test's own through `db`), in order. */
  statements: string[];
  close(): Promise<void>;
}

/**
 * scrypt at N = 2^10 instead of production's 2^17: about 1 ms a hash instead of 0.4 s, and each login, sign-up and
 * password change verifies or makes one. Still scrypt with a salt, so what the tests check holds at any cost.
 */
export const testScryptCost: ScryptCost = { logN: 10, r: 8, p: 1 };

const generous = { max: 10_000, timeWindowMs: 60_000 };

/** Limits no test reaches unless it sets its own: tests share an IP address and users. */
export const generousRateLimits: RateLimits = {
  token: generous,
  loginPerIp: generous,
  refreshPerFamily: generous,
  clientCredentials: generous,
  userIdExists: generous,
  sendCode: generous,
  checkCode: generous,
  openCalls: generous,
  passwordCheck: generous,
};

const generousFlood = { perMinute: 10_000, perDay: 10_000 };

/** Flood limits no test reaches unless it sets its own: tests post, comment and make channels in bursts. */
const generousFloodLimits: FloodLimits = {
  feedPosts: generousFlood,
  comments: generousFlood,
  likes: generousFlood,
  boardEntries: generousFlood,
  channelCreations: generousFlood,
  imageUploads: generousFlood,
};

export interface TestAppOptions extends Partial<Omit<AppOptions, 'db' | 'now'>> {
  /**
   * The day the demo family is seeded on, and the clock's start (the demo tests read what it holds that day).
   * Without it the demo family is seeded today, and the clock starts on Monday 2026-03-02 at 09:00 in Seoul.
   */
  demoDay?: Date;
  /**
   * Seed the demo family's channel too (off by default, so that channel tests start from each person's own
   * channel); its photos go to `images`, or to a temporary directory removed on close.
   */
  demoChannels?: boolean;
}

/**
 * Password checks no test's own burst refuses unless it sets its own: tests log several people in at once, all
 * from inject's one address, which the production line would hold to a quarter of its places (503 M1131) on a
 * busy machine. The line's own tests set theirs.
 */
export const generousHashingConcurrency = {
  ...defaultHashingConcurrency(),
  maxQueued: 1_000,
  maxQueuedPerKey: 1_000,
};

/** The API on a fresh database, copied from the run's migrated template, holding the demo family. */
export async function openTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const { demoDay, demoChannels = false, ...appOptions } = options;
  const { db, discard } = await kind.openMigrated();
  const imageDir =
    demoChannels && !appOptions.images ? await mkdtemp(path.join(tmpdir(), 'fh-images-')) : null;
  const images = appOptions.images ?? (imageDir ? createDirectoryImageStore(imageDir) : undefined);
  await seedDemoData(db, demoDay, demoChannels ? images : undefined, createPasswordHashing(testScryptCost));
  const clock = new TestClock(demoDay?.toISOString());
  const statements: string[] = [];
  const app = createApp({
    db: loggingStatements(db, statements),
    tokenSecret: await resolveTokenSecret(db),
    log: { level: 'silent' },
    now: clock.now,
    // Tests run the dose scheduler themselves, with the clock (see medication/dose-alerts.ts).
    doseAlerts: false,
    // And the removal of unused uploads (channels/images/unused-images.ts).
    unusedImages: false,
    passwordHashing: testScryptCost,
    passwordHashingConcurrency: generousHashingConcurrency,
    // Tests read the codes they were sent, as `npm start` lets a developer (loopback: inject's own address).
    devSmsOutbox: true,
    ...(images ? { images } : {}),
    ...appOptions,
    rateLimits: { ...generousRateLimits, ...appOptions.rateLimits },
    floodLimits: { ...generousFloodLimits, ...appOptions.floodLimits },
    // Tests send the push outbox themselves (sendDuePushes), like the dose scheduler.
    webPush: { sender: false, ...appOptions.webPush },
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    statements,
    async close() {
      await app.close();
      await discard();
      if (imageDir) await rm(imageDir, { recursive: true, force: true });
    },
  };
}

interface TokenResponseBody {
  access_token: string;
  refresh_token: string;
}

/** Logs in through the token endpoint and returns the tokens. */
export async function logIn(
  app: FastifyInstance,
  username = 'demo',
  password = 'Demo1234!',
): Promise<TokenResponseBody> {
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: appClientAuthorization },
    payload: { grant_type: 'password', username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<TokenResponseBody>();
}

/** Adds an account with the demo password (hash copied from `demo`, to save a scrypt run). */
export async function addTestUser(db: Database, userId: string, userMphonNo: string): Promise<void> {
  await db.query(
    `INSERT INTO users (user_id, password_hash, user_nm, user_brthdy_de, user_gender_code, user_mphon_no)
     SELECT $1, password_hash, '박서연', '1985-06-30', '0002', $2 FROM users WHERE user_id = 'demo'`,
    [userId, userMphonNo],
  );
}

/**
 * Withdraws the user of `accessToken` through the API, confirmed with their password (the demo one, which
 * `addTestUser`'s people share, unless given).
 */
export async function withdraw(
  app: FastifyInstance,
  accessToken: string,
  userPassword = 'Demo1234!',
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/unregister',
    headers: { authorization: `Bearer ${accessToken}` },
    payload: { unregisterReasonCode: '0001', userPassword },
  });
  if (response.statusCode !== 200)
    throw new Error(`withdrawal failed: ${response.statusCode} ${response.body}`);
}
