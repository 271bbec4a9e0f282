import type { EventSourceMessage } from 'eventsource-parser';
import {
  BehaviorSubject,
  Subject,
  distinctUntilChanged,
  map,
  type Observable,
  type Subscription,
} from 'rxjs';
import { kernelConfig } from '../config';
import { refreshTokens } from '../http';
import { currentLanguage } from '../i18n';
import type { AppNotification } from '../isomorphic/notifications';
import { session } from '../session';
import { fetchNewNotificationCount, notificationPaths } from './api';
import { isAppNotification, isNewNotificationCount } from './guards';

export interface NotificationStreamOptions {
  /** The page's fetch by default, looked up at each connection. */
  fetch?: typeof fetch;
  /** How long to wait before connection attempt `attempt` (1, 2, ...) after a failure. */
  retryDelayMs?: (attempt: number) => number;
  /** The server sends a heartbeat every 25 s: a connection silent for longer than this is dead. */
  silenceLimitMs?: number;
}

/** 1 s, 2 s, 4 s... up to a minute, each up to a fifth shorter, so that many pages do not come back at once. */
export function backoffDelayMs(attempt: number): number {
  const base = Math.min(60_000, 1_000 * 2 ** Math.min(attempt - 1, 6));
  return Math.round(base * (1 - Math.random() * 0.2));
}

export interface NotificationStream {
  /** New notifications as the server pushes them. */
  readonly notifications$: Observable<AppNotification>;
  /** The unread count; null while unknown (logged out, or not read yet). */
  readonly newCount$: Observable<number | null>;
  newCount(): number | null;
  /**
   * Keeps the shared connection open while at least one user holds it: call it when a consumer starts, and
   * the function it returns when that consumer stops.
   */
  hold(): () => void;
  /** Reads the count again (after marking a notification read, or when the page shows again). */
  refreshCount(): Promise<void>;
}

/** Why a connection ended, which decides what comes next. */
type Ending = 'stopped' | 'unauthorized' | 'failed';

/**
 * The page's one connection to `GET /noti/stream` (Server-Sent Events over fetch, since EventSource cannot
 * send the bearer token). It follows the session: it connects while someone is logged in and held, reconnects
 * with a new access token, and closes at logout.
 */
export function createNotificationStream(options: NotificationStreamOptions = {}): NotificationStream {
  const retryDelayMs = options.retryDelayMs ?? backoffDelayMs;
  const silenceLimitMs = options.silenceLimitMs ?? 60_000;
  const notifications = new Subject<AppNotification>();
  const newCount = new BehaviorSubject<number | null>(null);

  let holders = 0;
  let token: string | null = null;
  let sessionSubscription: Subscription | undefined;
  let connection: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  // 401s since the last connection that worked: the first one refreshes the token, later ones wait their turn.
  let refusals = 0;
  let countReadBeforeOpen = false;
  // Each count read or pushed gets a turn; an answer that comes back after a newer count is dropped.
  let countTurn = 0;

  function setCount(value: number | null): void {
    countTurn += 1;
    newCount.next(value);
  }

  async function refreshCount(): Promise<void> {
    if (!token) return;
    const turn = ++countTurn;
    try {
      const value = await fetchNewNotificationCount();
      if (turn === countTurn && token && value !== null) newCount.next(value);
    } catch {
      // The bell keeps the count it has; the next reconnect or page show reads it again.
    }
  }

  function dispatch({ event, data }: EventSourceMessage): void {
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      return;
    }
    if (event === 'noti' && isAppNotification(value)) notifications.next(value);
    else if (event === 'count' && isNewNotificationCount(value)) setCount(value.newNotiCount);
  }

  async function readStream(body: ReadableStream<Uint8Array>, controller: AbortController): Promise<void> {
    // Only a logged-in page streams: the parser is not part of the start-up that the login page waits for.
    const { createParser } = await import('eventsource-parser');
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = createParser({ onEvent: dispatch });
    let silence = setTimeout(() => controller.abort(), silenceLimitMs);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        // Only a connection that carries something counts as working: a server that closes every stream at
        // once keeps backing off.
        failures = 0;
        refusals = 0;
        clearTimeout(silence);
        silence = setTimeout(() => controller.abort(), silenceLimitMs);
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      clearTimeout(silence);
    }
  }

  async function openConnection(accessToken: string, controller: AbortController): Promise<Ending> {
    try {
      const url = `${kernelConfig().apiBaseUrl}${notificationPaths.stream}`;
      const response = await (options.fetch ?? fetch)(url, {
        headers: {
          Authorization: `Bearer ${accessToken}`,
          Accept: 'text/event-stream',
          'Language-Code': currentLanguage(),
        },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status === 401) return 'unauthorized';
      if (!response.ok || !response.body) return 'failed';
      // Whatever changed while there was no connection is in the count, not in the stream. The first
      // connection after login has just read it.
      if (countReadBeforeOpen) countReadBeforeOpen = false;
      else void refreshCount();
      await readStream(response.body, controller);
    } catch {
      // A network failure, or the abort of the silence watchdog or of a disconnect.
    }
    return connection === controller ? 'failed' : 'stopped';
  }

  function connect(): void {
    disconnect();
    if (!token || holders === 0) return;
    const controller = new AbortController();
    connection = controller;
    void openConnection(token, controller).then((ending) => {
      if (connection !== controller) return;
      connection = undefined;
      if (ending === 'unauthorized' && refusals++ === 0) {
        // The server also ends a stream when its token expires. A refreshed token reconnects through the
        // session, and a refused refresh ends the session and so the stream. A new token refused again waits
        // its turn like any failure.
        refreshTokens().catch(scheduleRetry);
      } else scheduleRetry();
    });
  }

  function scheduleRetry(): void {
    clearTimeout(retryTimer);
    failures += 1;
    retryTimer = setTimeout(connect, retryDelayMs(failures));
  }

  function disconnect(): void {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const open = connection;
    connection = undefined;
    open?.abort();
  }

  function followSession(accessToken: string | null): void {
    const loggedIn = token === null && accessToken !== null;
    token = accessToken;
    if (!accessToken) {
      disconnect();
      setCount(null);
      return;
    }
    if (loggedIn) {
      failures = 0;
      refusals = 0;
      countReadBeforeOpen = true;
      void refreshCount();
    }
    connect();
  }

  function whenShownAgain(): void {
    if (document.visibilityState !== 'visible' || !token) return;
    void refreshCount();
    // A connection waiting out its backoff (the phone slept, the network came back) tries now.
    if (!connection) connect();
  }

  // The app shares one origin's six HTTP/1.1 connections with its own files (issue 17): a page left for another
  // (kept in the back/forward cache) must give its stream's connection back, and takes it again when shown.
  function whenLeft(): void {
    disconnect();
  }

  function whenBack(event: PageTransitionEvent): void {
    if (event.persisted && token) whenShownAgain();
  }

  function start(): void {
    sessionSubscription = session.changes$
      .pipe(
        map((snapshot) => snapshot.auth?.access_token ?? null),
        distinctUntilChanged(),
      )
      .subscribe(followSession);
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', whenShownAgain);
    if (typeof window !== 'undefined') {
      window.addEventListener('online', whenShownAgain);
      window.addEventListener('pagehide', whenLeft);
      window.addEventListener('pageshow', whenBack);
    }
  }

  function stop(): void {
    sessionSubscription?.unsubscribe();
    sessionSubscription = undefined;
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', whenShownAgain);
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', whenShownAgain);
      window.removeEventListener('pagehide', whenLeft);
      window.removeEventListener('pageshow', whenBack);
    }
    disconnect();
    token = null;
    // Nobody follows the count any more, so it is no longer known.
    setCount(null);
  }

  return {
    notifications$: notifications.asObservable(),
    newCount$: newCount.asObservable(),
    newCount: () => newCount.value,
    hold() {
      holders += 1;
      if (holders === 1) start();
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        holders -= 1;
        if (holders === 0) stop();
      };
    },
    refreshCount,
  };
}
