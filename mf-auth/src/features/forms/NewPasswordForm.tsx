import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordFormSchema } from 'shared-kernel/isomorphic';
import styles from '../auth.module.css';
import { TextField } from './TextField';
import { useErrorsFollowValues, useForm, type Form } from './useForm';

const fields = ['userPassword', 'userPasswordConfirm'] as const;
export type NewPasswordField = (typeof fields)[number];

interface NewPasswordFormProps {
  submitLabel: string;
  busy?: boolean;
  /** Called with a password the kernel's rules accept; may show the server's refusal through `form`. */
  onSubmit(userPassword: string, form: Form<NewPasswordField>): void | Promise<void>;
}

/** A new password and its confirmation, with the rules shown under the field (sign-up and reset). */
export function NewPasswordForm({ submitLabel, busy, onSubmit }: NewPasswordFormProps) {
  const form = useForm(fields);
  const [values, setValues] = useState({ userPassword: '', userPasswordConfirm: '' });
  useErrorsFollowValues(form, passwordFormSchema, values);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await form.check(passwordFormSchema, values)) await onSubmit(values.userPassword, form);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PasswordFields form={form} values={values} onChange={setValues} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

interface PasswordFieldsProps<Field extends string> {
  form: Form<Field | NewPasswordField>;
  values: { userPassword: string; userPasswordConfirm: string };
  onChange(values: { userPassword: string; userPasswordConfirm: string }): void;
}

/** The two new-password inputs; also part of the settings' password change. */
export function PasswordFields<Field extends string>({ form, values, onChange }: PasswordFieldsProps<Field>) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        id={form.idOf('userPassword')}
        label={t('form.newPassword')}
        type="password"
        autoComplete="new-password"
        value={values.userPassword}
        onChange={(event) => onChange({ ...values, userPassword: event.target.value })}
        onBlur={() => void form.checkField('userPassword', passwordFormSchema, values)}
        hint={t('form.passwordRule')}
        error={form.errors.userPassword}
      />
      <TextField
        id={form.idOf('userPasswordConfirm')}
        label={t('common:fields.userPasswordConfirm')}
        type="password"
        autoComplete="new-password"
        value={values.userPasswordConfirm}
        onChange={(event) => onChange({ ...values, userPasswordConfirm: event.target.value })}
        error={form.errors.userPasswordConfirm}
      />
    </>
  );
}
