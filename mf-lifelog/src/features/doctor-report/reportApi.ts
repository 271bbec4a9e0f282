// The calls the report for the doctor composes: the person (FHIR Patient), their medicines' adherence over the
// period, and their current predictions. Charts and checkups come from the life-log calls the other screens use.
import type { Patient } from 'fhir/r4';
import { userApi } from 'shared-kernel';
import {
  genderCodes,
  type AdherenceReport,
  type GenderCode,
  type PredictionOverview,
  type ReportPeriod,
} from 'shared-kernel/isomorphic';

/** Who the report is about, as their account names them. */
export interface ReportPerson {
  readonly name: string;
  /** `YYYY-MM-DD`, when the account holds one. */
  readonly birthDate: string | null;
  /** The guide bands differ by sex. */
  readonly genderCode: GenderCode | null;
}

const genderOfPatient: Partial<Record<NonNullable<Patient['gender']>, GenderCode>> = {
  male: genderCodes.male,
  female: genderCodes.female,
};

/**
 * The person of `subject` (a fhirResId), or null when the caller may not read them: the API answers someone who
 * has not shared their health data with the caller like an unknown id (404), so that no id can be probed.
 */
export async function fetchReportPerson(subject: string): Promise<ReportPerson | null> {
  const response = await userApi.get<Patient>(`/fhir/Patient/${encodeURIComponent(subject)}`, {
    validateStatus: (status) => status === 200 || status === 404,
  });
  if (response.status === 404) return null;
  const patient = response.data;
  return {
    name: patient.name?.[0]?.text ?? '',
    birthDate: patient.birthDate ?? null,
    genderCode: (patient.gender && genderOfPatient[patient.gender]) ?? null,
  };
}

/** Each medicine's adherence over the period with the missed doses; `subject` absent: the caller's own. */
export async function fetchAdherence(period: ReportPeriod, subject?: string): Promise<AdherenceReport> {
  const params = new URLSearchParams({ fromPeriodDt: period.from, toPeriodDt: period.to });
  if (subject) params.set('subject', subject);
  const { data } = await userApi.get<AdherenceReport>(`/api/medication/adherence?${params}`);
  return data;
}

/**
 * The caller's predictions as the AI screens show them: every model worked out from the current records (a result
 * that changed is stored, as when the AI tab opens). Only the person's own: predictions are not shared.
 */
export async function fetchOwnPredictions(): Promise<PredictionOverview> {
  const { data } = await userApi.post<PredictionOverview>('/api/user/predict');
  return data;
}
