import type { AppNotification, NewNotificationCount } from '../isomorphic/notifications';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isParams(value: unknown): value is AppNotification['params'] {
  return (
    isRecord(value) &&
    Object.values(value).every((param) => typeof param === 'string' || typeof param === 'number')
  );
}

/**
 * What the stream pushes is checked before any screen renders it: a notification of a kind this app does not
 * know yet still passes (a channel may add kinds before the app learns their texts), one of another shape not.
 */
export function isAppNotification(value: unknown): value is AppNotification {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value.notiSn) &&
    typeof value.notiKindCode === 'string' &&
    isParams(value.params) &&
    (value.link === null || typeof value.link === 'string') &&
    (value.readAt === 'Y' || value.readAt === 'N') &&
    typeof value.creatDt === 'string'
  );
}

export function isNewNotificationCount(value: unknown): value is NewNotificationCount {
  return isRecord(value) && Number.isSafeInteger(value.newNotiCount) && (value.newNotiCount as number) >= 0;
}
