import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs, EmptyState, logout, PageHeader, session, userApi, type SessionUser } from 'shared-kernel';
import { LanguageSelect } from '../language/LanguageSelect';
import styles from '../auth.module.css';

export function AccountSettingsPage() {
  const { t } = useTranslation('auth');
  const [user, setUser] = useState<SessionUser | null>(session.snapshot().userInfo);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    userApi
      .get<SessionUser>('/api/user')
      .then(({ data }) => {
        session.setUserInfo(data);
        setUser(data);
      })
      .catch(() => setLoadFailed(true));
  }, []);

  async function confirmLogout() {
    if (await dialogs.confirm({ message: t('settings.logoutConfirm') })) await logout();
  }

  return (
    <>
      <PageHeader title={t('settings.title')} />
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="account-heading">
          <h2 id="account-heading">{t('settings.account')}</h2>
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
        <LanguageSelect />
        <button type="button" className={styles.secondary} onClick={() => void confirmLogout()}>
          {t('settings.logout')}
        </button>
      </div>
    </>
  );
}
