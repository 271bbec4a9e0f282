import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/** Top bar of a page outside the /main frame: a back button and the page title as its heading. */
export function PageHeader({ title, onBack }: { title: string; onBack?: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <header className={styles.pageHeader}>
      <button
        type="button"
        className={styles.iconButton}
        onClick={onBack ?? (() => history.back())}
        aria-label={t('common:back')}
      >
        ←
      </button>
      <h1 className={styles.pageTitle}>{title}</h1>
    </header>
  );
}
