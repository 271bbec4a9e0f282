import { filter, type Subscription } from 'rxjs';
import { bridge, notSupported, type LocalNotification } from '../bridge';
import { bus } from '../bus';
import { nativeResultCodes } from '../isomorphic/codes';
import { session } from '../session';

/** A dose reminder as mf-medicine describes it: shown at `at` (an ISO instant) with a title and a body. */
export type DoseReminder = LocalNotification;

/**
 * iOS keeps at most 64 pending local notifications per app and drops the rest silently; Android has no such
 * limit, but both hosts get the same list. The soonest are kept: the list is sent again after every change.
 */
export const maxScheduledReminders = 64;

function upcoming(reminders: readonly DoseReminder[], now: number): DoseReminder[] {
  return reminders
    .map((reminder) => ({ reminder, at: Date.parse(reminder.at) }))
    .filter(({ at }) => Number.isFinite(at) && at > now)
    .sort((a, b) => a.at - b.at)
    .slice(0, maxScheduledReminders)
    .map(({ reminder }) => reminder);
}

/**
 * Inside the native shell, replaces every reminder the app scheduled before with these (an empty list cancels
 * them all); reminders in the past or with an unreadable time are left out, and all of them while the person's
 * settings have reminders off. In a plain browser it does
 * nothing: there, reminders come from the notification stream while the app is open.
 */
export async function syncDoseReminders(reminders: readonly DoseReminder[]): Promise<void> {
  if (!bridge.isNativeHost()) return;
  // Reminders turned off in the person's settings are not scheduled, as the API sends none (issue 36.1).
  const remindersOn = session.snapshot().settings?.notifications.reminders ?? true;
  const notifications = remindersOn ? upcoming(reminders, Date.now()) : [];
  const result = await bridge.call('scheduleLocalNotifications', { notifications });
  if (result.resultCode !== nativeResultCodes.SUCCESS && result.resultCode !== notSupported) {
    // Not the person's concern at this point: the next load or change sends the list again.
    console.warn(`Dose reminders were not scheduled (resultCode ${result.resultCode})`);
  }
}

/** A reminder must not reach the next person who logs in on this phone: logging out cancels them all. */
export function cancelDoseRemindersOnLogout(): Subscription {
  return bus
    .on('session.changed')
    .pipe(filter(({ payload }) => !payload.loggedIn))
    .subscribe(() => void syncDoseReminders([]));
}
