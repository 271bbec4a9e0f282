// Posting into channels: a board post or an activity share goes to each chosen channel as its own copy
// (channel_feeds), in one transaction with the 0008 notifications to the other members of each channel.
import type {
  ActivityData,
  BoardPostInput,
  FeedActivityCode,
  FeedPost,
  ShareableActivityCode,
} from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { insertNotifications } from '../../notifications';
import { membershipOf, type Membership } from '../participants/membership';
import { readPosts } from './feed-reads';

/** The app path of a post, the link of every notification about it. */
export const postLink = (feedSn: number, chnSn: number) => `/main/feed/detail/${feedSn}/${chnSn}`;

/** The caller's membership of every channel named: 404 M0105 (field chnSnList) when one is not theirs. */
async function requireMemberships(
  db: Queryable,
  userId: string,
  chnSns: readonly number[],
): Promise<Membership[]> {
  const memberships: Membership[] = [];
  for (const chnSn of chnSns) {
    const membership = await membershipOf(db, userId, chnSn);
    if (!membership) throw new ApiError(404, errorCodes.invalidAccess, { field: 'chnSnList' });
    memberships.push(membership);
  }
  return memberships;
}

/**
 * The images, when each is one the caller uploaded for a post (purpose board); anything else, even an image
 * the caller may see, is refused (400 M0187, field imageIdList), so that nobody re-posts another's photo.
 */
async function requireOwnBoardImages(
  db: Queryable,
  userId: string,
  imageIds: readonly string[],
): Promise<void> {
  if (imageIds.length === 0) return;
  // Held until the post is stored, so that the removal of unused uploads (unused-images.ts) leaves them be.
  const owned = await db.query<{ image_id: string }>(
    `SELECT image_id FROM stored_images
      WHERE image_id = ANY ($1::uuid[]) AND owner_user_id = $2 AND purpose = 'board'
      FOR KEY SHARE`,
    [imageIds, userId],
  );
  if (owned.length !== imageIds.length)
    throw new ApiError(400, errorCodes.invalidRequest, { field: 'imageIdList' });
}

interface NewFeed {
  actCode: FeedActivityCode;
  feedTitle: string | null;
  feedCn: string | null;
  feedBgCode: string | null;
  actData: ActivityData | null;
  imageIds: readonly string[];
}

/** Inserts the feed, its copy in each channel and the notifications; the posts as the author sees them. */
async function insertFeed(
  db: Queryable,
  userId: string,
  memberships: readonly Membership[],
  feed: NewFeed,
  at: Date,
): Promise<FeedPost[]> {
  const [inserted] = await db.query<{ feed_sn: number; user_nm: string }>(
    `WITH author AS (SELECT user_id, user_nm FROM users WHERE user_id = $1), inserted AS (
       INSERT INTO feeds (user_id, act_code, feed_title, feed_cn, feed_bg_code, act_data, image_ids, created_at)
       SELECT user_id, $2, $3, $4, $5, $6::jsonb, $7::uuid[], $8 FROM author
       RETURNING feed_sn
     )
     SELECT inserted.feed_sn, author.user_nm FROM inserted, author`,
    [
      userId,
      feed.actCode,
      feed.feedTitle,
      feed.feedCn,
      feed.feedBgCode,
      feed.actData === null ? null : JSON.stringify(feed.actData),
      feed.imageIds,
      at.toISOString(),
    ],
  );
  if (!inserted) throw new Error(`no account ${userId} to post as`);
  const chnSns = memberships.map((membership) => membership.chnSn);
  await db.query(
    `INSERT INTO channel_feeds (feed_sn, chn_sn, created_at)
     SELECT $1, chn_sn, $3 FROM unnest($2::integer[]) AS chosen (chn_sn)`,
    [inserted.feed_sn, chnSns, at.toISOString()],
  );
  const recipients = await db.query<{ user_id: string; chn_sn: number }>(
    `SELECT user_id, chn_sn FROM channel_participants
      WHERE chn_sn = ANY ($1::integer[]) AND prtcpnt_sttus_code = '0002' AND user_id <> $2`,
    [chnSns, userId],
  );
  const channelName = new Map(memberships.map((membership) => [membership.chnSn, membership.chnNm]));
  await insertNotifications(
    db,
    recipients.map((recipient) => ({
      userId: recipient.user_id,
      notiKindCode: '0008',
      params: { userNm: inserted.user_nm, chnNm: channelName.get(recipient.chn_sn) ?? '' },
      link: postLink(inserted.feed_sn, recipient.chn_sn),
      dedupeKey: `feed:${inserted.feed_sn}:${recipient.chn_sn}:${recipient.user_id}`,
      fromUserId: userId,
    })),
    at,
  );
  return readPosts(db, userId, inserted.feed_sn, chnSns);
}

export async function postBoard(
  db: Database,
  userId: string,
  input: BoardPostInput,
  at: Date,
): Promise<FeedPost[]> {
  return db.transaction(async (transaction) => {
    const memberships = await requireMemberships(transaction, userId, input.chnSnList);
    await requireOwnBoardImages(transaction, userId, input.imageIdList);
    return insertFeed(
      transaction,
      userId,
      memberships,
      {
        actCode: '0001',
        feedTitle: input.feedTitle,
        feedCn: input.feedCn,
        feedBgCode: input.feedBgCode,
        actData: null,
        imageIds: input.imageIdList,
      },
      at,
    );
  });
}

/**
 * The channels a share may go to: each the caller's (404 M0105), each allowing the activity (its shareActList:
 * 409 M1117). The route checks them before the record is read too, so that a refused share reads nothing.
 */
export async function requireShareChannels(
  db: Queryable,
  userId: string,
  chnSns: readonly number[],
  actCode: ShareableActivityCode,
): Promise<Membership[]> {
  const memberships = await requireMemberships(db, userId, chnSns);
  if (memberships.some((membership) => !membership.shareActList.includes(actCode)))
    throw new ApiError(409, 'M1117', { field: 'chnSnList' });
  return memberships;
}

export async function postShare(
  db: Database,
  userId: string,
  input: { chnSnList: number[]; feedCn: string | null; actCode: ShareableActivityCode },
  actData: ActivityData,
  at: Date,
): Promise<FeedPost[]> {
  return db.transaction(async (transaction) => {
    const memberships = await requireShareChannels(transaction, userId, input.chnSnList, input.actCode);
    return insertFeed(
      transaction,
      userId,
      memberships,
      {
        actCode: actData.actCode,
        feedTitle: null,
        feedCn: input.feedCn === '' ? null : input.feedCn,
        feedBgCode: null,
        actData,
        imageIds: [],
      },
      at,
    );
  });
}
