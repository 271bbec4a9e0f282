// `GET /api/medication/adherence`: how a person took each medicine over a report's period (issue 31.4), read by
// the report for the doctor, for oneself or for a family member who shares their health data.
import type { MedicationStatusCode } from '../codes';
import type { MedicationTypeCode } from '../medication/codes';
import type { MedicationAdherence } from '../medication/types';
import { routineDateSchema } from '../routines/schemas';

/** A dose due in the period and not taken: ticked "not taken", or never ticked. */
export interface MissedDose {
  tkmdDtlsSn: number;
  /** When it was due, Seoul wall time `YYYY-MM-DDTHH:mm:ss`. */
  tkmdPlanDt: string;
  /** 0001 not taken; 0004 never ticked after its day; 0003 due today and not ticked yet. */
  tkmdSttusCode: MedicationStatusCode;
}

/** One medicine's adherence over the period, with every dose missed, oldest first. */
export interface MedicineAdherence {
  tkmdSn: number;
  tkmdNm: string;
  tkmdTypeCode: MedicationTypeCode;
  adherence: MedicationAdherence;
  missedList: MissedDose[];
}

export interface AdherenceReport {
  fromPeriodDt: string;
  toPeriodDt: string;
  /** Over every medicine of the period. */
  adherence: MedicationAdherence;
  /** The medicines with a dose in the period, by name. */
  tkmdList: MedicineAdherence[];
}

const languageSchema = { type: 'string', maxLength: 16 } as const;

/** The person's fhirResId (a UUID), as the life-log screens name a family member. */
const subjectIdSchema = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
} as const;

export const adherenceReportQuerySchema = {
  type: 'object',
  required: ['fromPeriodDt', 'toPeriodDt'],
  properties: {
    fromPeriodDt: routineDateSchema,
    toPeriodDt: routineDateSchema,
    subject: subjectIdSchema,
    lang: languageSchema,
  },
  additionalProperties: { not: {} },
} as const;

/** The query of `GET /api/medication/adherence`; without `subject`, the caller's own doses. */
export interface AdherenceReportQuery {
  fromPeriodDt: string;
  toPeriodDt: string;
  subject?: string;
}
