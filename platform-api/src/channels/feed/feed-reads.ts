// SQL that reads posts as a member sees them. A page is one statement: for each channel of the caller, its
// newest posts below the cursor through channel_feeds_page_idx (chn_sn, feed_sn DESC), at most `rows + 1` each,
// merged and cut; per post only primary-key probes follow (the caller's like and marks, at most 5 images). The
// activity filter and the hidden mark are scalar subqueries on purpose: as joins, the planner would hash the
// whole feeds table (or every read mark of the caller) for the first page instead of walking the index. The hidden
// mark is tested as NOT COALESCE(...) rather than "(...) IS NULL": the planner guesses 0.5 % of rows pass an IS
// NULL of a subquery, thinks a page needs every post of a channel, and reads them all (issue 36.2, checked with
// EXPLAIN ANALYZE on PostgreSQL: 300,000 posts, a member of 21 channels: 150 ms before, 10 ms after, blocks
// included; see block-filters.ts for the blocked authors).
// Counts are columns of channel_feeds, kept in step by the writers, so a page counts nothing but, for a reader
// who blocked someone or hid a comment, what of that is out of their sight (block-filters.ts).
import type {
  ActivityData,
  FeedActivityCode,
  FeedBackgroundCode,
  FeedPage,
  FeedPost,
  StoredImage,
} from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { authorNotBlocked, blockedBy, blockedLikeCount, hiddenCommentCount } from '../blocking/block-filters';
import { type Membership, requireMembership } from '../participants/membership';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor';

interface PostRow {
  feed_sn: number;
  chn_sn: number;
  chn_nm: string;
  act_code: FeedActivityCode;
  user_id: string | null;
  user_nm: string | null;
  feed_title: string | null;
  feed_cn: string | null;
  feed_bg_code: FeedBackgroundCode | null;
  images: { imageId: string; width: number; height: number }[];
  act_data: ActivityData | null;
  like_cnt: number;
  comt_cnt: number;
  liked: boolean;
  read: boolean;
  hidden: boolean;
  created_at: Date | string;
}

export const imageUrl = (imageId: string) => `/api/files/images/${imageId}`;

export const storedImage = (image: { imageId: string; width: number; height: number }): StoredImage => ({
  imageId: image.imageId,
  url: imageUrl(image.imageId),
  width: image.width,
  height: image.height,
});

const yesNo = (value: boolean) => (value ? 'Y' : 'N');

function toFeedPost(row: PostRow, userId: string): FeedPost {
  return {
    feedSn: row.feed_sn,
    chnSn: row.chn_sn,
    chnNm: row.chn_nm,
    actCode: row.act_code,
    userId: row.user_id,
    userNm: row.user_nm,
    feedTitle: row.feed_title,
    feedCn: row.feed_cn,
    feedBgCode: row.feed_bg_code,
    imageList: row.images.map(storedImage),
    actData: row.act_data,
    likeCnt: row.like_cnt,
    comtCnt: row.comt_cnt,
    likeAt: yesNo(row.liked),
    readAt: yesNo(row.read),
    hideAt: yesNo(row.hidden),
    mineAt: yesNo(row.user_id !== null && row.user_id === userId),
    creatDt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The columns of a post for the caller ($1), given a relation `post` (feed_sn, chn_sn, chn_nm, like_cnt,
 * comt_cnt, created_at). A withdrawn author shows as nobody; likes and comments by people the caller blocked, and
 * comments they hid, are not counted.
 */
const postColumns = `
  post.feed_sn, post.chn_sn, post.chn_nm, feed.act_code,
  author.user_id, author.user_nm, feed.feed_title, feed.feed_cn, feed.feed_bg_code, feed.act_data,
  post.like_cnt - ${blockedLikeCount('post', '$1')} AS like_cnt,
  post.comt_cnt - ${hiddenCommentCount('post', '$1')} AS comt_cnt,
  post.created_at,
  COALESCE((SELECT json_agg(json_build_object('imageId', image.image_id, 'width', image.width,
                                              'height', image.height) ORDER BY listed.position)
            FROM unnest(feed.image_ids) WITH ORDINALITY AS listed (image_id, position)
            JOIN stored_images AS image ON image.image_id = listed.image_id), '[]'::json) AS images,
  liked.user_id IS NOT NULL AS liked,
  -- One's own post is never news to oneself (issue 35: it carried an unread mark).
  mark.read_at IS NOT NULL OR feed.user_id = $1 AS read,
  mark.hidden_at IS NOT NULL AS hidden`;

const postJoins = `
  JOIN feeds AS feed ON feed.feed_sn = post.feed_sn
  LEFT JOIN users AS author ON author.user_id = feed.user_id AND author.unregistered_at IS NULL
  LEFT JOIN feed_likes AS liked
    ON liked.feed_sn = post.feed_sn AND liked.chn_sn = post.chn_sn AND liked.user_id = $1
  LEFT JOIN feed_user_states AS mark
    ON mark.user_id = $1 AND mark.chn_sn = post.chn_sn AND mark.feed_sn = post.feed_sn`;

export interface FeedPageQuery {
  chnSn?: number;
  /** Comma-separated activity codes (the feed filter). */
  actCode?: string;
  cursor?: string;
  rows: number;
}

/**
 * A page of the caller's feed: every open channel they are a member of (or `chnSn`, which must be one: 404
 * M0105), newest first, without the posts they hid nor those of people they blocked.
 */
export async function readFeedPage(db: Queryable, userId: string, query: FeedPageQuery): Promise<FeedPage> {
  const after = decodeFeedCursor(query.cursor);
  if (query.chnSn !== undefined) await requireMembership(db, userId, query.chnSn);
  const actCodes = query.actCode === undefined ? null : [...new Set(query.actCode.split(','))];
  const rows = await db.query<PostRow>(
    `WITH member_of AS (
       SELECT channel.chn_sn, channel.chn_nm
         FROM channel_participants AS member JOIN channels AS channel ON channel.chn_sn = member.chn_sn
        WHERE member.user_id = $1 AND member.prtcpnt_sttus_code = '0002' AND channel.closed_at IS NULL
          AND ($2::integer IS NULL OR channel.chn_sn = $2::integer)
     ), post AS (
       SELECT newest.*, member_of.chn_nm
         FROM member_of CROSS JOIN LATERAL (
           SELECT listed.feed_sn, listed.chn_sn, listed.like_cnt, listed.comt_cnt, listed.created_at
             FROM channel_feeds AS listed
            WHERE listed.chn_sn = member_of.chn_sn AND listed.deleted_at IS NULL
              AND listed.feed_sn <= $3 AND (listed.feed_sn < $3 OR listed.chn_sn < $4)
              AND ($5::text[] IS NULL
                   OR (SELECT shown.act_code FROM feeds AS shown WHERE shown.feed_sn = listed.feed_sn)
                      = ANY ($5::text[]))
              AND NOT COALESCE((SELECT hid.hidden_at IS NOT NULL FROM feed_user_states AS hid
                                 WHERE hid.user_id = $1 AND hid.chn_sn = listed.chn_sn
                                   AND hid.feed_sn = listed.feed_sn), false)
              AND ${authorNotBlocked('$1', 'listed.feed_sn')}
            ORDER BY listed.feed_sn DESC
            LIMIT $6
         ) AS newest
        ORDER BY newest.feed_sn DESC, newest.chn_sn DESC
        LIMIT $6
     )
     SELECT ${postColumns} FROM post ${postJoins}
     ORDER BY post.feed_sn DESC, post.chn_sn DESC`,
    [userId, query.chnSn ?? null, after.feedSn, after.chnSn, actCodes, query.rows + 1],
  );
  const shown = rows.slice(0, query.rows);
  const last = shown[shown.length - 1];
  return {
    feedList: shown.map((row) => toFeedPost(row, userId)),
    nextCursor:
      rows.length > query.rows && last
        ? encodeFeedCursor({ feedSn: last.feed_sn, chnSn: last.chn_sn })
        : null,
  };
}

/** Posts of one feed as the caller sees them in each channel of `chnSns` (not deleted there). */
export async function readPosts(
  db: Queryable,
  userId: string,
  feedSn: number,
  chnSns: readonly number[],
): Promise<FeedPost[]> {
  const rows = await db.query<PostRow>(
    `WITH post AS (
       SELECT listed.feed_sn, listed.chn_sn, channel.chn_nm, listed.like_cnt, listed.comt_cnt, listed.created_at
         FROM channel_feeds AS listed JOIN channels AS channel ON channel.chn_sn = listed.chn_sn
        WHERE listed.feed_sn = $2 AND listed.chn_sn = ANY ($3::integer[]) AND listed.deleted_at IS NULL
     )
     SELECT ${postColumns} FROM post ${postJoins}
     ORDER BY array_position($3::integer[], post.chn_sn)`,
    [userId, feedSn, chnSns],
  );
  return rows.map((row) => toFeedPost(row, userId));
}

/** Where a member stands before touching a post: their membership and the post's author. */
export interface VisiblePost {
  membership: Membership;
  authorUserId: string | null;
}

/**
 * The post `feedSn` in `chnSn` when the caller may see it: a current member of the open channel, the post not
 * deleted there, its author not someone the caller blocked. Anyone else, and any other post, gets 404 M0044
 * ("does not exist or was not shared with you").
 * `forUpdate` locks the channel's copy, so that its counters change one writer at a time.
 */
export async function requireVisiblePost(
  db: Queryable,
  userId: string,
  feedSn: number,
  chnSn: number,
  options: { forUpdate?: boolean } = {},
): Promise<VisiblePost> {
  const membership = await requireMembership(db, userId, chnSn, 'M0044');
  const [post] = await db.query<{ user_id: string | null }>(
    `SELECT feed.user_id FROM channel_feeds AS listed JOIN feeds AS feed ON feed.feed_sn = listed.feed_sn
      WHERE listed.feed_sn = $1 AND listed.chn_sn = $2 AND listed.deleted_at IS NULL
        AND NOT ${blockedBy('$3', 'feed.user_id')}
      ${options.forUpdate ? 'FOR UPDATE OF listed' : ''}`,
    [feedSn, chnSn, userId],
  );
  if (!post) throw new ApiError(404, 'M0044');
  return { membership, authorUserId: post.user_id };
}

/** The post as the caller sees it; 404 M0044 when they may not. */
export async function readVisiblePost(
  db: Queryable,
  userId: string,
  feedSn: number,
  chnSn: number,
): Promise<FeedPost> {
  await requireVisiblePost(db, userId, feedSn, chnSn);
  const [post] = await readPosts(db, userId, feedSn, [chnSn]);
  if (!post) throw new ApiError(404, 'M0044');
  return post;
}
