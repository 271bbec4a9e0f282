import type { FastifyRequest } from 'fastify';
import { principalOf } from '../auth/bearer-auth';
import { errorCodes } from './error-codes';
import { enforceRateLimit, type FloodLimit, type FloodLimits, type RateLimitCounters } from './rate-limits';

/** A kind of write that reaches other people, limited per person (issue 34). */
export type FloodKind = keyof FloodLimits;

const minute = 60_000;

/**
 * The minute is counted before the day, so a call refused for its minute costs nothing of the day: a burst that
 * is told to wait still has the day's writes once it does.
 */
const windows = [
  { name: 'minute', lengthMs: minute, allowed: (limit: FloodLimit) => limit.perMinute },
  { name: 'day', lengthMs: 24 * 60 * minute, allowed: (limit: FloodLimit) => limit.perDay },
] as const;

export interface FloodGuard {
  /**
   * A route's `preHandler` (after authentication, validation and the `Idempotency-Key` claim, so a replayed
   * answer is not counted): counts the caller's write of `kind` in each window; beyond either, 429 M1157 with
   * `Retry-After` (seconds until that window ends), before the handler writes anything.
   */
  limit(kind: FloodKind): (request: FastifyRequest) => Promise<void>;
  /** The sentence a limited route's OpenAPI description ends with. */
  describe(kind: FloodKind): string;
}

/** Per-person flood limits counted in `rate_limit_counters`, so every API instance on the database shares them. */
export function createFloodGuard(counters: RateLimitCounters, limits: FloodLimits): FloodGuard {
  return {
    limit(kind) {
      const limit = limits[kind];
      return async (request) => {
        const { userId } = principalOf(request);
        for (const window of windows) {
          await enforceRateLimit(
            counters,
            `flood|${kind}|${window.name}|${userId}`,
            { max: window.allowed(limit), timeWindowMs: window.lengthMs },
            errorCodes.tooOften,
          );
        }
      };
    },
    describe(kind) {
      const { perMinute, perDay } = limits[kind];
      return (
        `More than ${perMinute} a minute or ${perDay} a day per person: 429 M1157 with Retry-After ` +
        '(seconds), nothing written.'
      );
    },
  };
}
