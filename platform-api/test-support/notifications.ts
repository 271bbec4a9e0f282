import type { FastifyInstance } from 'fastify';
import type { AppNotification, NotificationKindCode } from 'shared-kernel/isomorphic';
import { createApp } from '../src/app';
import { resolveTokenSecret } from '../src/accounts/login/token-secret';
import type { Database } from '../src/platform/database/database';
import { openPostgresDatabase } from '../src/platform/database/postgres-database';
import { generousRateLimits, type TestApp } from './test-app';
import type { TestDatabaseKind } from './test-databases';
import { insertNotifications, type NewNotification } from '../src/notifications/inbox/notification-store';

/** A dose reminder for `userId`; `dedupeKey` null unless given. */
export function doseReminder(
  userId: string,
  tkmdNm: string,
  dedupeKey: string | null = null,
): NewNotification {
  return {
    userId,
    notiKindCode: '0001' satisfies NotificationKindCode,
    params: { tkmdNm, time: '08:00' },
    link: '/main/medicine',
    dedupeKey,
  };
}

export async function addReminders(db: Database, userId: string, names: readonly string[]): Promise<void> {
  await insertNotifications(
    db,
    names.map((name) => doseReminder(userId, name)),
  );
}

export interface SecondInstance {
  app: FastifyInstance;
  /** Its own connections to the first one's database (PGlite, in one process: the same database). */
  db: Database;
  close(): Promise<void>;
}

/** Another API instance on the database of `first`, as a second server would run. */
export async function openSecondInstance(kind: TestDatabaseKind, first: TestApp): Promise<SecondInstance> {
  const url = process.env['TEST_DATABASE_URL'];
  let db = first.db;
  let ownDatabase = false;
  if (kind.name === 'PostgreSQL' && url) {
    const [row] = await first.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const scopedUrl = new URL(url);
    scopedUrl.searchParams.set('options', `-c search_path=${row?.schema ?? 'public'}`);
    db = await openPostgresDatabase(scopedUrl.toString(), (error) => {
      throw error;
    });
    ownDatabase = true;
  }
  const app = createApp({
    db,
    tokenSecret: await resolveTokenSecret(db),
    log: { level: 'silent' },
    now: first.clock.now,
    rateLimits: generousRateLimits,
  });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      if (ownDatabase) await db.close();
    },
  };
}

export type StreamItem =
  | { event: 'noti'; data: AppNotification }
  | { event: 'count'; data: { newNotiCount: number } }
  | { comment: string }
  | 'end';

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The next event or comment; 'end' once the server ended the response. */
  next(): Promise<StreamItem>;
  /** The next event that is not a comment. */
  nextEvent(): Promise<StreamItem>;
  abort(): void;
}

function parseBlock(block: string): StreamItem {
  if (block.startsWith(':')) return { comment: block.slice(1).trim() };
  const fields = Object.fromEntries(
    block.split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1).trimStart()];
    }),
  );
  return { event: fields['event'], data: JSON.parse(fields['data'] ?? 'null') } as StreamItem;
}

/** `GET /api/service/noti/stream` over real HTTP, read the way the app's fetch client reads it. */
export async function openStream(
  baseUrl: string,
  accessToken: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/service/noti/stream`, {
    headers: { ...headers, authorization: `Bearer ${accessToken}` },
    signal: controller.signal,
  });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<StreamItem> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parseBlock(block);
      }
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return 'end';
      buffer += chunk.value;
    }
  };
  const nextEvent = async (): Promise<StreamItem> => {
    for (;;) {
      const item = await next();
      if (item === 'end' || !('comment' in item)) return item;
    }
  };
  return {
    status: response.status,
    headers: response.headers,
    next,
    nextEvent,
    abort: () => controller.abort(),
  };
}
