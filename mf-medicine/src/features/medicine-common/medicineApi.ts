// The medication calls of mf-medicine (contract: /api/medication, shared-kernel/isomorphic/medication/types.ts).
// Kept in this remote, not the kernel, whose chunk every page loads at start.
import { userApi } from 'shared-kernel';
import type {
  DoseStatusInput,
  MedicationDose,
  MedicationPlan,
  MedicationPlanInput,
  MedicationPlanList,
  MedicationSchedule,
  MedicineSearchPage,
  PlanContinuationInput,
  PlanReminderInput,
} from 'shared-kernel/isomorphic';

const base = '/api/medication';

/** Rows of one page of catalogue results. */
export const searchRows = 20;

export async function searchMedicines(itemName: string, signal?: AbortSignal): Promise<MedicineSearchPage> {
  const { data } = await userApi.get<MedicineSearchPage>(`${base}/medicines`, {
    params: { itemName, page: 1, rows: searchRows },
    signal,
  });
  return data;
}

export async function loadPlans(): Promise<MedicationPlan[]> {
  const { data } = await userApi.get<MedicationPlanList>(`${base}/plan`);
  return data.tkmdPlanList;
}

/** Every dose from `fromPeriodDt` to `toPeriodDt` (YYYY-MM-DD, both included, at most 93 days). */
export async function loadSchedule(fromPeriodDt: string, toPeriodDt: string): Promise<MedicationSchedule> {
  const { data } = await userApi.get<MedicationSchedule>(`${base}/schedules`, {
    params: { fromPeriodDt, toPeriodDt },
  });
  return data;
}

/** Registers a plan; only a 201 counts as saved. */
export async function createPlan(plan: MedicationPlanInput): Promise<MedicationPlan> {
  const { data } = await userApi.post<MedicationPlan>(`${base}/plan`, plan, {
    validateStatus: (status) => status === 201,
  });
  return data;
}

/** Changes a plan; the API applies it to the doses after now only. Ending it is sending tkmdEndDe = today. */
export async function updatePlan(tkmdSn: number, plan: MedicationPlanInput): Promise<MedicationPlan> {
  const { data } = await userApi.put<MedicationPlan>(`${base}/plan/${tkmdSn}`, plan);
  return data;
}

/** Continues an ended plan from now until `tkmdEndDe` (or no end); its history stays. */
export async function continuePlan(tkmdSn: number, body: PlanContinuationInput): Promise<MedicationPlan> {
  const { data } = await userApi.post<MedicationPlan>(`${base}/plan/${tkmdSn}/continue`, body);
  return data;
}

export async function setDoseStatus(
  tkmdSn: number,
  tkmdDtlsSn: number,
  body: DoseStatusInput,
): Promise<MedicationDose> {
  const { data } = await userApi.put<MedicationDose>(`${base}/plan/${tkmdSn}/${tkmdDtlsSn}`, body);
  return data;
}

export async function setPlanReminder(tkmdSn: number, body: PlanReminderInput): Promise<MedicationPlan> {
  const { data } = await userApi.put<MedicationPlan>(`${base}/plan/${tkmdSn}/noti`, body);
  return data;
}
