import { useEffect } from 'react';
import { cancelDoseRemindersOnLogout, session } from 'shared-kernel';

/**
 * Mounted in the frame for the whole life of the page: a reminder shows on whatever screen is open, and the
 * native host's scheduled reminders are cancelled at logout. The alerts' code comes once someone is logged in, so
 * that the login page does not download it; reminders reach only a logged-in person anyway.
 */
export function DoseReminderAlerts() {
  useEffect(() => {
    let stopAlerts: (() => void) | undefined;
    let started = false;
    let unmounted = false;
    const starting = session.changes$.subscribe(() => {
      if (started || !session.isLoggedIn()) return;
      started = true;
      import('./doseReminderAlerts').then(
        ({ startDoseReminderAlerts }) => {
          if (!unmounted) stopAlerts = startDoseReminderAlerts();
        },
        // Without the network the code cannot come, and no reminder can arrive through the stream either.
        () => undefined,
      );
    });
    const cancelling = cancelDoseRemindersOnLogout();
    return () => {
      unmounted = true;
      starting.unsubscribe();
      stopAlerts?.();
      cancelling.unsubscribe();
    };
  }, []);
  return null;
}
