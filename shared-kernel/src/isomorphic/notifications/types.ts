// The wire shapes of the notification centre (`/api/service/noti`, spec section 7), shared by the shell's bell,
// the `/user/noti` list and the API.
import type { YesNo } from '../routines/types';
import type { NotificationKindCode } from './codes';

/** Values a notification's text is filled with; the text itself is `notifications.kinds.<notiKindCode>`. */
export type NotificationParams = Record<string, string | number>;

export interface AppNotification {
  notiSn: number;
  notiKindCode: NotificationKindCode;
  /** e.g. { userNm: '할아버지', tkmdNm: '타이레놀', time: '08:00' }. */
  params: NotificationParams;
  /** The app path it opens, or null when it opens nothing. */
  link: string | null;
  readAt: YesNo;
  /** When it was made (ISO instant). */
  creatDt: string;
}

/** `GET /noti?page&rows`, newest first. */
export interface NotificationPage {
  notiList: AppNotification[];
  totalCount: number;
  page: number;
  rows: number;
}

/** `GET /noti/newNotiCount`: unread notifications. */
export interface NewNotificationCount {
  newNotiCount: number;
}

/**
 * Events of the live stream `GET /noti/stream` (Server-Sent Events): `event: noti` with an AppNotification,
 * and `event: count` with a NewNotificationCount after every change (new, read).
 */
export type NotificationStreamEvent =
  { event: 'noti'; data: AppNotification } | { event: 'count'; data: NewNotificationCount };
