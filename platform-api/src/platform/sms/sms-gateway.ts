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

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

/** `SMS_GATEWAY`: the dev outbox (default, refused in production) or an HTTP gateway. */
export type SmsConfig =
  | { kind: 'dev-outbox' }
  | {
      kind: 'http';
      /** `SMS_GATEWAY_URL`: receives `POST { from, to, text }` as JSON. */
      url: string;
      /** `SMS_GATEWAY_TOKEN`, sent as a bearer token. */
      token: string | undefined;
      /** `SMS_SENDER`: the `from` of every message. */
      sender: string;
      /** How long to wait for the gateway's answer; 10 s by default. */
      timeoutMs?: number;
    };
