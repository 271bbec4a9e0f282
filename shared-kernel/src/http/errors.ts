import httpValidators from '../generated/http';
import { messageFor } from '../i18n';
import type { MCode } from '../isomorphic';
import { isAxiosError, isCancel } from './lazyClient';
import { maintenanceCode, signalMaintenanceAnswer } from './maintenanceSignal';

/** A server failure that answered without the API's error envelope. */
export const serverFailureCode: MCode = 'M0073';
/** No answer at all: network down or time-out. */
export const networkFailureCode: MCode = 'M0145';
/** The session cannot go on: log in again. */
export const loginAgainCode: MCode = 'M0139';

/** How every call of the kernel's clients fails: the HTTP status (0 without an answer) and an M-code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const { isErrorEnvelope } = httpValidators;

export function apiErrorFor(status: number, code: string, cause?: unknown): ApiError {
  return new ApiError(status, code, messageFor(code), undefined, { cause });
}

/**
 * The ApiError for a failed axios call. Cancellations and errors that are not about the call (a bug) pass
 * through unchanged, so that they are neither reported to the user nor hidden.
 */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError || !isAxiosError(error) || isCancel(error)) return error;
  if (!error.response) return apiErrorFor(0, networkFailureCode, error);
  const { status, data } = error.response;
  if (isErrorEnvelope(data)) {
    // Whichever call meets the maintenance first, every page shows the notice with the expected end.
    if (status === 503 && data.code === maintenanceCode) signalMaintenanceAnswer();
    return new ApiError(status, data.code, data.message, data.field ?? undefined, { cause: error });
  }
  return apiErrorFor(status, serverFailureCode, error);
}
