import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError, dialogs } from 'shared-kernel';
import { AuthPage } from '../page-layout/AuthPage';
import { NewPasswordForm } from '../forms/NewPasswordForm';
import styles from '../auth.module.css';
import { resetPassword } from './api';
import { resetIdentifyPath, useRecovery } from './RecoveryState';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { reset, setReset } = useRecovery();
  const [busy, setBusy] = useState(false);

  if (!reset) return <Navigate to={resetIdentifyPath} replace />;
  const { userId, verificationId } = reset;

  return (
    <AuthPage title={t('resetPassword.title')}>
      <p className={styles.lead}>{t('resetPassword.newLead', { userId })}</p>
      <NewPasswordForm
        submitLabel={t('resetPassword.submit')}
        busy={busy}
        onSubmit={async (userPassword, form) => {
          setBusy(true);
          try {
            await resetPassword(userId, { verificationId, userPassword });
          } catch (error) {
            setBusy(false);
            if (!(error instanceof ApiError)) throw error;
            if (error.field === 'userPassword') form.showError('userPassword', error.message);
            else {
              await dialogs.alert({ message: error.message });
              setReset(null);
              navigate(resetIdentifyPath, { replace: true });
            }
            return;
          }
          // The animation plays over the form just sent (its button still busy), not over an emptied first step
          // (issue 35); the verified reset goes with the recovery pages as they are left for the login.
          await dialogs.success({ message: t('resetPassword.done') });
          navigate('/intro/login', { replace: true });
        }}
      />
    </AuthPage>
  );
}
