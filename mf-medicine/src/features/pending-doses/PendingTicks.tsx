import { useTranslation } from 'react-i18next';
import { useKeptEntries, useSessionUserId, pageStyles as styles } from 'shared-kernel';
import { keptTicks } from './keptDoses';

/**
 * Says how many doses ticked on this phone while offline are waiting; the kernel's outbox service (started by
 * the shell) sends them whichever page is open.
 */
export function PendingTicks() {
  const { t } = useTranslation('medicine');
  const count = useKeptEntries(keptTicks, useSessionUserId()).length;
  if (count === 0) return null;
  return (
    <p role="status" className={styles.pendingBanner}>
      {t('pending.waiting', { count })}
    </p>
  );
}
