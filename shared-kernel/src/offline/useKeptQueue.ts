import { useSyncExternalStore } from 'react';
import { session } from '../session';
import type { KeptQueue } from './keptQueue';
import { outbox } from './outbox';

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

function subscribeToCount(listener: () => void): () => void {
  const subscription = outbox.count$.subscribe(listener);
  return () => subscription.unsubscribe();
}

/** How many kept calls of the logged-in person wait to be sent, in every area: the frame shows it. */
export function useOutboxCount(): number {
  const userId = useSessionUserId();
  return useSyncExternalStore(subscribeToCount, () => (userId ? outbox.calls(userId).length : 0));
}
