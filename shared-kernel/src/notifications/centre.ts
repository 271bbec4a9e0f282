import { useEffect, useSyncExternalStore } from 'react';
import type { AppNotification } from '../isomorphic/notifications';
import { putNotificationRead } from './api';
import { createNotificationStream } from './stream';

/** The page's one notification stream: the kernel is a Module Federation singleton, so every remote shares it. */
export const notificationStream = createNotificationStream();

/**
 * Calls `listener` with every notification the server pushes while the person is logged in; the stream stays
 * open until every subscriber has unsubscribed. Returns the unsubscribe function.
 */
export function subscribeNotifications(listener: (notification: AppNotification) => void): () => void {
  const release = notificationStream.hold();
  const subscription = notificationStream.notifications$.subscribe(listener);
  return () => {
    subscription.unsubscribe();
    release();
  };
}

function subscribeToCount(onChange: () => void): () => void {
  const subscription = notificationStream.newCount$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/**
 * The person's unread notifications, kept live by the stream (read at first, then from its `count` events, and
 * again after a reconnect or when the page shows again); null while unknown.
 */
export function useNewNotificationCount(): number | null {
  useEffect(() => notificationStream.hold(), []);
  return useSyncExternalStore(subscribeToCount, notificationStream.newCount);
}

/**
 * Marks a notification read. The stream's next `count` event moves the bell; the count is read again as well,
 * for when the stream is down.
 */
export async function markNotificationRead(notiSn: number): Promise<AppNotification> {
  const notification = await putNotificationRead(notiSn);
  void notificationStream.refreshCount();
  return notification;
}
