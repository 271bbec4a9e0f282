// SQL of the doses (a plan's details, migration 009): read by range, made in bulk, ticked, counted.
import {
  seoulDateTimeOf,
  type MedicationStatusCode,
  type MedicationTypeCode,
} from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';

/** A dose as stored: `planDt` is Seoul wall time, `status` the stored one (0004 is worked out on reading). */
export interface DoseRow {
  tkmdSn: number;
  tkmdDtlsSn: number;
  tkmdNm: string;
  /** The catalogue's English name of the plan's medicine, if any. */
  itemEngName: string | null;
  tkmdTypeCode: MedicationTypeCode;
  planDt: string;
  status: MedicationStatusCode;
  takenAt: Date | string | null;
}

const doseColumns = `
  d.tkmd_sn AS "tkmdSn", d.tkmd_dtls_sn AS "tkmdDtlsSn", p.tkmd_nm AS "tkmdNm", p.tkmd_type_code AS "tkmdTypeCode",
  to_char(d.plan_dt, 'YYYY-MM-DD"T"HH24:MI:SS') AS "planDt", d.status AS "status", d.taken_at AS "takenAt",
  (SELECT item.item_eng_name FROM medicine_items AS item WHERE item.item_seq = p.item_seq) AS "itemEngName"`;

/** The start of `day` as a Seoul wall time. */
export const startOf = (day: string) => `${day}T00:00:00`;

/** The person's doses due from `from` to `to` (days, both included), by time, then medicine name. */
export function doseRowsInRange(db: Queryable, userId: string, from: string, to: string): Promise<DoseRow[]> {
  return db.query<DoseRow>(
    `SELECT ${doseColumns}
     FROM medication_plans AS p JOIN medication_doses AS d ON d.tkmd_sn = p.tkmd_sn
     WHERE p.user_id = $1 AND d.plan_dt >= $2::timestamp AND d.plan_dt < $3::date + 1
     ORDER BY d.plan_dt, p.tkmd_nm, d.tkmd_dtls_sn`,
    [userId, startOf(from), to],
  );
}

/** Doses of the person's plan `tkmdSn` by number (only those that are the plan's), locked for a change. */
export function dosesOfPlanForUpdate(
  db: Queryable,
  tkmdSn: number,
  tkmdDtlsSns: readonly number[],
): Promise<DoseRow[]> {
  return db.query<DoseRow>(
    `SELECT ${doseColumns}
     FROM medication_doses AS d JOIN medication_plans AS p ON p.tkmd_sn = d.tkmd_sn
     WHERE d.tkmd_sn = $1 AND d.tkmd_dtls_sn = ANY($2::int[])
     FOR UPDATE OF d`,
    [tkmdSn, tkmdDtlsSns],
  );
}

/** Sets the stored status of doses; ticking (0001, 0002) stamps `at`, unticking (0003) clears it. */
export async function setDoseStatuses(
  db: Queryable,
  changes: readonly { tkmdDtlsSn: number; status: MedicationStatusCode }[],
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE medication_doses AS d
     SET status = change.status, taken_at = CASE WHEN change.status = '0003' THEN NULL ELSE $3::timestamptz END
     FROM unnest($1::int[], $2::text[]) AS change(sn, status)
     WHERE d.tkmd_dtls_sn = change.sn`,
    [changes.map((change) => change.tkmdDtlsSn), changes.map((change) => change.status), at],
  );
}

/** How far the scheduler lets a reminder be late before it is passed over (spec: no flood after a restart). */
export const lateReminderMs = 60 * 60_000;
/** Doses older than this when made are past any missed-dose alert (at most 12 h after the dose, 12 h late). */
const pastAlertsMs = 24 * 3_600_000;

/**
 * Stores doses that do not exist yet. What can no longer make sense is made handled at once: a reminder over an
 * hour late, and the alerts of a dose over a day old (a plan's past made for its adherence). (No dose is due
 * before its plan was registered: see dose-generation.) Returns how many were stored.
 */
export async function insertDoses(
  db: Queryable,
  doses: readonly { tkmdSn: number; planDt: string }[],
  at: Date,
): Promise<number> {
  if (doses.length === 0) return 0;
  const inserted = await db.query(
    `INSERT INTO medication_doses (tkmd_sn, plan_dt, reminder_sent_at, missed_alert_sent_at)
     SELECT dose.sn, dose.dt,
            CASE WHEN dose.dt < $3::timestamp THEN $5::timestamptz END,
            CASE WHEN dose.dt < $4::timestamp THEN $5::timestamptz END
     FROM unnest($1::int[], $2::timestamp[]) AS dose(sn, dt)
     ON CONFLICT (tkmd_sn, plan_dt) DO NOTHING
     RETURNING 1`,
    [
      doses.map((dose) => dose.tkmdSn),
      doses.map((dose) => dose.planDt),
      seoulDateTimeOf(new Date(at.getTime() - lateReminderMs)),
      seoulDateTimeOf(new Date(at.getTime() - pastAlertsMs)),
      at,
    ],
  );
  return inserted.length;
}

/** Removes a plan's doses after `after` (Seoul wall time) that were never ticked: an edit makes them again. */
export async function deleteUntickedAfter(db: Queryable, tkmdSn: number, after: string): Promise<void> {
  await db.query(
    `DELETE FROM medication_doses WHERE tkmd_sn = $1 AND plan_dt > $2::timestamp AND status = '0003'`,
    [tkmdSn, after],
  );
}

/** Doses of one plan with one stored status, on one side of `now`; `firstPlanDt` stands for them all. */
export interface DoseCount {
  tkmdSn: number;
  status: MedicationStatusCode;
  firstPlanDt: string;
  count: number;
}

/**
 * The plans' doses counted by stored status and by whether their time has come at `now`: what adherence over
 * a plan's life needs, without reading every dose.
 */
export function doseCountsOf(db: Queryable, tkmdSns: readonly number[], now: string): Promise<DoseCount[]> {
  return db.query<DoseCount>(
    `SELECT tkmd_sn AS "tkmdSn", status, count(*)::int AS count,
            to_char(min(plan_dt), 'YYYY-MM-DD"T"HH24:MI:SS') AS "firstPlanDt"
     FROM medication_doses WHERE tkmd_sn = ANY($1::int[])
     GROUP BY tkmd_sn, status, plan_dt <= $2::timestamp`,
    [tkmdSns, now],
  );
}
