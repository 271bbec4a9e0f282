import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError, dialogs, login } from 'shared-kernel';
import { profileFormSchema } from 'shared-kernel/isomorphic';
import { TextField, useErrorsFollowValues, useForm } from '../forms';
import { heightValue } from '../forms/height';
import styles from '../auth.module.css';
import type { Agreement } from '../terms';
import { signUp, type Identity } from './api';
import { registrationStart, useRegistration } from './RegistrationState';
import { SignUpPage } from './SignUpPage';

const fields = ['height'] as const;

/** The step that owns each field the API may refuse, to send the person back there. */
const stepOfField: Readonly<Record<string, string>> = {
  userId: '/register/info/a',
  userPassword: '/register/info/b',
  userEmail: '/register/info/c',
  userNm: '/register/identify',
  userBrthdyDe: '/register/identify',
  userGenderCode: '/register/identify',
  mobilePhone: '/register/identify',
  verificationId: '/register/identify',
  agreements: registrationStart,
};
const stepOfCode: Readonly<Record<string, string>> = {
  M0141: registrationStart,
  M0142: '/register/identify',
  M0075: '/register/info/a',
  M1171: '/register/info/a',
  M0168: '/register/identify',
};

interface Ready {
  identity: Identity;
  userId: string;
  userPassword: string;
  userEmail: string | null;
  agreements: Agreement[];
}

export function HeightStep() {
  const { registration } = useRegistration();
  const { identity, userId, userPassword, userEmail, agreements } = registration;
  if (!identity || !userId || !userPassword || !agreements)
    return <Navigate to={registrationStart} replace />;
  return <HeightForm ready={{ identity, userId, userPassword, userEmail, agreements }} />;
}

function HeightForm({ ready }: { ready: Ready }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { registration, update } = useRegistration();
  const form = useForm(fields);
  const [height, setHeight] = useState(registration.height === null ? '' : String(registration.height));
  useErrorsFollowValues(form, profileFormSchema, { height: heightValue(height) });
  const [busy, setBusy] = useState(false);

  async function showRefusal(error: ApiError) {
    await dialogs.alert({ message: error.message });
    if (error.field === 'height') form.showError('height', error.message);
    else {
      const step = stepOfField[error.field ?? ''] ?? stepOfCode[error.code];
      if (step) navigate(step);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = heightValue(height);
    if (!(await form.check(profileFormSchema, { height: value }))) return;
    setBusy(true);
    const { identity, userId, userPassword, userEmail, agreements } = ready;
    try {
      await signUp({
        ...identity,
        userId,
        userPassword,
        agreements,
        ...(userEmail && { userEmail }),
        ...(value !== undefined && { height: value }),
      });
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) throw error;
      update({ height: value ?? null });
      await showRefusal(error);
      return;
    }
    try {
      await login(userId, userPassword);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await dialogs.alert({ message: error.message });
      navigate('/intro/login', { replace: true });
      return;
    }
    update({ welcomeName: identity.userNm });
    navigate('/register/info/end', { replace: true });
  }

  return (
    <SignUpPage step={6} heading={t('signUp.heightHeading')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          id={form.idOf('height')}
          label={`${t('form.heightCm')} ${t('form.optional')}`}
          inputMode="decimal"
          value={height}
          onChange={(event) => setHeight(event.target.value)}
          onBlur={() => void form.checkField('height', profileFormSchema, { height: heightValue(height) })}
          error={form.errors.height}
        />
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('signUp.submit')}
        </button>
      </form>
    </SignUpPage>
  );
}
