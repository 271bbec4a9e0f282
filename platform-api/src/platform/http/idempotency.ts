import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MCode } from 'shared-kernel/isomorphic';
import type { HeldTransaction, RequestTransactions } from '../database/request-transactions';
import { ApiError } from './api-error';

/**
 * `Idempotency-Key` for every authenticated write (issue 15, the app-wide offline queue): the phone keeps a call
 * it could not send, with a key made when it was kept, and sends it again until an answer arrives. The same key
 * from the same user answers what the first call answered and writes nothing new, however often it comes.
 */
export const idempotencyKeyHeader = 'idempotency-key';

/** How long an answer is kept for its key: longer than any phone keeps retrying a call. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

/** How long a call waits for the first call with its key to end before it is told to come back (409). */
export const claimWaitMs = 3000;

export const idempotencyErrorCodes = {
  /** The key is not 1–100 visible ASCII characters. */
  invalidKey: 'M1150',
  /** The first call with this key is still being handled after `claimWaitMs`. */
  stillRunning: 'M1151',
  /** The key was used before for another call (another method or path). */
  otherRequest: 'M1152',
} as const satisfies Record<string, MCode>;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes that keep their own keys with what they write (`POST /fhir/Observation`: a repeat answers 200). */
const routesWithOwnKeys = new Set(['POST /fhir/Observation']);

/** The answer headers a repeat gets again besides the body (where the created resource is, its version). */
const keptHeaders = ['content-type', 'location', 'content-location', 'etag', 'last-modified'] as const;

const validKey = /^[\x21-\x7e]{1,100}$/;

interface KeyedCall {
  /** Every query of the call joins it, the claim and the kept answer too. */
  transaction: HeldTransaction;
  /** The key this call answers for, once claimed: it is the first with it. */
  claim?: { userId: string; key: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    keyedCall?: KeyedCall | null;
  }
}

/** PostgreSQL's lock_not_available: the first call with the key still holds it after `claimWaitMs`. */
function isLockTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '55P03';
}

interface StoredRequest {
  method: string;
  path: string;
  status_code: number | null;
  headers: Record<string, string> | null;
  body: string | null;
  created_at: Date | string;
}

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[idempotencyKeyHeader];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !validKey.test(header)) {
    throw new ApiError(400, idempotencyErrorCodes.invalidKey, { field: 'Idempotency-Key' });
  }
  return header;
}

async function replay(reply: FastifyReply, stored: StoredRequest): Promise<FastifyReply> {
  reply.code(stored.status_code ?? 200);
  for (const [name, value] of Object.entries(stored.headers ?? {})) reply.header(name, value);
  reply.header('idempotent-replayed', 'true');
  return reply.send(stored.body ?? '');
}

/**
 * Registers the hooks on the root instance. A call with a key runs in one transaction from its claim to its
 * answer, so what it writes and the answer kept for its key commit together, or neither does (an instance
 * that stops in between). Before the handler runs (once its user is known) the key is claimed for the user,
 * or the first answer is sent again; a second call with the key while the first runs waits for it. A success
 * (2xx) is kept for the key. Any other answer below 500 (a refusal, 4xx) frees the key and keeps what the
 * handler wrote, as a call without a key would (a refused guess still counts towards its limit). A failure
 * (5xx) rolls back all the call wrote, its claim too, so no key is kept: the handler may have failed halfway
 * through its writes, and the phone sends the call again with the same key, which then runs once, from the start.
 */
export function registerIdempotency(
  app: FastifyInstance,
  options: { transactions: RequestTransactions; now: () => Date },
): void {
  const { transactions, now } = options;
  app.decorateRequest('keyedCall', null);

  app.addHook('preValidation', (_request, _reply, done) => transactions.enterRequest(done));

  app.addHook('preHandler', async (request, reply) => {
    if (!writeMethods.has(request.method) || !request.principal) return;
    if (routesWithOwnKeys.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    const key = keyOf(request);
    if (key === undefined) return;
    const { userId } = request.principal;
    const transaction = await transactions.hold();
    request.keyedCall = { transaction };
    const at = now();
    await transaction.query('DELETE FROM idempotent_requests WHERE user_id = $1 AND created_at < $2', [
      userId,
      new Date(at.getTime() - idempotencyKeyLifetimeMs),
    ]);
    await transaction.query(`SET LOCAL lock_timeout = ${claimWaitMs}`);
    let claimed: unknown[];
    try {
      // A committed claim without an answer is only ever left by a version that kept them apart: take it over.
      claimed = await transaction.query(
        `INSERT INTO idempotent_requests (user_id, idempotency_key, method, path, created_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, idempotency_key) DO UPDATE SET created_at = EXCLUDED.created_at
           WHERE idempotent_requests.status_code IS NULL
             AND idempotent_requests.method = EXCLUDED.method AND idempotent_requests.path = EXCLUDED.path
         RETURNING 1`,
        [userId, key, request.method, request.url, at],
      );
    } catch (error) {
      if (!isLockTimeout(error)) throw error;
      throw new ApiError(409, idempotencyErrorCodes.stillRunning, {
        field: 'Idempotency-Key',
        headers: { 'retry-after': '1' },
      });
    }
    await transaction.query('SET LOCAL lock_timeout TO DEFAULT');
    if (claimed.length > 0) {
      request.keyedCall.claim = { userId, key };
      return;
    }
    const [stored] = await transaction.query<StoredRequest>(
      `SELECT method, path, status_code, headers, body, created_at FROM idempotent_requests
       WHERE user_id = $1 AND idempotency_key = $2`,
      [userId, key],
    );
    if (!stored || stored.method !== request.method || stored.path !== request.url) {
      throw new ApiError(422, idempotencyErrorCodes.otherRequest, { field: 'Idempotency-Key' });
    }
    return replay(reply, stored);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const call = request.keyedCall;
    if (!call) return payload;
    request.keyedCall = null;
    if (reply.statusCode >= 500) {
      // Possibly half-written: its retry starts again from nothing.
      await call.transaction.rollback();
      return payload;
    }
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    try {
      if (call.claim) await keepAnswer(call.transaction, call.claim, reply, succeeded, payload);
      await call.transaction.commit();
    } catch (error) {
      await call.transaction.rollback();
      // A success whose answer could not be kept was not written either: the call is to be made again.
      if (succeeded) throw error;
    }
    return payload;
  });

  // A call whose answer never went through onSend (its connection closed first) writes nothing.
  app.addHook('onResponse', async (request) => {
    await request.keyedCall?.transaction.rollback();
  });
}

/**
 * Keeps a success's answer for its key; frees the key of any other answer below 500 (a refusal) and of a success
 * whose answer it cannot keep. A failure (5xx) never comes here: its transaction is rolled back, claim and all.
 */
async function keepAnswer(
  transaction: HeldTransaction,
  claim: { userId: string; key: string },
  reply: FastifyReply,
  succeeded: boolean,
  payload: unknown,
): Promise<void> {
  // A 204 has no payload; a stream (none of the API's writes answers one) cannot be kept.
  const body =
    payload === null || payload === undefined
      ? ''
      : typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : null;
  if (succeeded && body !== null) {
    const headers: Record<string, string> = {};
    for (const name of keptHeaders) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    await transaction.query(
      `UPDATE idempotent_requests SET status_code = $3, headers = $4, body = $5
       WHERE user_id = $1 AND idempotency_key = $2`,
      [claim.userId, claim.key, reply.statusCode, JSON.stringify(headers), body],
    );
  } else {
    await transaction.query('DELETE FROM idempotent_requests WHERE user_id = $1 AND idempotency_key = $2', [
      claim.userId,
      claim.key,
    ]);
  }
}
