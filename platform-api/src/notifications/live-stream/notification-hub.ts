// One per API instance: listens once on `app_notification` and feeds that instance's open streams. A NOTIFY only
// says whose notifications changed; each stream then reads what it has not sent yet and the unread count, so the
// same path serves a new notification, a read one, and a NOTIFY of another schema or a lost one (the heartbeat
// compares every stream with the database and catches up).
import type { NotificationStreamEvent } from 'shared-kernel/isomorphic';
import type { Database } from '../../platform/database/database';
import { metricsOff, type StreamMetrics } from '../../platform/observability/api-metrics';
import {
  notificationChannel,
  notificationStates,
  unreadCount,
  unsentNotifications,
} from '../inbox/notification-store';

/** Where a stream's events go (the route writes them as Server-Sent Events). */
export interface StreamSink {
  send(event: NotificationStreamEvent): void;
  heartbeat(): void;
  /** The hub is closing (the app stops): finish the response. */
  end(): void;
}

export interface NotificationHub {
  /** How many streams one person may hold open on this instance. */
  readonly streamsPerUser: number;
  streamCount(userId: string): number;
  /** Sends the unread count, then every change for `userId`; resolves to the function that stops. */
  subscribe(userId: string, sink: StreamSink): Promise<() => void>;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
}

export interface NotificationHubOptions {
  db: Database;
  heartbeatMs?: number;
  streamsPerUser?: number;
  onError(error: unknown): void;
  /** Where the count of open streams is reported (`/metrics`); nowhere by default. */
  metrics?: StreamMetrics;
}

interface Stream {
  userId: string;
  sink: StreamSink;
  /** Notifications at or below this number existed before the stream opened: never sent. */
  openedAfter: number;
  sent: number[];
  lastCount: number;
  syncing: boolean;
  syncAgain: boolean;
}

const batch = 50;
/** `sent` never grows past this: the oldest ones are folded into `openedAfter`. */
const sentKept = 500;

export function createNotificationHub({
  db,
  heartbeatMs = 25_000,
  streamsPerUser = 10,
  onError,
  metrics = metricsOff.notificationStreams,
}: NotificationHubOptions): NotificationHub {
  const streams = new Set<Stream>();
  let listening: Promise<() => Promise<void>> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  async function sendUnsent(stream: Stream): Promise<boolean> {
    let sentAny = false;
    for (;;) {
      const unsent = await unsentNotifications(db, stream.userId, stream.openedAfter, stream.sent, batch);
      for (const notification of unsent) {
        if (!streams.has(stream)) return sentAny;
        stream.sink.send({ event: 'noti', data: notification });
        stream.sent.push(notification.notiSn);
        sentAny = true;
      }
      if (stream.sent.length > sentKept) {
        stream.openedAfter = Math.max(
          stream.openedAfter,
          ...stream.sent.splice(0, stream.sent.length - sentKept),
        );
      }
      if (unsent.length < batch) return sentAny;
    }
  }

  async function syncOnce(stream: Stream): Promise<void> {
    const sentAny = await sendUnsent(stream);
    const newNotiCount = await unreadCount(db, stream.userId);
    if (!streams.has(stream) || (!sentAny && newNotiCount === stream.lastCount)) return;
    stream.lastCount = newNotiCount;
    stream.sink.send({ event: 'count', data: { newNotiCount } });
  }

  /** Brings a stream up to date; calls arriving meanwhile make one more pass rather than run alongside. */
  function sync(stream: Stream): void {
    if (stream.syncing) {
      stream.syncAgain = true;
      return;
    }
    stream.syncing = true;
    void (async () => {
      try {
        do {
          stream.syncAgain = false;
          await syncOnce(stream);
        } while (stream.syncAgain && streams.has(stream));
      } catch (error) {
        onError(error);
      } finally {
        stream.syncing = false;
      }
    })();
  }

  function onPayload(userId: string): void {
    for (const stream of streams) if (stream.userId === userId) sync(stream);
  }

  async function beat(): Promise<void> {
    for (const stream of streams) stream.sink.heartbeat();
    const states = await notificationStates(db, [...new Set([...streams].map((stream) => stream.userId))]);
    for (const stream of streams) {
      const state = states.get(stream.userId);
      if (!state) continue;
      const behind = state.lastNotiSn > Math.max(stream.openedAfter, ...stream.sent);
      if (behind || state.newNotiCount !== stream.lastCount) sync(stream);
    }
  }

  function ensureListening(): Promise<() => Promise<void>> {
    listening ??= db.listen(notificationChannel, onPayload).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    return listening;
  }

  function remove(stream: Stream): void {
    if (streams.delete(stream)) metrics.closed();
    if (streams.size === 0) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  return {
    streamsPerUser,
    streamCount: (userId) => [...streams].filter((stream) => stream.userId === userId).length,

    async subscribe(userId, sink) {
      // Listen before reading the state, so that nothing committed in between is missed.
      await ensureListening();
      const state = (await notificationStates(db, [userId])).get(userId) ?? {
        newNotiCount: 0,
        lastNotiSn: 0,
      };
      const stream: Stream = {
        userId,
        sink,
        openedAfter: state.lastNotiSn,
        sent: [],
        lastCount: state.newNotiCount,
        syncing: false,
        syncAgain: false,
      };
      streams.add(stream);
      metrics.opened();
      sink.send({ event: 'count', data: { newNotiCount: state.newNotiCount } });
      heartbeat ??= setInterval(() => beat().catch(onError), heartbeatMs);
      heartbeat.unref();
      return () => remove(stream);
    },

    async close() {
      for (const stream of [...streams]) {
        remove(stream);
        stream.sink.end();
      }
      const unlisten = await listening?.catch(() => undefined);
      listening = undefined;
      await unlisten?.();
    },
  };
}
