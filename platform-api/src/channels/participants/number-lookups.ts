// Number lookups (`POST /api/channel/prtcpnt/checking`) counted per account and day in the database (migration
// 018), so that a scan of numbers stops at the limit whichever API instance answers it.
import type { Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { invitationTextWindows } from './invitation-text-limits';

const tooManyLookups = (at: Date, windowEndsAt: Date) =>
  new ApiError(429, errorCodes.tooManyNumberLookups, {
    headers: {
      'retry-after': String(Math.max(1, Math.ceil((windowEndsAt.getTime() - at.getTime()) / 1000))),
    },
  });

/**
 * Counts `numbers` lookups of `userId` against `perDay`, a day starting at the first lookup. A call that would go
 * beyond is refused whole (429 M1156 with Retry-After, the seconds until the day ends) and counts nothing. One
 * statement: concurrent calls (from any instance) queue on the account's row, none passes the limit.
 */
export async function countNumberLookups(
  db: Queryable,
  userId: string,
  numbers: number,
  perDay: number,
  at: Date,
): Promise<void> {
  const dayEnds = new Date(at.getTime() + invitationTextWindows.dayMs);
  if (numbers > perDay) throw tooManyLookups(at, dayEnds);
  const counted = await db.query<{ looked_up: number }>(
    `INSERT INTO number_lookup_counters AS counter (user_id, looked_up, window_ends_at) VALUES ($1, $2, $4)
     ON CONFLICT (user_id) DO UPDATE SET
       looked_up = CASE WHEN counter.window_ends_at <= $3 THEN EXCLUDED.looked_up
                        ELSE counter.looked_up + EXCLUDED.looked_up END,
       window_ends_at = CASE WHEN counter.window_ends_at <= $3 THEN EXCLUDED.window_ends_at
                             ELSE counter.window_ends_at END
     WHERE counter.window_ends_at <= $3 OR counter.looked_up + EXCLUDED.looked_up <= $5
     RETURNING looked_up`,
    [userId, numbers, at.toISOString(), dayEnds.toISOString(), perDay],
  );
  if (counted.length > 0) return;
  const [counter] = await db.query<{ window_ends_at: Date | string }>(
    'SELECT window_ends_at FROM number_lookup_counters WHERE user_id = $1',
    [userId],
  );
  throw tooManyLookups(at, counter ? new Date(counter.window_ends_at) : dayEnds);
}
