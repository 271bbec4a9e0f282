// The answers of the channel calls, read from the rows as the caller may see them.
import type {
  ActivityHistory,
  Channel,
  ChannelActivityInfo,
  ChannelBasicInfo,
  ChannelShareItems,
  ChannelTypeCode,
  Participant,
  ParticipantStateCode,
  ShareableActivityCode,
  ShareableLifelogTypeCode,
  StoredImage,
  WaitingInvitation,
} from 'shared-kernel/isomorphic';
import { invitationCodes } from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';

type Instant = Date | string;

const iso = (value: Instant): string => new Date(value).toISOString();

/** `/api/files/images/{imageId}`: the image call checks who may see it. */
export function storedImage(
  imageId: string | null,
  width: number | null,
  height: number | null,
): StoredImage | null {
  if (!imageId || width === null || height === null) return null;
  return { imageId, url: `/api/files/images/${imageId}`, width, height };
}

/** The members of a channel (invitations and refusals are not members). */
const memberCount = (chnSn: string) =>
  `(SELECT count(*)::int FROM channel_participants m WHERE m.chn_sn = ${chnSn} AND m.prtcpnt_sttus_code = '0002')`;

interface ChannelRow {
  chn_sn: number;
  chn_type_code: ChannelTypeCode;
  chn_nm: string;
  pos_invt_at: boolean;
  created_at: Instant;
  mngr_at: boolean;
  image_id: string | null;
  image_width: number | null;
  image_height: number | null;
  bg_image_id: string | null;
  bg_image_width: number | null;
  bg_image_height: number | null;
  prtcpnt_cnt: number;
  feed_cnt: number;
  new_feed_cnt: number;
}

/** The caller's open channels (or the one `chnSn`): their own first, then family channels, last joined first. */
async function channelsOf(db: Queryable, userId: string, chnSn: number | null): Promise<Channel[]> {
  const rows = await db.query<ChannelRow>(
    `SELECT c.chn_sn, c.chn_type_code, c.chn_nm, c.pos_invt_at, c.created_at, p.mngr_at,
            image.image_id AS image_id, image.width AS image_width, image.height AS image_height,
            bg.image_id AS bg_image_id, bg.width AS bg_image_width, bg.height AS bg_image_height,
            ${memberCount('c.chn_sn')} AS prtcpnt_cnt,
            (SELECT count(*)::int FROM channel_feeds cf WHERE cf.chn_sn = c.chn_sn AND cf.deleted_at IS NULL)
              AS feed_cnt,
            (SELECT count(*)::int
               FROM channel_feeds cf JOIN feeds f ON f.feed_sn = cf.feed_sn
               LEFT JOIN feed_user_states s
                 ON s.feed_sn = cf.feed_sn AND s.chn_sn = cf.chn_sn AND s.user_id = p.user_id
              WHERE cf.chn_sn = c.chn_sn AND cf.deleted_at IS NULL AND f.user_id IS DISTINCT FROM p.user_id
                AND s.read_at IS NULL AND s.hidden_at IS NULL
                AND NOT EXISTS (SELECT 1 FROM user_blocks block
                                 WHERE block.blocker_user_id = p.user_id AND block.blocked_user_id = f.user_id))
              AS new_feed_cnt
       FROM channel_participants p
       JOIN channels c ON c.chn_sn = p.chn_sn
       LEFT JOIN stored_images image ON image.image_id = c.chn_image_id
       LEFT JOIN stored_images bg ON bg.image_id = c.chn_bg_image_id
      WHERE p.user_id = $1 AND p.prtcpnt_sttus_code = '0002' AND c.closed_at IS NULL
        AND ($2::int IS NULL OR c.chn_sn = $2)
      ORDER BY c.chn_type_code, p.joined_at DESC, c.chn_sn DESC`,
    [userId, chnSn],
  );
  return rows.map((row) => ({
    chnSn: row.chn_sn,
    chnTypeCode: row.chn_type_code,
    chnNm: row.chn_nm,
    chnImage: storedImage(row.image_id, row.image_width, row.image_height),
    chnBgImage: storedImage(row.bg_image_id, row.bg_image_width, row.bg_image_height),
    mngrAt: row.mngr_at ? 'Y' : 'N',
    posInvtAt: row.pos_invt_at ? 'Y' : 'N',
    prtcpntCnt: row.prtcpnt_cnt,
    feedCnt: row.feed_cnt,
    newFeedCnt: row.new_feed_cnt,
    creatDt: iso(row.created_at),
  }));
}

export const readChannels = (db: Queryable, userId: string): Promise<Channel[]> =>
  channelsOf(db, userId, null);

/** One channel the caller is a member of (the caller's membership was checked). */
export async function readChannel(db: Queryable, userId: string, chnSn: number): Promise<Channel> {
  const [channel] = await channelsOf(db, userId, chnSn);
  if (!channel) throw new Error(`channel ${chnSn} is not open to ${userId}`);
  return channel;
}

/** 010-****-5678: what members who are not the manager see of the others' numbers. */
export function maskedPhone(mphonNo: string): string {
  const hidden = mphonNo.length - 7;
  if (hidden <= 0) return '*'.repeat(mphonNo.length);
  return `${mphonNo.slice(0, 3)}-${'*'.repeat(hidden)}-${mphonNo.slice(-4)}`;
}

interface ParticipantRow {
  prtcpnt_sn: number;
  user_id: string | null;
  user_nm: string | null;
  mphon_no: string | null;
  prtcpnt_sttus_code: ParticipantStateCode;
  mngr_at: boolean;
  creat_dt: Instant;
}

/**
 * Everyone in a channel: members (the manager first), then waiting invitations, then refusals. Numbers are shown
 * whole to the manager and to each person for their own row, masked otherwise. Only a member's account is named
 * to others: a waiting or refused invitation says nothing of whether its number has an account (issue 34), until
 * that person accepts.
 */
export async function readParticipants(
  db: Queryable,
  viewer: { userId: string; manager: boolean },
  chnSn: number,
  onlyPrtcpntSns: readonly number[] | null = null,
): Promise<Participant[]> {
  const rows = await db.query<ParticipantRow>(
    `SELECT p.prtcpnt_sn, p.user_id, u.user_nm, p.mphon_no, p.prtcpnt_sttus_code, p.mngr_at,
            coalesce(p.joined_at, p.created_at) AS creat_dt
       FROM channel_participants p LEFT JOIN users u ON u.user_id = p.user_id
      WHERE p.chn_sn = $1 AND ($2::int[] IS NULL OR p.prtcpnt_sn = ANY ($2::int[]))
      ORDER BY CASE p.prtcpnt_sttus_code WHEN '0002' THEN 0 WHEN '0001' THEN 1 ELSE 2 END,
               p.mngr_at DESC, creat_dt, p.prtcpnt_sn`,
    [chnSn, onlyPrtcpntSns],
  );
  return rows.map((row) => {
    const number = row.mphon_no ?? '';
    const own = row.user_id === viewer.userId;
    const whole = viewer.manager || own;
    const named = own || row.prtcpnt_sttus_code === invitationCodes.participate;
    return {
      prtcpntSn: row.prtcpnt_sn,
      userId: named ? row.user_id : null,
      userNm: named ? row.user_nm : null,
      mphonNo: whole ? number : maskedPhone(number),
      prtcpntSttusCode: row.prtcpnt_sttus_code,
      mngrAt: row.mngr_at ? 'Y' : 'N',
      creatDt: iso(row.creat_dt),
    };
  });
}

interface WaitingRow {
  prtcpnt_sn: number;
  chn_sn: number;
  chn_nm: string;
  image_id: string | null;
  image_width: number | null;
  image_height: number | null;
  inviter_nm: string | null;
  invite_mssage: string;
  prtcpnt_cnt: number;
  req_lifelog_list: ShareableLifelogTypeCode[];
  created_at: Instant;
}

/** The invitations waiting for the caller in open channels, newest first; none from someone they blocked. */
export async function readWaitingInvitations(db: Queryable, userId: string): Promise<WaitingInvitation[]> {
  const rows = await db.query<WaitingRow>(
    `SELECT p.prtcpnt_sn, c.chn_sn, c.chn_nm, image.image_id, image.width AS image_width,
            image.height AS image_height, coalesce(inviter.user_nm, inviter.user_id) AS inviter_nm,
            p.invite_mssage, ${memberCount('c.chn_sn')} AS prtcpnt_cnt, c.req_lifelog_list, p.created_at
       FROM channel_participants p
       JOIN channels c ON c.chn_sn = p.chn_sn
       LEFT JOIN stored_images image ON image.image_id = c.chn_image_id
       LEFT JOIN users inviter ON inviter.user_id = p.invited_by
      WHERE p.user_id = $1 AND p.prtcpnt_sttus_code = '0001' AND c.closed_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM user_blocks block
                         WHERE block.blocker_user_id = $1 AND block.blocked_user_id = p.invited_by)
      ORDER BY p.created_at DESC, p.prtcpnt_sn DESC`,
    [userId],
  );
  return rows.map((row) => ({
    prtcpntSn: row.prtcpnt_sn,
    chnSn: row.chn_sn,
    chnNm: row.chn_nm,
    chnImage: storedImage(row.image_id, row.image_width, row.image_height),
    inviterNm: row.inviter_nm ?? '',
    inviteMssage: row.invite_mssage,
    prtcpntCnt: row.prtcpnt_cnt,
    reqLifelogList: row.req_lifelog_list,
    creatDt: iso(row.created_at),
  }));
}

interface BasicInfoRow {
  chn_nm: string;
  chn_image_id: string | null;
  chn_bg_image_id: string | null;
  invite_mssage: string;
  pos_invt_at: boolean;
}

/** A family channel's basic info (a family channel always has its image: it is required). */
export async function readBasicInfo(db: Queryable, chnSn: number): Promise<ChannelBasicInfo> {
  const [row] = await db.query<BasicInfoRow>(
    'SELECT chn_nm, chn_image_id, chn_bg_image_id, invite_mssage, pos_invt_at FROM channels WHERE chn_sn = $1',
    [chnSn],
  );
  if (!row) throw new Error(`no channel ${chnSn}`);
  return {
    chnNm: row.chn_nm,
    chnImageId: row.chn_image_id ?? '',
    chnBgImageId: row.chn_bg_image_id,
    inviteMssage: row.invite_mssage,
    posInvtAt: row.pos_invt_at ? 'Y' : 'N',
  };
}

export async function readShareItems(db: Queryable, chnSn: number): Promise<ChannelShareItems> {
  const [row] = await db.query<{
    req_lifelog_list: ShareableLifelogTypeCode[];
    share_act_list: ShareableActivityCode[];
  }>('SELECT req_lifelog_list, share_act_list FROM channels WHERE chn_sn = $1', [chnSn]);
  if (!row) throw new Error(`no channel ${chnSn}`);
  return { reqLifelogList: row.req_lifelog_list, shareActList: row.share_act_list };
}

/** What happened in a channel: its members, posts, comments and likes, and the caller's share of them. */
export async function readActivityInfo(
  db: Queryable,
  userId: string,
  chnSn: number,
): Promise<ChannelActivityInfo> {
  const [row] = await db.query<Omit<ChannelActivityInfo, 'creatDt'> & { created_at: Instant }>(
    `SELECT c.chn_sn AS "chnSn", ${memberCount('c.chn_sn')} AS "prtcpntCnt",
            (SELECT count(*)::int FROM channel_feeds cf WHERE cf.chn_sn = c.chn_sn AND cf.deleted_at IS NULL)
              AS "feedCnt",
            (SELECT count(*)::int FROM feed_comments fc JOIN channel_feeds cf
                 ON cf.feed_sn = fc.feed_sn AND cf.chn_sn = fc.chn_sn AND cf.deleted_at IS NULL
              WHERE fc.chn_sn = c.chn_sn AND fc.deleted_at IS NULL) AS "comtCnt",
            (SELECT coalesce(sum(cf.like_cnt), 0)::int FROM channel_feeds cf
              WHERE cf.chn_sn = c.chn_sn AND cf.deleted_at IS NULL) AS "likeCnt",
            (SELECT count(*)::int FROM channel_feeds cf JOIN feeds f ON f.feed_sn = cf.feed_sn
              WHERE cf.chn_sn = c.chn_sn AND cf.deleted_at IS NULL AND f.user_id = $2) AS "myFeedCnt",
            (SELECT count(*)::int FROM feed_comments fc JOIN channel_feeds cf
                 ON cf.feed_sn = fc.feed_sn AND cf.chn_sn = fc.chn_sn AND cf.deleted_at IS NULL
              WHERE fc.chn_sn = c.chn_sn AND fc.deleted_at IS NULL AND fc.user_id = $2) AS "myComtCnt",
            c.created_at
       FROM channels c WHERE c.chn_sn = $1`,
    [chnSn, userId],
  );
  if (!row) throw new Error(`no channel ${chnSn}`);
  const { created_at: createdAt, ...counts } = row;
  return { ...counts, creatDt: iso(createdAt) };
}

/** The caller's activity over every open channel they are in (`GET /api/service/act/history`). */
export async function readActivityHistory(db: Queryable, userId: string): Promise<ActivityHistory> {
  const shownIn = `JOIN channels c ON c.chn_sn = cf.chn_sn AND c.closed_at IS NULL
                   JOIN channel_participants p
                     ON p.chn_sn = c.chn_sn AND p.user_id = $1 AND p.prtcpnt_sttus_code = '0002'`;
  const [row] = await db.query<ActivityHistory>(
    `SELECT (SELECT count(*)::int FROM channel_participants p JOIN channels c ON c.chn_sn = p.chn_sn
              WHERE p.user_id = $1 AND p.prtcpnt_sttus_code = '0002' AND c.closed_at IS NULL) AS "myChnCnt",
            (SELECT count(DISTINCT f.feed_sn)::int FROM feeds f
               JOIN channel_feeds cf ON cf.feed_sn = f.feed_sn AND cf.deleted_at IS NULL ${shownIn}
              WHERE f.user_id = $1) AS "myBrdCnt",
            (SELECT count(*)::int FROM feed_comments fc
               JOIN channel_feeds cf ON cf.feed_sn = fc.feed_sn AND cf.chn_sn = fc.chn_sn
                AND cf.deleted_at IS NULL ${shownIn}
              WHERE fc.user_id = $1 AND fc.deleted_at IS NULL) AS "myComtCnt"`,
    [userId],
  );
  return row ?? { myChnCnt: 0, myBrdCnt: 0, myComtCnt: 0 };
}
