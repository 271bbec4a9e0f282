// Invitation texts with a budget (issue 34). Every invited number takes a slot of its inviter's budget and of the
// number's own, whether it has an account (notified in the app, never texted) or not (texted), so that nothing
// an inviter is told depends on who has an account. A text names the inviter as their account does and the
// service, and links with a random code of its own, which lets its receiver stop further invitation texts.
import { randomBytes } from 'node:crypto';
import { notTextedCodes, type NotTexted, type NotTextedCode } from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { smsFailureAnswer, type SmsGateway } from '../../platform/sms/sms-gateway';
import type { ChannelActor } from '../channel-management/channel-rules';
import { invitationTextWindows, type InvitationTextLimits } from './invitation-text-limits';

/** What texting invitations takes: the gateway, the app's address for the link, and the budgets. */
export interface InvitationTexting {
  sms: SmsGateway;
  appOrigin: string;
  limits: InvitationTextLimits;
}

/** A number being invited, and the account it belongs to (null: none yet, so it is texted). */
export interface InvitedNumber {
  mphonNo: string;
  userId: string | null;
}

/** A slot taken: a text to send (with its link's code), or an account's number (code null), notified instead. */
interface TakenSlot {
  textSn: number;
  mphonNo: string;
  inviteCode: string | null;
}

/** 9 random bytes: 12 base64url characters, short enough for one SMS, too many to guess (72 bits). */
const newInviteCode = (): string => randomBytes(9).toString('base64url');

/**
 * The invitation text: only the inviter's name as their account holds it (1 to 5 letters, checked at sign-up),
 * the service and the link, never a channel name or message someone typed (those show in the app). One SMS
 * (90 bytes, a Hangul syllable counting 2) with an origin of up to 24 characters.
 */
function invitationText(inviterNm: string, appOrigin: string, inviteCode: string): string {
  return `[가족건강] ${inviterNm}님이 초대했어요 ${appOrigin}/register?invite=${inviteCode}`;
}

/**
 * Holds the inviter's budget and each number's until the transaction ends, taking the locks in one order (by
 * key) in every call, so that two calls sharing budgets wait in turn, never for each other (a deadlock).
 */
async function lockBudgets(db: Queryable, inviterId: string, numbers: readonly string[]): Promise<void> {
  await db.query(
    `SELECT pg_advisory_xact_lock(budget.key)
       FROM (SELECT DISTINCT hashtextextended(subject, 34) AS key FROM unnest($1::text[]) AS subject) AS budget
      ORDER BY budget.key`,
    [
      [
        `invitation-texts inviter ${inviterId}`,
        ...numbers.map((number) => `invitation-texts number ${number}`),
      ],
    ],
  );
}

interface NumberState {
  mphon_no: string;
  day: number;
  month: number;
  opted_out: boolean;
}

/** Why each number gets no slot (in order: opted out, the inviter's budget spent, the number's), or null. */
function notTextedReasons(
  limits: InvitationTextLimits,
  inviterRoom: number,
  invited: readonly InvitedNumber[],
  states: readonly NumberState[],
): (NotTextedCode | null)[] {
  const stateOf = new Map(states.map((state) => [state.mphon_no, state]));
  let room = inviterRoom;
  return invited.map(({ mphonNo }) => {
    const state = stateOf.get(mphonNo);
    if (state?.opted_out) return notTextedCodes.optedOut;
    if (room <= 0) return notTextedCodes.inviterBudgetSpent;
    if ((state?.day ?? 0) >= limits.numberPerDay || (state?.month ?? 0) >= limits.numberPerMonth)
      return notTextedCodes.numberBudgetSpent;
    room -= 1;
    return null;
  });
}

/**
 * Counts the budgets and takes a slot for each number that still has room, in one transaction under the
 * budgets' locks, so that two instances never both take the last slot. Rows older than any count needs go.
 */
async function takeSlots(
  db: Database,
  limits: InvitationTextLimits,
  actor: ChannelActor,
  invited: readonly InvitedNumber[],
): Promise<{ slots: TakenSlot[]; notTextedList: NotTexted[] }> {
  const since = (ms: number) => new Date(actor.at.getTime() - ms).toISOString();
  const numbers = invited.map((item) => item.mphonNo);
  return db.transaction(async (transaction) => {
    await lockBudgets(transaction, actor.userId, numbers);
    await transaction.query('DELETE FROM invitation_texts WHERE sent_at <= $1', [
      since(invitationTextWindows.keptMs),
    ]);
    const [inviter] = await transaction.query<{ day: number; month: number }>(
      `SELECT count(*) FILTER (WHERE sent_at > $2)::int AS day, count(*)::int AS month
         FROM invitation_texts WHERE inviter_id = $1 AND sent_at > $3`,
      [actor.userId, since(invitationTextWindows.dayMs), since(invitationTextWindows.monthMs)],
    );
    const states = await transaction.query<NumberState>(
      `SELECT number.mphon_no,
              count(text.text_sn) FILTER (WHERE text.sent_at > $2)::int AS day,
              count(text.text_sn)::int AS month,
              EXISTS (SELECT 1 FROM invitation_text_optouts optout WHERE optout.mphon_no = number.mphon_no)
                AS opted_out
         FROM unnest($1::text[]) AS number (mphon_no)
         LEFT JOIN invitation_texts text ON text.mphon_no = number.mphon_no AND text.sent_at > $3
        GROUP BY number.mphon_no`,
      [numbers, since(invitationTextWindows.dayMs), since(invitationTextWindows.monthMs)],
    );
    const inviterRoom = Math.min(
      limits.inviterPerDay - (inviter?.day ?? 0),
      limits.inviterPerMonth - (inviter?.month ?? 0),
    );
    const reasons = notTextedReasons(limits, inviterRoom, invited, states);
    const notTextedList = invited.flatMap(({ mphonNo }, index) => {
      const reason = reasons[index];
      return reason ? [{ mphonNo, reason }] : [];
    });
    const granted = invited.filter((_, index) => reasons[index] === null);
    if (granted.length === 0) return { slots: [], notTextedList };
    const slots = await transaction.query<TakenSlot>(
      `INSERT INTO invitation_texts (inviter_id, mphon_no, invite_code, sent_at)
       SELECT $1, slot.mphon_no, slot.invite_code, $4
         FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS slot (mphon_no, invite_code, position)
        ORDER BY slot.position
       RETURNING text_sn AS "textSn", mphon_no AS "mphonNo", invite_code AS "inviteCode"`,
      [
        actor.userId,
        granted.map((item) => item.mphonNo),
        granted.map((item) => (item.userId === null ? newInviteCode() : null)),
        actor.at.toISOString(),
      ],
    );
    return { slots, notTextedList };
  });
}

/**
 * The inviter's name as their account holds it. Only a completed account (which has a name, constraint
 * users_completed_are_complete) may invite: a migrated one still pending has the transfer scope only.
 */
async function inviterNameOf(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.query<{ user_nm: string | null }>('SELECT user_nm FROM users WHERE user_id = $1', [
    userId,
  ]);
  if (!row?.user_nm) throw new Error(`inviter ${userId} has no name`);
  return row.user_nm;
}

/**
 * Takes the budgets' slots of the invited numbers and texts those without an account that got one; the numbers
 * left untexted, and why. Called before the invitations are stored: a gateway that fails answers 503 M0091 (or
 * the provider's refusal, see smsFailureAnswer), so
 * that nothing is invited, and gives back every slot but those of the texts it did take (those were sent).
 */
export async function textInvitations(
  db: Database,
  texting: InvitationTexting,
  actor: ChannelActor,
  invited: readonly InvitedNumber[],
): Promise<NotTexted[]> {
  const { slots, notTextedList } = await takeSlots(db, texting.limits, actor, invited);
  if (slots.every((slot) => slot.inviteCode === null)) return notTextedList;
  const inviterNm = await inviterNameOf(db, actor.userId);
  const sent: number[] = [];
  try {
    for (const { textSn, mphonNo, inviteCode } of slots) {
      if (inviteCode === null) continue;
      const text = invitationText(inviterNm, texting.appOrigin, inviteCode);
      await texting.sms.send({ to: mphonNo, text, authCode: null });
      sent.push(textSn);
    }
  } catch (error) {
    await db.query(
      'DELETE FROM invitation_texts WHERE text_sn = ANY ($1::int[]) AND NOT text_sn = ANY ($2::int[])',
      [slots.map((slot) => slot.textSn), sent],
    );
    throw smsFailureAnswer(error);
  }
  return notTextedList;
}

/**
 * `POST /api/open/invite/optout`: the number a text's code was sent to gets no more invitation texts from anyone
 * (its invitations are still made, and shown in the app). A code no text carried (or one older than 90 days): 404
 * M0105. Opting out again changes nothing.
 */
export async function optOutOfInvitationTexts(db: Queryable, inviteCode: string, at: Date): Promise<void> {
  const [texted] = await db.query<{ mphon_no: string }>(
    `WITH texted AS (SELECT mphon_no FROM invitation_texts WHERE invite_code = $1),
          opted_out AS (INSERT INTO invitation_text_optouts (mphon_no, opted_out_at)
                        SELECT mphon_no, $2 FROM texted ON CONFLICT (mphon_no) DO NOTHING)
     SELECT mphon_no FROM texted`,
    [inviteCode, at.toISOString()],
  );
  if (!texted) throw new ApiError(404, errorCodes.invalidAccess, { field: 'inviteCode' });
}
