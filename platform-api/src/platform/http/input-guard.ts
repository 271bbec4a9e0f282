import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { errorCodes } from './error-codes';

/**
 * The longest string any request may carry anywhere (body, query, path), in UTF-16 code units. Each field's
 * schema bounds its own strings far below; this holds where a schema cannot (FHIR resources, free-form JSON).
 */
export const maxStringLength = 20_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The guard's limit on a route whose schema lets one field of its own go above `maxStringLength` (a profile
     * photo as a data URL); its schema still bounds every field.
     */
    maxStringLength?: number;
  }
}

/** The largest magnitude of a number any request may carry: beyond it integers are no longer exact. */
export const maxNumberMagnitude = Number.MAX_SAFE_INTEGER;

/** UTF-16 surrogates that are not half of a pair: no UTF-8 text can hold them. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NUL, which PostgreSQL keeps in no text or JSON, or a lone surrogate. */
const isUnstorable = (value: string): boolean => value.includes('\u0000') || loneSurrogate.test(value);

type Part = 'params' | 'query' | 'body';

/** The wire name of a value: the field's own path, without the part of the request it came in. */
const fieldOf = (path: (string | number)[]): string => path.join('.');

function checkString(value: string, path: (string | number)[], limit: number): void {
  if (isUnstorable(value)) throw new ApiError(400, errorCodes.unstorableCharacter, { field: fieldOf(path) });
  if (value.length > limit)
    throw new ApiError(400, errorCodes.textTooLong, { field: fieldOf(path), params: { max: limit } });
}

function checkNumber(value: number, path: (string | number)[]): void {
  if (!Number.isFinite(value) || Math.abs(value) > maxNumberMagnitude)
    throw new ApiError(400, errorCodes.numberOutOfRange, { field: fieldOf(path) });
}

/** Every string (keys too) and number in a parsed value, however deep; raw bodies (image bytes) are not JSON. */
function inspect(value: unknown, path: (string | number)[], limit: number, depth = 0): void {
  if (typeof value === 'string') return checkString(value, path, limit);
  if (typeof value === 'number') return checkNumber(value, path);
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 64) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => inspect(item, [...path, index], limit, depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    checkString(key, path, limit);
    inspect(item, [...path, key], limit, depth + 1);
  }
}

function inspectRequest(request: FastifyRequest): void {
  const limit = request.routeOptions.config.maxStringLength ?? maxStringLength;
  for (const part of ['params', 'query', 'body'] as const satisfies readonly Part[])
    inspect(request[part], [], limit);
}

/**
 * One guard for the whole API (issue 15, "zero 5xx"): a request whose path, query or body holds a string with a
 * NUL or a lone surrogate (400 M1140), a string over `maxStringLength` (400 M1142), or a number that is not
 * finite or beyond ±2^53−1 (400 M1141) is refused before any handler runs, so nothing is written.
 *
 * It looks twice: before validation (what was sent: `1e309` in JSON is already Infinity) and after it, because
 * Ajv's type coercion turns the strings "Infinity" and "1e309" into Infinity and, with strict numbers, then skips
 * `minimum`/`maximum` for it (the questionnaire kept `"ageAtMenarche": "Infinity"`, then failed to answer).
 * Its errors are plain `ApiError`s, so each part of the API words them its own way (the envelope; an
 * OperationOutcome under /fhir).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => inspectRequest(request));
  app.addHook('preHandler', async (request) => inspectRequest(request));
}

/**
 * Fastify's router refuses a path it cannot decode (invalid UTF-8 such as `%ED%A0%80`) before any route: the same
 * 400 M1140 as an unstorable character anywhere else, instead of Fastify's own body.
 */
export function badUrlError(error: Error & { code?: string; statusCode?: number }): ApiError {
  if (error.code === 'FST_ERR_BAD_URL')
    return new ApiError(400, errorCodes.unstorableCharacter, { field: 'url' });
  return new ApiError(
    error.statusCode && error.statusCode < 500 ? error.statusCode : 400,
    errorCodes.invalidRequest,
  );
}
