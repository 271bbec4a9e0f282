import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

export function Loading() {
  const { t } = useTranslation('ui');
  return (
    <div className={styles.spinner} role="status">
      {t('common:loading')}
    </div>
  );
}
