/** How long a reminder can be put off, in minutes: 10 minutes, half an hour, an hour (as Medisafe offers). */
export const reminderSnoozeMinutes = [10, 30, 60] as const;
export type ReminderSnoozeMinutes = (typeof reminderSnoozeMinutes)[number];

export function isReminderSnoozeMinutes(value: number): value is ReminderSnoozeMinutes {
  return (reminderSnoozeMinutes as readonly number[]).includes(value);
}

export interface ReminderSnoozer<T> {
  /** `reminders` come back once, through the snoozer's `show`, `minutes` from now. */
  snooze(reminders: readonly T[], minutes: ReminderSnoozeMinutes): void;
  /** Drops every reminder still snoozed: the page's reminders stop (the person logs out, the app closes). */
  cancelAll(): void;
}

/**
 * Snoozed reminders of this page. They live as long as the page does: a reminder shown in the app is one the
 * app received while open, and the native host keeps its own scheduled ones.
 */
export function createReminderSnoozer<T>(show: (reminders: T[]) => void): ReminderSnoozer<T> {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    snooze(reminders, minutes) {
      const again = [...reminders];
      const timer = setTimeout(() => {
        timers.delete(timer);
        show(again);
      }, minutes * 60_000);
      timers.add(timer);
    },
    cancelAll() {
      timers.forEach(clearTimeout);
      timers.clear();
    },
  };
}
