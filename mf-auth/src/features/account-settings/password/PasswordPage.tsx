import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, dialogs } from 'shared-kernel';
import { passwordChangeFormSchema } from 'shared-kernel/isomorphic';
import { AuthPage } from '../../page-layout/AuthPage';
import { TextField, useErrorsFollowValues, useForm } from '../../forms';
import { PasswordFields } from '../../forms/NewPasswordForm';
import styles from '../../auth.module.css';
import { settingsPath } from '../settingsPaths';
import { changePassword, passwordMatches } from './api';

const fields = ['currentPassword', 'userPassword', 'userPasswordConfirm'] as const;
type Field = (typeof fields)[number];

function isField(name: string | undefined): name is Field {
  return (fields as readonly string[]).includes(name ?? '');
}

export function PasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm(fields);
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwords, setPasswords] = useState({ userPassword: '', userPasswordConfirm: '' });
  const [busy, setBusy] = useState(false);
  useErrorsFollowValues(form, passwordChangeFormSchema, { currentPassword, ...passwords });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await form.check(passwordChangeFormSchema, { currentPassword, ...passwords }))) return;
    setBusy(true);
    try {
      if (!(await passwordMatches(currentPassword))) {
        form.showError('currentPassword', t('password.wrongCurrent'));
        setBusy(false);
        return;
      }
      await changePassword(currentPassword, passwords.userPassword);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) throw error;
      if (error.field === 'currentPassword') form.showError('currentPassword', t('password.wrongCurrent'));
      else if (isField(error.field)) form.showError(error.field, error.message);
      else await dialogs.alert({ message: error.message });
      return;
    }
    void dialogs.toast(t('password.savedOthersSignedOut'));
    navigate(settingsPath, { replace: true });
  }

  return (
    <AuthPage title={t('password.title')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          id={form.idOf('currentPassword')}
          label={t('common:fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={form.errors.currentPassword}
        />
        <PasswordFields form={form} values={passwords} onChange={setPasswords} />
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('password.submit')}
        </button>
      </form>
    </AuthPage>
  );
}
