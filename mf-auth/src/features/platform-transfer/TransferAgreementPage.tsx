import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Loading, session } from 'shared-kernel';
import { useLoad } from '../page-layout/useLoad';
import { AuthPage } from '../page-layout/AuthPage';
import { LoadFailure } from '../page-layout/LoadFailure';
import { agreementsOf, TermsChecklist, useTermsCheck, type AgreedTerm } from '../terms';
import styles from '../auth.module.css';
import { fetchPlatformInfo, isAgreedTermList } from './api';
import { refuseAndLogOut } from './TransferIntroPage';
import { transferStart, useTransfer } from './TransferState';

/** The terms the login brought along (session's platformRegInfo), else asked for again. */
async function loadTerms(): Promise<AgreedTerm[]> {
  const agreeInfo = session.snapshot().platformRegInfo?.agreeInfo;
  if (isAgreedTermList(agreeInfo)) return agreeInfo.stplatList;
  return (await fetchPlatformInfo()).terms;
}

export function TransferAgreementPage() {
  const { transfer } = useTransfer();
  if (!transfer.consented) return <Navigate to={transferStart} replace />;
  return <TransferAgreementForm />;
}

function TransferAgreementForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const id = useId();
  const { transfer, update } = useTransfer();
  const { loaded, retry } = useLoad(loadTerms);
  const [choices, setChoices] = useState<Record<string, boolean> | null>(() =>
    transfer.agreements
      ? Object.fromEntries(transfer.agreements.map((entry) => [entry.stplatCode, entry.agreed]))
      : null,
  );
  const termsCheck = useTermsCheck(id);
  const agreed =
    choices ??
    (loaded.state === 'ready'
      ? Object.fromEntries(loaded.value.map((term) => [term.stplatCode, term.agreed]))
      : {});

  async function next(event: FormEvent) {
    event.preventDefault();
    if (loaded.state !== 'ready' || !(await termsCheck.check(loaded.value, agreed))) return;
    update({ agreements: agreementsOf(loaded.value, agreed) });
    navigate('/register/platform/add/info');
  }

  return (
    <AuthPage title={t('platform.title')}>
      <h2 className={styles.heading}>{t('platform.agreementHeading')}</h2>
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
      {loaded.state === 'ready' ? (
        <form className={styles.form} onSubmit={next} noValidate>
          <TermsChecklist
            id={id}
            terms={loaded.value}
            agreed={agreed}
            onChange={(value) => {
              setChoices(value);
              termsCheck.clear();
            }}
            error={termsCheck.error}
          />
          <button type="submit" className={styles.primary}>
            {t('form.next')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => void refuseAndLogOut('M0172')}>
            {t('platform.disagree')}
          </button>
        </form>
      ) : null}
    </AuthPage>
  );
}
