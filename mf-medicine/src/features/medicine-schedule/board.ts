// What the medicine tab shows, loaded in one go: the plans, and the doses of every day it needs (this week, this
// month, and the next 7 days that the reminders cover), with the rates worked out by the kernel's rules.
import {
  addDays,
  adherenceOf,
  isDoseDue,
  medicationStatusCodes,
  weekStart,
  type MedicationAdherence,
  type MedicationDose,
  type MedicationPlan,
} from 'shared-kernel/isomorphic';
import { monthOf } from '../medicine-common/dates';
import { loadPlans, loadSchedule } from '../medicine-common/medicineApi';
import { reminderDays } from '../dose-reminders/doseReminders';

export interface Board {
  plans: MedicationPlan[];
  doses: MedicationDose[];
}

export interface BoardRange {
  /** Monday to Sunday of this week. */
  week: { first: string; last: string };
  month: { first: string; last: string };
  /** The whole range asked of the API. */
  from: string;
  to: string;
}

export function boardRange(today: string): BoardRange {
  const first = weekStart(today);
  const week = { first, last: addDays(first, 6) };
  const month = monthOf(today);
  const ends = [week.last, month.last, addDays(today, reminderDays - 1)].sort();
  return {
    week,
    month,
    from: week.first < month.first ? week.first : month.first,
    to: ends[ends.length - 1] ?? month.last,
  };
}

export async function loadBoard(range: BoardRange): Promise<Board> {
  const [plans, schedule] = await Promise.all([loadPlans(), loadSchedule(range.from, range.to)]);
  return { plans, doses: schedule.tkmdDtlsList };
}

/** Taken of due over the doses from `first` to `last`, at `now` (a Seoul wall time). */
export function adherenceBetween(
  doses: readonly MedicationDose[],
  first: string,
  last: string,
  now: string,
): MedicationAdherence {
  const inRange = doses.filter((dose) => {
    const day = dose.tkmdPlanDt.slice(0, 10);
    return day >= first && day <= last && isDoseDue(dose.tkmdSttusCode, dose.tkmdPlanDt, now);
  });
  const taken = inRange.filter((dose) => dose.tkmdSttusCode === medicationStatusCodes.taking).length;
  return adherenceOf(taken, inRange.length);
}
