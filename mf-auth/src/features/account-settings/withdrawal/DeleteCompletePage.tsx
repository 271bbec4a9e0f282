import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../../auth.module.css';

/** Shown after the account was deleted, so without a session. */
export function DeleteCompletePage() {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.page}>
      <h1 className={styles.brand}>{t('withdrawal.doneHeading')}</h1>
      <p className={styles.lead}>{t('withdrawal.doneText')}</p>
      <Link to="/intro/login" className={styles.primaryLink}>
        {t('withdrawal.toLogin')}
      </Link>
    </div>
  );
}
