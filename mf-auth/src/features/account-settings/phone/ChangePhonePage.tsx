import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, dialogs } from 'shared-kernel';
import { AuthPage } from '../../page-layout/AuthPage';
import { PhoneVerificationFields, usePhoneVerification } from '../../phone-verification';
import styles from '../../auth.module.css';
import { profilePath } from '../settingsPaths';
import { changePhone } from './api';

export function ChangePhonePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const phone = usePhoneVerification({ channel: { kind: 'user' } });
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!phone.requireVerified() || !phone.verificationId) return;
    setBusy(true);
    try {
      await changePhone(phone.normalizedPhone, phone.verificationId);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) throw error;
      phone.showPhoneError(error.message);
      return;
    }
    void dialogs.toast(t('changePhone.saved'));
    navigate(profilePath, { replace: true });
  }

  return (
    <AuthPage title={t('changePhone.title')}>
      <p className={styles.lead}>{t('changePhone.lead')}</p>
      <form className={styles.form} onSubmit={save} noValidate>
        <PhoneVerificationFields verification={phone} />
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('common:save')}
        </button>
      </form>
    </AuthPage>
  );
}
