import { ApiError } from '../http/api-error';
import { errorCodes } from '../http/error-codes';

/** An invalid resource: 400 with the FHIR path at fault (M0187 unless a rule names its own M-code). */
export function invalidResource(field: string, code: ApiError['code'] = errorCodes.invalidRequest): ApiError {
  return new ApiError(400, code, { field });
}

/** An unknown resource id (404 M0187). */
export function notFound(): ApiError {
  return new ApiError(404, errorCodes.invalidRequest);
}
