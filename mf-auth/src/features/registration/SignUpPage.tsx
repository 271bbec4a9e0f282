import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '../page-layout/AuthPage';
import styles from '../auth.module.css';

/** Frame of a sign-up step: the flow's title, the step's heading and where it stands. */
export function SignUpPage({
  step,
  heading,
  children,
}: {
  step: number;
  heading: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('signUp.title')}>
      <p className={styles.stepCount}>{t('signUp.stepOf', { step, total: 6 })}</p>
      <h2 className={styles.heading}>{heading}</h2>
      {children}
    </AuthPage>
  );
}
