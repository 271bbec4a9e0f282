import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentLanguage } from 'shared-kernel';
import { passwordResetIdentifyFormSchemaFor } from 'shared-kernel/isomorphic';
import { AuthPage } from '../page-layout/AuthPage';
import { TextField, useErrorsFollowValues, useForm } from '../forms';
import { PhoneVerificationFields, usePhoneVerification } from '../phone-verification';
import styles from '../auth.module.css';
import { knownAccountFrom, useRecovery } from './RecoveryState';

const fields = ['userId', 'userNm'] as const;

/** Who resets a password: id, name and a verified phone of that account (M0188 unknown id, M0185 mismatch). */
export function ResetIdentifyPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { setReset } = useRecovery();
  const form = useForm(fields);
  const { state } = useLocation();
  // The id search hands on the account it found (issue 35.13).
  const [known] = useState(() => knownAccountFrom(state));
  const [values, setValues] = useState({ userId: known.userId ?? '', userNm: known.userNm ?? '' });
  const schema = passwordResetIdentifyFormSchemaFor(currentLanguage());
  useErrorsFollowValues(form, schema, values);
  const phone = usePhoneVerification({
    channel: { kind: 'open', purpose: 'resetPassword' },
    initialPhone: known.mobilePhone,
    beforeSend: () => form.check(schema, values),
    requestExtras: () => values,
    onSendError: (error) => {
      if (error.code !== 'M0188') return false;
      form.showError('userId', error.message);
      return true;
    },
  });

  async function next(event: FormEvent) {
    event.preventDefault();
    if (!(await form.check(schema, values)) || !phone.requireVerified() || !phone.verificationId) return;
    setReset({ userId: values.userId, verificationId: phone.verificationId });
    navigate('/register/search/pw/reset');
  }

  const set = (field: (typeof fields)[number], value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  return (
    <AuthPage title={t('resetPassword.title')}>
      <p className={styles.lead}>{t('resetPassword.lead')}</p>
      <form className={styles.form} onSubmit={next} noValidate>
        <TextField
          id={form.idOf('userId')}
          label={t('common:fields.userId')}
          autoComplete="username"
          autoCapitalize="none"
          value={values.userId}
          onChange={(event) => set('userId', event.target.value)}
          onBlur={() => void form.checkField('userId', schema, values)}
          error={form.errors.userId}
        />
        <TextField
          id={form.idOf('userNm')}
          label={t('common:fields.userNm')}
          autoComplete="name"
          value={values.userNm}
          onChange={(event) => set('userNm', event.target.value)}
          onBlur={() => void form.checkField('userNm', schema, values)}
          error={form.errors.userNm}
        />
        <PhoneVerificationFields verification={phone} />
        <button type="submit" className={styles.primary}>
          {t('form.next')}
        </button>
      </form>
    </AuthPage>
  );
}
