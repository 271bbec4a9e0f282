import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, currentLanguage, formatDate } from 'shared-kernel';
import { findIdFormSchemaFor } from 'shared-kernel/isomorphic';
import { AuthPage } from '../page-layout/AuthPage';
import { TextField, useErrorsFollowValues, useForm } from '../forms';
import { PhoneVerificationFields, usePhoneVerification } from '../phone-verification';
import styles from '../auth.module.css';
import { findUserId, type FoundId } from './api';
import type { KnownAccount } from './RecoveryState';

const fields = ['userNm'] as const;

export function FindIdPage() {
  const { t } = useTranslation('auth');
  const form = useForm(fields);
  const [userNm, setUserNm] = useState('');
  const [found, setFound] = useState<FoundId | null>(null);
  const [busy, setBusy] = useState(false);
  const schema = findIdFormSchemaFor(currentLanguage());
  useErrorsFollowValues(form, schema, { userNm });
  const phone = usePhoneVerification({
    channel: { kind: 'open', purpose: 'findId' },
    beforeSend: () => form.check(schema, { userNm }),
    requestExtras: () => ({ userNm }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await form.check(schema, { userNm, mobilePhone: phone.mobilePhone }))) return;
    if (!phone.requireVerified() || !phone.verificationId) return;
    setBusy(true);
    try {
      setFound(
        await findUserId({
          userNm,
          mobilePhone: phone.normalizedPhone,
          verificationId: phone.verificationId,
        }),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      phone.showPhoneError(error.message);
    } finally {
      setBusy(false);
    }
  }

  if (found) {
    return (
      <AuthPage title={t('findId.title')}>
        <section className={styles.card} aria-labelledby="found-id-heading">
          <h2 id="found-id-heading" className={styles.heading}>
            {t('findId.found')}
          </h2>
          <dl>
            <dt>{t('common:fields.userId')}</dt>
            <dd>{found.userId}</dd>
            <dt>{t('findId.registeredDe')}</dt>
            <dd>{formatDate(found.registeredDe)}</dd>
          </dl>
        </section>
        <Link to="/intro/login" className={styles.primaryLink}>
          {t('findId.login')}
        </Link>
        <Link
          to="/register/reset/pw"
          state={{ userId: found.userId, userNm, mobilePhone: phone.normalizedPhone } satisfies KnownAccount}
          className={styles.secondaryLink}
        >
          {t('findId.resetPassword')}
        </Link>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('findId.title')}>
      <p className={styles.lead}>{t('findId.lead')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          id={form.idOf('userNm')}
          label={t('common:fields.userNm')}
          autoComplete="name"
          value={userNm}
          onChange={(event) => setUserNm(event.target.value)}
          onBlur={() => void form.checkField('userNm', schema, { userNm })}
          error={form.errors.userNm}
        />
        <PhoneVerificationFields verification={phone} />
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('findId.submit')}
        </button>
      </form>
    </AuthPage>
  );
}
