import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/http/api-error';
import { fhirErrorCodes } from './fhir-errors';

/** The query parameter that names the format of the answer (FHIR http.html#mime-type). */
export const formatParameter = '_format';

/** What `_format` may say: FHIR JSON under any of its names. XML and Turtle are not served. */
const jsonFormats: ReadonlySet<string> = new Set(['json', 'application/json', 'application/fhir+json']);

/** The media types our answers satisfy, for `Accept`. */
const acceptableRanges: ReadonlySet<string> = new Set([
  '*/*',
  'application/*',
  'application/json',
  'application/fhir+json',
  'json',
]);

const unsupportedFormat = (field: string) => new ApiError(406, fhirErrorCodes.unsupportedFormat, { field });

/** `application/fhir+json; fhirVersion=4.0` → `application/fhir+json` (an unencoded `+` arrives as a space). */
function mediaTypeOf(value: string): string {
  return (value.split(';')[0] ?? '').trim().replace(/ /g, '+').toLowerCase();
}

/** `_format=json` (or `application/json`, `application/fhir+json`); anything else 406 M1125. */
export function checkFormatParameter(value: string): void {
  if (!jsonFormats.has(mediaTypeOf(value))) throw unsupportedFormat(formatParameter);
}

/** Whether an `Accept` header lets us answer JSON (absent: anything goes). */
function acceptsJson(accept: string): boolean {
  return accept
    .split(',')
    .filter((range) => !/;\s*q=0(\.0*)?\s*(;|$)/.test(range))
    .some((range) => acceptableRanges.has(mediaTypeOf(range)));
}

/**
 * Every FHIR request's answer format: `_format` (once) and `Accept` must allow FHIR JSON, else 406 M1125 before
 * anything else is done.
 */
export function checkAnswerFormat(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const format = query?.[formatParameter];
    if (format !== undefined) {
      if (typeof format !== 'string') throw unsupportedFormat(formatParameter);
      checkFormatParameter(format);
    }
    const accept = request.headers.accept;
    if (accept !== undefined && accept.trim() !== '' && !acceptsJson(accept))
      throw unsupportedFormat('Accept');
  });
}
