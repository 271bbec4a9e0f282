import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, dialogs, messageFor, session } from 'shared-kernel';
import {
  withdrawalFormSchema,
  withdrawalReasonCodes,
  type WithdrawalReasonCode,
} from 'shared-kernel/isomorphic';
import { AuthPage } from '../../page-layout/AuthPage';
import {
  ChoiceField,
  describedBy,
  FieldMessages,
  TextField,
  useErrorsFollowValues,
  useForm,
} from '../../forms';
import styles from '../../auth.module.css';
import { profilePath } from '../settingsPaths';
import { unregister } from './api';

const fields = ['unregisterReasonCode', 'unregisterReason', 'userPassword'] as const;
type Field = (typeof fields)[number];
const reasons = Object.entries(withdrawalReasonCodes) as [
  keyof typeof withdrawalReasonCodes,
  WithdrawalReasonCode,
][];

function isReasonCode(value: string): value is WithdrawalReasonCode {
  return (Object.values(withdrawalReasonCodes) as string[]).includes(value);
}

function isField(name: string | undefined): name is Field {
  return (fields as readonly string[]).includes(name ?? '');
}

export function DeleteAccountPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm(fields);
  const [reasonCode, setReasonCode] = useState('');
  const [reason, setReason] = useState('');
  const [userPassword, setUserPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const other = reasonCode === withdrawalReasonCodes.other;
  const values = {
    unregisterReasonCode: reasonCode,
    ...(other && { unregisterReason: reason }),
    userPassword,
  };
  useErrorsFollowValues(form, withdrawalFormSchema, values);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await form.check(withdrawalFormSchema, values)) || !isReasonCode(reasonCode)) return;
    const confirmed = await dialogs.confirm({
      message: t('withdrawal.confirm'),
      confirmLabel: t('withdrawal.submit'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await unregister({
        unregisterReasonCode: reasonCode,
        userPassword,
        ...(other && { unregisterReason: reason.trim() }),
      });
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) throw error;
      if (isField(error.field)) form.showError(error.field, error.message);
      else await dialogs.alert({ message: error.message });
      return;
    }
    // The account is gone: forget the session here, without the logout's trip to the login page.
    session.clear();
    navigate(`${profilePath}/deleteComplete`, { replace: true });
  }

  const reasonId = form.idOf('unregisterReason');
  return (
    <AuthPage title={t('withdrawal.title')}>
      <h2 className={styles.heading}>{t('withdrawal.heading')}</h2>
      <ul className={styles.bullets}>
        <li>{t('withdrawal.erased')}</li>
        <li>{t('withdrawal.records')}</li>
        <li>{t('withdrawal.medicines')}</li>
        <li>{t('withdrawal.posts')}</li>
        <li>{t('withdrawal.channels')}</li>
        <li>{t('withdrawal.kept')}</li>
        <li>{messageFor('M0075')}</li>
      </ul>
      <form className={styles.form} onSubmit={submit} noValidate>
        <ChoiceField
          id={form.idOf('unregisterReasonCode')}
          legend={t('common:fields.unregisterReasonCode')}
          name="unregisterReasonCode"
          choices={reasons.map(([key, code]) => ({ value: code, label: t(`withdrawal.reasons.${key}`) }))}
          value={reasonCode}
          onChange={setReasonCode}
          error={form.errors.unregisterReasonCode}
        />
        {other ? (
          <div className={styles.field}>
            <label htmlFor={reasonId} className={styles.label}>
              {t('common:fields.unregisterReason')}
            </label>
            <textarea
              id={reasonId}
              className={styles.textarea}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={form.errors.unregisterReason ? true : undefined}
              aria-describedby={describedBy(reasonId, false, Boolean(form.errors.unregisterReason))}
            />
            <FieldMessages id={reasonId} error={form.errors.unregisterReason} />
          </div>
        ) : null}
        <TextField
          id={form.idOf('userPassword')}
          label={t('common:fields.userPassword')}
          type="password"
          autoComplete="current-password"
          value={userPassword}
          onChange={(event) => setUserPassword(event.target.value)}
          hint={t('withdrawal.passwordHint')}
          error={form.errors.userPassword}
        />
        <button type="submit" className={styles.danger} disabled={busy}>
          {t('withdrawal.submit')}
        </button>
      </form>
    </AuthPage>
  );
}
