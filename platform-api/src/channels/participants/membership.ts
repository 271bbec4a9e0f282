// Who is in which channel: the one question every channel, feed and image call asks first.
import type { ShareableActivityCode, ShareableLifelogTypeCode } from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import type { MCode } from 'shared-kernel/isomorphic';

/** The caller's place in an open channel they are a member of (prtcpnt_sttus_code 0002). */
export interface Membership {
  chnSn: number;
  chnTypeCode: '0001' | '0002';
  chnNm: string;
  prtcpntSn: number;
  manager: boolean;
  posInvtAt: boolean;
  reqLifelogList: ShareableLifelogTypeCode[];
  shareActList: ShareableActivityCode[];
}

interface MembershipRow {
  chn_sn: number;
  chn_type_code: '0001' | '0002';
  chn_nm: string;
  prtcpnt_sn: number;
  mngr_at: boolean;
  pos_invt_at: boolean;
  req_lifelog_list: ShareableLifelogTypeCode[];
  share_act_list: ShareableActivityCode[];
}

/** The membership, or null when the channel is closed, unknown, or the caller is not (or no longer) a member. */
export async function membershipOf(db: Queryable, userId: string, chnSn: number): Promise<Membership | null> {
  const [row] = await db.query<MembershipRow>(
    `SELECT c.chn_sn, c.chn_type_code, c.chn_nm, p.prtcpnt_sn, p.mngr_at, c.pos_invt_at,
            c.req_lifelog_list, c.share_act_list
       FROM channels c JOIN channel_participants p ON p.chn_sn = c.chn_sn
      WHERE c.chn_sn = $1 AND c.closed_at IS NULL AND p.user_id = $2 AND p.prtcpnt_sttus_code = '0002'`,
    [chnSn, userId],
  );
  if (!row) return null;
  return {
    chnSn: row.chn_sn,
    chnTypeCode: row.chn_type_code,
    chnNm: row.chn_nm,
    prtcpntSn: row.prtcpnt_sn,
    manager: row.mngr_at,
    posInvtAt: row.pos_invt_at,
    reqLifelogList: row.req_lifelog_list,
    shareActList: row.share_act_list,
  };
}

/**
 * The membership, or a refusal that says nothing about whether the channel exists: 404 with `code` (M0105 for
 * channel calls, M0044 for feed calls, whose posts "do not exist or were not shared with you").
 */
export async function requireMembership(
  db: Queryable,
  userId: string,
  chnSn: number,
  code: MCode = 'M0105',
): Promise<Membership> {
  const membership = await membershipOf(db, userId, chnSn);
  if (!membership) throw new ApiError(404, code);
  return membership;
}

/** Like `requireMembership`, for what only the manager may do (spec section 6): anyone else gets 403 M0105. */
export async function requireManager(db: Queryable, userId: string, chnSn: number): Promise<Membership> {
  const membership = await requireMembership(db, userId, chnSn);
  if (!membership.manager) throw new ApiError(403, 'M0105');
  return membership;
}
