import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MCode } from 'shared-kernel/isomorphic';
import type { Queryable } from '../database/database';
import { ApiError } from './api-error';

/**
 * `Idempotency-Key` for every authenticated write (issue 15, the app-wide offline queue): the phone keeps a call
 * it could not send, with a key made when it was kept, and sends it again until an answer arrives. The same key
 * from the same user answers what the first call answered and writes nothing new, however often it comes.
 */
export const idempotencyKeyHeader = 'idempotency-key';

/** How long an answer is kept for its key: longer than any phone keeps retrying a call. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

/** A call still unanswered after this long is taken as lost (its instance stopped): the key may be used again. */
export const abandonedAfterMs = 60 * 1000;

export const idempotencyErrorCodes = {
  /** The key is not 1–100 visible ASCII characters. */
  invalidKey: 'M1150',
  /** The first call with this key is still being handled. */
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

interface Claim {
  userId: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request answers for, when it is the first with it. */
    idempotencyClaim?: Claim | null;
  }
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
 * Registers the hooks on the root instance: before a write's handler runs (once its user is known), the key is
 * claimed for the user, or the first answer is sent again; when the answer goes, a success is kept for the key
 * and anything else frees the key (a refusal wrote nothing, so the same call may be made again).
 */
export function registerIdempotency(app: FastifyInstance, options: { db: Queryable; now: () => Date }): void {
  const { db, now } = options;
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!writeMethods.has(request.method) || !request.principal) return;
    if (routesWithOwnKeys.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    const key = keyOf(request);
    if (key === undefined) return;
    const { userId } = request.principal;
    const at = now();
    await db.query('DELETE FROM idempotent_requests WHERE user_id = $1 AND created_at < $2', [
      userId,
      new Date(at.getTime() - idempotencyKeyLifetimeMs),
    ]);
    const claimed = await db.query(
      `INSERT INTO idempotent_requests (user_id, idempotency_key, method, path, created_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, idempotency_key) DO UPDATE SET created_at = EXCLUDED.created_at
         WHERE idempotent_requests.status_code IS NULL AND idempotent_requests.created_at < $6
           AND idempotent_requests.method = EXCLUDED.method AND idempotent_requests.path = EXCLUDED.path
       RETURNING 1`,
      [userId, key, request.method, request.url, at, new Date(at.getTime() - abandonedAfterMs)],
    );
    if (claimed.length > 0) {
      request.idempotencyClaim = { userId, key };
      return;
    }
    const [stored] = await db.query<StoredRequest>(
      `SELECT method, path, status_code, headers, body, created_at FROM idempotent_requests
       WHERE user_id = $1 AND idempotency_key = $2`,
      [userId, key],
    );
    if (!stored) throw new ApiError(409, idempotencyErrorCodes.stillRunning, { field: 'Idempotency-Key' });
    if (stored.method !== request.method || stored.path !== request.url) {
      throw new ApiError(422, idempotencyErrorCodes.otherRequest, { field: 'Idempotency-Key' });
    }
    if (stored.status_code === null) {
      throw new ApiError(409, idempotencyErrorCodes.stillRunning, {
        field: 'Idempotency-Key',
        headers: { 'retry-after': '1' },
      });
    }
    return replay(reply, stored);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    // A 204 has no payload; a stream (none of the API's writes answers one) cannot be kept.
    const body =
      payload === null || payload === undefined
        ? ''
        : typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString('utf8')
            : null;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && body !== null) {
      const headers: Record<string, string> = {};
      for (const name of keptHeaders) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      await db.query(
        `UPDATE idempotent_requests SET status_code = $3, headers = $4, body = $5
         WHERE user_id = $1 AND idempotency_key = $2`,
        [claim.userId, claim.key, reply.statusCode, JSON.stringify(headers), body],
      );
    } else {
      await db.query('DELETE FROM idempotent_requests WHERE user_id = $1 AND idempotency_key = $2', [
        claim.userId,
        claim.key,
      ]);
    }
    return payload;
  });
}
