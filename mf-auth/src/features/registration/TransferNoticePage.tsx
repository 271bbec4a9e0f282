import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthPage } from '../page-layout/AuthPage';
import styles from '../auth.module.css';

/** `/register/transfer`: the number belongs to an account of the previous platform, which is moved by logging in. */
export function TransferNoticePage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('signUp.title')}>
      <h2 className={styles.heading}>{t('transferNotice.heading')}</h2>
      <p className={styles.lead}>{t('transferNotice.text')}</p>
      <Link to="/intro/login" className={styles.primaryLink}>
        {t('transferNotice.login')}
      </Link>
    </AuthPage>
  );
}
