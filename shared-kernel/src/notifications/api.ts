import { userApi } from '../http';
import type { AppNotification, NotificationPage } from '../isomorphic/notifications';
import { isNewNotificationCount } from './guards';

/** The notification centre of the platform API (spec section 7). */
export const notificationPaths = {
  list: '/api/service/noti',
  one: (notiSn: number) => `/api/service/noti/${notiSn}`,
  newCount: '/api/service/noti/newNotiCount',
  stream: '/api/service/noti/stream',
} as const;

/** One page of the caller's notifications, newest first. */
export async function fetchNotificationPage(page: number, rows: number): Promise<NotificationPage> {
  const response = await userApi.get<NotificationPage>(notificationPaths.list, { params: { page, rows } });
  return response.data;
}

/** How many unread notifications the caller has; null when the answer has another shape. */
export async function fetchNewNotificationCount(): Promise<number | null> {
  const response = await userApi.get<unknown>(notificationPaths.newCount);
  return isNewNotificationCount(response.data) ? response.data.newNotiCount : null;
}

/** Marks a notification read and answers it as it now is. */
export async function putNotificationRead(notiSn: number): Promise<AppNotification> {
  const response = await userApi.put<AppNotification>(notificationPaths.one(notiSn));
  return response.data;
}
