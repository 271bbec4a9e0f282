import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Loading, useLoad } from 'shared-kernel';
import {
  formSchema,
  heightSchema,
  userBrthdyDeSchema,
  userEmailSchema,
  userGenderCodeSchema,
  userNmAnyScriptSchema,
} from 'shared-kernel/isomorphic';
import { AuthPage } from '../page-layout/AuthPage';
import { LoadFailure } from '../page-layout/LoadFailure';
import { IdentityFields, TextField, useErrorsFollowValues, useForm } from '../forms';
import { heightValue } from '../forms/height';
import type { Agreement } from '../terms';
import styles from '../auth.module.css';
import { fetchPlatformInfo, type PlatformInfo } from './api';
import { refuseAndLogOut } from './TransferIntroPage';
import { transferStart, useTransfer } from './TransferState';
import { useCompleteTransfer } from './useCompleteTransfer';

const fields = ['userNm', 'userBrthdyDe', 'userGenderCode', 'userEmail', 'height'] as const;
type Field = (typeof fields)[number];
/** The kernel's birth-date rule takes 1900 onwards, up to today. */

/**
 * The values a completed account needs (name, birth date, gender), e-mail and height optional. The name comes
 * from the older platform, in either script, as the API takes it: a Korean name is not refused because the app
 * is read in Khmer.
 */
const schema = formSchema(
  {
    userNm: userNmAnyScriptSchema,
    userBrthdyDe: userBrthdyDeSchema,
    userGenderCode: userGenderCodeSchema,
    userEmail: userEmailSchema,
    height: heightSchema,
  },
  ['userNm', 'userBrthdyDe', 'userGenderCode'],
);

export function AddInfoPage() {
  const { transfer } = useTransfer();
  if (!transfer.consented || !transfer.agreements) return <Navigate to={transferStart} replace />;
  return <AddInfo agreements={transfer.agreements} />;
}

/** Loads what the older platform knew first (spec 2), then asks for the rest. */
function AddInfo({ agreements }: { agreements: Agreement[] }) {
  const { t } = useTranslation('auth');
  const { loaded, retry } = useLoad(fetchPlatformInfo);
  return (
    <AuthPage title={t('platform.title')} onBack={() => void refuseAndLogOut('M0166')}>
      <h2 className={styles.heading}>{t('platform.addInfoHeading')}</h2>
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
      {loaded.state === 'ready' ? <AddInfoForm info={loaded.value} agreements={agreements} /> : null}
    </AuthPage>
  );
}

function AddInfoForm({ info, agreements }: { info: PlatformInfo; agreements: Agreement[] }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { update } = useTransfer();
  const complete = useCompleteTransfer();
  const form = useForm(fields);
  const { userInfo } = info;
  const [values, setValues] = useState({
    userNm: userInfo.userNm ?? '',
    userBrthdyDe: userInfo.userBrthdyDe ?? '',
    userGenderCode: userInfo.userGenderCode ?? '',
    userEmail: userInfo.userEmail ?? '',
    height: userInfo.height === null ? '' : String(userInfo.height),
  });
  const [busy, setBusy] = useState(false);
  const formValues = { ...values, height: heightValue(values.height) };
  useErrorsFollowValues(form, schema, formValues);
  const set = (field: Field, value: string) => setValues((previous) => ({ ...previous, [field]: value }));
  const missing = (field: string) => info.missingFields.includes(field);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await form.check(schema, formValues))) return;
    const details = {
      userNm: values.userNm,
      userBrthdyDe: values.userBrthdyDe,
      userGenderCode: values.userGenderCode,
      userEmail: values.userEmail.trim() || null,
      height: formValues.height ?? null,
    };
    update({ details });
    if (!userInfo.userMphonNo || missing('mobilePhone')) {
      navigate('/register/user/identify');
      return;
    }
    setBusy(true);
    await complete(agreements, details, { mobilePhone: userInfo.userMphonNo });
    setBusy(false);
  }

  const textField = (field: 'userEmail' | 'height', label: string, extra: object = {}) => (
    <TextField
      id={form.idOf(field)}
      label={label}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      onBlur={() => void form.checkField(field, schema, formValues)}
      error={form.errors[field]}
      hint={missing(field) ? t('platform.missing') : undefined}
      {...extra}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('platform.addInfoLead')}</p>
      <IdentityFields
        form={form}
        schema={schema}
        values={formValues}
        identity={values}
        onChange={set}
        hintOf={(field) => (missing(field) ? t('platform.missing') : undefined)}
      />
      {textField('userEmail', `${t('common:fields.userEmail')} ${t('form.optional')}`, {
        type: 'email',
        autoComplete: 'email',
      })}
      {textField('height', `${t('form.heightCm')} ${t('form.optional')}`, { inputMode: 'decimal' })}
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('form.next')}
      </button>
      <button type="button" className={styles.secondary} onClick={() => void refuseAndLogOut('M0166')}>
        {t('form.cancel')}
      </button>
    </form>
  );
}
