import { ApiError, messageFor } from 'shared-kernel';

export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

export function isNumberOrNull(value: unknown): value is number | null {
  return value === null || typeof value === 'number';
}

/** An answer that does not have the shape the contract promises is a server failure (M0073). */
export function unexpectedAnswer(status: number): ApiError {
  return new ApiError(status, 'M0073', messageFor('M0073'));
}

/** The answer's data once `isValue` accepts it, else the server failure. */
export function expectAnswer<Value>(
  response: { status: number; data: unknown },
  isValue: (data: unknown) => data is Value,
): Value {
  if (!isValue(response.data)) throw unexpectedAnswer(response.status);
  return response.data;
}
