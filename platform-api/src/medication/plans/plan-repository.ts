// SQL of the medication plans (migration 009). A plan is read back in the wire's shape (MedicationPlanInput)
// plus what the dose generation needs to know about its history.
import {
  hasNoEnd,
  medicationCycleCodes,
  noEndDate,
  seoulDateTimeOf,
  type MedicationPlanInput,
} from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';

export interface StoredPlan extends MedicationPlanInput {
  tkmdSn: number;
  userId: string;
  /** Maker, strength and English name of its catalogue item, when it came from the catalogue. */
  entpName: string | null;
  strength: string | null;
  itemEngName: string | null;
  /**
   * Seoul wall time after which doses follow the plan as it is now: its registration (doses due before it are not
   * the person's to take, so none is made), or its last edit (earlier doses stay as they were made).
   */
  rulesFrom: string;
  /** Every dose of the days up to this one exists; null: none made yet. */
  generatedThrough: string | null;
}

const planColumns = `
  p.tkmd_sn AS "tkmdSn", p.user_id AS "userId", p.tkmd_nm AS "tkmdNm", p.item_seq AS "itemSeq",
  p.tkmd_type_code AS "tkmdTypeCode", p.tkmd_cycle_code AS "tkmdCycleCode", p.tkmd_dow_list AS "tkmdDowList",
  p.tkmd_intrvl_day_cnt AS "tkmdIntrvlDayCnt", to_char(p.tkmd_begin_de, 'YYYY-MM-DD') AS "tkmdBeginDe",
  coalesce(to_char(p.tkmd_end_de, 'YYYY-MM-DD'), '${noEndDate}') AS "tkmdEndDe",
  p.tkmd_time_list AS "tkmdTimeList", CASE WHEN p.noti_at THEN 'Y' ELSE 'N' END AS "notiAt",
  p.missed_alert_mi AS "missedAlertMi",
  to_char(coalesce(p.rules_from, (p.created_at AT TIME ZONE 'UTC') + interval '9 hours'), 'YYYY-MM-DD"T"HH24:MI:SS')
    AS "rulesFrom",
  to_char(p.generated_through, 'YYYY-MM-DD') AS "generatedThrough",
  item.entp_name AS "entpName", item.strength AS "strength", item.item_eng_name AS "itemEngName"`;

const planSource = 'medication_plans AS p LEFT JOIN medicine_items AS item ON item.item_seq = p.item_seq';

/**
 * How plans are read: `update` for whoever makes doses from them or changes them (one at a time per plan: two
 * makers at once could deadlock on the doses' unique key, and an edit must not slip in between); `share` keeps
 * a plan as it is while its doses are ticked.
 */
export type PlanLock = 'none' | 'share' | 'update';
const lockClause = (lock: PlanLock) =>
  lock === 'share' ? 'FOR SHARE OF p' : lock === 'update' ? 'FOR UPDATE OF p' : '';

/** The person's plans, in the order they were made. */
export function plansOf(db: Queryable, userId: string, lock: PlanLock = 'none'): Promise<StoredPlan[]> {
  return db.query<StoredPlan>(
    `SELECT ${planColumns} FROM ${planSource} WHERE p.user_id = $1 ORDER BY p.tkmd_sn ${lockClause(lock)}`,
    [userId],
  );
}

/** The person's plans whose period shares a day with `from`-`to`. */
export function plansTouching(
  db: Queryable,
  userId: string,
  from: string,
  to: string,
  lock: PlanLock = 'none',
): Promise<StoredPlan[]> {
  return db.query<StoredPlan>(
    `SELECT ${planColumns} FROM ${planSource}
     WHERE p.user_id = $1 AND p.tkmd_begin_de <= $3::date AND (p.tkmd_end_de IS NULL OR p.tkmd_end_de >= $2::date)
     ORDER BY p.tkmd_sn ${lockClause(lock)}`,
    [userId, from, to],
  );
}

/** One of the person's plans (undefined: not theirs, or none such). */
export async function findPlan(
  db: Queryable,
  userId: string,
  tkmdSn: number,
  lock: PlanLock = 'none',
): Promise<StoredPlan | undefined> {
  const [plan] = await db.query<StoredPlan>(
    `SELECT ${planColumns} FROM ${planSource} WHERE p.user_id = $1 AND p.tkmd_sn = $2 ${lockClause(lock)}`,
    [userId, tkmdSn],
  );
  return plan;
}

/**
 * Plans running on `today` whose doses are not all made up to it, any person's (the scheduler's daily
 * generation), at most `limit`, locked; plans someone else holds (another instance, an edit, a read making
 * doses) are left for the next run.
 */
export function plansToGenerate(db: Queryable, today: string, limit: number): Promise<StoredPlan[]> {
  return db.query<StoredPlan>(
    `SELECT ${planColumns} FROM ${planSource}
     WHERE (p.tkmd_end_de IS NULL OR p.generated_through IS NULL OR p.generated_through < p.tkmd_end_de)
       AND (p.generated_through IS NULL OR p.generated_through < $1::date)
       AND p.tkmd_begin_de <= $1::date AND (p.tkmd_end_de IS NULL OR p.tkmd_end_de >= $1::date)
     ORDER BY p.tkmd_sn LIMIT $2 FOR UPDATE OF p SKIP LOCKED`,
    [today, limit],
  );
}

/** Whether the catalogue holds `itemSeq`. */
export async function catalogueHas(db: Queryable, itemSeq: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM medicine_items WHERE item_seq = $1', [itemSeq]);
  return rows.length > 0;
}

/**
 * The plan's columns from a body: weekdays only for a weekdays cycle and N only for an every-N-days cycle (the
 * wire's "else empty" / "else null"), times ascending, no end as NULL.
 */
function planValues(plan: MedicationPlanInput): unknown[] {
  return [
    plan.tkmdNm.trim(),
    plan.itemSeq,
    plan.tkmdTypeCode,
    plan.tkmdCycleCode,
    plan.tkmdCycleCode === medicationCycleCodes.weekdays ? [...plan.tkmdDowList].sort() : [],
    plan.tkmdCycleCode === medicationCycleCodes.everyNDays ? plan.tkmdIntrvlDayCnt : null,
    plan.tkmdBeginDe,
    hasNoEnd(plan.tkmdEndDe) ? null : plan.tkmdEndDe,
    [...plan.tkmdTimeList].sort(),
    plan.notiAt === 'Y',
    plan.missedAlertMi,
  ];
}

/** Stores a plan registered at `at`: its doses are those due after that moment (see StoredPlan's rulesFrom). */
export async function insertPlan(
  db: Queryable,
  userId: string,
  plan: MedicationPlanInput,
  at: Date,
): Promise<number> {
  const [row] = await db.query<{ tkmdSn: number }>(
    `INSERT INTO medication_plans (tkmd_nm, item_seq, tkmd_type_code, tkmd_cycle_code, tkmd_dow_list,
       tkmd_intrvl_day_cnt, tkmd_begin_de, tkmd_end_de, tkmd_time_list, noti_at, missed_alert_mi, user_id,
       rules_from, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
     RETURNING tkmd_sn AS "tkmdSn"`,
    [...planValues(plan), userId, seoulDateTimeOf(at), at],
  );
  return (row as { tkmdSn: number }).tkmdSn;
}

/**
 * Replaces a plan's definition. `history`: where its doses stand afterwards (see StoredPlan's rulesFrom and
 * generatedThrough).
 */
export async function updatePlan(
  db: Queryable,
  tkmdSn: number,
  plan: MedicationPlanInput,
  history: { rulesFrom: string; generatedThrough: string | null },
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE medication_plans SET tkmd_nm = $1, item_seq = $2, tkmd_type_code = $3, tkmd_cycle_code = $4,
       tkmd_dow_list = $5, tkmd_intrvl_day_cnt = $6, tkmd_begin_de = $7, tkmd_end_de = $8, tkmd_time_list = $9,
       noti_at = $10, missed_alert_mi = $11, rules_from = $12, generated_through = $13, updated_at = $14
     WHERE tkmd_sn = $15`,
    [...planValues(plan), history.rulesFrom, history.generatedThrough, at, tkmdSn],
  );
}

export async function setReminder(db: Queryable, tkmdSn: number, notiAt: boolean, at: Date): Promise<void> {
  await db.query('UPDATE medication_plans SET noti_at = $2, updated_at = $3 WHERE tkmd_sn = $1', [
    tkmdSn,
    notiAt,
    at,
  ]);
}

/** Records that every dose of the plans' days up to `through` exists (never moves the mark back). */
export async function markGenerated(
  db: Queryable,
  marks: readonly { tkmdSn: number; through: string }[],
): Promise<void> {
  if (marks.length === 0) return;
  await db.query(
    `UPDATE medication_plans AS p SET generated_through = GREATEST(p.generated_through, mark.through)
     FROM unnest($1::int[], $2::date[]) AS mark(sn, through)
     WHERE p.tkmd_sn = mark.sn`,
    [marks.map((mark) => mark.tkmdSn), marks.map((mark) => mark.through)],
  );
}
