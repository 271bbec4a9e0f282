import { useEffect, useSyncExternalStore } from 'react';
import { session } from '../session';
import type { KeptQueue } from './keptQueue';
import { retryIntervalMs, sendKept, type KeptSender } from './sending';

function subscribeToSession(listener: () => void): () => void {
  const subscription = session.changes$.subscribe(listener);
  return () => subscription.unsubscribe();
}

/** The logged-in person's user id, or null; follows logins and logouts. */
export function useSessionUserId(): string | null {
  return useSyncExternalStore(subscribeToSession, () => session.snapshot().userInfo?.userId ?? null);
}

const noEntries: readonly never[] = [];

/** The person's kept entries (none without a person), following every change. */
export function useKeptEntries<Entry>(queue: KeptQueue<Entry>, userId: string | null): readonly Entry[] {
  return useSyncExternalStore(queue.subscribe, () => (userId ? queue.entriesOf(userId) : noEntries));
}

/**
 * Sends the logged-in person's kept entries when mounted, when the browser is back online and every 30 s
 * while any wait, and returns how many wait. Mount it once a queue, over every page that may keep entries;
 * `sender` should be a constant, since every new one restarts the sending.
 */
export function useKeptQueue<Entry, Answer>(
  queue: KeptQueue<Entry>,
  sender: KeptSender<Entry, Answer>,
): number {
  const userId = useSessionUserId();
  const count = useKeptEntries(queue, userId).length;
  const waiting = count > 0;

  useEffect(() => {
    if (!userId) return;
    // Another person's entries, kept before a logout this remote did not see, never stay beside this one's.
    queue.forget(userId);
    const send = () => void sendKept(queue, userId, sender);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [queue, sender, userId]);

  useEffect(() => {
    if (!userId || !waiting) return;
    const timer = setInterval(() => void sendKept(queue, userId, sender), retryIntervalMs);
    return () => clearInterval(timer);
  }, [queue, sender, userId, waiting]);

  return count;
}
