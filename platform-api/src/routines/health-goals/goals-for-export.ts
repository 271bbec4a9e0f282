// A person's health goals read in pages, oldest first, for the export of everything they own (FHIR
// `$everything`, issue 31). Keyed by serial number, so that a page starts where the last one ended.
import type { Queryable } from '../../platform/database/database';

export interface ExportedGoal {
  helthGoalSn: number;
  goalBeginDe: string;
  goalEndDe: string;
  endedEarly: boolean;
  nosmkngAt: 'Y' | 'N';
  /** Drinks a week and glasses a time; null without a drinking part. */
  alchlCo: number | null;
  alchlGlassCnt: number | null;
  /** Weight (0001, kg) and waist (0002, cm) targets. */
  targets: { itemCode: '0001' | '0002'; beforeVal: number; goalVal: number }[];
  updatedAt: string;
}

/** The person's goals (not deleted) after serial number `after`, changed at or after `since` when given. */
export function goalPageForExport(
  db: Queryable,
  userId: string,
  page: { after: number; since: Date | null; limit: number },
): Promise<ExportedGoal[]> {
  return db.query<ExportedGoal>(
    `SELECT goal.helth_goal_sn AS "helthGoalSn", to_char(goal.goal_begin_de, 'YYYY-MM-DD') AS "goalBeginDe",
            to_char(goal.goal_end_de, 'YYYY-MM-DD') AS "goalEndDe", goal.ended_early_at IS NOT NULL AS "endedEarly",
            goal.nosmkng_at AS "nosmkngAt", goal.alchl_co::int AS "alchlCo", goal.alchl_glass_cnt::int AS "alchlGlassCnt",
            coalesce((SELECT json_agg(json_build_object('itemCode', target.helth_goal_item_code,
                                                        'beforeVal', target.before_val::float8,
                                                        'goalVal', target.goal_val::float8)
                                      ORDER BY target.helth_goal_item_code)
                      FROM health_goal_targets AS target WHERE target.helth_goal_sn = goal.helth_goal_sn),
                     '[]'::json) AS targets,
            to_char(goal.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
     FROM health_goals AS goal
     WHERE goal.user_id = $1 AND goal.deleted_at IS NULL AND goal.helth_goal_sn > $2
       AND ($3::timestamptz IS NULL OR goal.updated_at >= $3::timestamptz)
     ORDER BY goal.helth_goal_sn LIMIT $4`,
    [userId, page.after, page.since?.toISOString() ?? null, page.limit],
  );
}

/** How many goals (not deleted) the person has, changed at or after `since` when given: an export's total. */
export async function goalCountForExport(db: Queryable, userId: string, since: Date | null): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM health_goals
     WHERE user_id = $1 AND deleted_at IS NULL AND ($2::timestamptz IS NULL OR updated_at >= $2::timestamptz)`,
    [userId, since?.toISOString() ?? null],
  );
  return row?.total ?? 0;
}
