// What a member does to a post besides commenting: delete it, like it, hide it from their feed, mark it read,
// and mark their notifications about it read. Likes keep channel_feeds.like_cnt in step in the same statement.
import type { LikeState, LikeUserList, YesNo } from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { insertNotifications, notificationChannel, unreadCount } from '../../notifications';
import { blockedBy, blockedLikeCount } from '../blocking/block-filters';
import { postLink } from './feed-posting';
import { requireVisiblePost } from './feed-reads';

/** Deletes the channel's copy of a post for everyone: its author or the manager (another member: 403 M0105). */
export async function deletePost(db: Database, userId: string, feedSn: number, chnSn: number, at: Date) {
  await db.transaction(async (transaction) => {
    const { membership, authorUserId } = await requireVisiblePost(transaction, userId, feedSn, chnSn, {
      forUpdate: true,
    });
    if (authorUserId !== userId && !membership.manager) throw new ApiError(403, errorCodes.invalidAccess);
    await transaction.query('UPDATE channel_feeds SET deleted_at = $3 WHERE feed_sn = $1 AND chn_sn = $2', [
      feedSn,
      chnSn,
      at.toISOString(),
    ]);
  });
}

/**
 * Likes (Y) or unlikes (N) a post, idempotently: liking twice counts once. The first like of a person tells
 * the author (0007), once per person and post whatever they do after (the dedupe key).
 */
export async function setLike(
  db: Database,
  userId: string,
  target: { feedSn: number; chnSn: number },
  likeAt: YesNo,
  at: Date,
): Promise<LikeState> {
  const { feedSn, chnSn } = target;
  return db.transaction(async (transaction) => {
    const { authorUserId } = await requireVisiblePost(transaction, userId, feedSn, chnSn, {
      forUpdate: true,
    });
    const change =
      likeAt === 'Y'
        ? `INSERT INTO feed_likes (feed_sn, chn_sn, user_id, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING RETURNING 1`
        : 'DELETE FROM feed_likes WHERE feed_sn = $1 AND chn_sn = $2 AND user_id = $3 RETURNING 1';
    const [counted] = await transaction.query<{ like_cnt: number; changed: boolean }>(
      `WITH changed AS (${change})
       UPDATE channel_feeds SET like_cnt = like_cnt ${likeAt === 'Y' ? '+' : '-'} (SELECT count(*) FROM changed)
        WHERE feed_sn = $1 AND chn_sn = $2
       RETURNING like_cnt - ${blockedLikeCount('channel_feeds', '$3')} AS like_cnt,
                 EXISTS (SELECT 1 FROM changed) AS changed`,
      likeAt === 'Y' ? [feedSn, chnSn, userId, at.toISOString()] : [feedSn, chnSn, userId],
    );
    if (!counted) throw new Error('the post vanished under its lock');
    if (likeAt === 'Y' && counted.changed && authorUserId !== null && authorUserId !== userId) {
      await notifyLike(transaction, userId, authorUserId, feedSn, chnSn, at);
    }
    return { likeAt, likeCnt: counted.like_cnt };
  });
}

async function notifyLike(
  db: Queryable,
  userId: string,
  authorUserId: string,
  feedSn: number,
  chnSn: number,
  at: Date,
): Promise<void> {
  const [liker] = await db.query<{ user_nm: string; author_member: boolean }>(
    `SELECT liker.user_nm,
            EXISTS (SELECT 1 FROM channel_participants
                     WHERE chn_sn = $3 AND user_id = $2 AND prtcpnt_sttus_code = '0002') AS author_member
       FROM users AS liker WHERE liker.user_id = $1`,
    [userId, authorUserId, chnSn],
  );
  if (!liker?.author_member) return;
  await insertNotifications(
    db,
    [
      {
        userId: authorUserId,
        notiKindCode: '0007',
        params: { userNm: liker.user_nm },
        link: postLink(feedSn, chnSn),
        dedupeKey: `like:${feedSn}:${chnSn}:${userId}`,
        fromUserId: userId,
      },
    ],
    at,
  );
}

/** Who liked a post, newest first; not the people the caller blocked. */
export async function likeUsers(
  db: Queryable,
  userId: string,
  feedSn: number,
  chnSn: number,
): Promise<LikeUserList> {
  await requireVisiblePost(db, userId, feedSn, chnSn);
  const rows = await db.query<{ user_id: string; user_nm: string; created_at: Date | string }>(
    `SELECT liker.user_id, liker.user_nm, liked.created_at
       FROM feed_likes AS liked JOIN users AS liker ON liker.user_id = liked.user_id
      WHERE liked.feed_sn = $1 AND liked.chn_sn = $2 AND liker.unregistered_at IS NULL
        AND NOT ${blockedBy('$3', 'liker.user_id')}
      ORDER BY liked.created_at DESC, liker.user_id`,
    [feedSn, chnSn, userId],
  );
  return {
    likeUserList: rows.map((row) => ({
      userId: row.user_id,
      userNm: row.user_nm,
      creatDt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** Hides the post from the caller's feed (Y) or shows it again (N); only the caller's feed changes. */
export async function setHidden(
  db: Database,
  userId: string,
  target: { feedSn: number; chnSn: number },
  hideAt: YesNo,
  at: Date,
): Promise<void> {
  await db.transaction(async (transaction) => {
    await requireVisiblePost(transaction, userId, target.feedSn, target.chnSn);
    await transaction.query(
      `INSERT INTO feed_user_states (feed_sn, chn_sn, user_id, hidden_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, chn_sn, feed_sn) DO UPDATE SET hidden_at = EXCLUDED.hidden_at`,
      [target.feedSn, target.chnSn, userId, hideAt === 'Y' ? at.toISOString() : null],
    );
  });
}

/** Marks the post read for the caller (the first reading is kept). */
export async function markPostRead(
  db: Database,
  userId: string,
  target: { feedSn: number; chnSn: number },
  at: Date,
): Promise<void> {
  await db.transaction(async (transaction) => {
    await requireVisiblePost(transaction, userId, target.feedSn, target.chnSn);
    await transaction.query(
      `INSERT INTO feed_user_states (feed_sn, chn_sn, user_id, read_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, chn_sn, feed_sn)
       DO UPDATE SET read_at = COALESCE(feed_user_states.read_at, EXCLUDED.read_at)`,
      [target.feedSn, target.chnSn, userId, at.toISOString()],
    );
  });
}

/**
 * Marks read the caller's notifications that open this post (new post, comments, replies, likes), telling the
 * open streams when the count changed; answers the unread count left. Anyone may clear their own bell, even
 * after leaving the channel, so no membership is asked.
 */
export async function markPostNotificationsRead(
  db: Queryable,
  userId: string,
  target: { feedSn: number; chnSn: number },
  at: Date,
): Promise<{ newNotiCount: number }> {
  await db.query(
    `WITH marked AS (
       UPDATE notifications SET read_at = $3
        WHERE user_id = $1 AND link = $2 AND read_at IS NULL
       RETURNING 1
     )
     SELECT pg_notify('${notificationChannel}', $1) WHERE EXISTS (SELECT 1 FROM marked)`,
    [userId, postLink(target.feedSn, target.chnSn), at.toISOString()],
  );
  return { newNotiCount: await unreadCount(db, userId) };
}
