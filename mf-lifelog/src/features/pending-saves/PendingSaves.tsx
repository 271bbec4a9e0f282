import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from 'shared-kernel';
import { forgetPendingSaves, pendingSavesOf, subscribeToPendingSaves } from './pendingSaves';
import { retryIntervalMs, sendPendingSaves } from './sending';
import styles from './pendingSaves.module.css';

function subscribeToSession(listener: () => void): () => void {
  const subscription = session.changes$.subscribe(listener);
  return () => subscription.unsubscribe();
}

function useSessionUserId(): string | null {
  return useSyncExternalStore(subscribeToSession, () => session.snapshot().userInfo?.userId ?? null);
}

function usePendingCount(userId: string | null): number {
  return useSyncExternalStore(subscribeToPendingSaves, () => (userId ? pendingSavesOf(userId).length : 0));
}

/**
 * Sends the records kept on this phone (when this remote mounts, when the browser is back online, and every
 * 30 s while any wait) and says how many are waiting. Mounted once, over every page of the remote.
 */
export function PendingSaves() {
  const { t } = useTranslation('lifelogRecords');
  const userId = useSessionUserId();
  const count = usePendingCount(userId);
  const waiting = count > 0;

  useEffect(() => {
    if (!userId) return;
    // Another person's records, kept before a logout this remote did not see, never stay beside this one's.
    forgetPendingSaves(userId);
    const send = () => void sendPendingSaves(userId);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [userId]);

  useEffect(() => {
    if (!userId || !waiting) return;
    const timer = setInterval(() => void sendPendingSaves(userId), retryIntervalMs);
    return () => clearInterval(timer);
  }, [userId, waiting]);

  if (!waiting) return null;
  return (
    <p role="status" className={styles.banner}>
      {t('pending.waiting', { count })}
    </p>
  );
}
