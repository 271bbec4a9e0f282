import {
  bridge,
  createReminderSnoozer,
  currentLanguage,
  dialogs,
  isReminderSnoozeMinutes,
  markNotificationRead,
  navigate,
  notificationTarget,
  reminderSnoozeMinutes,
  subscribeNotifications,
  translate,
  type DialogService,
  type ReminderSnoozer,
} from 'shared-kernel';
import { notificationKindCodes, notificationParamsIn, type AppNotification } from 'shared-kernel/isomorphic';

/** Reminders of doses due together (three medicines at 08:00) arrive as separate events within moments. */
export const reminderGatheringMs = 800;

const medicinePath = '/main/medicine';

export interface DoseReminderAlertsOptions {
  dialogs?: Pick<DialogService, 'select'>;
  /** The page's Notification API, missing in some WebViews and older browsers. */
  notificationApi?: typeof Notification;
}

/** The text of a reminder, from the catalogue's kind texts that every screen shares. */
function reminderText({ notiKindCode, params }: AppNotification): string {
  return translate(
    `common:notifications.kinds.${notiKindCode}`,
    notificationParamsIn(params, currentLanguage()),
  );
}

/** Opens what the reminder points at and marks it read; a failed mark only leaves it unread. */
function follow(reminder: AppNotification): void {
  navigate(notificationTarget(reminder) ?? medicinePath);
  markNotificationRead(reminder.notiSn).catch(() => undefined);
}

/**
 * One system notification per reminder: the tag makes the OS show it once even when several tabs receive it.
 * A click brings the app's tab forward and opens the medication screen.
 */
function showSystemNotification(api: typeof Notification, reminder: AppNotification): void {
  const notification = new api(translate('shell:doseReminder.title'), {
    body: reminderText(reminder),
    tag: `noti-${reminder.notiSn}`,
    lang: currentLanguage(),
  });
  notification.onclick = () => {
    window.focus();
    notification.close();
    follow(reminder);
  };
}

const openChoice = 'open';

/**
 * The in-app taking-medicine notification: one dialog for the reminders that arrived together, which opens the
 * medication screen, or puts them off for 10, 30 or 60 minutes (they come back then, still unread), or closes.
 */
async function showInAppReminder(
  dialogService: Pick<DialogService, 'select'>,
  snoozer: ReminderSnoozer<AppNotification>,
  reminders: AppNotification[],
) {
  const choice = await dialogService.select({
    title: translate('shell:doseReminder.title'),
    message: reminders.map(reminderText).join('\n'),
    options: [
      { value: openChoice, label: translate('shell:doseReminder.open') },
      ...reminderSnoozeMinutes.map((minutes) => ({
        value: String(minutes),
        label: translate(`shell:doseReminder.snooze.${minutes}`),
      })),
    ],
    cancelLabel: translate('shell:doseReminder.close'),
  });
  const [first] = reminders;
  if (choice === openChoice && first) {
    navigate(notificationTarget(first) ?? medicinePath);
    reminders.forEach(({ notiSn }) => markNotificationRead(notiSn).catch(() => undefined));
  }
  const minutes = Number(choice);
  if (isReminderSnoozeMinutes(minutes)) snoozer.snooze(reminders, minutes);
}

/**
 * While the app is open, a dose reminder pushed by the notification stream is shown: as a system notification
 * when the browser may show them (inside the native shell the host shows its own, scheduled through
 * `syncDoseReminders`), else as the in-app screen. Returns the function that stops it.
 */
export function startDoseReminderAlerts(options: DoseReminderAlertsOptions = {}): () => void {
  const dialogService = options.dialogs ?? dialogs;
  let gathered: AppNotification[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function show(reminders: AppNotification[]): void {
    const api = options.notificationApi ?? window.Notification;
    if (api?.permission === 'granted' && !bridge.isNativeHost()) {
      reminders.forEach((reminder) => showSystemNotification(api, reminder));
    } else {
      void showInAppReminder(dialogService, snoozer, reminders);
    }
  }
  const snoozer = createReminderSnoozer(show);

  function showGathered(): void {
    const reminders = gathered;
    gathered = [];
    timer = undefined;
    show(reminders);
  }

  const unsubscribe = subscribeNotifications((notification) => {
    if (notification.notiKindCode !== notificationKindCodes.doseReminder) return;
    gathered.push(notification);
    timer ??= setTimeout(showGathered, reminderGatheringMs);
  });

  return () => {
    unsubscribe();
    clearTimeout(timer);
    snoozer.cancelAll();
  };
}
