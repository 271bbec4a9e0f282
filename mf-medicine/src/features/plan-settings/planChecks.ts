// What is wrong with a plan before it is sent: the kernel's plan rules, then the limits its body schema sets
// (which the API checks the same way), each with the message key of the kernel's schema.
import type { TFunction } from 'i18next';
import {
  addDays,
  medicationCycleCodes,
  medicationLimits,
  medicationPlanProblem,
  medicationTypeCodes,
  medicineNameSchema,
  plainTextPattern,
  type MedicationPlanInput,
  type MessageKey,
  type PlanProblem,
} from 'shared-kernel/isomorphic';

/** A medicine as the settings start from it: chosen in the catalogue, or named directly. */
export interface ChosenMedicine {
  tkmdNm: string;
  itemSeq: string | null;
  tkmdTypeCode: MedicationPlanInput['tkmdTypeCode'];
  entpName: string | null;
  strength: string | null;
  /** The catalogue's English name (see medicineNameIn); null for a medicine named directly. */
  itemEngName: string | null;
}

/** Days of a new plan's period unless changed: a month's course. */
export const defaultPeriodDays = 30;

/** A new plan: every day from today for 30 days, in the morning, with the reminder and the family alert on. */
export function newPlanInput(medicine: ChosenMedicine, today: string): MedicationPlanInput {
  return {
    tkmdNm: medicine.tkmdNm,
    itemSeq: medicine.itemSeq,
    tkmdTypeCode: medicine.tkmdTypeCode,
    tkmdCycleCode: medicationCycleCodes.everyDay,
    tkmdDowList: [],
    tkmdIntrvlDayCnt: null,
    tkmdBeginDe: today,
    tkmdEndDe: addDays(today, defaultPeriodDays - 1),
    tkmdTimeList: ['08:00'],
    notiAt: 'Y',
    missedAlertMi: medicationLimits.missedAlertMinutes.default,
  };
}

const plainText = new RegExp(plainTextPattern);
const { intervalDays, missedAlertMinutes } = medicationLimits;

/** Why a medicine's name is refused, or null (required, at most 50 characters, no control characters). */
export function nameProblem(name: string): PlanProblem | null {
  if (name.trim() === '') return { field: 'tkmdNm', code: 'generic.required' };
  if (name.length > medicineNameSchema.maxLength) return { field: 'tkmdNm', code: 'generic.maxLength' };
  if (!plainText.test(name)) return { field: 'tkmdNm', code: 'generic.invalid' };
  return null;
}

export function isMedicationType(value: string): value is MedicationPlanInput['tkmdTypeCode'] {
  return (Object.values(medicationTypeCodes) as string[]).includes(value);
}

/** The first thing wrong with the plan, or null. `isNew`: it may not begin before today. */
export function planProblem(plan: MedicationPlanInput, today: string, isNew: boolean): PlanProblem | null {
  const named = nameProblem(plan.tkmdNm);
  if (named) return named;
  const ruled = medicationPlanProblem(plan, today, isNew);
  if (ruled) return ruled;
  const interval = plan.tkmdIntrvlDayCnt;
  if (
    plan.tkmdCycleCode === medicationCycleCodes.everyNDays &&
    (interval === null ||
      !Number.isInteger(interval) ||
      interval < intervalDays.min ||
      interval > intervalDays.max)
  )
    return { field: 'tkmdIntrvlDayCnt', code: 'M1104' };
  if (plan.tkmdTimeList.length > medicationLimits.timesPerDay)
    return { field: 'tkmdTimeList', code: 'generic.max' };
  const missed = plan.missedAlertMi;
  if (
    missed !== null &&
    (!Number.isInteger(missed) || missed < missedAlertMinutes.min || missed > missedAlertMinutes.max)
  )
    return { field: 'missedAlertMi', code: 'generic.between' };
  return null;
}

/** The bounds the generic messages name, by field. */
const boundsOf: Partial<Record<string, { min?: number; max?: number }>> = {
  tkmdNm: { max: medicationLimits.nameLength },
  tkmdTimeList: { max: medicationLimits.timesPerDay },
  tkmdIntrvlDayCnt: intervalDays,
  missedAlertMi: missedAlertMinutes,
};

/** The text of a problem found here or answered by the API for a field (its M-code in `messages`). */
export function problemText(t: TFunction, field: string | undefined, code: MessageKey | string): string {
  const label = field && t(`medicine:fields.${field}`, { defaultValue: '' });
  return t(`messages:${code}`, { field: label || t('medicine:fields.plan'), ...(field && boundsOf[field]) });
}
