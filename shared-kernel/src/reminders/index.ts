export { cancelDoseRemindersOnLogout, maxScheduledReminders, syncDoseReminders } from './doseReminders';
export type { DoseReminder } from './doseReminders';
export { createReminderSnoozer, isReminderSnoozeMinutes, reminderSnoozeMinutes } from './snooze';
export type { ReminderSnoozeMinutes, ReminderSnoozer } from './snooze';
