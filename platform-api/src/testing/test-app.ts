import type { FastifyInstance } from 'fastify';
import { createApp, type AppOptions } from '../app';
import { resolveTokenSecret } from '../auth/token-secret';
import type { Database } from '../database/database';
import { migrate } from '../database/migrate';
import { seedDemoData } from '../demo-data/seed-demo-data';
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
  close(): Promise<void>;
}

/** The API on a fresh, migrated database holding the demo family. */
export async function openTestApp(
  kind: TestDatabaseKind,
  options: Partial<Omit<AppOptions, 'db' | 'now'>> = {},
): Promise<TestApp> {
  const { db, discard } = await kind.open();
  await migrate(db);
  await seedDemoData(db);
  const clock = new TestClock();
  const app = createApp({
    db,
    tokenSecret: await resolveTokenSecret(db),
    tokenRateLimit: { max: 1000, timeWindowMs: 60_000 },
    log: { level: 'silent' },
    now: clock.now,
    ...options,
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    async close() {
      await app.close();
      await discard();
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
