import { ApiError } from '../http/api-error';
import { errorCodes } from '../http/error-codes';

/** One text message: a verification code, or a channel invitation with a join link. */
export interface SmsMessage {
  /** National form, e.g. 01012345678. */
  to: string;
  text: string;
  /**
   * The code inside `text`, or null for a text without one (an invitation); only the dev outbox keeps it (so that
   * developers and tests can read it).
   */
  authCode: string | null;
}

/** Sends text messages; rejects with `SmsDeliveryError` when the message could not be handed over. */
export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Why a text was not sent: the provider could not be reached or failed (`unavailable`), refused the number
 * (`invalidNumber`), is holding back our sending (`rateLimited`), or our account has no credit (`outOfCredit`).
 */
export type SmsFailure = 'unavailable' | 'invalidNumber' | 'rateLimited' | 'outOfCredit';

export class SmsDeliveryError extends Error {
  readonly failure: SmsFailure;

  constructor(message: string, options: { failure?: SmsFailure; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SmsDeliveryError';
    this.failure = options.failure ?? 'unavailable';
  }
}

/**
 * What the person is told when a text was not sent: 400 M1206 for a number the provider refuses, 503 M1207 while
 * the provider holds back our sending, 503 M1208 when the account is out of credit, else 503 M0091.
 */
export function smsFailureAnswer(error: unknown): ApiError {
  const failure = error instanceof SmsDeliveryError ? error.failure : 'unavailable';
  switch (failure) {
    case 'invalidNumber':
      return new ApiError(400, errorCodes.numberCannotTakeTexts);
    case 'rateLimited':
      return new ApiError(503, errorCodes.smsProviderBusy);
    case 'outOfCredit':
      return new ApiError(503, errorCodes.smsProviderOutOfCredit);
    case 'unavailable':
      return new ApiError(503, errorCodes.smsUnavailable);
  }
}

/** `SMS_GATEWAY`: the dev outbox (default, refused in production) or Solapi (see solapi-sms-gateway.ts). */
export type SmsConfig =
  | { kind: 'dev-outbox' }
  | {
      kind: 'solapi';
      /** `SOLAPI_API_KEY`. */
      apiKey: string;
      /** `SOLAPI_API_SECRET`: signs each request, never sent. */
      apiSecret: string;
      /** `SMS_SENDER`: the number every text comes from, registered with Solapi beforehand. */
      sender: string;
      /** `SOLAPI_BASE_URL`: https://api.solapi.com by default (a stand-in's address in tests). */
      baseUrl: string;
      /** How long to wait for Solapi's answer; 10 s by default. */
      timeoutMs?: number;
    };
