import { useTranslation } from 'react-i18next';
import { Sheet } from './Sheet';
import styles from './ui.module.css';

/** An overlay whose feature has not been built yet says so plainly, and closes. */
export function UnavailableOverlay({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <Sheet title={title} onClose={onClose}>
      <p className={styles.sheetText}>{t('notYet')}</p>
    </Sheet>
  );
}
