import { nativeResultCodes, type NativeResultCode } from '../isomorphic/codes';
import { invalid } from './invalid';
import type { BridgeData, BridgeEvent, BridgeEventName, BridgeMethod, BridgeParams } from './methods';

/**
 * The decoders of what a native host sends (the protocol's compiled schemas): a chunk of their own in the browser,
 * loaded by the bridge when a native host is there or first speaks, since a browser page never needs them
 * (issue 15: login within 150 KiB). A failed load is tried again next time.
 */
export type Decoders = typeof import('./decoders');

let decoders: Decoders | undefined;
let loadingDecoders: Promise<Decoders> | undefined;

export function loadDecoders(): Promise<Decoders> {
  loadingDecoders ??= import('./decoders').then(
    (module) => (decoders = module),
    (error: unknown) => {
      loadingDecoders = undefined;
      throw error;
    },
  );
  return loadingDecoders;
}

/** The decoders once they have loaded. */
export function loadedDecoders(): Decoders | undefined {
  return decoders;
}

/** The web app's message to the native host. Calls without params send `{}`. */
export interface BridgeRequest<M extends BridgeMethod = BridgeMethod> {
  id: string;
  method: M;
  params: BridgeParams<M> | Record<string, never>;
}

/** The native host's answer, given to `window.familyHealthBridge.receive` as an object or a JSON string. */
export interface BridgeResponse {
  id: string;
  resultCode: NativeResultCode;
  data?: unknown;
  /** An M-code to show the user, e.g. M0140 for a photo that could not be used. */
  messageCode?: string;
}

/** The outcome of a call the current host cannot make at all (a browser has no health app to connect). */
export const notSupported = 'NOT_SUPPORTED';

export type SuccessCode = typeof nativeResultCodes.SUCCESS;
export type FailureCode = Exclude<NativeResultCode, SuccessCode>;

export type BridgeResult<M extends BridgeMethod> =
  | { resultCode: SuccessCode; data: BridgeData<M> }
  | { resultCode: FailureCode; data?: undefined; messageCode?: string }
  | { resultCode: typeof notSupported; data?: undefined };

export function succeeded<M extends BridgeMethod>(data: BridgeData<M>): BridgeResult<M> {
  return { resultCode: nativeResultCodes.SUCCESS, data };
}

export function failed(
  resultCode: FailureCode,
  messageCode?: string,
): { resultCode: FailureCode; messageCode?: string } {
  return messageCode === undefined ? { resultCode } : { resultCode, messageCode };
}

const resultCodeValues: readonly unknown[] = Object.values(nativeResultCodes);

function isResultCode(value: unknown): value is NativeResultCode {
  return resultCodeValues.includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Native hosts may pass a JSON string or an object; anything else is not a message. */
function asRecord(message: unknown): Record<string, unknown> | null {
  if (typeof message !== 'string') return isRecord(message) ? message : null;
  try {
    const parsed: unknown = JSON.parse(message);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function parseResponse(message: unknown): BridgeResponse | null {
  const record = asRecord(message);
  if (!record || typeof record.id !== 'string' || !isResultCode(record.resultCode)) return null;
  const { id, resultCode, data, messageCode } = record;
  return typeof messageCode === 'string' ? { id, resultCode, data, messageCode } : { id, resultCode, data };
}

/** A success whose data does not match the protocol is treated as an answer nobody understood. */
export function toResult<M extends BridgeMethod>(
  method: M,
  response: BridgeResponse,
  { resultDecoders }: Decoders,
): BridgeResult<M> | null {
  const { resultCode } = response;
  if (resultCode !== nativeResultCodes.SUCCESS) return failed(resultCode, response.messageCode);
  const data = resultDecoders[method](response.data);
  return data === invalid ? null : succeeded<M>(data);
}

export function parseEvent(message: unknown, decoders: Decoders): BridgeEvent | null {
  const record = asRecord(message);
  const event = record?.event;
  if (typeof event !== 'string' || !Object.hasOwn(decoders.eventDecoders, event)) return null;
  return decodeEvent(event as BridgeEventName, record?.data, decoders);
}

function decodeEvent<E extends BridgeEventName>(
  event: E,
  payload: unknown,
  { eventDecoders }: Decoders,
): BridgeEvent | null {
  const data = eventDecoders[event](payload);
  return data === invalid ? null : ({ event, data } as BridgeEvent);
}
