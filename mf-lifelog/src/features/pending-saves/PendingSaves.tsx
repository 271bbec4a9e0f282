import { useTranslation } from 'react-i18next';
import { useKeptEntries, useSessionUserId } from 'shared-kernel';
import { pendingSaves } from './pendingSaves';
import styles from './pendingSaves.module.css';

/**
 * Says how many records kept on this phone are waiting; the kernel's outbox service (started by the shell) sends
 * them whichever page is open. Mounted once, over every page of the remote.
 */
export function PendingSaves() {
  const { t } = useTranslation('lifelogRecords');
  const count = useKeptEntries(pendingSaves, useSessionUserId()).length;
  if (count === 0) return null;
  return (
    <p role="status" className={styles.banner}>
      {t('pending.waiting', { count })}
    </p>
  );
}
