import { useEffect } from 'react';
import { cancelDoseRemindersOnLogout } from 'shared-kernel';
import { startDoseReminderAlerts } from './doseReminderAlerts';

/**
 * Mounted in the frame for the whole life of the page: a reminder shows on whatever screen is open, and the
 * native host's scheduled reminders are cancelled at logout.
 */
export function DoseReminderAlerts() {
  useEffect(() => {
    const stopAlerts = startDoseReminderAlerts();
    const cancelling = cancelDoseRemindersOnLogout();
    return () => {
      stopAlerts();
      cancelling.unsubscribe();
    };
  }, []);
  return null;
}
