// How a dose of the routine day reads: its time of day and its status on the day it is seen.
import {
  doseStatusOn,
  medicationStatusCodes,
  type MedicationStatusCode,
  type RoutineMedicationDose,
} from 'shared-kernel/isomorphic';

const statuses: readonly string[] = Object.values(medicationStatusCodes);
const isStatus = (code: string): code is MedicationStatusCode => statuses.includes(code);

/** `HH:mm` of tkmdPlanDt (a Seoul wall time, so no time zone to convert). */
export function doseTime(dose: Pick<RoutineMedicationDose, 'tkmdPlanDt'>): string {
  return dose.tkmdPlanDt.slice(11, 16);
}

/**
 * The status to show on `today`: a dose unticked on a past day is unchecked (0004) even when it was just
 * unticked here and the API has not answered yet. Null for a code this version does not know.
 */
export function shownDoseStatus(dose: RoutineMedicationDose, today: string): MedicationStatusCode | null {
  return isStatus(dose.tkmdSttusCode) ? doseStatusOn(dose.tkmdSttusCode, dose.tkmdPlanDt, today) : null;
}
