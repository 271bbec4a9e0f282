// Hiding or reporting one post or comment (spec section 7 `/user/block/resource`). Hiding is for the person
// only; a report is kept for the operator (content_reports, once per person and item) and hides the item for
// the reporter too, who asked not to see it. Neither is told to the author.
import type { BlockResourceInput } from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { requireVisiblePost } from '../feed/feed-reads';
import { commentHiddenFor } from './block-filters';

/** The reason rules a schema cannot say: a report has a reason, "other" a few words, a hiding neither. */
function checkReason(input: BlockResourceInput): void {
  if (input.action === 'hide') {
    if (input.reasonCode !== undefined || input.reasonText !== undefined)
      throw new ApiError(400, errorCodes.invalidRequest, { field: 'reasonCode' });
    return;
  }
  if (input.reasonCode === undefined)
    throw new ApiError(400, errorCodes.requiredValueMissing, { field: 'reasonCode' });
  if (input.reasonCode === 'other' && (input.reasonText ?? '').trim() === '')
    throw new ApiError(400, errorCodes.requiredValueMissing, { field: 'reasonText' });
}

/** The author of the comment `comtSn` of this post as the caller sees it; 404 M0044 when it is out of sight. */
async function visibleCommentAuthor(
  db: Queryable,
  userId: string,
  target: { feedSn: number; chnSn: number; comtSn: number },
): Promise<string | null> {
  const [comment] = await db.query<{ user_id: string | null }>(
    `SELECT comment.user_id FROM feed_comments AS comment
      WHERE comment.comt_sn = $1 AND comment.feed_sn = $2 AND comment.chn_sn = $3 AND comment.deleted_at IS NULL
        AND NOT ${commentHiddenFor('comment', '$4')}`,
    [target.comtSn, target.feedSn, target.chnSn, userId],
  );
  if (!comment) throw new ApiError(404, 'M0044', { field: 'comtSn' });
  return comment.user_id;
}

/**
 * Hides or reports the post (comtSn null) or one of its comments for `userId`: an item they may not see 404
 * M0044, their own 400 M1179, a second report of the same item 409 M1176.
 */
export async function actOnResource(
  db: Database,
  userId: string,
  input: BlockResourceInput,
  at: Date,
): Promise<void> {
  checkReason(input);
  const { feedSn, chnSn, comtSn } = input;
  await db.transaction(async (transaction) => {
    const { authorUserId } = await requireVisiblePost(transaction, userId, feedSn, chnSn);
    const itemAuthor =
      comtSn === null
        ? authorUserId
        : await visibleCommentAuthor(transaction, userId, { feedSn, chnSn, comtSn });
    if (itemAuthor === userId) throw new ApiError(400, errorCodes.ownItemNotHidden, { field: 'comtSn' });
    if (input.action === 'report') {
      const reported = await transaction.query(
        `INSERT INTO content_reports
             (reporter_user_id, feed_sn, chn_sn, comt_sn, reported_user_id, reason_code, reason_text, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT DO NOTHING
         RETURNING report_sn`,
        [
          userId,
          feedSn,
          chnSn,
          comtSn,
          itemAuthor,
          input.reasonCode,
          input.reasonText?.trim() || null,
          at.toISOString(),
        ],
      );
      if (reported.length === 0) throw new ApiError(409, errorCodes.alreadyReported, { field: 'comtSn' });
    }
    if (comtSn === null) {
      await transaction.query(
        `INSERT INTO feed_user_states (feed_sn, chn_sn, user_id, hidden_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, chn_sn, feed_sn)
         DO UPDATE SET hidden_at = COALESCE(feed_user_states.hidden_at, EXCLUDED.hidden_at)`,
        [feedSn, chnSn, userId, at.toISOString()],
      );
    } else {
      await transaction.query(
        'INSERT INTO hidden_comments (user_id, comt_sn, hidden_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [userId, comtSn, at.toISOString()],
      );
    }
  });
}
