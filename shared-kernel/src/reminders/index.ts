export { cancelDoseRemindersOnLogout, maxScheduledReminders, syncDoseReminders } from './doseReminders';
export type { DoseReminder } from './doseReminders';
