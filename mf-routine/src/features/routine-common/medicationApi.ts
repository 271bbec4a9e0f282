// The one medication call the routine dashboard makes (contract: /api/medication,
// shared-kernel/isomorphic/medication/types.ts): ticking a dose of the day.
import type { DoseStatusInput, MedicationDose, MedicationStatusCode } from 'shared-kernel/isomorphic';
import { userApi } from 'shared-kernel';

/** Taken (0002) or not taken (0001), or back to unticked (0003); the API answers the dose as it now stands. */
export async function setDoseStatus(
  tkmdSn: number,
  tkmdDtlsSn: number,
  tkmdSttusCode: MedicationStatusCode,
): Promise<MedicationDose> {
  const body: DoseStatusInput = { tkmdSttusCode };
  const { data } = await userApi.put<MedicationDose>(`/api/medication/plan/${tkmdSn}/${tkmdDtlsSn}`, body);
  return data;
}
