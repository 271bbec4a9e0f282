// Notifications' public surface: what the app, the demo data and other domains may use.
export { newNotificationCountSchema } from './inbox/notification-schemas';
export { notificationRoutes, type NotificationRoutesOptions } from './inbox/notification-routes';
export {
  insertNotifications,
  listNotifications,
  notificationChannel,
  unreadCount,
  type NewNotification,
} from './inbox/notification-store';
