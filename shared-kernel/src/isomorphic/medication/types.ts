// The wire shapes of the medication API (`/api/medication`, spec sections 3 and 7), shared by mf-medicine, the
// routine dashboard and the API. Field names are the spec's where it has them; see GLOSSARY.md.
import type { MedicationStatusCode, WeekdayCode } from '../codes';
import type { YesNo } from '../routines/types';
import type { MedicationCycleCode, MedicationPlanState, MedicationTypeCode } from './codes';

/** One medicine of the catalogue (`GET /medicines`); the national e-drug list's field names. */
export interface MedicineItem {
  itemSeq: string;
  itemName: string;
  /** English name, when known. */
  itemEngName: string | null;
  entpName: string;
  /** Dosage form, e.g. 정제 (tablet). */
  formName: string;
  /** Strength, e.g. 500mg. */
  strength: string;
  /** What it is for (efcyQesitm), when known. */
  efcyQesitm: string | null;
}

export interface MedicineSearchPage {
  items: MedicineItem[];
  totalCount: number;
  page: number;
  rows: number;
}

/** Body of `POST /plan` and `PUT /plan/{tkmdSn}`. */
export interface MedicationPlanInput {
  tkmdNm: string;
  /** The catalogue item it was chosen from; null for direct registration. */
  itemSeq: string | null;
  tkmdTypeCode: MedicationTypeCode;
  tkmdCycleCode: MedicationCycleCode;
  /** Weekdays of a weekdays cycle (else empty). */
  tkmdDowList: WeekdayCode[];
  /** N of an every-N-days cycle (else null). */
  tkmdIntrvlDayCnt: number | null;
  /** First day, YYYY-MM-DD. */
  tkmdBeginDe: string;
  /** Last day, YYYY-MM-DD, or `noEndDate` (9999-12-31T23:59:59). */
  tkmdEndDe: string;
  /** Times of day, HH:mm, ascending, no repeats. */
  tkmdTimeList: string[];
  /** Reminder at each time. */
  notiAt: YesNo;
  /** Minutes after a dose's time when family members hear it was missed; null: never. */
  missedAlertMi: number | null;
}

/** Doses taken of doses due, and whether that is compliant (80 % or more). rate null: nothing due yet. */
export interface MedicationAdherence {
  takenCnt: number;
  dueCnt: number;
  /** Percent, one decimal. */
  rate: number | null;
  compliant: boolean | null;
}

/** A plan as `GET /plan` answers it. */
export interface MedicationPlan extends MedicationPlanInput {
  tkmdSn: number;
  /** Days from begin to end, both counted; null with no end. */
  tkmdTotDayCnt: number | null;
  planState: MedicationPlanState;
  /** Maker and strength when it came from the catalogue. */
  entpName: string | null;
  strength: string | null;
  /** The catalogue's English name when it came from the catalogue and the catalogue has one (see medicineNameIn). */
  itemEngName: string | null;
  /** Over the whole plan up to now. */
  adherence: MedicationAdherence;
}

export interface MedicationPlanList {
  tkmdPlanList: MedicationPlan[];
}

/** One dose (a plan's detail): due at `tkmdPlanDt` (Seoul wall time, YYYY-MM-DDTHH:mm:ss). */
export interface MedicationDose {
  tkmdSn: number;
  tkmdDtlsSn: number;
  tkmdNm: string;
  tkmdTypeCode: MedicationTypeCode;
  tkmdPlanDt: string;
  /** When it was ticked taken or not taken (ISO instant); null while unticked. */
  tkmdDt: string | null;
  tkmdSttusCode: MedicationStatusCode;
}

/** `GET /schedules?fromPeriodDt&toPeriodDt`: every dose in the range, and adherence over the range. */
export interface MedicationSchedule {
  tkmdDtlsList: MedicationDose[];
  adherence: MedicationAdherence;
}

/** Body of `PUT /plan/{tkmdSn}/{tkmdDtlsSn}`: 0001 not taking, 0002 taking, 0003 back to unticked. */
export interface DoseStatusInput {
  tkmdSttusCode: MedicationStatusCode;
}

/** Body of `PUT /plan/{tkmdSn}/dtls`: several doses of the plan at once (all or nothing). */
export interface DoseStatusListInput {
  tkmdDtlsList: { tkmdDtlsSn: number; tkmdSttusCode: MedicationStatusCode }[];
}

/** Body of `PUT /plan/{tkmdSn}/noti`. */
/** `POST /plan/{tkmdSn}/continue`: an ended plan runs again until this day (or `noEndDate`). */
export interface PlanContinuationInput {
  tkmdEndDe: string;
}

export interface PlanReminderInput {
  notiAt: YesNo;
}
