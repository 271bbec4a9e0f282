import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { dialogs, logout, messageFor } from 'shared-kernel';
import { AuthPage } from '../page-layout/AuthPage';
import styles from '../auth.module.css';
import { useTransfer } from './TransferState';

/** Refusing any part of the move ends the session (spec 8: consent refusal goes to login). */
export async function refuseAndLogOut(code: string): Promise<void> {
  await dialogs.alert({ message: messageFor(code) });
  await logout();
}

export function TransferIntroPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { update } = useTransfer();

  return (
    <AuthPage title={t('platform.title')} onBack={() => void refuseAndLogOut('M0167')}>
      <h2 className={styles.heading}>{t('platform.introHeading')}</h2>
      <p className={styles.lead}>{t('platform.introText')}</p>
      <ul className={styles.bullets}>
        <li>{t('platform.introKeeps')}</li>
        <li>{t('platform.introSteps')}</li>
      </ul>
      <button
        type="button"
        className={styles.primary}
        onClick={() => {
          update({ consented: true });
          navigate('/register/platform/agreement');
        }}
      >
        {t('platform.agree')}
      </button>
      <button type="button" className={styles.secondary} onClick={() => void refuseAndLogOut('M0167')}>
        {t('platform.disagree')}
      </button>
    </AuthPage>
  );
}
