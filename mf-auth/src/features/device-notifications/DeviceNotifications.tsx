import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  bridge,
  dialogs,
  hostNotificationStatus,
  messageFor,
  Switch,
  type HostOutcome,
} from 'shared-kernel';
import { nativeResultCodes } from 'shared-kernel/isomorphic';
import styles from './deviceNotifications.module.css';
import { deleteSubscription } from './api';
import { canReceivePushes, subscribeThisDevice, thisDevice } from './devicePush';

type DeviceState =
  | { kind: 'checking' }
  /**
   * Inside the native app, which shows its own notifications (never also subscribed to Web Push): the switch
   * reads and writes the host's push settings through the bridge.
   */
  | { kind: 'nativeApp'; enabled: boolean }
  | { kind: 'unsupported' }
  | {
      kind: 'ready';
      subscription: PushSubscription | null;
      permission: NotificationPermission;
      /** The person closed the browser's question without answering it. */
      dismissed?: boolean;
    };

type PhoneStatus = HostOutcome<NotificationPermission>;

/** What the phone's own settings allow (`getNotificationStatus`); a host that cannot tell is explained. */
function PhoneNotificationStatus({ status }: { status: PhoneStatus }) {
  const { t } = useTranslation('auth');
  if (status.kind === 'cancelled' || status.kind === 'unavailable') return null;
  const text =
    status.kind === 'failed'
      ? messageFor(status.messageCode)
      : t(`deviceNotifications.phone.${status.value}`);
  return <p role="status">{text}</p>;
}

/**
 * Settings' "notifications on this device" (issue 29): a switch that subscribes this browser to the API's pushes,
 * so that a reminder reaches the person with the app closed. The browser's permission is asked for only when the
 * switch is tapped, never at load; when it was refused, the section says how to allow it again.
 */
export function DeviceNotifications() {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const statusId = useId();
  const [state, setState] = useState<DeviceState>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  /** Inside the native app: whether the phone itself lets the app show notifications. */
  const [phoneStatus, setPhoneStatus] = useState<PhoneStatus | null>(null);

  useEffect(() => {
    let current = true;
    if (bridge.isNativeHost()) {
      void bridge.call('getPushSettings').then((answer) => {
        if (!current) return;
        if (answer.resultCode === nativeResultCodes.SUCCESS)
          setState({ kind: 'nativeApp', enabled: answer.data.enabled });
        else setState({ kind: 'unsupported' });
      });
      void hostNotificationStatus().then((status) => current && setPhoneStatus(status));
      return () => {
        current = false;
      };
    }
    if (!canReceivePushes()) {
      setState({ kind: 'unsupported' });
      return;
    }
    thisDevice()
      .then(({ registered, subscription }) => {
        if (!current) return;
        const permission = Notification.permission;
        // A subscription whose permission was taken back in the browser's settings delivers nothing: off.
        if (registered)
          setState({
            kind: 'ready',
            permission,
            subscription: permission === 'granted' ? subscription : null,
          });
        else setState({ kind: 'unsupported' });
      })
      .catch(() => current && setState({ kind: 'unsupported' }));
    return () => {
      current = false;
    };
  }, []);

  async function report(error: unknown) {
    await dialogs.alert({
      message: error instanceof ApiError ? error.message : t('deviceNotifications.failed'),
    });
  }

  async function turnOn() {
    // Asked first thing in the tap's handler, which is what lets the browser show its question.
    const permission = await Notification.requestPermission();
    setState({ kind: 'ready', permission, subscription: null, dismissed: permission === 'default' });
    if (permission !== 'granted') return;
    const subscription = await subscribeThisDevice();
    setState({ kind: 'ready', permission, subscription });
    void dialogs.toast(t('deviceNotifications.turnedOn'));
  }

  /**
   * Off in the browser first, so that it is off even when the API cannot be told (the push service then refuses
   * the API's pushes to the old endpoint); then the API forgets this device.
   */
  async function turnOff(subscription: PushSubscription, permission: NotificationPermission) {
    await subscription.unsubscribe();
    setState({ kind: 'ready', permission, subscription: null });
    await deleteSubscription(subscription.endpoint);
    void dialogs.toast(t('deviceNotifications.turnedOff'));
  }

  async function setNativePushes(enabled: boolean) {
    const answer = await bridge.call('setPushSettings', { enabled });
    if (answer.resultCode !== nativeResultCodes.SUCCESS)
      throw new Error(`setPushSettings: ${answer.resultCode}`);
    setState({ kind: 'nativeApp', enabled });
    void dialogs.toast(enabled ? t('deviceNotifications.turnedOn') : t('deviceNotifications.turnedOff'));
  }

  async function toggle() {
    if (state.kind === 'nativeApp') {
      setBusy(true);
      await setNativePushes(!state.enabled)
        .catch(report)
        .finally(() => setBusy(false));
      return;
    }
    if (state.kind !== 'ready') return;
    setBusy(true);
    try {
      if (state.subscription) await turnOff(state.subscription, state.permission);
      else await turnOn();
    } catch (error) {
      await report(error);
    } finally {
      setBusy(false);
    }
  }

  const on =
    (state.kind === 'ready' && state.subscription !== null) || (state.kind === 'nativeApp' && state.enabled);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('deviceNotifications.title')}
      </h2>
      <p className={styles.hint}>{t('deviceNotifications.lead')}</p>
      {state.kind === 'nativeApp' ? (
        <Switch
          label={t('deviceNotifications.switch')}
          checked={on}
          disabled={busy}
          onChange={() => void toggle()}
        />
      ) : null}
      {state.kind === 'nativeApp' && phoneStatus ? <PhoneNotificationStatus status={phoneStatus} /> : null}
      {state.kind === 'unsupported' ? <p>{t('deviceNotifications.unsupported')}</p> : null}
      {state.kind === 'checking' ? <p role="status">{t('deviceNotifications.checking')}</p> : null}
      {state.kind === 'ready' ? (
        <>
          <Switch
            label={t('deviceNotifications.switch')}
            checked={on}
            describedBy={statusId}
            disabled={busy}
            onChange={() => void toggle()}
          />
          <p id={statusId} role="status" className={styles.hint}>
            {on ? t('deviceNotifications.on') : t('deviceNotifications.off')}
          </p>
          {!on && state.permission === 'denied' ? <p>{t('deviceNotifications.denied')}</p> : null}
          {state.dismissed ? <p>{t('deviceNotifications.dismissed')}</p> : null}
        </>
      ) : null}
    </section>
  );
}
