// What a push says: the notification centre's own text in the browser's language, short, with the screen a tap
// opens. The service worker shows it (`tag` replaces an earlier one with the same tag, so a push delivered twice
// shows once).
import { catalogText, loadCatalog, type Language } from 'locales';
import {
  notificationKindCodes,
  notificationParamsIn,
  notificationScreen,
  type NotificationKindCode,
  type NotificationParams,
} from 'shared-kernel/isomorphic';

export interface PushedNotification {
  notiSn: number;
  kind: NotificationKindCode;
  params: NotificationParams;
  link: string | null;
}

export interface PushMessage {
  /** The JSON the service worker reads: { title, body, url, tag }. */
  payload: string;
  /** How long a push service keeps it for a browser that is offline (RFC 8030 TTL). */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** A push service replaces an undelivered push of the same topic: a resend never queues twice. */
  topic: string;
}

const hour = 3600;
/** Limits of the texts a push carries: the payload of a push must stay under 4 KB once encrypted. */
const maxBodyLength = 180;

/** A dose reminder is stale after an hour; a family's missed-dose alert within half a day; others within a week. */
function deliveryOf(kind: NotificationKindCode): Pick<PushMessage, 'ttlSeconds' | 'urgency'> {
  if (kind === notificationKindCodes.doseReminder) return { ttlSeconds: hour, urgency: 'high' };
  if (kind === notificationKindCodes.familyMissedDose) return { ttlSeconds: 12 * hour, urgency: 'high' };
  return { ttlSeconds: 7 * 24 * hour, urgency: 'normal' };
}

/** The screen a tap opens: the one a tap in the notification centre opens, else the centre itself. */
function screenOf(notification: PushedNotification): string {
  return notificationScreen({ notiKindCode: notification.kind, link: notification.link }) ?? '/user/noti';
}

export async function pushMessageOf(
  notification: PushedNotification,
  language: Language,
): Promise<PushMessage> {
  const catalog = await loadCatalog(language);
  const title = catalogText(catalog, 'shell', 'appName') ?? '';
  const text =
    catalogText(
      catalog,
      'common',
      `notifications.kinds.${notification.kind}`,
      notificationParamsIn(notification.params, language),
    ) ??
    catalogText(catalog, 'shell', 'notifications') ??
    '';
  const body = [...text].length > maxBodyLength ? `${[...text].slice(0, maxBodyLength - 1).join('')}…` : text;
  const tag = `noti-${notification.notiSn}`;
  return {
    payload: JSON.stringify({ title, body, url: screenOf(notification), tag }),
    ...deliveryOf(notification.kind),
    topic: tag,
  };
}
