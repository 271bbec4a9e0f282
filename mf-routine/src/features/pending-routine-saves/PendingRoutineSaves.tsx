import { useTranslation } from 'react-i18next';
import { pageStyles, useKeptQueue } from 'shared-kernel';
import { keptSaves } from './keptSaves';
import { keptSaveSender } from './sending';

/**
 * Sends the routine entries kept on this phone (when the dashboard loads, when the browser is back online, and
 * every 30 s while any wait) and says how many are waiting.
 */
export function PendingRoutineSaves() {
  const { t } = useTranslation('routine');
  const count = useKeptQueue(keptSaves, keptSaveSender);
  if (count === 0) return null;
  return (
    <p role="status" className={pageStyles.pendingBanner}>
      {t('records.pending.waiting', { count })}
    </p>
  );
}
