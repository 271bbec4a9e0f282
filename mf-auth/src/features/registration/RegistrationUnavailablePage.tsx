import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, PageHeader } from 'shared-kernel';
import styles from '../auth.module.css';

/** Sign-up, recovery and migration consent arrive with the accounts issue; until then this says so. */
export function RegistrationUnavailablePage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageHeader title={t('registration.title')} />
      <EmptyState title={t('registration.emptyTitle')}>{t('registration.emptyText')}</EmptyState>
      <nav className={styles.links}>
        <Link to="/intro/login">{t('registration.backToLogin')}</Link>
      </nav>
    </>
  );
}
