import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

/** What an area says when what it needs could not be loaded, with a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.error}>{message}</p>
      <button type="button" className={styles.secondary} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
