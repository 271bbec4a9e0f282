import type { FastifyRequest } from 'fastify';
import type { ApiError } from './api-error';
import { errorCodes } from './error-codes';

/**
 * Refusals the API makes on purpose to protect itself (limits, a full password-checking queue): a spray makes
 * thousands a minute, and a stack trace of each would bury the real errors.
 */
function isExpectedRefusal(error: ApiError): boolean {
  return (
    error.statusCode === 429 || (error.statusCode === 503 && error.code === errorCodes.passwordChecksBusy)
  );
}

/** Decides which refusals are logged: the first of each kind, then at most one a second, counting the others. */
export function createRefusalThrottle(clock: () => number, intervalMs = 1000) {
  const kinds = new Map<string, { loggedAt: number; unlogged: number }>();
  return {
    /** The number of refusals of `kind` left unlogged since its last line, or null when this one stays unlogged. */
    admit(kind: string): number | null {
      const at = clock();
      const seen = kinds.get(kind);
      if (seen && at - seen.loggedAt < intervalMs) {
        seen.unlogged += 1;
        return null;
      }
      kinds.set(kind, { loggedAt: at, unlogged: 0 });
      return seen?.unlogged ?? 0;
    },
  };
}

/** Logs what an error handler answers (`thrown`, answered as `answer`); `failureMessage` names a 5xx's line. */
export type LogFailure = (
  request: FastifyRequest,
  thrown: unknown,
  answer: ApiError,
  failureMessage: string,
) => void;

/**
 * The app's one failure log: an expected refusal as one warning line without a stack, at most once a second per
 * kind (status and M-code) by `now`; a server failure (5xx) as an error with its stack.
 */
export function createFailureLog(now: () => Date): LogFailure {
  const refusals = createRefusalThrottle(() => now().getTime());
  return (request, thrown, answer, failureMessage) => {
    if (isExpectedRefusal(answer)) {
      const unloggedBefore = refusals.admit(`${answer.statusCode} ${answer.code}`);
      if (unloggedBefore === null) return;
      request.log.warn(
        { statusCode: answer.statusCode, code: answer.code, route: request.routeOptions.url, unloggedBefore },
        'request refused',
      );
    } else if (answer.statusCode >= 500) {
      request.log.error({ err: thrown }, failureMessage);
    }
  };
}
