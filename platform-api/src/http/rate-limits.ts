import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { errorCodes } from './error-codes';

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

const minute = 60_000;
const hour = 60 * minute;

/** Requests allowed per IP address (per user for the password checks); tests pass small or generous ones. */
export interface RateLimits {
  /** `POST /oauth/token`, per IP address and username. */
  token: RateLimit;
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
}

export const defaultRateLimits: RateLimits = {
  token: { max: 10, timeWindowMs: minute },
  userIdExists: { max: 30, timeWindowMs: minute },
  sendCode: { max: 20, timeWindowMs: hour },
  checkCode: { max: 30, timeWindowMs: minute },
  openCalls: { max: 60, timeWindowMs: minute },
  passwordCheck: { max: 10, timeWindowMs: minute },
};

const tooManyRequests = () => new ApiError(429, errorCodes.tryAgainLater);

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
