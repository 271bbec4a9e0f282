import { useTranslation } from 'react-i18next';
import { useKeptQueue } from 'shared-kernel';
import { pendingSaves } from './pendingSaves';
import { pendingSaveSender } from './sending';
import styles from './pendingSaves.module.css';

/**
 * Sends the records kept on this phone (when this remote mounts, when the browser is back online, and every
 * 30 s while any wait) and says how many are waiting. Mounted once, over every page of the remote.
 */
export function PendingSaves() {
  const { t } = useTranslation('lifelogRecords');
  const count = useKeptQueue(pendingSaves, pendingSaveSender);
  if (count === 0) return null;
  return (
    <p role="status" className={styles.banner}>
      {t('pending.waiting', { count })}
    </p>
  );
}
