export {
  markNotificationRead,
  notificationStream,
  subscribeNotifications,
  useNewNotificationCount,
} from './centre';
export { fetchNotificationPage, notificationPaths } from './api';
export { notificationTarget } from './guards';
export { backoffDelayMs, createNotificationStream } from './stream';
export type { NotificationStream, NotificationStreamOptions } from './stream';
