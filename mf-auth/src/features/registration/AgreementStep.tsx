import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Loading } from 'shared-kernel';
import { useLoad } from '../page-layout/useLoad';
import { LoadFailure } from '../page-layout/LoadFailure';
import { agreementsOf, fetchSignUpTerms, TermsChecklist, useTermsCheck } from '../terms';
import styles from '../auth.module.css';
import { useRegistration } from './RegistrationState';
import { SignUpPage } from './SignUpPage';

export function AgreementStep() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const id = useId();
  const { registration, update } = useRegistration();
  const { loaded, retry } = useLoad(fetchSignUpTerms);
  const [agreed, setAgreed] = useState<Record<string, boolean>>(() =>
    Object.fromEntries((registration.agreements ?? []).map((entry) => [entry.stplatCode, entry.agreed])),
  );
  const termsCheck = useTermsCheck(id);

  async function next(event: FormEvent) {
    event.preventDefault();
    if (loaded.state !== 'ready' || !(await termsCheck.check(loaded.value, agreed))) return;
    update({ agreements: agreementsOf(loaded.value, agreed) });
    navigate('/register/identify');
  }

  return (
    <SignUpPage step={1} heading={t('signUp.agreementHeading')}>
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
      {loaded.state === 'ready' ? (
        <form className={styles.form} onSubmit={next} noValidate>
          <TermsChecklist
            id={id}
            terms={loaded.value}
            agreed={agreed}
            onChange={(value) => {
              setAgreed(value);
              termsCheck.clear();
            }}
            error={termsCheck.error}
          />
          <button type="submit" className={styles.primary}>
            {t('form.next')}
          </button>
        </form>
      ) : null}
    </SignUpPage>
  );
}
