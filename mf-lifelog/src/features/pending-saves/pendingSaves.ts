import { bus } from 'shared-kernel';
import type { buildLifelogObservation } from 'shared-kernel/isomorphic';

/** A FHIR Observation as the kernel builds it (this remote does not depend on the FHIR types itself). */
export type Observation = ReturnType<typeof buildLifelogObservation>;

/** A new record kept on this phone because the API could not take it, waiting to be sent. */
export interface PendingSave {
  /** Sent with every attempt, so that the API stores the record once however often it arrives. */
  readonly idempotencyKey: string;
  readonly observation: Observation;
  /** When it was kept (ISO date-time). */
  readonly createdAt: string;
}

const storageKeyPrefix = 'mf-lifelog.pendingSaves.';
const storageKeyOf = (userId: string) => `${storageKeyPrefix}${userId}`;

const listeners = new Set<() => void>();

/** Calls `listener` after every change of any queue; returns the unsubscribe. */
export function subscribeToPendingSaves(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isPendingSave(value: unknown): value is PendingSave {
  if (typeof value !== 'object' || value === null) return false;
  const { idempotencyKey, observation, createdAt } = value as Record<string, unknown>;
  return (
    typeof idempotencyKey === 'string' &&
    typeof createdAt === 'string' &&
    typeof observation === 'object' &&
    observation !== null &&
    (observation as { resourceType?: unknown }).resourceType === 'Observation'
  );
}

/** The person's queue, oldest first; what storage holds is checked, since anything may have written it. */
export function pendingSavesOf(userId: string): PendingSave[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKeyOf(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isPendingSave) : [];
  } catch {
    return [];
  }
}

function write(userId: string, saves: readonly PendingSave[]): void {
  if (saves.length === 0) localStorage.removeItem(storageKeyOf(userId));
  else localStorage.setItem(storageKeyOf(userId), JSON.stringify(saves));
  listeners.forEach((listener) => listener());
}

/** Throws when storage refuses it (full, or disabled). */
export function addPendingSave(userId: string, save: PendingSave): void {
  write(userId, [...pendingSavesOf(userId), save]);
}

export function removePendingSave(userId: string, idempotencyKey: string): void {
  write(
    userId,
    pendingSavesOf(userId).filter((save) => save.idempotencyKey !== idempotencyKey),
  );
}

/** Forgets the queue of every person but `keepUserId` (of everyone without it). */
export function forgetPendingSaves(keepUserId?: string): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  const forgotten = keys.filter(
    (key): key is string =>
      key !== null &&
      key.startsWith(storageKeyPrefix) &&
      (keepUserId === undefined || key !== storageKeyOf(keepUserId)),
  );
  forgotten.forEach((key) => localStorage.removeItem(key));
  if (forgotten.length > 0) listeners.forEach((listener) => listener());
}

// Health data leaves the phone with its owner's session, even when no page of this remote is showing.
bus.on('session.changed').subscribe(({ payload }) => {
  if (!payload.loggedIn) forgetPendingSaves();
});
