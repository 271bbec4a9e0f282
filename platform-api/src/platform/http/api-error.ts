import type { ErrorCode } from './error-codes';

export interface ApiErrorDetails {
  /** The request field at fault, by its wire name. */
  field?: string;
  /** Values of the message's `{{placeholders}}`, also sent to the client (e.g. M0089's `minutes`). */
  params?: Record<string, number>;
  /** Input keys the request lacks data for (M0002 / M1087 of the predictions). */
  missing?: string[];
  /**
   * Words filled into the message's `{{placeholders}}`, already in the request's language (a prediction's name,
   * the inputs it lacks and where to give them); only the message carries them.
   */
  texts?: Record<string, string>;
  headers?: Record<string, string>;
}

/** An error the client is meant to see: HTTP status plus an M-code, sent as the error envelope. */
export class ApiError extends Error {
  readonly field: string | undefined;
  readonly params: Record<string, number> | undefined;
  readonly missing: string[] | undefined;
  readonly texts: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    details: ApiErrorDetails = {},
  ) {
    super(`${statusCode} ${code}${details.field ? ` (${details.field})` : ''}`);
    this.name = 'ApiError';
    this.field = details.field;
    this.params = details.params;
    this.missing = details.missing;
    this.texts = details.texts;
    this.headers = details.headers ?? {};
  }
}
