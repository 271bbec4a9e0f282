// The SQL every read of the feed shares to leave out, for the reader, what they blocked or hid (migration 024).
// Each is a probe of a primary key or of the reader's own few rows, so that a feed page stays a walk of
// channel_feeds_page_idx.

/** Whether `reader` blocked the person `userId` (a column or parameter; NULL, a withdrawn author: never). */
export function blockedBy(reader: string, userId: string): string {
  return `EXISTS (SELECT 1 FROM user_blocks AS block
                   WHERE block.blocker_user_id = ${reader} AND block.blocked_user_id = ${userId})`;
}

/**
 * Whether the post `feedSn` (a column) is by someone `reader` did not block, as a scalar test of each row: the
 * reader's blocks are read once into an array (an InitPlan), then one probe of feeds' primary key per post, and
 * none when the reader blocked nobody. As EXISTS, the planner would turn it into an anti-join and read every post
 * of a channel instead of walking its newest ones under the page's LIMIT.
 */
export function authorNotBlocked(reader: string, feedSn: string): string {
  const blocks = `(SELECT array_agg(blocked_user_id) FROM user_blocks WHERE blocker_user_id = ${reader})`;
  return `(${blocks} IS NULL
           OR NOT COALESCE((SELECT author.user_id FROM feeds AS author WHERE author.feed_sn = ${feedSn})
                             = ANY (${blocks}::text[]), false))`;
}

/**
 * Whether the comment `comment` (an alias of feed_comments) is out of `reader`'s sight: written by someone they
 * blocked, hidden by them, or a reply to such a comment (a thread goes with its comment, as it does on delete).
 */
export function commentHiddenFor(comment: string, reader: string): string {
  const outOfSight = (alias: string) =>
    `(${blockedBy(reader, `${alias}.user_id`)}
      OR EXISTS (SELECT 1 FROM hidden_comments AS hid WHERE hid.user_id = ${reader} AND hid.comt_sn = ${alias}.comt_sn))`;
  return `(${outOfSight(comment)}
           OR EXISTS (SELECT 1 FROM feed_comments AS upper_comment
                       WHERE upper_comment.comt_sn = ${comment}.upper_comt_sn AND ${outOfSight('upper_comment')}))`;
}

/**
 * How many likes of the copy `post` (an alias with feed_sn, chn_sn) are by people `reader` blocked: one probe of
 * feed_likes' primary key per block.
 */
export function blockedLikeCount(post: string, reader: string): string {
  return `(SELECT count(*)::int FROM user_blocks AS block
             JOIN feed_likes AS blocked_like
               ON blocked_like.feed_sn = ${post}.feed_sn AND blocked_like.chn_sn = ${post}.chn_sn
              AND blocked_like.user_id = block.blocked_user_id
            WHERE block.blocker_user_id = ${reader})`;
}

/**
 * How many comments of the copy `post` are out of `reader`'s sight. The comments are walked only when the reader
 * blocked or hid anything at all (the two uncorrelated probes run once per statement).
 */
export function hiddenCommentCount(post: string, reader: string): string {
  return `CASE WHEN EXISTS (SELECT 1 FROM user_blocks WHERE blocker_user_id = ${reader})
                 OR EXISTS (SELECT 1 FROM hidden_comments WHERE user_id = ${reader})
          THEN (SELECT count(*)::int FROM feed_comments AS counted
                 WHERE counted.feed_sn = ${post}.feed_sn AND counted.chn_sn = ${post}.chn_sn
                   AND counted.deleted_at IS NULL AND ${commentHiddenFor('counted', reader)})
          ELSE 0 END`;
}
