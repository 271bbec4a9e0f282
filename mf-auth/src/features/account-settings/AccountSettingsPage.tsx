import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ApiError,
  bridge,
  dialogs,
  EmptyState,
  loadSettings,
  logout,
  messageFor,
  PageHeader,
  saveSettings,
  session,
  type Language,
  userApi,
  type SessionUser,
} from 'shared-kernel';
import { nativeResultCodes } from 'shared-kernel/isomorphic';
import { LanguageSelect } from '../language/LanguageSelect';
import styles from '../auth.module.css';
import { settingsPath } from './settingsPaths';

/** The feedback board (고객의 소리), mf-channel's screen, reached from settings as in most Korean apps. */
const feedbackBoardPath = '/user/inqry';

const menu = [
  ['profile', 'menuProfile'],
  ['password', 'menuPassword'],
  ['sessions', 'menuSessions'],
  ['your-data', 'menuYourData'],
  ['notifications', 'menuNotifications'],
  ['blocked-people', 'menuBlockedPeople'],
  ['sharing', 'menuSharing'],
  ['lifelogConnect', 'menuLifelogConnect'],
  ['agreement', 'menuAgreements'],
  ['tutorial', 'menuTutorial'],
] as const;

/**
 * The language chosen in settings is the person's on every device they log in on (their saved settings); the
 * login page's choice stays the device's own.
 */
async function keepLanguageForEveryDevice(language: Language): Promise<void> {
  try {
    const settings = session.snapshot().settings ?? (await loadSettings({ showLanguage: false }));
    if (settings.language !== language) await saveSettings({ ...settings, language });
  } catch (error) {
    await dialogs.alert({ message: error instanceof ApiError ? error.message : messageFor('M0097') });
  }
}

export function AccountSettingsPage() {
  const { t } = useTranslation('auth');
  const [user, setUser] = useState<SessionUser | null>(session.snapshot().userInfo);
  const [loadFailed, setLoadFailed] = useState(false);
  const [appVersion, setAppVersion] = useState<string | null>(null);

  useEffect(() => {
    userApi
      .get<SessionUser>('/api/user')
      .then(({ data }) => {
        session.setUserInfo(data);
        setUser(data);
      })
      .catch(() => setLoadFailed(true));
    void bridge.call('getAppVersion').then((answer) => {
      if (answer.resultCode === nativeResultCodes.SUCCESS && answer.data.version)
        setAppVersion(answer.data.version);
    });
  }, []);

  async function confirmLogout() {
    if (await dialogs.confirm({ message: t('settings.logoutConfirm') })) await logout();
  }

  return (
    <>
      <PageHeader title={t('settings.title')} />
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="account-heading">
          <h2 id="account-heading" className={styles.heading}>
            {t('settings.account')}
          </h2>
          {user ? (
            <dl>
              <dt>{t('settings.name')}</dt>
              <dd>{user.userNm}</dd>
              <dt>{t('settings.userId')}</dt>
              <dd>{user.userId}</dd>
              <dt>{t('settings.age')}</dt>
              <dd>{t('settings.ageValue', { age: user.userAge })}</dd>
            </dl>
          ) : (
            <EmptyState title={loadFailed ? t('settings.loadFailed') : t('settings.loading')} />
          )}
        </section>
        <nav aria-label={t('settings.menu')}>
          <ul className={styles.menu}>
            {menu.map(([path, label]) => (
              <li key={path}>
                <Link to={`${settingsPath}/${path}`}>{t(`settings.${label}`)}</Link>
              </li>
            ))}
            <li>
              <Link to={feedbackBoardPath}>{t('settings.menuFeedbackBoard')}</Link>
            </li>
          </ul>
        </nav>
        <LanguageSelect onChosen={(language) => void keepLanguageForEveryDevice(language)} />
        {appVersion ? (
          <p className={styles.hint}>{t('settings.appVersion', { version: appVersion })}</p>
        ) : null}
        <button type="button" className={styles.secondary} onClick={() => void confirmLogout()}>
          {t('settings.logout')}
        </button>
      </div>
    </>
  );
}
