import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { navigate } from 'shared-kernel';
import { AuthPage } from '../page-layout/AuthPage';
import styles from '../auth.module.css';
import { registrationStart, useRegistration } from './RegistrationState';

export function WelcomeStep() {
  const { t } = useTranslation('auth');
  const { registration, reset } = useRegistration();
  // The name is kept for this page; the registration itself is done and forgotten.
  const [name] = useState(registration.welcomeName);
  useEffect(() => reset(), [reset]);

  if (!name) return <Navigate to={registrationStart} replace />;

  return (
    <AuthPage title={t('signUp.title')}>
      <h2 className={styles.heading}>{t('signUp.welcome', { name })}</h2>
      <p className={styles.lead}>{t('signUp.welcomeText')}</p>
      <button
        type="button"
        className={styles.primary}
        onClick={() => navigate('/main/health-goal-dashboard', { replace: true })}
      >
        {t('signUp.start')}
      </button>
    </AuthPage>
  );
}
