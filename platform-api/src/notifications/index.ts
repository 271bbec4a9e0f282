// Notifications' public surface: what the app, the demo data and other domains may use.
export { newNotificationCountSchema } from './inbox/notification-schemas';
export {
  notificationsPlugin,
  type NotificationsPluginOptions,
  type WebPushOptions,
} from './notifications-plugin';
export { removeSessionSubscriptions, removeUserSubscriptions } from './web-push/push-subscriptions';
export { sendDuePushes, type PushRun } from './web-push/push-sender';
export {
  insertNotifications,
  listNotifications,
  notificationChannel,
  removeNotifications,
  unreadCount,
  type NewNotification,
  type NotificationSelection,
} from './inbox/notification-store';
