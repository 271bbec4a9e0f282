export {
  markNotificationRead,
  notificationStream,
  subscribeNotifications,
  useNewNotificationCount,
} from './centre';
export { fetchNotificationPage, notificationPaths } from './api';
// The screen a tapped notification opens: one mapping by kind, shared with the API (its push's address).
export { notificationScreen as notificationTarget } from '../isomorphic/notifications';
export { backoffDelayMs, createNotificationStream } from './stream';
export type { NotificationStream, NotificationStreamOptions } from './stream';
