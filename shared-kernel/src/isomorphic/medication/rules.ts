// The medication rules of spec sections 4, 5 and 9, written once for the API that enforces them and the screens
// that explain them. Days are `YYYY-MM-DD` and times `HH:mm` in Asia/Seoul; no rule here reads a clock.
import { medicationStatusCodes, noEndDate, type MedicationStatusCode } from '../codes';
import { isCalendarDate } from '../dates';
import { medicationCompliance } from '../formulas/medication';
import { roundTo } from '../numbers';
import { addDays, dayCount, weekdayCodeOf } from '../routines/rules';
import type { MessageKey } from '../validation/messages';
import { medicationCycleCodes, medicationLimits, type MedicationPlanState } from './codes';
import type { MedicationAdherence, MedicationPlanInput } from './types';

const timeOfDayPattern = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

/** `HH:mm` from 00:00 to 23:59; anything else (7:00, 24:00, 07:00:00) is not a time of day. */
export function isTimeOfDay(text: string): boolean {
  return timeOfDayPattern.test(text);
}

/** Seoul has kept UTC+9 without daylight saving since 1988, so its wall time is a fixed offset. */
const seoulOffsetMs = 9 * 3_600_000;

/** The Seoul wall time of an instant, `YYYY-MM-DDTHH:mm:ss` (the shape of tkmdPlanDt). */
export function seoulDateTimeOf(instant: Date): string {
  return new Date(instant.getTime() + seoulOffsetMs).toISOString().slice(0, 19);
}

/** The instant of a Seoul wall time `YYYY-MM-DDTHH:mm[:ss]`. */
export function instantOfSeoulDateTime(seoulDateTime: string): Date {
  const withSeconds = seoulDateTime.length === 16 ? `${seoulDateTime}:00` : seoulDateTime;
  return new Date(Date.parse(`${withSeconds}Z`) - seoulOffsetMs);
}

/**
 * Exactly the input fields of a plan (a saved plan, a stored row...), nothing more: what the app sends back when it
 * changes a plan, and the part of the API's answer that repeats what was sent.
 */
export function medicationPlanInputOf(plan: MedicationPlanInput): MedicationPlanInput {
  return {
    tkmdNm: plan.tkmdNm,
    itemSeq: plan.itemSeq,
    tkmdTypeCode: plan.tkmdTypeCode,
    tkmdCycleCode: plan.tkmdCycleCode,
    tkmdDowList: plan.tkmdDowList,
    tkmdIntrvlDayCnt: plan.tkmdIntrvlDayCnt,
    tkmdBeginDe: plan.tkmdBeginDe,
    tkmdEndDe: plan.tkmdEndDe,
    tkmdTimeList: plan.tkmdTimeList,
    notiAt: plan.notiAt,
    missedAlertMi: plan.missedAlertMi,
  };
}

/**
 * The name a person reads for a medicine in `language`: in Korean the Korean name it was registered with; in any
 * other language (English, Khmer) the catalogue's English name when there is one, as pharmacies abroad spell it,
 * else the registered name (a medicine named directly keeps the name its person typed).
 */
export function medicineNameIn(
  language: string,
  medicine: { tkmdNm: string; itemEngName: string | null },
): string {
  return language.startsWith('ko') || !medicine.itemEngName ? medicine.tkmdNm : medicine.itemEngName;
}

export function hasNoEnd(tkmdEndDe: string): boolean {
  return tkmdEndDe === noEndDate;
}

/** tkmdTotDayCnt: days from begin to end, both counted; null for a plan with no end. */
export function planTotalDays(plan: Pick<MedicationPlanInput, 'tkmdBeginDe' | 'tkmdEndDe'>): number | null {
  return hasNoEnd(plan.tkmdEndDe) ? null : dayCount(plan.tkmdBeginDe, plan.tkmdEndDe);
}

type PlanCycle = Pick<
  MedicationPlanInput,
  'tkmdCycleCode' | 'tkmdDowList' | 'tkmdIntrvlDayCnt' | 'tkmdBeginDe' | 'tkmdEndDe'
>;

/** Whether the plan has doses on `day` (inside its period, on its cycle; every N days counts from the begin day). */
export function isPlanDay(plan: PlanCycle, day: string): boolean {
  if (day < plan.tkmdBeginDe || (!hasNoEnd(plan.tkmdEndDe) && day > plan.tkmdEndDe)) return false;
  switch (plan.tkmdCycleCode) {
    case medicationCycleCodes.everyDay:
      return true;
    case medicationCycleCodes.weekdays:
      return plan.tkmdDowList.includes(weekdayCodeOf(day));
    case medicationCycleCodes.everyNDays:
      return (dayCount(plan.tkmdBeginDe, day) - 1) % (plan.tkmdIntrvlDayCnt ?? 1) === 0;
  }
}

/** The plan's days from `from` to `to` (both included), clipped to its period. */
export function planDaysBetween(plan: PlanCycle, from: string, to: string): string[] {
  const first = from > plan.tkmdBeginDe ? from : plan.tkmdBeginDe;
  const last = hasNoEnd(plan.tkmdEndDe) || to < plan.tkmdEndDe ? to : plan.tkmdEndDe;
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) if (isPlanDay(plan, day)) days.push(day);
  return days;
}

/** Every dose time (tkmdPlanDt, Seoul wall time) of the plan from `from` to `to`, in order. */
export function planDoseTimes(
  plan: PlanCycle & Pick<MedicationPlanInput, 'tkmdTimeList'>,
  from: string,
  to: string,
): string[] {
  const times = [...plan.tkmdTimeList].sort();
  return planDaysBetween(plan, from, to).flatMap((day) => times.map((time) => `${day}T${time}:00`));
}

/** Where the plan stands on `today`. */
export function planStateOn(
  plan: Pick<MedicationPlanInput, 'tkmdBeginDe' | 'tkmdEndDe'>,
  today: string,
): MedicationPlanState {
  if (today < plan.tkmdBeginDe) return 'scheduled';
  if (!hasNoEnd(plan.tkmdEndDe) && today > plan.tkmdEndDe) return 'ended';
  return 'ongoing';
}

/** The status a dose is answered with: a dose still unticked once its day is over is unchecked (0004). */
export function doseStatusOn(
  storedStatus: MedicationStatusCode,
  tkmdPlanDt: string,
  today: string,
): MedicationStatusCode {
  const unticked =
    storedStatus === medicationStatusCodes.scheduled || storedStatus === medicationStatusCodes.unchecked;
  if (!unticked) return storedStatus;
  return tkmdPlanDt.slice(0, 10) < today ? medicationStatusCodes.unchecked : medicationStatusCodes.scheduled;
}

/**
 * Whether a dose counts in adherence at `now` (Seoul wall time): once its time has come, or earlier when it has
 * already been ticked (taking a morning pill at 07:50 counts at once).
 */
export function isDoseDue(status: MedicationStatusCode, tkmdPlanDt: string, now: string): boolean {
  return (
    tkmdPlanDt <= now || status === medicationStatusCodes.taking || status === medicationStatusCodes.notTaking
  );
}

/** Adherence of `takenCnt` doses taken of `dueCnt` due; compliant at 80 % or more (spec section 9). */
export function adherenceOf(takenCnt: number, dueCnt: number): MedicationAdherence {
  const compliance = medicationCompliance(takenCnt, dueCnt);
  return {
    takenCnt,
    dueCnt,
    rate: compliance ? roundTo(compliance.rate, 1) : null,
    compliant: compliance ? compliance.compliant : null,
  };
}

/** Why a dose's status cannot be set on `today`: a later day's dose cannot be ticked yet (M1105). */
export function doseTickError(tkmdPlanDt: string, today: string): MessageKey | null {
  return tkmdPlanDt.slice(0, 10) > today ? 'M1105' : null;
}

export interface PlanProblem {
  field: keyof MedicationPlanInput;
  code: MessageKey;
}

/**
 * What is wrong with a plan that its schema cannot see, or null. `isNew`: a new plan (or one not yet begun)
 * may not begin before today (M1107); an edit of a running plan keeps its begin day.
 */
export function medicationPlanProblem(
  plan: MedicationPlanInput,
  today: string,
  isNew: boolean,
): PlanProblem | null {
  if (plan.tkmdNm.trim() === '') return { field: 'tkmdNm', code: 'generic.required' };
  if (!isCalendarDate(plan.tkmdBeginDe)) return { field: 'tkmdBeginDe', code: 'generic.invalid' };
  if (isNew && plan.tkmdBeginDe < today) return { field: 'tkmdBeginDe', code: 'M1107' };
  if (!hasNoEnd(plan.tkmdEndDe)) {
    if (!isCalendarDate(plan.tkmdEndDe)) return { field: 'tkmdEndDe', code: 'generic.invalid' };
    if (plan.tkmdEndDe < today) return { field: 'tkmdEndDe', code: 'M0159' };
    if (plan.tkmdEndDe < plan.tkmdBeginDe) return { field: 'tkmdEndDe', code: 'M1109' };
    if (dayCount(plan.tkmdBeginDe, plan.tkmdEndDe) > medicationLimits.periodDays)
      return { field: 'tkmdEndDe', code: 'M1108' };
  }
  if (plan.tkmdCycleCode === medicationCycleCodes.weekdays && plan.tkmdDowList.length === 0)
    return { field: 'tkmdDowList', code: 'M1103' };
  if (plan.tkmdCycleCode === medicationCycleCodes.everyNDays && plan.tkmdIntrvlDayCnt === null)
    return { field: 'tkmdIntrvlDayCnt', code: 'M1104' };
  if (plan.tkmdTimeList.length === 0) return { field: 'tkmdTimeList', code: 'M1101' };
  if (plan.tkmdTimeList.some((time) => !isTimeOfDay(time))) return { field: 'tkmdTimeList', code: 'M1100' };
  if (new Set(plan.tkmdTimeList).size !== plan.tkmdTimeList.length)
    return { field: 'tkmdTimeList', code: 'M1102' };
  return null;
}
