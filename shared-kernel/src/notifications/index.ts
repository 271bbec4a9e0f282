export {
  markNotificationRead,
  notificationStream,
  subscribeNotifications,
  useNewNotificationCount,
} from './centre';
export { fetchNotificationPage, notificationPaths } from './api';
export { backoffDelayMs, createNotificationStream } from './stream';
export type { NotificationStream, NotificationStreamOptions } from './stream';
