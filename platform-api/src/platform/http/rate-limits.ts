import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../database/database';
import { ApiError } from './api-error';
import { errorCodes, type ErrorCode } from './error-codes';

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

const minute = 60_000;
const hour = 60 * minute;

/**
 * Requests allowed per IP address (per user, token family or client where said); tests pass small or generous
 * ones. The counters live in the database (`rate_limit_counters`), so every API instance on it shares them.
 */
export interface RateLimits {
  /** `POST /oauth/token` password grants, per IP address and username. */
  token: RateLimit;
  /** `POST /oauth/token` password grants, per IP address whatever the username (429 M1130 beyond). */
  loginPerIp: RateLimit;
  /** `POST /oauth/token` refresh grants, per token family (one login), not per IP address. */
  refreshPerFamily: RateLimit;
  /** `POST /oauth/token` client-credentials grants, per client, not per IP address. */
  clientCredentials: RateLimit;
  /** `GET /api/open/register/{userId}/exist`. */
  userIdExists: RateLimit;
  /** `POST /api/open/identify/phone`: each request may send an SMS. */
  sendCode: RateLimit;
  /** `POST /api/open/identify/check`. */
  checkCode: RateLimit;
  /** The other open calls (terms, membership check, sign-up, id search, password reset). */
  openCalls: RateLimit;
  /** `POST /api/user/checkpw` and `PUT /api/service/info/password`, per user. */
  passwordCheck: RateLimit;
  /** `POST /api/user/sharedUser` and `modifySharedUsers` (share requests), per user; the default when absent. */
  shareRequest?: RateLimit;
}

export const defaultRateLimits: RateLimits = {
  token: { max: 10, timeWindowMs: minute },
  // Enough for a family or an office behind one address; a spray of usernames stops after 30 password checks.
  loginPerIp: { max: 30, timeWindowMs: minute },
  // A session refreshes every 15 minutes; a few tabs refreshing at once stay far below this.
  refreshPerFamily: { max: 10, timeWindowMs: minute },
  // The app's client is public (no secret), so this is a bound on the whole API's client tokens.
  clientCredentials: { max: 600, timeWindowMs: minute },
  userIdExists: { max: 30, timeWindowMs: minute },
  sendCode: { max: 20, timeWindowMs: hour },
  checkCode: { max: 30, timeWindowMs: minute },
  openCalls: { max: 60, timeWindowMs: minute },
  passwordCheck: { max: 10, timeWindowMs: minute },
  // Asking someone to accept my health data: a family adds a few people, a scan of ids stops after 10 an hour.
  shareRequest: { max: 10, timeWindowMs: hour },
};

/** One counted hit: the hits of the key's window so far (this one included) and the ms until the window ends. */
export interface CountedHit {
  hits: number;
  resetInMs: number;
}

/** Rate-limit counters in the database: every API instance on it counts into the same rows. */
export interface RateLimitCounters {
  /** Counts a hit of `key`; a key's window starts at its first hit and lasts `windowMs`. */
  hit(key: string, windowMs: number): Promise<CountedHit>;
}

/** Rows whose window ended are deleted at most this often per instance. */
const cleanupEveryMs = minute;
const maxHits = 2 ** 31 - 1;

// Keys hold IP addresses and usernames of any length and content: the table keeps only their SHA-256.
function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** Counters in `rate_limit_counters` (migration 014), on the app's clock. */
export function createRateLimitCounters(db: Queryable, now: () => Date): RateLimitCounters {
  let lastCleanup = Number.NEGATIVE_INFINITY;
  return {
    async hit(key, windowMs) {
      const at = now();
      // One statement: concurrent hits of a key (from any instance) queue on its row, none is lost.
      const [row] = await db.query<{ hits: number; windowEndsAt: Date }>(
        `INSERT INTO rate_limit_counters AS counter (key_hash, hits, window_ends_at) VALUES ($1, 1, $3)
         ON CONFLICT (key_hash) DO UPDATE SET
           hits = CASE WHEN counter.window_ends_at <= $2 THEN 1 ELSE LEAST(counter.hits + 1, $4) END,
           window_ends_at = CASE WHEN counter.window_ends_at <= $2 THEN EXCLUDED.window_ends_at
                                 ELSE counter.window_ends_at END
         RETURNING hits, window_ends_at AS "windowEndsAt"`,
        [hashKey(key), at, new Date(at.getTime() + windowMs), maxHits],
      );
      if (at.getTime() - lastCleanup >= cleanupEveryMs) {
        lastCleanup = at.getTime();
        await db.query('DELETE FROM rate_limit_counters WHERE window_ends_at <= $1', [at]);
      }
      if (!row) throw new Error('rate-limit counter returned no row');
      return {
        hits: Number(row.hits),
        resetInMs: Math.max(0, new Date(row.windowEndsAt).getTime() - at.getTime()),
      };
    },
  };
}

/**
 * The `store` of `@fastify/rate-limit`: its counters in the database. Each route's limit counts apart, as the
 * plugin's own in-memory store does (its key is prefixed with the route's method and URL).
 */
export function databaseRateLimitStore(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    constructor(_options: unknown, namespace = 'global') {
      this.namespace = namespace;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.hit(`${this.namespace}|${key}`, timeWindow).then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (
        routeOptions as {
          routeInfo?: { method?: unknown; url?: unknown; config?: { rateLimitRoute?: string } };
        }
      ).routeInfo;
      // A spec alias (spec-alias.ts) counts with the route it is another name of.
      const name = route?.config?.rateLimitRoute ?? `${String(route?.method)} ${String(route?.url)}`;
      return new DatabaseRateLimitStore(undefined, `route|${name}`);
    }
  }
  return DatabaseRateLimitStore;
}

const tooManyRequests = () => new ApiError(429, errorCodes.tryAgainLater);

/**
 * Counts a hit of `key` against `limit`; beyond it, 429 with `code` (M0145 unless given) and `Retry-After`. For
 * limits whose key is known only inside a handler (the token endpoint's grants).
 */
export async function enforceRateLimit(
  counters: RateLimitCounters,
  key: string,
  limit: RateLimit,
  code: ErrorCode = errorCodes.tryAgainLater,
): Promise<void> {
  const { hits, resetInMs } = await counters.hit(key, limit.timeWindowMs);
  if (hits > limit.max) {
    throw new ApiError(429, code, {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) },
    });
  }
}

/** Route `config` for `@fastify/rate-limit`: `limit` per IP address, answered with 429 M0145. */
export function perIp(limit: RateLimit) {
  return {
    rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs, errorResponseBuilder: tooManyRequests },
  };
}

/**
 * Route `config` for `@fastify/rate-limit`: `limit` per key, computed after authentication and body parsing
 * (preHandler), e.g. the user id.
 */
export function perKey(limit: RateLimit, keyOf: (request: FastifyRequest) => string) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      hook: 'preHandler' as const,
      keyGenerator: keyOf,
      errorResponseBuilder: tooManyRequests,
    },
  };
}

/** How often one person may make one kind of write that reaches other people: a burst, and a day's total. */
export interface FloodLimit {
  perMinute: number;
  perDay: number;
}

/**
 * Per-person limits of the writes that notify or show to other people (issue 34), counted in
 * `rate_limit_counters` like every limit here (`flood-limits.ts`); beyond either, 429 M1157.
 */
export interface FloodLimits {
  /** `POST /api/feed` and `POST /api/feed/share`: each notifies every member of each chosen channel. */
  feedPosts: FloodLimit;
  /** `POST /api/feed/{feedSn}/{chnSn}/comt`, comments and replies: each notifies the post's or comment's author. */
  comments: FloodLimit;
  /** `PUT /api/feed/{feedSn}/{chnSn}/like`, liking and unliking. */
  likes: FloodLimit;
  /** `POST /api/service/inqry`: the feedback board is public. */
  boardEntries: FloodLimit;
  /** `POST /api/channel`: each may text invitations. */
  channelCreations: FloodLimit;
  /** `POST /api/files/images`: each is decoded and stored. */
  imageUploads: FloodLimit;
}

// Far above what a family does: the minute limit stops a script's burst at once, the day limit its patience.
export const defaultFloodLimits: FloodLimits = {
  feedPosts: { perMinute: 10, perDay: 200 },
  comments: { perMinute: 20, perDay: 500 },
  // Liking each of a page of 20 posts and changing one's mind on each is 40 in a minute.
  likes: { perMinute: 60, perDay: 2000 },
  // One person has a few things to tell the operators, not a page a day.
  boardEntries: { perMinute: 5, perDay: 30 },
  // 20 a day is the 20 family channels one may be in (409 M1119), all made again after closing them.
  channelCreations: { perMinute: 5, perDay: 20 },
  // A post has up to 5 photos and a photo picked again is uploaded again: 4 full posts a minute.
  imageUploads: { perMinute: 20, perDay: 300 },
};
