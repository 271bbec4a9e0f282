import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from 'shared-kernel';
import { forgetKeptSaves, keptSavesOf, subscribeToKeptSaves } from './keptSaves';
import { retryIntervalMs, sendKeptSaves } from './sending';
import styles from './pendingRoutineSaves.module.css';

function subscribeToSession(listener: () => void): () => void {
  const subscription = session.changes$.subscribe(listener);
  return () => subscription.unsubscribe();
}

export function useSessionUserId(): string | null {
  return useSyncExternalStore(subscribeToSession, () => session.snapshot().userInfo?.userId ?? null);
}

function useKeptCount(userId: string | null): number {
  return useSyncExternalStore(subscribeToKeptSaves, () => (userId ? keptSavesOf(userId).length : 0));
}

/**
 * Sends the routine entries kept on this phone (when the dashboard loads, when the browser is back online, and
 * every 30 s while any wait) and says how many are waiting.
 */
export function PendingRoutineSaves() {
  const { t } = useTranslation('routine');
  const userId = useSessionUserId();
  const count = useKeptCount(userId);
  const waiting = count > 0;

  useEffect(() => {
    if (!userId) return;
    // Another person's entries, kept before a logout this remote did not see, never stay beside this one's.
    forgetKeptSaves(userId);
    const send = () => void sendKeptSaves(userId);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [userId]);

  useEffect(() => {
    if (!userId || !waiting) return;
    const timer = setInterval(() => void sendKeptSaves(userId), retryIntervalMs);
    return () => clearInterval(timer);
  }, [userId, waiting]);

  if (!waiting) return null;
  return (
    <p role="status" className={styles.banner}>
      {t('records.pending.waiting', { count })}
    </p>
  );
}
