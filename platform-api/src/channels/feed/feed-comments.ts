// Comments and replies (one level) on a channel's copy of a post. The copy's comt_cnt changes in the same
// transaction as the comments, under the copy's row lock, so that a page reads the count without counting.
import type { CommentInput, FeedComment, YesNo } from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { insertNotifications, type NewNotification } from '../../notifications';
import { commentHiddenFor } from '../blocking/block-filters';
import { postLink } from './feed-posting';
import { requireVisiblePost } from './feed-reads';

interface CommentRow {
  comt_sn: number;
  feed_sn: number;
  chn_sn: number;
  upper_comt_sn: number | null;
  user_id: string | null;
  user_nm: string | null;
  comt_cn: string;
  created_at: Date | string;
}

const commentColumns = `comment.comt_sn, comment.feed_sn, comment.chn_sn, comment.upper_comt_sn,
  author.user_id, author.user_nm, comment.comt_cn, comment.created_at`;

const commentJoins = `LEFT JOIN users AS author
  ON author.user_id = comment.user_id AND author.unregistered_at IS NULL`;

function toComment(row: CommentRow, userId: string): FeedComment {
  const mineAt: YesNo = row.user_id !== null && row.user_id === userId ? 'Y' : 'N';
  return {
    comtSn: row.comt_sn,
    feedSn: row.feed_sn,
    chnSn: row.chn_sn,
    upperComtSn: row.upper_comt_sn,
    userId: row.user_id,
    userNm: row.user_nm,
    comtCn: row.comt_cn,
    mineAt,
    creatDt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The comments of a post the caller sees: oldest first, each followed by its replies; none by someone they blocked
 * or that they hid (nor the replies to those).
 */
export async function listComments(
  db: Queryable,
  userId: string,
  feedSn: number,
  chnSn: number,
): Promise<FeedComment[]> {
  await requireVisiblePost(db, userId, feedSn, chnSn);
  const rows = await db.query<CommentRow>(
    `SELECT ${commentColumns} FROM feed_comments AS comment ${commentJoins}
      WHERE comment.feed_sn = $1 AND comment.chn_sn = $2 AND comment.deleted_at IS NULL
        AND NOT ${commentHiddenFor('comment', '$3')}
      ORDER BY COALESCE(comment.upper_comt_sn, comment.comt_sn), comment.comt_sn`,
    [feedSn, chnSn, userId],
  );
  return rows.map((row) => toComment(row, userId));
}

/** A comment of this post that is not deleted, or 404 M0044 naming `field`. */
async function requireComment(
  db: Queryable,
  feedSn: number,
  chnSn: number,
  comtSn: number,
  field: string,
): Promise<{ comt_sn: number; upper_comt_sn: number | null; user_id: string | null }> {
  const [comment] = await db.query<{ comt_sn: number; upper_comt_sn: number | null; user_id: string | null }>(
    `SELECT comt_sn, upper_comt_sn, user_id FROM feed_comments
      WHERE comt_sn = $1 AND feed_sn = $2 AND chn_sn = $3 AND deleted_at IS NULL`,
    [comtSn, feedSn, chnSn],
  );
  if (!comment) throw new ApiError(404, 'M0044', { field });
  return comment;
}

/** Which of `userIds` are members of the channel now: only they hear of what happens in it. */
async function currentMembers(
  db: Queryable,
  chnSn: number,
  userIds: readonly string[],
): Promise<Set<string>> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT user_id FROM channel_participants
      WHERE chn_sn = $1 AND prtcpnt_sttus_code = '0002' AND user_id = ANY ($2::text[])`,
    [chnSn, userIds],
  );
  return new Set(rows.map((row) => row.user_id));
}

/**
 * Adds a comment, or a reply (to a reply: to its comment, replies being one level deep). The post's author
 * hears of it (0005), the replied comment's author of the reply (0006, instead of 0005 when they are the same
 * person); never the writer, never someone no longer in the channel.
 */
export async function addComment(
  db: Database,
  userId: string,
  target: { feedSn: number; chnSn: number },
  input: CommentInput,
  at: Date,
): Promise<FeedComment> {
  const { feedSn, chnSn } = target;
  return db.transaction(async (transaction) => {
    const { authorUserId } = await requireVisiblePost(transaction, userId, feedSn, chnSn, {
      forUpdate: true,
    });
    const replied =
      input.upperComtSn === null
        ? null
        : await requireComment(transaction, feedSn, chnSn, input.upperComtSn, 'upperComtSn');
    const [row] = await transaction.query<CommentRow>(
      `WITH comment AS (
         INSERT INTO feed_comments (feed_sn, chn_sn, upper_comt_sn, user_id, comt_cn, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING *
       ), counted AS (
         UPDATE channel_feeds SET comt_cnt = comt_cnt + 1 WHERE feed_sn = $1 AND chn_sn = $2
       )
       SELECT ${commentColumns} FROM comment ${commentJoins}`,
      [
        feedSn,
        chnSn,
        replied === null ? null : (replied.upper_comt_sn ?? replied.comt_sn),
        userId,
        input.comtCn,
        at.toISOString(),
      ],
    );
    if (!row) throw new Error('comment not inserted');
    const comment = toComment(row, userId);
    const repliedTo = replied?.user_id ?? null;
    const candidates = [authorUserId, repliedTo].filter(
      (candidate): candidate is string => candidate !== null && candidate !== userId,
    );
    const members = await currentMembers(transaction, chnSn, candidates);
    const params = { userNm: comment.userNm ?? '', comtCn: input.comtCn.slice(0, 40) };
    const link = postLink(feedSn, chnSn);
    const notifications: NewNotification[] = [];
    if (repliedTo !== null && members.has(repliedTo))
      notifications.push({
        userId: repliedTo,
        notiKindCode: '0006',
        params,
        link,
        dedupeKey: null,
        fromUserId: userId,
      });
    if (authorUserId !== null && authorUserId !== repliedTo && members.has(authorUserId))
      notifications.push({
        userId: authorUserId,
        notiKindCode: '0005',
        params,
        link,
        dedupeKey: null,
        fromUserId: userId,
      });
    await insertNotifications(transaction, notifications, at);
    return comment;
  });
}

/**
 * Deletes a comment (its writer or the channel's manager; another member: 403 M0105) with its replies, and
 * takes them off the post's count.
 */
export async function deleteComment(
  db: Database,
  userId: string,
  target: { feedSn: number; chnSn: number; comtSn: number },
  at: Date,
): Promise<void> {
  const { feedSn, chnSn, comtSn } = target;
  await db.transaction(async (transaction) => {
    const { membership } = await requireVisiblePost(transaction, userId, feedSn, chnSn, { forUpdate: true });
    const comment = await requireComment(transaction, feedSn, chnSn, comtSn, 'comtSn');
    if (comment.user_id !== userId && !membership.manager) throw new ApiError(403, errorCodes.invalidAccess);
    await transaction.query(
      `WITH removed AS (
         UPDATE feed_comments SET deleted_at = $4
          WHERE feed_sn = $1 AND chn_sn = $2 AND deleted_at IS NULL AND (comt_sn = $3 OR upper_comt_sn = $3)
         RETURNING 1
       )
       UPDATE channel_feeds SET comt_cnt = comt_cnt - (SELECT count(*) FROM removed)
        WHERE feed_sn = $1 AND chn_sn = $2`,
      [feedSn, chnSn, comtSn, at.toISOString()],
    );
  });
}
