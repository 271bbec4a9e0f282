import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError, messageFor } from 'shared-kernel';
import { formSchema, userIdSchema, validateField } from 'shared-kernel/isomorphic';
import { TextField, useFieldMessage, useForm } from '../forms';
import styles from '../auth.module.css';
import { checkUserId } from './api';
import { registrationStart, useRegistration } from './RegistrationState';
import { SignUpPage } from './SignUpPage';

const userIdFormSchema = formSchema({ userId: userIdSchema }, ['userId']);
const fields = ['userId'] as const;

export function UserIdStep() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const fieldMessage = useFieldMessage();
  const { registration, update } = useRegistration();
  const form = useForm(fields);
  const [userId, setUserId] = useState(registration.userId ?? '');
  /** The value whose availability was confirmed; any change asks for a new check. */
  const [availableId, setAvailableId] = useState<string | null>(registration.userId);
  const [checking, setChecking] = useState(false);

  if (!registration.identity) return <Navigate to={registrationStart} replace />;

  async function checkAvailability() {
    const error = (await validateField('userId', userId)).userId;
    if (error) {
      form.showError('userId', fieldMessage(error));
      return;
    }
    setChecking(true);
    try {
      const answer = await checkUserId(userId);
      if (answer.exist) form.showError('userId', messageFor(answer.code));
      else {
        setAvailableId(userId);
        form.showError('userId', undefined);
      }
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      form.showError('userId', failure.message);
    } finally {
      setChecking(false);
    }
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    if (!(await form.check(userIdFormSchema, { userId }))) return;
    if (availableId !== userId) {
      form.showError('userId', t('signUp.checkIdFirst'));
      return;
    }
    update({ userId });
    navigate('/register/info/b');
  }

  return (
    <SignUpPage step={3} heading={t('signUp.userIdHeading')}>
      <form className={styles.form} onSubmit={next} noValidate>
        <TextField
          id={form.idOf('userId')}
          label={t('common:fields.userId')}
          autoComplete="username"
          autoCapitalize="none"
          value={userId}
          onChange={(event) => {
            setUserId(event.target.value);
            setAvailableId(null);
            form.showError('userId', undefined);
          }}
          hint={
            availableId !== null && availableId === userId ? t('signUp.idAvailable') : t('signUp.userIdRule')
          }
          error={form.errors.userId}
          action={
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void checkAvailability()}
              disabled={checking}
            >
              {t('signUp.checkId')}
            </button>
          }
        />
        <button type="submit" className={styles.primary}>
          {t('form.next')}
        </button>
      </form>
    </SignUpPage>
  );
}
