import type { FastifyPluginAsync } from 'fastify';
import type { PushOutboxMetrics } from '../platform/observability/api-metrics';
import { notificationRoutes, type NotificationRoutesOptions } from './inbox/notification-routes';
import { pushRoutes } from './web-push/push-routes';
import { pushOutboxBacklog, startPushSender, type PushSender } from './web-push/push-sender';
import { resolveVapidKeys, type VapidKeys } from './web-push/vapid-keys';

export interface WebPushOptions {
  /** Whom push services contact about our pushes (`mailto:` or `https:`). */
  subject: string;
  /** The VAPID keys; without them a pair is generated once and kept in the database. */
  keys?: { publicKey: string; privateKey: string };
  /** Lets subscriptions name a loopback endpoint over HTTP: a push service stand-in in tests only. */
  allowLoopbackEndpoints: boolean;
  /** The outbox sender: every `intervalMs` and whenever a push is stored; false: not run (tests drive it). */
  sender: { intervalMs: number } | false;
}

export interface NotificationsPluginOptions extends NotificationRoutesOptions {
  webPush: WebPushOptions;
  /** Where the push outbox's backlog and sends are reported (`/metrics`); nowhere by default. */
  pushMetrics?: PushOutboxMetrics;
}

/**
 * Notifications: the notification centre (`/api/service/noti`, its live stream) and Web Push to the browsers a
 * person subscribed (`/api/push`), which every notification stored is also pushed to.
 */
export const notificationsPlugin: FastifyPluginAsync<NotificationsPluginOptions> = async (app, options) => {
  const { db, authenticateUser, now, webPush, pushMetrics } = options;
  await app.register(notificationRoutes, options);
  pushMetrics?.backlogFrom(() => pushOutboxBacklog(db));
  // Read when first needed, not at start: the app registers its routes before it touches the database.
  let resolving: Promise<VapidKeys> | undefined;
  const keys = () => {
    resolving ??= resolveVapidKeys(db, webPush.subject, webPush.keys).catch((error: unknown) => {
      resolving = undefined;
      throw error;
    });
    return resolving;
  };
  const policy = { allowLoopback: webPush.allowLoopbackEndpoints };
  await app.register(pushRoutes, { db, authenticateUser, now, keys, policy });
  if (webPush.sender === false) return;
  const { intervalMs } = webPush.sender;
  let sender: PushSender | undefined;
  app.addHook('onReady', async () => {
    sender = await startPushSender({
      db,
      now,
      keys,
      policy,
      intervalMs,
      log: app.log.child({ module: 'web-push' }),
      ...(pushMetrics ? { metrics: pushMetrics } : {}),
    });
  });
  // Before the onClose hooks, which may close the database (main.ts): a send under way finishes first.
  app.addHook('preClose', async () => sender?.stop());
};
