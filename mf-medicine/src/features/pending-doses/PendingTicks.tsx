import { useTranslation } from 'react-i18next';
import { useKeptQueue, pageStyles as styles } from 'shared-kernel';
import { keptTicks } from './keptDoses';
import { keptTickSender } from './sending';

/**
 * Sends the doses ticked on this phone while offline (when the schedule shows, when the browser is back online,
 * and every 30 s while any wait) and says how many are waiting.
 */
export function PendingTicks() {
  const { t } = useTranslation('medicine');
  const count = useKeptQueue(keptTicks, keptTickSender);
  if (count === 0) return null;
  return (
    <p role="status" className={styles.pendingBanner}>
      {t('pending.waiting', { count })}
    </p>
  );
}
