// SQL of the exercise items a person bookmarked.
import type { ExerciseBookmark } from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';

/** The person's bookmarks: catalogue code → userExrciseItemBmarkSn. */
export async function bookmarksOf(db: Queryable, userId: string): Promise<Map<string, number>> {
  const rows = await db.query<ExerciseBookmark>(
    `SELECT user_exrcise_item_bmark_sn AS "userExrciseItemBmarkSn", exrcise_item_code AS "exrciseItemCode"
     FROM exercise_bookmarks WHERE user_id = $1`,
    [userId],
  );
  return new Map(rows.map((row) => [row.exrciseItemCode, row.userExrciseItemBmarkSn]));
}

/** Bookmarks an item; an item bookmarked already answers its bookmark (a second tap changes nothing). */
export async function addBookmark(
  db: Queryable,
  userId: string,
  exrciseItemCode: string,
  at: Date,
): Promise<ExerciseBookmark> {
  const [row] = await db.query<ExerciseBookmark>(
    `INSERT INTO exercise_bookmarks (user_id, exrcise_item_code, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, exrcise_item_code) DO UPDATE SET exrcise_item_code = EXCLUDED.exrcise_item_code
     RETURNING user_exrcise_item_bmark_sn AS "userExrciseItemBmarkSn", exrcise_item_code AS "exrciseItemCode"`,
    [userId, exrciseItemCode, at],
  );
  if (!row) throw new Error('bookmark not stored');
  return row;
}

/** Removes one of the person's bookmarks; false when they have none of that number. */
export async function removeBookmark(db: Queryable, userId: string, sn: number): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM exercise_bookmarks WHERE user_exrcise_item_bmark_sn = $1 AND user_id = $2 RETURNING 1',
    [sn, userId],
  );
  return rows.length > 0;
}
