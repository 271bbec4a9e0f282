// A person's blocks (spec section 7 `/user/block`). Blocking is silent: nothing is written where the blocked
// person could read it, and every read for the blocker leaves them out (block-filters.ts, the notification store).
import type { BlockList } from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';

/** The people `userId` blocked, last blocked first; a withdrawn account is gone from the list. */
export async function listBlocks(db: Queryable, userId: string): Promise<BlockList> {
  const rows = await db.query<{ user_id: string; user_nm: string; created_at: Date | string }>(
    `SELECT blocked.user_id, blocked.user_nm, block.created_at
       FROM user_blocks AS block JOIN users AS blocked ON blocked.user_id = block.blocked_user_id
      WHERE block.blocker_user_id = $1 AND blocked.unregistered_at IS NULL
      ORDER BY block.created_at DESC, blocked.user_id`,
    [userId],
  );
  return {
    blockList: rows.map((row) => ({
      userId: row.user_id,
      userNm: row.user_nm,
      blockDt: new Date(row.created_at).toISOString(),
    })),
  };
}

/**
 * Blocks `blockedUserId` for `userId`, idempotently (a second block keeps the first date): oneself 400 M1177, an
 * account that does not exist or was withdrawn 404 M1178.
 */
export async function blockPerson(
  db: Queryable,
  userId: string,
  blockedUserId: string,
  at: Date,
): Promise<void> {
  if (blockedUserId === userId) throw new ApiError(400, errorCodes.cannotBlockOneself, { field: 'userId' });
  const [blocked] = await db.query<{ user_id: string }>(
    `INSERT INTO user_blocks (blocker_user_id, blocked_user_id, created_at)
     SELECT $1, person.user_id, $3 FROM users AS person
      WHERE person.user_id = $2 AND person.unregistered_at IS NULL
     ON CONFLICT DO NOTHING
     RETURNING blocked_user_id AS user_id`,
    [userId, blockedUserId, at.toISOString()],
  );
  if (blocked) return;
  const [known] = await db.query<{ user_id: string }>(
    'SELECT user_id FROM users WHERE user_id = $1 AND unregistered_at IS NULL',
    [blockedUserId],
  );
  if (!known) throw new ApiError(404, errorCodes.noSuchPersonToBlock, { field: 'userId' });
}

/** Unblocks, idempotently: everything of theirs shows again, as it was. */
export async function unblockPerson(db: Queryable, userId: string, blockedUserId: string): Promise<void> {
  await db.query('DELETE FROM user_blocks WHERE blocker_user_id = $1 AND blocked_user_id = $2', [
    userId,
    blockedUserId,
  ]);
}
