import { useTranslation } from 'react-i18next';
import { pageStyles, useKeptEntries, useSessionUserId } from 'shared-kernel';
import { keptSaves } from './keptSaves';

/**
 * Says how many routine entries kept on this phone are waiting; the kernel's outbox service (started by the
 * shell) sends them whichever page is open.
 */
export function PendingRoutineSaves() {
  const { t } = useTranslation('routine');
  const count = useKeptEntries(keptSaves, useSessionUserId()).length;
  if (count === 0) return null;
  return (
    <p role="status" className={pageStyles.pendingBanner}>
      {t('records.pending.waiting', { count })}
    </p>
  );
}
