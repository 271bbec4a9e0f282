// The notification centre's rows (migration 010). Whoever changes a person's notifications also sends
// `NOTIFY app_notification, '<user_id>'` in the same statement: NOTIFY is delivered on commit, to every API
// instance, so each one's open streams learn of it (notification-hub.ts), and never of a rolled-back change.
import {
  quietHoursExemptKinds,
  type AppNotification,
  type NotificationKindCode,
  type NotificationParams,
} from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';
import { pushOutboxChannel } from '../web-push/push-sender';

/** The channel every API instance listens on; the payload is the user id whose notifications changed. */
export const notificationChannel = 'app_notification';

export interface NewNotification {
  userId: string;
  notiKindCode: NotificationKindCode;
  params: NotificationParams;
  /** The app path it opens, or null. */
  link: string | null;
  /** Names the notification so that making it twice (a retry, another instance) stores it once; null: no check. */
  dedupeKey: string | null;
  /** The person whose act it tells of: a person who blocked them never hears of it (migration 024). */
  fromUserId?: string | null;
}

/**
 * Stores `list` (a dedupe key already stored, or twice in `list`, is skipped; so is a kind the person turned off in
 * their settings, and the act of someone the person blocked), queues a push of each to the person's subscribed browsers whose login is still open (unless the
 * person's quiet hours hold it back: it then waits in the centre), and tells every instance's streams and push
 * senders, in one statement: pass a transaction to make it part of a larger change. Returns how many were stored.
 * `createdAt` is the caller's clock (the app's `now`).
 */
export async function insertNotifications(
  db: Queryable,
  list: readonly NewNotification[],
  createdAt: Date = new Date(),
): Promise<number> {
  if (list.length === 0) return 0;
  const rows = list.map((item) => ({
    user_id: item.userId,
    kind: item.notiKindCode,
    params: item.params,
    link: item.link,
    dedupe_key: item.dedupeKey,
    from_user_id: item.fromUserId ?? null,
  }));
  const notified = await db.query(
    `WITH input AS (
       SELECT item->>'user_id' AS user_id, item->>'kind' AS kind, item->'params' AS params,
              item->>'link' AS link, item->>'dedupe_key' AS dedupe_key, item->>'from_user_id' AS from_user_id,
              position
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS list (item, position)
     ), wanted AS (
       SELECT input.*
         FROM input LEFT JOIN user_settings AS settings ON settings.user_id = input.user_id
        WHERE (settings.user_id IS NULL OR NOT (input.kind = ANY (settings.muted_kinds)))
          AND NOT EXISTS (SELECT 1 FROM user_blocks AS block
                           WHERE block.blocker_user_id = input.user_id AND block.blocked_user_id = input.from_user_id)
     ), inserted AS (
       INSERT INTO notifications (user_id, kind, params, link, dedupe_key, created_at)
       SELECT user_id, kind, params, link, dedupe_key, $2 FROM wanted ORDER BY position
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING noti_sn, user_id, kind
     ), pushes AS (
       INSERT INTO push_outbox (push_sub_sn, noti_sn, next_attempt_at)
       SELECT device.push_sub_sn, inserted.noti_sn, $2
         FROM inserted JOIN push_subscriptions AS device ON device.user_id = inserted.user_id
         LEFT JOIN user_settings AS settings ON settings.user_id = inserted.user_id
        WHERE (device.session_id IS NULL
               OR EXISTS (SELECT 1 FROM refresh_tokens AS token
                           WHERE token.family_id = device.session_id AND token.revoked_at IS NULL
                             AND token.expires_at > $2))
          AND NOT (settings.quiet_start IS NOT NULL AND NOT (inserted.kind = ANY ($3::text[]))
                   AND ${quietAt('($2::timestamptz AT TIME ZONE settings.time_zone)::time')})
       RETURNING 1
     )
     SELECT pg_notify('${notificationChannel}', user_id),
            (SELECT pg_notify('${pushOutboxChannel}', '') FROM pushes LIMIT 1)
       FROM inserted`,
    [JSON.stringify(rows), createdAt.toISOString(), quietHoursExemptKinds],
  );
  return notified.length;
}

/** Whether the local time `time` is within the quiet hours of `settings` (a span past midnight wraps). */
function quietAt(time: string): string {
  return `CASE WHEN settings.quiet_start < settings.quiet_end
               THEN ${time} >= settings.quiet_start AND ${time} < settings.quiet_end
               ELSE ${time} >= settings.quiet_start OR ${time} < settings.quiet_end END`;
}

/** Notifications of one kind to one person whose dedupe keys begin with `keyPrefix`. */
export interface NotificationSelection {
  userId: string;
  keyPrefix: string;
}

/**
 * Takes out of the centre the notifications of `kind` that `selections` name, and tells the streams of each person
 * who had one (their bell moves), in one statement. For what no longer waits for the person (a request answered or
 * cancelled). Returns how many were removed.
 */
export async function removeNotifications(
  db: Queryable,
  kind: NotificationKindCode,
  selections: readonly NotificationSelection[],
): Promise<number> {
  if (selections.length === 0) return 0;
  const removed = await db.query<{ count: number }>(
    `WITH removed AS (
       DELETE FROM notifications AS notice
        USING jsonb_to_recordset($2::jsonb) AS chosen (user_id text, key_prefix text)
        WHERE notice.kind = $1 AND notice.user_id = chosen.user_id
          AND starts_with(notice.dedupe_key, chosen.key_prefix)
       RETURNING notice.user_id
     ), told AS (
       SELECT pg_notify('${notificationChannel}', user_id) FROM (SELECT DISTINCT user_id FROM removed) AS changed
     )
     SELECT (SELECT count(*)::int FROM removed) AS count, (SELECT count(*) FROM told) AS told`,
    [
      kind,
      JSON.stringify(selections.map(({ userId, keyPrefix }) => ({ user_id: userId, key_prefix: keyPrefix }))),
    ],
  );
  return removed[0]?.count ?? 0;
}

interface NotificationRow {
  // bigint: a string from `pg`, a number from PGlite.
  noti_sn: string | number;
  kind: NotificationKindCode;
  params: NotificationParams;
  link: string | null;
  read: boolean;
  created_at: Date | string;
}

const columns = `noti_sn, kind, params, link, read_at IS NOT NULL AS read, created_at`;

function toAppNotification(row: NotificationRow): AppNotification {
  return {
    notiSn: Number(row.noti_sn),
    notiKindCode: row.kind,
    params: row.params,
    link: row.link,
    readAt: row.read ? 'Y' : 'N',
    creatDt: new Date(row.created_at).toISOString(),
  };
}

/** One page of a person's notifications, newest first, and how many they have in all. */
export async function listNotifications(
  db: Queryable,
  userId: string,
  page: { page: number; rows: number },
): Promise<{ notiList: AppNotification[]; totalCount: number }> {
  const [total] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1',
    [userId],
  );
  const rows = await db.query<NotificationRow>(
    `SELECT ${columns} FROM notifications WHERE user_id = $1 ORDER BY noti_sn DESC LIMIT $2 OFFSET $3`,
    [userId, page.rows, (page.page - 1) * page.rows],
  );
  return { notiList: rows.map(toAppNotification), totalCount: total?.count ?? 0 };
}

/**
 * A person's notifications numbered above `aboveNotiSn` but not in `except`, oldest first: what a stream has not
 * sent yet. `except` rather than "above the last one sent", because numbers are taken at insert and transactions
 * commit in any order: a lower number can become visible after a higher one.
 */
export async function unsentNotifications(
  db: Queryable,
  userId: string,
  aboveNotiSn: number,
  except: readonly number[],
  limit: number,
): Promise<AppNotification[]> {
  const rows = await db.query<NotificationRow>(
    `SELECT ${columns} FROM notifications
      WHERE user_id = $1 AND noti_sn > $2 AND NOT (noti_sn = ANY ($3::bigint[]))
      ORDER BY noti_sn LIMIT $4`,
    [userId, aboveNotiSn, except, limit],
  );
  return rows.map(toAppNotification);
}

export interface NotificationState {
  newNotiCount: number;
  /** The newest notification's number; 0 when there is none. */
  lastNotiSn: number;
}

/** Each person's unread count and newest notification, in one query (a person without any: zeros). */
export async function notificationStates(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, NotificationState>> {
  const rows = await db.query<{ user_id: string; unread: number; last: string | number | null }>(
    `SELECT person.user_id,
            (SELECT count(*)::int FROM notifications n WHERE n.user_id = person.user_id AND n.read_at IS NULL)
              AS unread,
            (SELECT max(noti_sn) FROM notifications n WHERE n.user_id = person.user_id) AS last
       FROM unnest($1::text[]) AS person (user_id)`,
    [userIds],
  );
  return new Map(
    rows.map((row) => [row.user_id, { newNotiCount: row.unread, lastNotiSn: Number(row.last ?? 0) }]),
  );
}

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return row?.count ?? 0;
}

/**
 * Marks one of the person's notifications read (already read: kept as it was) and, when that changed the count,
 * tells the streams. Undefined when the person has no such notification.
 */
export async function markNotificationRead(
  db: Queryable,
  userId: string,
  notiSn: number,
  readAt: Date,
): Promise<AppNotification | undefined> {
  await db.query(
    `WITH marked AS (
       UPDATE notifications SET read_at = $3
        WHERE noti_sn = $1 AND user_id = $2 AND read_at IS NULL
       RETURNING user_id
     )
     SELECT pg_notify('${notificationChannel}', user_id) FROM marked`,
    [notiSn, userId, readAt.toISOString()],
  );
  const [row] = await db.query<NotificationRow>(
    `SELECT ${columns} FROM notifications WHERE noti_sn = $1 AND user_id = $2`,
    [notiSn, userId],
  );
  return row ? toAppNotification(row) : undefined;
}
