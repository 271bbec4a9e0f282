// The browsers of a person that receive pushes (migration 020).
import type { Language } from 'locales';
import type { Queryable } from '../../platform/database/database';

/** Browsers one person may have subscribed at once: the least recently used gives way beyond that. */
export const maxDevicesPerPerson = 5;

export interface NewSubscription {
  userId: string;
  sessionId: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Language;
}

/**
 * Stores a browser's subscription; the same endpoint again is the same device (its keys, owner, session and
 * language are updated: a shared tablet now logged in as someone else pushes to them). `created` is false for a
 * known endpoint. Beyond `maxDevicesPerPerson`, the person's least recently used browsers are removed.
 */
export async function saveSubscription(
  db: Queryable,
  subscription: NewSubscription,
  at: Date,
): Promise<{ pushSubSn: number; created: boolean }> {
  const [row] = await db.query<{ push_sub_sn: string | number; created: boolean }>(
    `INSERT INTO push_subscriptions
       (user_id, session_id, endpoint, p256dh, auth, language, created_at, last_used_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (endpoint) DO UPDATE
       SET user_id = EXCLUDED.user_id, session_id = EXCLUDED.session_id, p256dh = EXCLUDED.p256dh,
           auth = EXCLUDED.auth, language = EXCLUDED.language, last_used_at = EXCLUDED.last_used_at
     RETURNING push_sub_sn, (xmax = 0) AS created`,
    [
      subscription.userId,
      subscription.sessionId,
      subscription.endpoint,
      subscription.p256dh,
      subscription.auth,
      subscription.language,
      at.toISOString(),
    ],
  );
  if (!row) throw new Error('push subscription not stored');
  await db.query(
    `DELETE FROM push_subscriptions WHERE push_sub_sn IN (
       SELECT push_sub_sn FROM push_subscriptions WHERE user_id = $1
        ORDER BY last_used_at DESC, push_sub_sn DESC OFFSET $2)`,
    [subscription.userId, maxDevicesPerPerson],
  );
  return { pushSubSn: Number(row.push_sub_sn), created: row.created };
}

/** Removes the caller's subscription of `endpoint`; false when they had none. */
export async function removeSubscription(db: Queryable, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db.query(
    'DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING 1',
    [userId, endpoint],
  );
  return removed.length > 0;
}

/** Removes the browsers subscribed in the login `sessionId` (its refresh-token family): at logout. */
export async function removeSessionSubscriptions(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE session_id = $1', [sessionId]);
}

/** Removes every browser of a person: at withdrawal. */
export async function removeUserSubscriptions(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE user_id = $1', [userId]);
}
