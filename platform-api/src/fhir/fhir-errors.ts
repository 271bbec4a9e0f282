import { ApiError } from '../http/api-error';
import { errorCodes } from '../http/error-codes';

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

/** An unknown resource id (404 M0187). */
export function notFound(): ApiError {
  return new ApiError(404, errorCodes.invalidRequest);
}
