// Channel rows written straight into the database, for tests of what channels grant elsewhere (shared life-logs,
// images) without going through the channel calls.
import type { ShareableLifelogTypeCode } from 'shared-kernel/isomorphic';
import type { Queryable } from '../src/platform/database/database';

export interface FamilyChannelRows {
  /** The first member is the manager; every other one a member (participation 0002). */
  members: readonly string[];
  /** Invitations waiting (participation 0001), by user id. */
  invitees?: readonly string[];
  reqLifelogList?: readonly ShareableLifelogTypeCode[];
  chnImageId?: string | null;
  chnBgImageId?: string | null;
}

/** A family channel (type 0002) with these people in it; its chnSn. */
export async function insertFamilyChannel(db: Queryable, rows: FamilyChannelRows): Promise<number> {
  const [channel] = await db.query<{ chn_sn: number }>(
    `INSERT INTO channels (chn_type_code, chn_nm, req_lifelog_list, chn_image_id, chn_bg_image_id)
     VALUES ('0002', '우리 가족', $1, $2, $3) RETURNING chn_sn`,
    [rows.reqLifelogList ?? [], rows.chnImageId ?? null, rows.chnBgImageId ?? null],
  );
  if (!channel) throw new Error('no channel');
  for (const [index, userId] of rows.members.entries()) {
    await db.query(
      `INSERT INTO channel_participants (chn_sn, user_id, prtcpnt_sttus_code, mngr_at, joined_at)
       VALUES ($1, $2, '0002', $3, now())`,
      [channel.chn_sn, userId, index === 0],
    );
  }
  for (const userId of rows.invitees ?? []) {
    await db.query(
      `INSERT INTO channel_participants (chn_sn, user_id, mphon_no, prtcpnt_sttus_code)
       SELECT $1, user_id, coalesce(user_mphon_no, '01000000000'), '0001' FROM users WHERE user_id = $2`,
      [channel.chn_sn, userId],
    );
  }
  return channel.chn_sn;
}

/** `userId` leaves the channel, or is excluded from it: either way their row goes (see migration 011). */
export async function removeParticipant(db: Queryable, chnSn: number, userId: string): Promise<void> {
  await db.query('DELETE FROM channel_participants WHERE chn_sn = $1 AND user_id = $2', [chnSn, userId]);
}

export async function closeChannel(db: Queryable, chnSn: number): Promise<void> {
  await db.query('UPDATE channels SET closed_at = now() WHERE chn_sn = $1', [chnSn]);
}

/** A post of `userId` showing `imageIds` in `chnSn`; its feedSn. */
export async function insertBoardPost(
  db: Queryable,
  chnSn: number,
  userId: string,
  imageIds: readonly string[],
): Promise<number> {
  const [feed] = await db.query<{ feed_sn: number }>(
    `INSERT INTO feeds (user_id, act_code, feed_cn, image_ids) VALUES ($1, '0001', '사진', $2::uuid[])
     RETURNING feed_sn`,
    [userId, imageIds],
  );
  if (!feed) throw new Error('no post');
  await db.query('INSERT INTO channel_feeds (feed_sn, chn_sn) VALUES ($1, $2)', [feed.feed_sn, chnSn]);
  return feed.feed_sn;
}

export async function deletePost(db: Queryable, feedSn: number, chnSn: number): Promise<void> {
  await db.query('UPDATE channel_feeds SET deleted_at = now() WHERE feed_sn = $1 AND chn_sn = $2', [
    feedSn,
    chnSn,
  ]);
}
