import type { Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { notificationKindCodes } from 'shared-kernel/isomorphic';
import { insertNotifications, removeNotifications } from '../../notifications';
import { usable } from './sharing-lists';

/** A share request waits this long for an answer; a declined one is kept as long (it looks unanswered). */
export const shareRequestLifetimeMs = 14 * 24 * 60 * 60 * 1000;
/** Requests of one user waiting at once: beyond, 429 M1147 until some are answered, cancelled or expired. */
export const maxWaitingShareRequests = 20;
/** Where the person asked accepts or declines (mf-auth, account settings). */
export const shareRequestsPath = '/user/myChn/setting/sharing';
/** Refuses the owner's own id (400 M0187): any other id is asked alike, whether an account has it or not. */
export function refuseOwnId(ownerId: string, userIds: readonly string[], field: string) {
  if (userIds.includes(ownerId)) throw new ApiError(400, errorCodes.invalidRequest, { field });
}

/**
 * Asks each of `userIds` (not already shared with, not already asked) to accept my health data: a request kept
 * by the id as typed, and a notification to the account that has it, if one does. Nothing tells the owner which.
 * 429 M1147 (nothing written) when more than `maxWaitingShareRequests` would wait at once.
 */
export async function requestSharing(
  transaction: Queryable,
  ownerId: string,
  userIds: readonly string[],
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  // One owner's requests are made one at a time, so that two at once cannot both pass the cap.
  await transaction.query('SELECT 1 FROM users WHERE user_id = $1 FOR UPDATE', [ownerId]);
  await transaction.query('DELETE FROM share_requests WHERE owner_user_id = $1 AND expires_at <= $2', [
    ownerId,
    at,
  ]);
  const added = await transaction.query<{ userId: string }>(
    `INSERT INTO share_requests (owner_user_id, requested_user_id, created_at, expires_at)
       SELECT $1, requested, $3, $4 FROM unnest($2::text[]) AS requested
       WHERE NOT EXISTS (SELECT 1 FROM shared_users
                         WHERE owner_user_id = $1 AND shared_user_id = requested)
       ON CONFLICT DO NOTHING
       RETURNING requested_user_id AS "userId"`,
    [ownerId, userIds, at, new Date(at.getTime() + shareRequestLifetimeMs)],
  );
  if (added.length === 0) return;
  const [waiting] = await transaction.query<{ count: number | string }>(
    'SELECT count(*) AS count FROM share_requests WHERE owner_user_id = $1',
    [ownerId],
  );
  if (Number(waiting?.count ?? 0) > maxWaitingShareRequests) {
    throw new ApiError(429, errorCodes.tooManyShareRequests);
  }
  const recipients = await transaction.query<{ userId: string }>(
    `SELECT user_id AS "userId" FROM users WHERE user_id = ANY($1) AND ${usable}`,
    [added.map((row) => row.userId)],
  );
  const [owner] = await transaction.query<{ userNm: string }>(
    'SELECT user_nm AS "userNm" FROM users WHERE user_id = $1',
    [ownerId],
  );
  await insertNotifications(
    transaction,
    recipients.map((recipient) => ({
      userId: recipient.userId,
      notiKindCode: notificationKindCodes.shareRequest,
      params: { userNm: owner?.userNm ?? '' },
      link: shareRequestsPath,
      dedupeKey: `share-request|${ownerId}|${recipient.userId}|${at.toISOString()}`,
    })),
    at,
  );
}

/**
 * A request's notification leaves the asked person's list once the request no longer waits (cancelled, accepted
 * or declined): it would offer to answer what no longer waits (its answer would be 404 M1146).
 */
export async function withdrawShareRequestNotices(
  transaction: Queryable,
  ownerId: string,
  recipientIds: string[],
): Promise<void> {
  await removeNotifications(
    transaction,
    notificationKindCodes.shareRequest,
    recipientIds.map((userId) => ({ userId, keyPrefix: `share-request|${ownerId}|${userId}|` })),
  );
}

/** Deletes some of `ownerId`'s waiting requests (`which`: an SQL condition on requested_user_id, params from $2). */
export async function cancelShareRequests(
  transaction: Queryable,
  ownerId: string,
  which: string,
  params: unknown[],
): Promise<void> {
  const cancelled = await transaction.query<{ userId: string }>(
    `DELETE FROM share_requests WHERE owner_user_id = $1 AND ${which} RETURNING requested_user_id AS "userId"`,
    [ownerId, ...params],
  );
  await withdrawShareRequestNotices(
    transaction,
    ownerId,
    cancelled.map((row) => row.userId),
  );
}
