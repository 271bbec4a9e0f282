import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { AuthPage } from '../page-layout/AuthPage';
import { PhoneVerificationFields, usePhoneVerification } from '../phone-verification';
import type { Agreement } from '../terms';
import styles from '../auth.module.css';
import type { TransferDetails } from './api';
import { transferStart, useTransfer } from './TransferState';
import { useCompleteTransfer } from './useCompleteTransfer';

/** `/register/user/identify`: a migrated account without a phone verifies one, then the move completes. */
export function TransferIdentifyPage() {
  const { transfer } = useTransfer();
  if (!transfer.agreements || !transfer.details) return <Navigate to={transferStart} replace />;
  return <TransferIdentifyForm agreements={transfer.agreements} details={transfer.details} />;
}

function TransferIdentifyForm({
  agreements,
  details,
}: {
  agreements: Agreement[];
  details: TransferDetails;
}) {
  const { t } = useTranslation('auth');
  const complete = useCompleteTransfer();
  const phone = usePhoneVerification({ channel: { kind: 'user' } });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!phone.requireVerified() || !phone.verificationId) return;
    setBusy(true);
    await complete(
      agreements,
      details,
      { mobilePhone: phone.normalizedPhone, verificationId: phone.verificationId },
      phone.showPhoneError,
    );
    setBusy(false);
  }

  return (
    <AuthPage title={t('platform.title')}>
      <h2 className={styles.heading}>{t('platform.identifyHeading')}</h2>
      <p className={styles.lead}>{t('platform.identifyLead')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PhoneVerificationFields verification={phone} />
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('platform.complete')}
        </button>
      </form>
    </AuthPage>
  );
}
