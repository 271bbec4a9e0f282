// The rules every channel change checks, and what it leaves behind in the feed and the notification centre.
import {
  channelLimits,
  channelTypeCodes,
  feedActivityCodes,
  type ActivityData,
  type ImagePurpose,
  type MCode,
} from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import type { Membership } from '../participants/membership';

/** Who does it, and when (the app's clock). */
export interface ChannelActor {
  userId: string;
  at: Date;
}

/** My channel (type 0001) takes no invitations, no leaving, no closing and no decorating: 409 M1115. */
export function requireFamilyChannel(membership: Membership): Membership {
  if (membership.chnTypeCode === channelTypeCodes.my) throw new ApiError(409, 'M1115');
  return membership;
}

/** Holds the channel's row until the transaction ends, so that counts and checks made after it stay true. */
export async function lockChannel(db: Queryable, chnSn: number): Promise<void> {
  await db.query('SELECT chn_sn FROM channels WHERE chn_sn = $1 FOR UPDATE', [chnSn]);
}

/** A person may be in at most 20 open family channels (M1119). */
export async function requireRoomForFamilyChannel(db: Queryable, userId: string): Promise<void> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM channel_participants p JOIN channels c ON c.chn_sn = p.chn_sn
      WHERE p.user_id = $1 AND p.prtcpnt_sttus_code = '0002' AND c.chn_type_code = $2 AND c.closed_at IS NULL`,
    [userId, channelTypeCodes.family],
  );
  if ((row?.count ?? 0) >= channelLimits.channelsPerUser) throw new ApiError(409, 'M1119');
}

/**
 * A channel's image is the caller's own upload of the matching purpose (or the image the channel already has,
 * which a later manager did not upload): anything else is refused with `code` on `field`.
 */
export async function requireChannelImage(
  db: Queryable,
  userId: string,
  image: { imageId: string; purpose: ImagePurpose; current: string | null },
  refusal: { field: string; code: MCode },
): Promise<void> {
  if (image.imageId === image.current) return;
  const [row] = await db.query<{ image_id: string }>(
    // Held until the channel is stored, so that the removal of unused uploads (unused-images.ts) leaves it be.
    'SELECT image_id FROM stored_images WHERE image_id = $1 AND owner_user_id = $2 AND purpose = $3 FOR KEY SHARE',
    [image.imageId, userId, image.purpose],
  );
  if (!row) throw new ApiError(400, refusal.code, { field: refusal.field });
}

/** The name a person is shown by (a migrated account may lack one: its id). */
export async function userNameOf(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.query<{ name: string }>(
    'SELECT coalesce(user_nm, user_id) AS name FROM users WHERE user_id = $1',
    [userId],
  );
  return row?.name ?? userId;
}

/** The members of a channel other than `exceptUserId` (whom a change notifies). */
export async function otherMemberIds(db: Queryable, chnSn: number, exceptUserId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT user_id FROM channel_participants
      WHERE chn_sn = $1 AND prtcpnt_sttus_code = '0002' AND user_id <> $2 ORDER BY prtcpnt_sn`,
    [chnSn, exceptUserId],
  );
  return rows.map((row) => row.user_id);
}

/** A system message in the channel's feed (actCode 0009): who joined, left, was excluded or became manager. */
export async function postSystemMessage(
  db: Queryable,
  chnSn: number,
  message: Omit<Extract<ActivityData, { actCode: '0009' }>, 'actCode'>,
  at: Date,
): Promise<void> {
  const actData: ActivityData = { actCode: feedActivityCodes.systemMessage, ...message };
  await db.query(
    `WITH posted AS (
       INSERT INTO feeds (user_id, act_code, act_data, created_at) VALUES (NULL, $2, $3::jsonb, $4)
       RETURNING feed_sn
     )
     INSERT INTO channel_feeds (feed_sn, chn_sn, created_at) SELECT feed_sn, $1, $4 FROM posted`,
    [chnSn, feedActivityCodes.systemMessage, JSON.stringify(actData), at.toISOString()],
  );
}
