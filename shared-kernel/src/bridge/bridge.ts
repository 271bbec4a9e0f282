import { Subject, filter, map, type Observable } from 'rxjs';
import { nativeResultCodes } from '../isomorphic/codes';
import { callBrowser } from './browserAdapter';
import type { BridgeEvent, BridgeEventName, BridgeEvents, BridgeMethod, BridgeParams } from './methods';
import { nativePoster, type PostToNative } from './nativeHost';
import {
  failed,
  loadDecoders,
  loadedDecoders,
  notSupported,
  parseEvent,
  parseResponse,
  toResult,
  type BridgeResponse,
  type BridgeResult,
  type Decoders,
} from './protocol';

export const defaultTimeoutMs = 120_000;

export interface CallOptions {
  /** How long to wait for the answer before the call resolves as UNKNOWN. */
  timeoutMs?: number;
}

/**
 * `bridge.call('getPhoto', { maxSize: 320 })`; a method without params takes none or `{}`, which is also what
 * goes on the wire: `bridge.call('logout')`.
 */
export type CallArgs<M extends BridgeMethod> =
  BridgeParams<M> extends undefined
    ? [params?: Record<string, never>, options?: CallOptions]
    : [params: BridgeParams<M>, options?: CallOptions];

export interface Bridge {
  /** Never rejects: every outcome, a timeout included, is a result code. */
  call<M extends BridgeMethod>(method: M, ...args: CallArgs<M>): Promise<BridgeResult<M>>;
  /** For calls whose answer nobody waits for: a failure is logged, and that is all. */
  send<M extends BridgeMethod>(method: M, ...args: CallArgs<M>): void;
  isNativeHost(): boolean;
  readonly events$: Observable<BridgeEvent>;
  on<E extends BridgeEventName>(event: E): Observable<BridgeEvents[E]>;
}

export interface BridgeOptions {
  /** The page's window; the global one by default. Without any window every call is "not supported". */
  window?: Window;
  timeoutMs?: number;
  logger?: Pick<Console, 'warn' | 'error'>;
}

/** Creates the bridge and installs `window.familyHealthBridge`, where the native host delivers its messages. */
export function createBridge(options: BridgeOptions = {}): Bridge {
  const currentWindow = () => options.window ?? (typeof window === 'undefined' ? undefined : window);
  const defaultTimeout = options.timeoutMs ?? defaultTimeoutMs;
  const logger = options.logger ?? console;
  const pending = new Map<string, (response: BridgeResponse) => void>();
  const events = new Subject<BridgeEvent>();
  // A prefix per page, so that an answer meant for a call made before a reload cannot match a new call.
  const idPrefix = Math.random().toString(36).slice(2, 10);
  let lastId = 0;

  // Events decoded in the order they came: while the decoders load, each waits for the one before it.
  let eventsWaiting: Promise<void> | undefined;
  function deliverEvent(message: unknown, decoders: Decoders): void {
    const event = parseEvent(message, decoders);
    if (event) events.next(event);
    else logger.warn('Native bridge: ignored an event outside the protocol', message);
  }

  const installedOn = currentWindow();
  // A native host speaks from the start: its decoders load at once, so that its answers and events are decoded
  // as soon as they come. A browser page loads them only if a host appears and speaks.
  if (installedOn && nativePoster(installedOn)) void loadDecoders().catch(() => undefined);
  if (installedOn) {
    installedOn.familyHealthBridge = {
      receive(message) {
        const response = parseResponse(message);
        const settle = response ? pending.get(response.id) : undefined;
        if (!response || !settle) {
          logger.warn('Native bridge: ignored an answer that matches no waiting call', message);
          return;
        }
        pending.delete(response.id);
        settle(response);
      },
      emit(message) {
        const decoders = loadedDecoders();
        if (decoders && !eventsWaiting) {
          deliverEvent(message, decoders);
          return;
        }
        const waiting: Promise<void> = (eventsWaiting ?? Promise.resolve())
          .then(loadDecoders)
          .then(
            (loaded) => deliverEvent(message, loaded),
            (error: unknown) =>
              logger.error('Native bridge: could not load the decoders; an event was dropped', error),
          )
          .finally(() => {
            if (eventsWaiting === waiting) eventsWaiting = undefined;
          });
        eventsWaiting = waiting;
      },
    };
  }

  function askNative<M extends BridgeMethod>(
    post: PostToNative,
    id: string,
    method: M,
    params: BridgeParams<M>,
  ): Promise<BridgeResult<M>> {
    // Loading while the host works on the call; an answer waits for them if they are not there yet.
    const decoding = loadDecoders();
    decoding.catch(() => undefined);
    return new Promise((resolve) => {
      pending.set(id, (response) => {
        decoding.then(
          (decoders) => {
            const result = toResult(method, response, decoders);
            if (!result)
              logger.error(
                `Native bridge: the answer to ${method} carries data outside the protocol`,
                response,
              );
            resolve(result ?? failed(nativeResultCodes.UNKNOWN));
          },
          (error: unknown) => {
            logger.error(`Native bridge: could not load the decoders for the answer to ${method}`, error);
            resolve(failed(nativeResultCodes.UNKNOWN));
          },
        );
      });
      try {
        post({ id, method, params: params ?? {} });
      } catch (error) {
        pending.delete(id);
        logger.error(`Native bridge: could not send ${method}`, error);
        resolve(failed(nativeResultCodes.UNKNOWN));
      }
    });
  }

  function call<M extends BridgeMethod>(method: M, ...args: CallArgs<M>): Promise<BridgeResult<M>> {
    const win = currentWindow();
    if (!win) return Promise.resolve({ resultCode: notSupported });
    // Only methods without params may leave them out (or pass `{}`), and those methods never read them.
    const params = args[0] as BridgeParams<M>;
    const timeoutMs = args[1]?.timeoutMs ?? defaultTimeout;
    lastId += 1;
    const id = `${idPrefix}-${lastId}`;
    const post = nativePoster(win);
    const answer = post ? askNative(post, id, method, params) : callBrowser(win, method, params);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        logger.warn(`Native bridge: no answer to ${method} within ${timeoutMs} ms`);
        resolve(failed(nativeResultCodes.UNKNOWN));
      }, timeoutMs);
      void answer.then((result) => {
        clearTimeout(timer);
        resolve(result);
      });
    });
  }

  function send<M extends BridgeMethod>(method: M, ...args: CallArgs<M>): void {
    void call(method, ...args).then((result) => {
      if (result.resultCode !== nativeResultCodes.SUCCESS && result.resultCode !== notSupported) {
        logger.error(`Native bridge: ${method} failed with resultCode ${result.resultCode}`);
      }
    });
  }

  const events$ = events.asObservable();

  return {
    call,
    send,
    isNativeHost: () => {
      const win = currentWindow();
      return win !== undefined && nativePoster(win) !== null;
    },
    events$,
    on: <E extends BridgeEventName>(name: E) =>
      events$.pipe(
        filter((event): event is Extract<BridgeEvent, { event: E }> => event.event === name),
        // Narrowed by the filter above; TypeScript cannot follow a generic event name into BridgeEvents.
        map((event) => event.data as BridgeEvents[E]),
      ),
  };
}

/** The page's one bridge. */
export const bridge: Bridge = createBridge();
