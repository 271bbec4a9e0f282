// Code lists of the medication domain that the spec names without codes; chosen here once for API and screens.
import { defaultMedicationTimes } from '../codes';

/** tkmdTypeCode: what is taken (spec section 3: pill, injection, prescription). */
export const medicationTypeCodes = { pill: '0001', injection: '0002', prescription: '0003' } as const;
export type MedicationTypeCode = (typeof medicationTypeCodes)[keyof typeof medicationTypeCodes];

/** The type a catalogue item is taken as: its dosage form says injection (주사제), else a pill. */
export function medicationTypeOfForm(formName: string): MedicationTypeCode {
  return /주사|inject/i.test(formName) ? medicationTypeCodes.injection : medicationTypeCodes.pill;
}

/** tkmdCycleCode: every day, on chosen weekdays (tkmdDowList), or every N days from the start (tkmdIntrvlDayCnt). */
export const medicationCycleCodes = { everyDay: '0001', weekdays: '0002', everyNDays: '0003' } as const;
export type MedicationCycleCode = (typeof medicationCycleCodes)[keyof typeof medicationCycleCodes];

/** Where a plan stands on a given day; answered as `planState`. */
export const medicationPlanStates = ['scheduled', 'ongoing', 'ended'] as const;
export type MedicationPlanState = (typeof medicationPlanStates)[number];

/** The spec's default times of day, in the order the time picker offers them. */
export const defaultMedicationTimeList = Object.entries(defaultMedicationTimes).map(([name, time]) => ({
  name: name as keyof typeof defaultMedicationTimes,
  time,
}));

export const medicationLimits = {
  /** tkmdNm: 1-50 characters. */
  nameLength: 50,
  /** Times of day in one plan. */
  timesPerDay: 6,
  /** tkmdIntrvlDayCnt of an every-N-days cycle. */
  intervalDays: { min: 2, max: 30 },
  /** A plan with an end runs at most this many days (longer: choose no end). */
  periodDays: 1098,
  /** Minutes after a dose's time before family members are told it was missed (missedAlertMi). */
  missedAlertMinutes: { min: 10, max: 720, default: 60 },
  /** Days one `GET /schedules` may span. */
  scheduleRangeDays: 93,
  /** Catalogue search: rows per page, and the longest search text. */
  searchRows: 50,
  searchLength: 50,
} as const;
