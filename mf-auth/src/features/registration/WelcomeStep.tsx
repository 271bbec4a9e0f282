import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { navigate, session } from 'shared-kernel';
import { AuthPage } from '../page-layout/AuthPage';
import styles from '../auth.module.css';
import { homePath, useRegistration, type Registration } from './RegistrationState';

/**
 * Who is welcomed: the person just registered or, after a reload (the registration lives in memory only), the
 * account the sign-up logged in. Without either there is nobody to welcome.
 */
function welcomedName(registration: Registration): string | null {
  if (registration.welcomeName) return registration.welcomeName;
  return session.isLoggedIn() ? (session.snapshot().userInfo?.userNm ?? null) : null;
}

export function WelcomeStep() {
  const { t } = useTranslation('auth');
  const { registration, reset } = useRegistration();
  // The name is kept for this page; the registration itself is done and forgotten.
  const [name] = useState(() => welcomedName(registration));
  useEffect(() => reset(), [reset]);

  // The account exists once this page is reached: never back to the sign-up's first step, but into the app when
  // logged in, else to logging in.
  if (!name) return <Navigate to={session.isLoggedIn() ? homePath : '/intro/login'} replace />;

  return (
    <AuthPage title={t('signUp.title')} onBack={() => navigate(homePath, { replace: true })}>
      <h2 className={styles.heading}>{t('signUp.welcome', { name })}</h2>
      <p className={styles.lead}>{t('signUp.welcomeText')}</p>
      <button type="button" className={styles.primary} onClick={() => navigate(homePath, { replace: true })}>
        {t('signUp.start')}
      </button>
    </AuthPage>
  );
}
