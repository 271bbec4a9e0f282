// Invitations by mobile number (spec sections 4 and 6): a number with an account gets a notification (0003), a
// number without one a text with the join link (within the budgets of invitation-texts.ts), and its invitation
// waits (user_id NULL) until an account with that number exists (migration 011's claim_channel_invitations).
// Accepting makes a member; refusing keeps the row.
// Someone the invitee blocked (issue 36.2) is answered exactly as anyone else: the invitation is stored and they
// see it waiting, but the invitee neither hears of it (insertNotifications leaves out a blocked person's acts) nor
// sees it (readWaitingInvitations). A refusal, whatever its wording, would tell the inviter that this one number
// answers differently, which is the block itself; an invitation that never arrives tells them nothing more than
// one not yet answered. Unblocking shows it again, as it does everything else of theirs.
import {
  channelLimits,
  invitationCodes,
  inviteRefusalCodes,
  notificationKindCodes,
  type InviteCheck,
  type NotTexted,
} from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { insertNotifications } from '../../notifications';
import {
  lockChannel,
  otherMemberIds,
  postSystemMessage,
  requireRoomForFamilyChannel,
  userNameOf,
  type ChannelActor,
} from '../channel-management/channel-rules';
import { textInvitations, type InvitationTexting, type InvitedNumber } from './invitation-texts';

/**
 * Checks a call's numbers against a channel (null: one being made, still empty but for its manager): the
 * caller's own number (400 M1112), a number already in it or invited (409 M1111), more than 30 members and
 * waiting invitations (409 M1113). Numbers given twice count once.
 */
export async function planInvitations(
  db: Queryable,
  inviterId: string,
  chnSn: number | null,
  phones: readonly string[],
): Promise<InvitedNumber[]> {
  const numbers = [...new Set(phones)];
  const field = 'invitePhoneList';
  const [inviter] = await db.query<{ user_mphon_no: string | null }>(
    'SELECT user_mphon_no FROM users WHERE user_id = $1',
    [inviterId],
  );
  if (inviter?.user_mphon_no && numbers.includes(inviter.user_mphon_no))
    throw new ApiError(400, 'M1112', { field });
  const accounts = await db.query<{ user_id: string; user_mphon_no: string }>(
    'SELECT user_id, user_mphon_no FROM users WHERE user_mphon_no = ANY ($1::text[]) AND unregistered_at IS NULL',
    [numbers],
  );
  const accountOf = new Map(accounts.map((account) => [account.user_mphon_no, account.user_id]));
  if (accounts.some((account) => account.user_id === inviterId)) throw new ApiError(400, 'M1112', { field });
  let taken = 1;
  if (chnSn !== null) {
    const [inChannel] = await db.query<{ clash: number; live: number }>(
      `SELECT count(*) FILTER (WHERE mphon_no = ANY ($2::text[]) OR user_id = ANY ($3::text[]))::int AS clash,
              count(*)::int AS live
         FROM channel_participants WHERE chn_sn = $1 AND prtcpnt_sttus_code IN ('0001', '0002')`,
      [chnSn, numbers, accounts.map((account) => account.user_id)],
    );
    if ((inChannel?.clash ?? 0) > 0) throw new ApiError(409, 'M1111', { field });
    taken = inChannel?.live ?? 0;
  }
  if (taken + numbers.length > channelLimits.participants) throw new ApiError(409, 'M1113', { field });
  return numbers.map((mphonNo) => ({ mphonNo, userId: accountOf.get(mphonNo) ?? null }));
}

/** Stores the invitations and notifies the invited account holders (0003); their prtcpntSn, in order. */
export async function storeInvitations(
  db: Queryable,
  actor: ChannelActor,
  channel: { chnSn: number; chnNm: string; inviteMssage: string },
  planned: readonly InvitedNumber[],
): Promise<number[]> {
  if (planned.length === 0) return [];
  const rows = await db.query<{ prtcpnt_sn: number; user_id: string | null }>(
    `INSERT INTO channel_participants
         (chn_sn, user_id, mphon_no, prtcpnt_sttus_code, invited_by, invite_mssage, created_at)
     SELECT $1, invitee.user_id, invitee.mphon_no, '0001', $3, $4, $5
       FROM unnest($2::text[], $6::text[]) WITH ORDINALITY AS invitee (mphon_no, user_id, position)
      ORDER BY invitee.position
     RETURNING prtcpnt_sn, user_id`,
    [
      channel.chnSn,
      planned.map((invitation) => invitation.mphonNo),
      actor.userId,
      channel.inviteMssage,
      actor.at.toISOString(),
      planned.map((invitation) => invitation.userId),
    ],
  );
  const inviterNm = await userNameOf(db, actor.userId);
  await insertNotifications(
    db,
    rows.flatMap((row) =>
      row.user_id === null
        ? []
        : [
            {
              userId: row.user_id,
              notiKindCode: notificationKindCodes.channelInvitation,
              params: { userNm: inviterNm, chnNm: channel.chnNm },
              link: '/main/feed',
              dedupeKey: `channel-invitation:${row.prtcpnt_sn}`,
              fromUserId: actor.userId,
            },
          ],
    ),
    actor.at,
  );
  return rows.map((row) => row.prtcpnt_sn);
}

/** The new invitations (their prtcpntSn, in order) and the numbers not texted. */
export interface Invited {
  prtcpntSns: number[];
  notTextedList: NotTexted[];
}

/**
 * `POST /api/channel/prtcpnt`: invitations to an open channel the caller may invite to. The texts go out before
 * anything is stored, so that a gateway that fails (503 M0091) leaves nothing invited.
 */
export async function invite(
  db: Database,
  texting: InvitationTexting,
  actor: ChannelActor,
  channel: { chnSn: number; chnNm: string },
  input: { invitePhoneList: string[]; inviteMssage: string },
): Promise<Invited> {
  const planned = await planInvitations(db, actor.userId, channel.chnSn, input.invitePhoneList);
  const notTextedList = await textInvitations(db, texting, actor, planned);
  const prtcpntSns = await db.transaction(async (transaction) => {
    await lockChannel(transaction, channel.chnSn);
    const again = await planInvitations(transaction, actor.userId, channel.chnSn, input.invitePhoneList);
    return storeInvitations(transaction, actor, { ...channel, inviteMssage: input.inviteMssage }, again);
  });
  return { prtcpntSns, notTextedList };
}

interface InvitationRow {
  chn_sn: number;
  chn_nm: string;
  user_id: string | null;
  prtcpnt_sttus_code: string;
  closed: boolean;
}

/**
 * The caller's invitation, locked with its channel: someone else's or an unknown one 404 M0105; one answered,
 * withdrawn or of a closed channel 409 M1114.
 */
async function waitingInvitation(db: Queryable, userId: string, prtcpntSn: number): Promise<InvitationRow> {
  const [found] = await db.query<{ chn_sn: number }>(
    'SELECT chn_sn FROM channel_participants WHERE prtcpnt_sn = $1 AND user_id = $2',
    [prtcpntSn, userId],
  );
  if (!found) throw new ApiError(404, 'M0105', { field: 'prtcpntSn' });
  await lockChannel(db, found.chn_sn);
  const [row] = await db.query<InvitationRow>(
    `SELECT c.chn_sn, c.chn_nm, p.user_id, p.prtcpnt_sttus_code, c.closed_at IS NOT NULL AS closed
       FROM channel_participants p JOIN channels c ON c.chn_sn = p.chn_sn
      WHERE p.prtcpnt_sn = $1 AND p.user_id = $2`,
    [prtcpntSn, userId],
  );
  if (!row || row.closed || row.prtcpnt_sttus_code !== invitationCodes.invite)
    throw new ApiError(409, 'M1114', { field: 'prtcpntSn' });
  return row;
}

/**
 * `PUT /api/channel/prtcpnt/{prtcpntSn}/accept`: the caller joins (M1119 past 20 family channels); the members
 * are notified (0004) and the feed says so (actCode 0009, joined). The channel's serial.
 */
export async function acceptInvitation(
  db: Database,
  actor: ChannelActor,
  prtcpntSn: number,
): Promise<number> {
  return db.transaction(async (transaction) => {
    const invitation = await waitingInvitation(transaction, actor.userId, prtcpntSn);
    await requireRoomForFamilyChannel(transaction, actor.userId);
    await transaction.query(
      `UPDATE channel_participants SET prtcpnt_sttus_code = '0002', joined_at = $2, answered_at = $2
        WHERE prtcpnt_sn = $1`,
      [prtcpntSn, actor.at.toISOString()],
    );
    const userNm = await userNameOf(transaction, actor.userId);
    const members = await otherMemberIds(transaction, invitation.chn_sn, actor.userId);
    await insertNotifications(
      transaction,
      members.map((userId) => ({
        userId,
        notiKindCode: notificationKindCodes.channelJoined,
        params: { userNm, chnNm: invitation.chn_nm },
        link: `/main/feed?chnSn=${invitation.chn_sn}`,
        dedupeKey: null,
        fromUserId: actor.userId,
      })),
      actor.at,
    );
    await postSystemMessage(transaction, invitation.chn_sn, { messageKey: 'joined', userNm }, actor.at);
    return invitation.chn_sn;
  });
}

/** `PUT /api/channel/prtcpnt/{prtcpntSn}/reject`: the invitation is refused (0003) and leaves the wait list. */
export async function rejectInvitation(db: Database, actor: ChannelActor, prtcpntSn: number): Promise<void> {
  await db.transaction(async (transaction) => {
    await waitingInvitation(transaction, actor.userId, prtcpntSn);
    await transaction.query(
      `UPDATE channel_participants SET prtcpnt_sttus_code = '0003', answered_at = $2 WHERE prtcpnt_sn = $1`,
      [prtcpntSn, actor.at.toISOString()],
    );
  });
}

/**
 * `POST /api/channel/prtcpnt/checking`: whether each number may be invited, to the channel `chnSn` or to one being
 * made (null): not the caller's own (M1112), not already in the channel or invited (M1111). Whether a number has
 * an account is never told. Each number once, in the order given.
 */
export async function checkNumbers(
  db: Queryable,
  userId: string,
  chnSn: number | null,
  numbers: readonly string[],
): Promise<InviteCheck[]> {
  const rows = await db.query<{ mphon_no: string; own: boolean; taken: boolean }>(
    `SELECT number.mphon_no,
            coalesce(number.mphon_no = (SELECT user_mphon_no FROM users WHERE user_id = $3), false) AS own,
            $1::int IS NOT NULL AND EXISTS (
              SELECT 1 FROM channel_participants p
               WHERE p.chn_sn = $1 AND p.prtcpnt_sttus_code IN ('0001', '0002')
                 AND (p.mphon_no = number.mphon_no
                      OR p.user_id IN (SELECT u.user_id FROM users u
                                        WHERE u.user_mphon_no = number.mphon_no AND u.unregistered_at IS NULL)))
              AS taken
       FROM unnest($2::text[]) WITH ORDINALITY AS number (mphon_no, position)
      ORDER BY number.position`,
    [chnSn, numbers, userId],
  );
  return rows.map((row) => {
    const reason = row.own
      ? inviteRefusalCodes.ownNumber
      : row.taken
        ? inviteRefusalCodes.alreadyInOrInvited
        : null;
    return { mphonNo: row.mphon_no, inviteAt: reason ? 'N' : 'Y', reason };
  });
}
