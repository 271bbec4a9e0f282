import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { session } from 'shared-kernel';
import { AuthPage } from '../page-layout/AuthPage';
import { TermsAgreementForm, type AgreedTerm } from '../terms';
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
  const { transfer, update } = useTransfer();

  return (
    <AuthPage title={t('platform.title')}>
      <h2 className={styles.heading}>{t('platform.agreementHeading')}</h2>
      <TermsAgreementForm
        load={loadTerms}
        previous={transfer.agreements}
        initialChoice={(term) => term.agreed}
        onAgreed={(agreements) => {
          update({ agreements });
          navigate('/register/platform/add/info');
        }}
      >
        <button type="button" className={styles.secondary} onClick={() => void refuseAndLogOut('M0172')}>
          {t('platform.disagree')}
        </button>
      </TermsAgreementForm>
    </AuthPage>
  );
}
