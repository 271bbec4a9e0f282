// A person's plans and ticked doses read in pages, oldest first, for the export of everything they own
// (FHIR `$everything`, issue 31). Keyed by serial number, so that a page starts where the last one ended.
import { noEndDate } from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';

export interface ExportPage {
  /** Serial number after which the page starts (0: from the first). */
  after: number;
  /** Only what changed at or after this instant (`_since`). */
  since: Date | null;
  limit: number;
}

export interface ExportedPlan {
  tkmdSn: number;
  tkmdNm: string;
  itemSeq: string | null;
  tkmdCycleCode: string;
  tkmdDowList: string[];
  tkmdIntrvlDayCnt: number | null;
  tkmdBeginDe: string;
  /** `noEndDate` for a plan with no end. */
  tkmdEndDe: string;
  tkmdTimeList: string[];
  createdAt: string;
  updatedAt: string;
}

/** The person's plans after `page.after`, by serial number. */
export function planPageForExport(db: Queryable, userId: string, page: ExportPage): Promise<ExportedPlan[]> {
  return db.query<ExportedPlan>(
    `SELECT tkmd_sn AS "tkmdSn", tkmd_nm AS "tkmdNm", item_seq AS "itemSeq", tkmd_cycle_code AS "tkmdCycleCode",
            tkmd_dow_list AS "tkmdDowList", tkmd_intrvl_day_cnt AS "tkmdIntrvlDayCnt",
            to_char(tkmd_begin_de, 'YYYY-MM-DD') AS "tkmdBeginDe",
            coalesce(to_char(tkmd_end_de, 'YYYY-MM-DD'), '${noEndDate}') AS "tkmdEndDe",
            tkmd_time_list AS "tkmdTimeList",
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
            to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
     FROM medication_plans
     WHERE user_id = $1 AND tkmd_sn > $2 AND ($3::timestamptz IS NULL OR updated_at >= $3::timestamptz)
     ORDER BY tkmd_sn LIMIT $4`,
    [userId, page.after, page.since?.toISOString() ?? null, page.limit],
  );
}

export interface ExportedDose {
  tkmdDtlsSn: number;
  tkmdSn: number;
  tkmdNm: string;
  /** Seoul wall time the dose was due (`YYYY-MM-DDTHH:mm:ss`). */
  planDt: string;
  taken: boolean;
  /** When it was ticked. */
  tickedAt: string;
}

/** The person's doses ticked taken or not taken after `page.after`, by serial number. */
export function dosePageForExport(db: Queryable, userId: string, page: ExportPage): Promise<ExportedDose[]> {
  return db.query<ExportedDose>(
    `SELECT dose.tkmd_dtls_sn AS "tkmdDtlsSn", dose.tkmd_sn AS "tkmdSn", plan.tkmd_nm AS "tkmdNm",
            to_char(dose.plan_dt, 'YYYY-MM-DD"T"HH24:MI:SS') AS "planDt", dose.status = '0002' AS "taken",
            to_char(dose.taken_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "tickedAt"
     FROM medication_doses AS dose JOIN medication_plans AS plan USING (tkmd_sn)
     WHERE plan.user_id = $1 AND dose.tkmd_dtls_sn > $2 AND dose.status IN ('0001', '0002')
       AND dose.taken_at IS NOT NULL
       AND ($3::timestamptz IS NULL OR dose.taken_at >= $3::timestamptz)
     ORDER BY dose.tkmd_dtls_sn LIMIT $4`,
    [userId, page.after, page.since?.toISOString() ?? null, page.limit],
  );
}

/** How many plans and ticked doses the person has (changed at or after `since` when given): an export's total. */
export async function medicationCountForExport(
  db: Queryable,
  userId: string,
  since: Date | null,
): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT (SELECT count(*) FROM medication_plans
             WHERE user_id = $1 AND ($2::timestamptz IS NULL OR updated_at >= $2::timestamptz))::int
          + (SELECT count(*) FROM medication_doses AS dose JOIN medication_plans AS plan USING (tkmd_sn)
             WHERE plan.user_id = $1 AND dose.status IN ('0001', '0002') AND dose.taken_at IS NOT NULL
               AND ($2::timestamptz IS NULL OR dose.taken_at >= $2::timestamptz))::int AS total`,
    [userId, since?.toISOString() ?? null],
  );
  return row?.total ?? 0;
}
