import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';

/** The M-codes of FHIR's own refusals (issue 15). */
export const fhirErrorCodes = {
  /** 406 / 415: a `_format`, `Accept` or `Content-Type` other than JSON. */
  unsupportedFormat: 'M1125',
  /** 412: `If-Match` names a version that is no longer the current one. */
  versionConflict: 'M1126',
  /** 400: a string with a NUL character or a lone surrogate. */
  invalidText: 'M1127',
  /** 400 / 413: a string, number, `meta` or nesting beyond its bound. */
  tooLarge: 'M1128',
  /** 404: no such resource (or none the caller may know of). */
  notFound: 'M1129',
} as const;

/**
 * An invalid resource: 400 with the FHIR path at fault (M0187 unless a rule names its own M-code), and the
 * numbers its message names (a range's `min` and `max`).
 */
export function invalidResource(
  field: string,
  code: ApiError['code'] = errorCodes.invalidRequest,
  params?: Record<string, number>,
): ApiError {
  return new ApiError(400, code, { field, ...(params && { params }) });
}

/** An unknown resource, or one the caller may not know exists (404 M1129). */
export function notFound(): ApiError {
  return new ApiError(404, fhirErrorCodes.notFound);
}
