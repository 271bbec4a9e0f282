import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from 'shared-kernel';
import styles from '../../auth.module.css';

/** Shown after the account was deleted, so without a session. */
export function DeleteCompletePage() {
  const { t } = useTranslation('auth');
  // Without a page header, the page names the tab itself, in the current language (issue 36.7).
  useDocumentTitle(t('withdrawal.doneHeading'));
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
