// The dose reminders the native shell schedules on the phone: the next 7 days of doses of the plans whose
// reminder is on, sent again after every load or change (the kernel replaces the whole list each time).
import type { TFunction } from 'i18next';
import { syncDoseReminders, type DoseReminder } from 'shared-kernel';
import {
  addDays,
  instantOfSeoulDateTime,
  medicationStatusCodes,
  type MedicationDose,
  type MedicationPlan,
} from 'shared-kernel/isomorphic';
import { timeLabel } from '../medicine-common/planText';

/** Days ahead, today included, whose doses are scheduled on the phone. */
export const reminderDays = 7;

/**
 * The reminders of the doses still to come from `now` (a Seoul wall time) to the end of the 7th day: unticked
 * doses of plans with notiAt Y. A dose already ticked (taken early) reminds no one.
 */
export function doseRemindersOf(
  t: TFunction,
  nameOf: (dose: MedicationDose) => string,
  plans: readonly MedicationPlan[],
  doses: readonly MedicationDose[],
  now: string,
): DoseReminder[] {
  const remindedPlans = new Set(plans.filter((plan) => plan.notiAt === 'Y').map((plan) => plan.tkmdSn));
  const lastDay = addDays(now.slice(0, 10), reminderDays - 1);
  return doses
    .filter(
      (dose) =>
        remindedPlans.has(dose.tkmdSn) &&
        dose.tkmdSttusCode === medicationStatusCodes.scheduled &&
        dose.tkmdPlanDt > now &&
        dose.tkmdPlanDt.slice(0, 10) <= lastDay,
    )
    .map((dose) => ({
      id: `dose-${dose.tkmdSn}-${dose.tkmdPlanDt}`,
      at: instantOfSeoulDateTime(dose.tkmdPlanDt).toISOString(),
      title: t('medicine:reminder.title', { name: nameOf(dose) }),
      body: t('medicine:reminder.body', {
        name: nameOf(dose),
        time: timeLabel(t, dose.tkmdPlanDt.slice(11, 16)),
      }),
    }));
}

/** Hands the reminders to the kernel; a failure there is not the person's concern (the next load sends again). */
export function syncReminders(
  t: TFunction,
  nameOf: (dose: MedicationDose) => string,
  plans: readonly MedicationPlan[],
  doses: readonly MedicationDose[],
  now: string,
): void {
  syncDoseReminders(doseRemindersOf(t, nameOf, plans, doses, now)).catch((error: unknown) => {
    console.warn('Dose reminders were not synced', error);
  });
}
