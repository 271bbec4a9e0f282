// Sends the push outbox (migration 020). Each batch is claimed in one statement with FOR UPDATE SKIP LOCKED and a
// lease, then sent outside any transaction (a push service that hangs holds no database connection), then settled
// row by row. Two instances never claim the same row; an instance killed mid-send leaves its rows to be claimed
// again when the lease ends, and the resend carries the same Topic (a push service replaces the undelivered one)
// and tag (the service worker replaces the shown one), so a person sees each notification once.
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { Language } from 'locales';
import type { NotificationKindCode, NotificationParams } from 'shared-kernel/isomorphic';
import type { Database } from '../../platform/database/database';
import type { PushOutboxMetrics } from '../../platform/observability/api-metrics';
import { deliverPush, type PushOutcome } from './push-delivery';
import type { EndpointPolicy } from './push-endpoints';
import { pushMessageOf } from './push-message';
import type { VapidKeys } from './vapid-keys';

/** The channel a stored push wakes the senders on (the statement storing notifications sends it). */
export const pushOutboxChannel = 'push_outbox';

export interface PushSenderOptions {
  db: Database;
  now: () => Date;
  keys: () => Promise<VapidKeys>;
  policy: EndpointPolicy;
  /** A push service that has not answered by then is tried again later. */
  timeoutMs?: number;
  /** How long a claimed push is left to its sender before another instance may claim it. */
  leaseMs?: number;
  batchSize?: number;
  /** Sends of one push before it is given up. */
  maxAttempts?: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'debug'>;
  /** Where each send's outcome is counted (`/metrics`); nowhere by default. */
  metrics?: PushOutboxMetrics;
}

export interface PushRun {
  accepted: number;
  /** Subscriptions removed because their push service said they are gone (404, 410). */
  gone: number;
  retried: number;
  /** Refused for good, given up after `maxAttempts`, or stale. */
  dropped: number;
}

interface ClaimedPush {
  pushSn: string;
  pushSubSn: string;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Language;
  notiSn: string;
  kind: NotificationKindCode;
  params: NotificationParams;
  link: string | null;
  createdAt: string | Date;
}

const firstRetryMs = 30_000;
const longestRetryMs = 3_600_000;

/** Claims up to `batchSize` due pushes until `leaseUntil`, with what sending each needs. */
function claimDuePushes(db: Database, at: Date, leaseUntil: Date, batchSize: number): Promise<ClaimedPush[]> {
  return db.query<ClaimedPush>(
    `WITH due AS (
       SELECT push_sn FROM push_outbox
        WHERE next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
        ORDER BY next_attempt_at, push_sn
        LIMIT $3
        FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE push_outbox AS outbox SET claimed_until = $2, attempts = outbox.attempts + 1
         FROM due WHERE outbox.push_sn = due.push_sn
       RETURNING outbox.push_sn, outbox.push_sub_sn, outbox.attempts, outbox.noti_sn
     )
     SELECT claimed.push_sn::text AS "pushSn", claimed.push_sub_sn::text AS "pushSubSn", claimed.attempts,
            device.endpoint, device.p256dh, device.auth,
            COALESCE(settings.language, device.language) AS language,
            notification.noti_sn::text AS "notiSn", notification.kind, notification.params, notification.link,
            notification.created_at AS "createdAt"
       FROM claimed
       JOIN push_subscriptions AS device ON device.push_sub_sn = claimed.push_sub_sn
       JOIN notifications AS notification ON notification.noti_sn = claimed.noti_sn
       LEFT JOIN user_settings AS settings ON settings.user_id = device.user_id`,
    [at.toISOString(), leaseUntil.toISOString(), batchSize],
  );
}

/** What became of one claimed push, written back; its share of the run. */
async function settle(
  db: Database,
  push: ClaimedPush,
  outcome: PushOutcome | 'stale',
  at: Date,
  maxAttempts: number,
): Promise<keyof PushRun> {
  if (outcome !== 'stale' && outcome.kind === 'accepted') {
    await db.query(
      `WITH sent AS (DELETE FROM push_outbox WHERE push_sn = $1)
       UPDATE push_subscriptions SET last_used_at = $3 WHERE push_sub_sn = $2`,
      [push.pushSn, push.pushSubSn, at.toISOString()],
    );
    return 'accepted';
  }
  if (outcome !== 'stale' && outcome.kind === 'gone') {
    await db.query('DELETE FROM push_subscriptions WHERE push_sub_sn = $1', [push.pushSubSn]);
    return 'gone';
  }
  if (outcome !== 'stale' && outcome.kind === 'retry' && push.attempts < maxAttempts) {
    const backoffMs = Math.min(longestRetryMs, firstRetryMs * 2 ** (push.attempts - 1));
    const waitMs = Math.max(backoffMs, outcome.retryAfterMs ?? 0);
    await db.query('UPDATE push_outbox SET claimed_until = NULL, next_attempt_at = $2 WHERE push_sn = $1', [
      push.pushSn,
      new Date(at.getTime() + waitMs).toISOString(),
    ]);
    return 'retried';
  }
  await db.query('DELETE FROM push_outbox WHERE push_sn = $1', [push.pushSn]);
  return 'dropped';
}

/** Pushes in the outbox not yet sent or given up, whoever's instance will send them. */
export async function pushOutboxBacklog(db: Database): Promise<number> {
  const [row] = await db.query<{ backlog: number }>('SELECT count(*)::int AS backlog FROM push_outbox');
  return row?.backlog ?? 0;
}

/** Sends every push due now, batch after batch, until a batch comes back short. */
export async function sendDuePushes(options: PushSenderOptions): Promise<PushRun> {
  const { db, now, keys, policy, log } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 50;
  const maxAttempts = options.maxAttempts ?? 8;
  const run: PushRun = { accepted: 0, gone: 0, retried: 0, dropped: 0 };
  const vapidDetails = await keys();
  for (;;) {
    const at = now();
    const claimed = await claimDuePushes(db, at, new Date(at.getTime() + leaseMs), batchSize);
    const results = await Promise.all(
      claimed.map(async (push) => {
        const message = await pushMessageOf(
          { notiSn: Number(push.notiSn), kind: push.kind, params: push.params, link: push.link },
          push.language,
        );
        const age = at.getTime() - new Date(push.createdAt).getTime();
        if (age > message.ttlSeconds * 1000) return settle(db, push, 'stale', at, maxAttempts);
        const request = webPush.generateRequestDetails(
          { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
          message.payload,
          {
            vapidDetails,
            TTL: message.ttlSeconds,
            urgency: message.urgency,
            topic: message.topic,
            contentEncoding: 'aes128gcm',
          },
        );
        const outcome = await deliverPush(request, { policy, timeoutMs, now });
        if (outcome.kind === 'refused')
          log.warn({ status: outcome.status }, 'push refused by its push service');
        return settle(db, push, outcome, now(), maxAttempts);
      }),
    );
    for (const result of results) run[result] += 1;
    for (const outcome of ['accepted', 'gone', 'retried', 'dropped'] as const) {
      if (results.includes(outcome))
        options.metrics?.settled(outcome, results.filter((r) => r === outcome).length);
    }
    if (claimed.length < batchSize) return run;
  }
}

export interface PushSender {
  stop(): Promise<void>;
}

/** Runs `sendDuePushes` now, every `intervalMs`, and whenever a push is stored (one run at a time). */
export async function startPushSender(
  options: PushSenderOptions & { intervalMs: number },
): Promise<PushSender> {
  let running: Promise<void> | null = null;
  let again = false;
  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = sendDuePushes(options)
      .then(
        (run) => options.log.debug({ run }, 'pushes sent'),
        (error: unknown) => options.log.error({ err: error }, 'sending pushes failed'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  // Waking on NOTIFY only makes pushes prompter: without it, the interval still sends them.
  const stopListening = await options.db.listen(pushOutboxChannel, tick).catch((error: unknown) => {
    options.log.error({ err: error }, 'push sender not listening; sending every interval only');
    return async () => undefined;
  });
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await stopListening();
      again = false;
      await running;
    },
  };
}
