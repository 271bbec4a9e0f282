// Changes to channels (spec sections 4 and 6): making one, its basic info and share items, closing, excluding,
// handing over the manager role, leaving, and leaving them all on withdrawal. Each is one transaction.
import {
  channelTypeCodes,
  notificationKindCodes,
  type ChannelBasicInfo,
  type ChannelInput,
  type ChannelShareItems,
  type NotTexted,
} from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { insertNotifications, notificationChannel } from '../../notifications';
import {
  lockChannel,
  otherMemberIds,
  postSystemMessage,
  requireChannelImage,
  requireFamilyChannel,
  requireRoomForFamilyChannel,
  userNameOf,
  type ChannelActor,
} from './channel-rules';
import { textInvitations, type InvitationTexting } from '../participants/invitation-texts';
import { planInvitations, storeInvitations } from '../participants/invitations';
import { requireManager, requireMembership, type Membership } from '../participants/membership';

const profileImage = (imageId: string, current: string | null) =>
  ({ imageId, purpose: 'channelProfile', current }) as const;
const backgroundImage = (imageId: string, current: string | null) =>
  ({ imageId, purpose: 'channelBackground', current }) as const;

/** The images of a channel's form: the caller's own uploads of the right purpose (400 M0014 / M0017). */
async function requireChannelImages(
  db: Queryable,
  userId: string,
  input: { chnImageId: string; chnBgImageId: string | null },
  current: { chnImageId: string | null; chnBgImageId: string | null },
): Promise<void> {
  await requireChannelImage(db, userId, profileImage(input.chnImageId, current.chnImageId), {
    field: 'chnImageId',
    code: 'M0014',
  });
  if (input.chnBgImageId !== null)
    await requireChannelImage(db, userId, backgroundImage(input.chnBgImageId, current.chnBgImageId), {
      field: 'chnBgImageId',
      code: 'M0017',
    });
}

const noImages = { chnImageId: null, chnBgImageId: null };

/**
 * `POST /api/channel`: a family channel with the caller as its manager, and its first invitations (texts to
 * numbers without an account go out first, within the budgets, so that a failing gateway leaves nothing made).
 * Its serial, and the invited numbers not texted.
 */
export async function createChannel(
  db: Database,
  texting: InvitationTexting,
  actor: ChannelActor,
  input: ChannelInput,
): Promise<{ chnSn: number; notTextedList: NotTexted[] }> {
  const check = async (queryable: Queryable) => {
    await requireChannelImages(queryable, actor.userId, input, noImages);
    await requireRoomForFamilyChannel(queryable, actor.userId);
    return planInvitations(queryable, actor.userId, null, input.invitePhoneList);
  };
  const notTextedList = await textInvitations(db, texting, actor, await check(db));
  const chnSn = await db.transaction(async (transaction) => {
    const again = await check(transaction);
    const at = actor.at.toISOString();
    const [channel] = await transaction.query<{ chn_sn: number }>(
      `INSERT INTO channels (chn_type_code, chn_nm, chn_image_id, chn_bg_image_id, invite_mssage, pos_invt_at,
                             created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING chn_sn`,
      [
        channelTypeCodes.family,
        input.chnNm,
        input.chnImageId,
        input.chnBgImageId,
        input.inviteMssage,
        input.posInvtAt === 'Y',
        at,
      ],
    );
    if (!channel) throw new Error('channel not made');
    await transaction.query(
      `INSERT INTO channel_participants
           (chn_sn, user_id, mphon_no, prtcpnt_sttus_code, mngr_at, created_at, joined_at)
       SELECT $1, user_id, user_mphon_no, '0002', true, $3, $3 FROM users WHERE user_id = $2`,
      [channel.chn_sn, actor.userId, at],
    );
    await storeInvitations(
      transaction,
      actor,
      { chnSn: channel.chn_sn, chnNm: input.chnNm, inviteMssage: input.inviteMssage },
      again,
    );
    return channel.chn_sn;
  });
  return { chnSn, notTextedList };
}

async function currentImages(db: Queryable, chnSn: number) {
  const [row] = await db.query<{ chnImageId: string | null; chnBgImageId: string | null }>(
    'SELECT chn_image_id AS "chnImageId", chn_bg_image_id AS "chnBgImageId" FROM channels WHERE chn_sn = $1',
    [chnSn],
  );
  return row ?? noImages;
}

/** `PUT /api/channel/{chnSn}/basicInfo` (manager; a family channel). */
export async function updateBasicInfo(
  db: Database,
  actor: ChannelActor,
  chnSn: number,
  input: ChannelBasicInfo,
): Promise<void> {
  await db.transaction(async (transaction) => {
    requireFamilyChannel(await requireManager(transaction, actor.userId, chnSn));
    await requireChannelImages(transaction, actor.userId, input, await currentImages(transaction, chnSn));
    await transaction.query(
      `UPDATE channels SET chn_nm = $2, chn_image_id = $3, chn_bg_image_id = $4, invite_mssage = $5,
                           pos_invt_at = $6
        WHERE chn_sn = $1`,
      [chnSn, input.chnNm, input.chnImageId, input.chnBgImageId, input.inviteMssage, input.posInvtAt === 'Y'],
    );
  });
}

/** `POST /api/channel/{chnSn}/share/item` (manager): what members share with each other, and into the feed. */
export async function updateShareItems(
  db: Database,
  actor: ChannelActor,
  chnSn: number,
  input: ChannelShareItems,
): Promise<void> {
  await db.transaction(async (transaction) => {
    await requireManager(transaction, actor.userId, chnSn);
    await transaction.query(
      'UPDATE channels SET req_lifelog_list = $2::text[], share_act_list = $3::text[] WHERE chn_sn = $1',
      [chnSn, input.reqLifelogList, input.shareActList],
    );
  });
}

/** `PUT /api/channel/{chnSn}/close` (manager; a family channel): nobody sees it any more; members get 0010. */
export async function closeChannel(db: Database, actor: ChannelActor, chnSn: number): Promise<void> {
  await db.transaction(async (transaction) => {
    await lockChannel(transaction, chnSn);
    const channel = requireFamilyChannel(await requireManager(transaction, actor.userId, chnSn));
    const members = await otherMemberIds(transaction, chnSn, actor.userId);
    await transaction.query('UPDATE channels SET closed_at = $2 WHERE chn_sn = $1', [
      chnSn,
      actor.at.toISOString(),
    ]);
    await insertNotifications(
      transaction,
      members.map((userId) => ({
        userId,
        notiKindCode: notificationKindCodes.channelClosed,
        params: { chnNm: channel.chnNm },
        link: null,
        dedupeKey: null,
      })),
      actor.at,
    );
  });
}

interface ParticipantRow {
  user_id: string | null;
  prtcpnt_sttus_code: string;
  mngr_at: boolean;
}

/** Another person's row in the channel (the caller's own: 400 M0187; none: 404 M0105). */
async function otherParticipant(
  db: Queryable,
  manager: Membership,
  prtcpntSn: number,
): Promise<ParticipantRow> {
  if (prtcpntSn === manager.prtcpntSn)
    throw new ApiError(400, errorCodes.invalidRequest, { field: 'prtcpntSn' });
  const [row] = await db.query<ParticipantRow>(
    'SELECT user_id, prtcpnt_sttus_code, mngr_at FROM channel_participants WHERE prtcpnt_sn = $1 AND chn_sn = $2',
    [prtcpntSn, manager.chnSn],
  );
  if (!row) throw new ApiError(404, 'M0105', { field: 'prtcpntSn' });
  return row;
}

/**
 * `PUT /api/channel/{chnSn}/prtcpnt/except` (manager): a member is excluded (notified 0011; the feed says so), or
 * an invitation withdrawn. The person sees nothing of the channel from now on.
 */
export async function excludeParticipant(
  db: Database,
  actor: ChannelActor,
  chnSn: number,
  prtcpntSn: number,
): Promise<void> {
  await db.transaction(async (transaction) => {
    await lockChannel(transaction, chnSn);
    const manager = await requireManager(transaction, actor.userId, chnSn);
    const target = await otherParticipant(transaction, manager, prtcpntSn);
    await transaction.query('DELETE FROM channel_participants WHERE prtcpnt_sn = $1', [prtcpntSn]);
    if (target.prtcpnt_sttus_code !== '0002' || target.user_id === null) return;
    await insertNotifications(
      transaction,
      [
        {
          userId: target.user_id,
          notiKindCode: notificationKindCodes.channelExcluded,
          params: { chnNm: manager.chnNm },
          link: null,
          dedupeKey: null,
        },
      ],
      actor.at,
    );
    const userNm = await userNameOf(transaction, target.user_id);
    await postSystemMessage(transaction, chnSn, { messageKey: 'excluded', userNm }, actor.at);
  });
}

/** Makes `userId` the manager (the old manager's flag must be gone), tells them (0012) and the feed. */
async function handOver(
  db: Queryable,
  chnSn: number,
  chnNm: string,
  userId: string,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE channel_participants SET mngr_at = true
      WHERE chn_sn = $1 AND user_id = $2 AND prtcpnt_sttus_code = '0002'`,
    [chnSn, userId],
  );
  await insertNotifications(
    db,
    [
      {
        userId,
        notiKindCode: notificationKindCodes.managerDelegated,
        params: { chnNm },
        link: `/chnSetting?chnSn=${chnSn}`,
        dedupeKey: null,
      },
    ],
    at,
  );
  const userNm = await userNameOf(db, userId);
  await postSystemMessage(db, chnSn, { messageKey: 'managerChanged', userNm }, at);
}

/** `POST /api/channel/{chnSn}/manager/delegate` (manager → another member). */
export async function delegateManager(
  db: Database,
  actor: ChannelActor,
  chnSn: number,
  prtcpntSn: number,
): Promise<void> {
  await db.transaction(async (transaction) => {
    await lockChannel(transaction, chnSn);
    const manager = await requireManager(transaction, actor.userId, chnSn);
    const target = await otherParticipant(transaction, manager, prtcpntSn);
    if (target.prtcpnt_sttus_code !== '0002' || target.user_id === null)
      throw new ApiError(404, 'M0105', { field: 'prtcpntSn' });
    await transaction.query('UPDATE channel_participants SET mngr_at = false WHERE prtcpnt_sn = $1', [
      manager.prtcpntSn,
    ]);
    await handOver(transaction, chnSn, manager.chnNm, target.user_id, actor.at);
  });
}

/** Closes a channel nobody is a member of any more. */
async function closeIfEmpty(db: Queryable, chnSn: number, at: Date): Promise<boolean> {
  const closed = await db.query(
    `UPDATE channels SET closed_at = $2
      WHERE chn_sn = $1 AND closed_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM channel_participants
                         WHERE chn_sn = $1 AND prtcpnt_sttus_code = '0002')
     RETURNING chn_sn`,
    [chnSn, at.toISOString()],
  );
  return closed.length > 0;
}

/**
 * `PUT /api/channel/{chnSn}/prtcpnt/secsn`: the caller leaves (my channel: 409 M1115; the manager while others
 * remain: 409 M1110, hand over first). The last member leaving closes the channel.
 */
export async function leaveChannel(db: Database, actor: ChannelActor, chnSn: number): Promise<void> {
  await db.transaction(async (transaction) => {
    await lockChannel(transaction, chnSn);
    const membership = requireFamilyChannel(await requireMembership(transaction, actor.userId, chnSn));
    const others = await otherMemberIds(transaction, chnSn, actor.userId);
    if (membership.manager && others.length > 0) throw new ApiError(409, 'M1110');
    const userNm = await userNameOf(transaction, actor.userId);
    await transaction.query('DELETE FROM channel_participants WHERE prtcpnt_sn = $1', [membership.prtcpntSn]);
    if (!(await closeIfEmpty(transaction, chnSn, actor.at)))
      await postSystemMessage(transaction, chnSn, { messageKey: 'left', userNm }, actor.at);
  });
}

/**
 * On withdrawal, inside its transaction: the person leaves every channel and loses every invitation. A channel
 * they managed passes to its longest-standing member (notified 0012); one left empty (their own channel too)
 * closes.
 */
export async function leaveEveryChannel(db: Queryable, userId: string, at: Date): Promise<void> {
  const memberships = await db.query<{ chn_sn: number; chn_nm: string; mngr_at: boolean }>(
    `SELECT c.chn_sn, c.chn_nm, p.mngr_at FROM channel_participants p JOIN channels c ON c.chn_sn = p.chn_sn
      WHERE p.user_id = $1 AND p.prtcpnt_sttus_code = '0002' AND c.closed_at IS NULL ORDER BY c.chn_sn`,
    [userId],
  );
  for (const { chn_sn: chnSn } of memberships) await lockChannel(db, chnSn);
  await db.query('DELETE FROM channel_participants WHERE user_id = $1', [userId]);
  for (const membership of memberships) {
    if (await closeIfEmpty(db, membership.chn_sn, at)) continue;
    if (!membership.mngr_at) continue;
    const [successor] = await db.query<{ user_id: string }>(
      `SELECT user_id FROM channel_participants WHERE chn_sn = $1 AND prtcpnt_sttus_code = '0002'
        ORDER BY joined_at, prtcpnt_sn LIMIT 1`,
      [membership.chn_sn],
    );
    if (successor) await handOver(db, membership.chn_sn, membership.chn_nm, successor.user_id, at);
  }
}

/**
 * `GET /api/service/noti/chn/{chnSn}`: marks read the caller's notifications that open this channel (its feed,
 * one of its posts, its settings), telling the streams when the count changed.
 */
export async function markChannelNotificationsRead(
  db: Queryable,
  userId: string,
  chnSn: number,
  at: Date,
): Promise<void> {
  await db.query(
    `WITH marked AS (
       UPDATE notifications SET read_at = $3
        WHERE user_id = $1 AND read_at IS NULL
          AND (link = '/main/feed?chnSn=' || $2::text OR link = '/chnSetting?chnSn=' || $2::text
               OR link ~ ('^/main/feed/detail/[0-9]+/' || $2::text || '$'))
       RETURNING user_id
     )
     SELECT pg_notify('${notificationChannel}', user_id) FROM marked LIMIT 1`,
    [userId, String(chnSn), at.toISOString()],
  );
}
