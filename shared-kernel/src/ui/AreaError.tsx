import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/** Shown in place of an area whose components threw while rendering; the rest of the app keeps working. */
export function AreaError({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <section className={styles.areaError} role="alert" data-error={error.name}>
      <h2 className={styles.emptyTitle}>{t('areaError.title')}</h2>
      <p className={styles.emptyText}>{t('areaError.text')}</p>
      <button type="button" className={styles.button} onClick={onRetry ?? (() => location.reload())}>
        {t('common:retry')}
      </button>
    </section>
  );
}
