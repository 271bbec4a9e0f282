import { useTranslation } from 'react-i18next';
import { useKeptQueue } from 'shared-kernel';
import { keptSaves } from './keptSaves';
import { keptSaveSender } from './sending';
import styles from './pendingRoutineSaves.module.css';

/**
 * Sends the routine entries kept on this phone (when the dashboard loads, when the browser is back online, and
 * every 30 s while any wait) and says how many are waiting.
 */
export function PendingRoutineSaves() {
  const { t } = useTranslation('routine');
  const count = useKeptQueue(keptSaves, keptSaveSender);
  if (count === 0) return null;
  return (
    <p role="status" className={styles.banner}>
      {t('records.pending.waiting', { count })}
    </p>
  );
}
