// The report for the doctor's medication part (issue 31.4): each medicine's adherence over a period and the doses
// missed, for the caller or for someone who shares their health data with them (the `shared_users` consent that
// lets a family member read their records and hear of their missed doses).
import {
  doseStatusOn,
  isDoseDue,
  medicationStatusCodes,
  type AdherenceReport,
  type MedicineAdherence,
} from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { adherenceOver, type MedicationClock } from '../plans/medication-answers';
import { readDoses } from './dose-generation';
import type { DoseRow } from './dose-repository';

/**
 * The account of `subject` (a fhirResId) when it is the caller's own or its owner shares their health data with
 * the caller; null otherwise (another person, a withdrawn account, no such subject), never told apart.
 */
export async function readableOwnerOf(
  db: Queryable,
  callerId: string,
  subject: string,
): Promise<string | null> {
  const [row] = await db.query<{ userId: string }>(
    `SELECT owner.user_id AS "userId" FROM users AS owner
     WHERE owner.fhir_res_id = $2::uuid AND owner.unregistered_at IS NULL
       AND (owner.user_id = $1 OR EXISTS (SELECT 1 FROM shared_users AS shared
                                          WHERE shared.owner_user_id = owner.user_id AND shared.shared_user_id = $1))`,
    [callerId, subject],
  );
  return row?.userId ?? null;
}

function medicineOf(doses: readonly DoseRow[], clock: MedicationClock): MedicineAdherence {
  const [first] = doses as [DoseRow, ...DoseRow[]];
  const missed = doses.filter(
    (dose) => isDoseDue(dose.status, dose.planDt, clock.now) && dose.status !== medicationStatusCodes.taking,
  );
  return {
    tkmdSn: first.tkmdSn,
    tkmdNm: first.tkmdNm,
    tkmdTypeCode: first.tkmdTypeCode,
    adherence: adherenceOver(doses, clock.now),
    missedList: missed.map((dose) => ({
      tkmdDtlsSn: dose.tkmdDtlsSn,
      tkmdPlanDt: dose.planDt,
      tkmdSttusCode: doseStatusOn(dose.status, dose.planDt, clock.today),
    })),
  };
}

/**
 * `userId`'s adherence from `from` to `to` (checked days, both included). Days after today ask nothing yet, so
 * they are neither read nor made.
 */
export async function adherenceReport(
  db: Database,
  userId: string,
  range: { from: string; to: string },
  clock: MedicationClock & { at: Date },
): Promise<AdherenceReport> {
  const to = range.to < clock.today ? range.to : clock.today;
  const doses = range.from > to ? [] : await readDoses(db, userId, { from: range.from, to }, clock.at);
  const byMedicine = new Map<number, DoseRow[]>();
  for (const dose of doses) byMedicine.set(dose.tkmdSn, [...(byMedicine.get(dose.tkmdSn) ?? []), dose]);
  const tkmdList = [...byMedicine.values()]
    .map((medicineDoses) => medicineOf(medicineDoses, clock))
    .sort((one, other) => one.tkmdNm.localeCompare(other.tkmdNm, 'ko') || one.tkmdSn - other.tkmdSn);
  return {
    fromPeriodDt: range.from,
    toPeriodDt: range.to,
    adherence: adherenceOver(doses, clock.now),
    tkmdList,
  };
}
