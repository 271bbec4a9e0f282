import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError, currentLanguage } from 'shared-kernel';
import { identifyFormSchemaFor } from 'shared-kernel/isomorphic';
import { IdentityFields, useErrorsFollowValues, useForm } from '../forms';
import { PhoneVerificationFields, usePhoneVerification } from '../phone-verification';
import styles from '../auth.module.css';
import { identifyMember } from './api';
import { handledMembershipConflict } from './membership';
import { registrationStart, useRegistration } from './RegistrationState';
import { SignUpPage } from './SignUpPage';

const fields = ['userNm', 'userBrthdyDe', 'userGenderCode'] as const;
/** The kernel's birth-date rule takes 1900 onwards, up to today. */
type Field = (typeof fields)[number];

function isField(name: string | undefined): name is Field {
  return (fields as readonly string[]).includes(name ?? '');
}

export function IdentifyStep() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { registration, update } = useRegistration();
  const form = useForm(fields);
  const [values, setValues] = useState({ userNm: '', userBrthdyDe: '', userGenderCode: '' });
  const [busy, setBusy] = useState(false);
  const phone = usePhoneVerification({
    channel: { kind: 'open', purpose: 'register' },
    onSendError: (error) => handledMembershipConflict(error, navigate),
  });
  const schema = identifyFormSchemaFor(currentLanguage());
  const allValues = { ...values, mobilePhone: phone.mobilePhone };
  useErrorsFollowValues(form, schema, allValues);

  // Who signs up is asked again each time this step is shown (spec 2: /register/identify clears user info).
  useEffect(() => {
    update({ identity: null, userId: null, userPassword: null, userEmail: null, height: null });
  }, [update]);

  if (!registration.agreements) return <Navigate to={registrationStart} replace />;

  const set = (field: Field, value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  async function next(event: FormEvent) {
    event.preventDefault();
    if (!(await form.check(schema, allValues)) || !phone.requireVerified() || !phone.verificationId) return;
    const identity = { ...values, mobilePhone: phone.normalizedPhone, verificationId: phone.verificationId };
    setBusy(true);
    try {
      await identifyMember(identity);
      update({ identity });
      navigate('/register/info/a');
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) throw error;
      if (await handledMembershipConflict(error, navigate)) return;
      if (isField(error.field)) form.showError(error.field, error.message);
      else phone.showPhoneError(error.message);
    }
  }

  return (
    <SignUpPage step={2} heading={t('signUp.identifyHeading')}>
      <form className={styles.form} onSubmit={next} noValidate>
        <IdentityFields form={form} schema={schema} values={allValues} identity={values} onChange={set} />
        <PhoneVerificationFields verification={phone} />
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('form.next')}
        </button>
      </form>
    </SignUpPage>
  );
}
