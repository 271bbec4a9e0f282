import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  deviceTimeZone,
  dialogs,
  Loading,
  loadSettings,
  saveSettings,
  Switch,
  TimeField,
  useLoad,
} from 'shared-kernel';
import {
  isTimeOfDay,
  notificationTopicNames,
  type NotificationTopic,
  type QuietHours,
  type UserSettings,
} from 'shared-kernel/isomorphic';
import { DeviceNotifications } from '../../device-notifications/DeviceNotifications';
import { AuthPage } from '../../page-layout/AuthPage';
import { LoadFailure } from '../../page-layout/LoadFailure';
import styles from '../../auth.module.css';

/** What quiet hours start as when turned on: the night, as most people sleep. */
const nightQuietHours: QuietHours = { start: '22:00', end: '07:00' };

/**
 * Settings → notifications (issue 36.1): which notifications the person gets, quiet hours, and this device's
 * pushes. Each change is saved at once; the API then stores and pushes only what the person wants.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation('auth');
  const { loaded, retry } = useLoad(loadSettings);
  return (
    <AuthPage title={t('notificationSettings.title')}>
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
      {loaded.state === 'ready' ? <NotificationSettings initial={loaded.value} /> : null}
      <DeviceNotifications />
    </AuthPage>
  );
}

function NotificationSettings({ initial }: { initial: UserSettings }) {
  const { t } = useTranslation('auth');
  const topicsHeading = useId();
  const quietHeading = useId();
  const quietHint = useId();
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState(false);
  // Times as typed, kept apart from the saved settings until both are whole times.
  const [quietDraft, setQuietDraft] = useState<QuietHours>(initial.quietHours ?? nightQuietHours);

  /** Saves `next` (in this device's zone); on a refusal the screen shows the settings as they were. */
  async function save(next: UserSettings) {
    const before = settings;
    setSettings(next);
    setSaving(true);
    try {
      setSettings(await saveSettings({ ...next, timeZone: deviceTimeZone() ?? next.timeZone }));
      void dialogs.toast(t('notificationSettings.saved'));
    } catch (error) {
      setSettings(before);
      await dialogs.alert({
        message: error instanceof ApiError ? error.message : t('notificationSettings.saveFailed'),
      });
    } finally {
      setSaving(false);
    }
  }

  const setTopic = (topic: NotificationTopic, on: boolean) =>
    save({ ...settings, notifications: { ...settings.notifications, [topic]: on } });

  function changeQuietTime(part: keyof QuietHours, value: string) {
    const draft = { ...quietDraft, [part]: value };
    setQuietDraft(draft);
    if (settings.quietHours && isTimeOfDay(draft.start) && isTimeOfDay(draft.end))
      void save({ ...settings, quietHours: draft });
  }

  return (
    <>
      <section className={styles.card} aria-labelledby={topicsHeading}>
        <h2 id={topicsHeading} className={styles.heading}>
          {t('notificationSettings.topicsTitle')}
        </h2>
        <p className={styles.hint}>{t('notificationSettings.topicsLead')}</p>
        {notificationTopicNames.map((topic) => (
          <Switch
            key={topic}
            label={t(`notificationSettings.topics.${topic}`)}
            checked={settings.notifications[topic]}
            disabled={saving}
            onChange={(on) => void setTopic(topic, on)}
          />
        ))}
      </section>
      <section className={styles.card} aria-labelledby={quietHeading}>
        <h2 id={quietHeading} className={styles.heading}>
          {t('notificationSettings.quietTitle')}
        </h2>
        <Switch
          label={t('notificationSettings.quietSwitch')}
          checked={settings.quietHours !== null}
          describedBy={quietHint}
          disabled={saving}
          onChange={(on) => void save({ ...settings, quietHours: on ? quietDraft : null })}
        />
        <p id={quietHint} className={styles.hint}>
          {t('notificationSettings.quietLead')}
        </p>
        {settings.quietHours ? (
          <>
            <TimeField
              label={t('notificationSettings.quietStart')}
              value={quietDraft.start}
              invalid={!isTimeOfDay(quietDraft.start)}
              onChange={(value) => changeQuietTime('start', value)}
            />
            <TimeField
              label={t('notificationSettings.quietEnd')}
              value={quietDraft.end}
              invalid={!isTimeOfDay(quietDraft.end)}
              onChange={(value) => changeQuietTime('end', value)}
            />
          </>
        ) : null}
      </section>
    </>
  );
}
