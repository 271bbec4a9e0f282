import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bridge, dialogs } from 'shared-kernel';
import styles from './notifications.module.css';

/**
 * "Turn on browser notifications": offered only while the browser has not asked yet, since a browser never
 * asks twice (a refusal is changed in its own settings). The native shell asks for the OS permission itself.
 */
export function BrowserNotificationSwitch() {
  const { t } = useTranslation('channel');
  const api = window.Notification;
  const [permission, setPermission] = useState(api?.permission);
  if (!api || permission !== 'default' || bridge.isNativeHost()) return null;

  async function ask(notificationApi: typeof Notification) {
    const answer = await notificationApi.requestPermission();
    setPermission(answer);
    if (answer === 'granted') void dialogs.toast(t('notifications.browserEnabled'));
    else if (answer === 'denied') void dialogs.alert({ message: t('notifications.browserDenied') });
  }

  return (
    <button type="button" className={styles.switchButton} onClick={() => void ask(api)}>
      {t('notifications.enableBrowser')}
    </button>
  );
}
