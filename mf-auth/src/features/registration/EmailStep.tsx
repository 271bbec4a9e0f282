import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { formSchema, userEmailSchema } from 'shared-kernel/isomorphic';
import { TextField, useErrorsFollowValues, useForm } from '../forms';
import styles from '../auth.module.css';
import { registrationStart, useRegistration } from './RegistrationState';
import { SignUpPage } from './SignUpPage';

const emailFormSchema = formSchema({ userEmail: userEmailSchema }, []);
const fields = ['userEmail'] as const;

export function EmailStep() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { registration, update } = useRegistration();
  const form = useForm(fields);
  const [userEmail, setUserEmail] = useState(registration.userEmail ?? '');
  useErrorsFollowValues(form, emailFormSchema, { userEmail });

  if (!registration.userPassword) return <Navigate to={registrationStart} replace />;

  function go(email: string | null) {
    update({ userEmail: email });
    navigate('/register/info/d');
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    if (await form.check(emailFormSchema, { userEmail })) go(userEmail.trim() || null);
  }

  return (
    <SignUpPage step={5} heading={t('signUp.emailHeading')}>
      <form className={styles.form} onSubmit={next} noValidate>
        <TextField
          id={form.idOf('userEmail')}
          label={`${t('common:fields.userEmail')} ${t('form.optional')}`}
          type="email"
          autoComplete="email"
          value={userEmail}
          onChange={(event) => setUserEmail(event.target.value)}
          onBlur={() => void form.checkField('userEmail', emailFormSchema, { userEmail })}
          error={form.errors.userEmail}
        />
        <button type="submit" className={styles.primary}>
          {t('form.next')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => go(null)}>
          {t('form.skip')}
        </button>
      </form>
    </SignUpPage>
  );
}
