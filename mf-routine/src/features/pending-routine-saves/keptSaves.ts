import { bus } from 'shared-kernel';
import type { DrinkingEntry, ExerciseCheck, NoSmokingEntry } from 'shared-kernel/isomorphic';
import type { DetailKind } from '../routine-common/dashboard';

/** A routine entry as it is sent: the detail it sets, its day, and the body of its PUT. */
export type RoutineSave =
  | { kind: 'exercise'; id: number; planDe: string; body: ExerciseCheck }
  | { kind: 'noSmoking'; id: number; planDe: string; body: NoSmokingEntry }
  | { kind: 'drinking'; id: number; planDe: string; body: DrinkingEntry };

/** An entry kept on this phone because the API could not take it, with when it was kept (ISO date-time). */
export type KeptSave = RoutineSave & { readonly createdAt: string };

const storageKeyPrefix = 'mf-routine.pendingSaves.';
const storageKeyOf = (userId: string) => `${storageKeyPrefix}${userId}`;
const kinds: readonly DetailKind[] = ['exercise', 'noSmoking', 'drinking'];

const listeners = new Set<() => void>();

/** Calls `listener` after every change of any queue; returns the unsubscribe. */
export function subscribeToKeptSaves(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function isKeptSave(value: unknown): value is KeptSave {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, id, planDe, body, createdAt } = value as Record<string, unknown>;
  return (
    kinds.includes(kind as DetailKind) &&
    typeof id === 'number' &&
    typeof planDe === 'string' &&
    typeof createdAt === 'string' &&
    typeof body === 'object' &&
    body !== null
  );
}

/** What storage holds for the person, as stored: a stable value for `useSyncExternalStore`. */
export function keptSavesText(userId: string): string | null {
  return localStorage.getItem(storageKeyOf(userId));
}

/** Reads a stored queue; what storage holds is checked, since anything may have written it. */
export function parseKeptSaves(text: string | null): KeptSave[] {
  try {
    const stored: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(stored) ? stored.filter(isKeptSave) : [];
  } catch {
    return [];
  }
}

/** The person's queue, oldest first. */
export function keptSavesOf(userId: string): KeptSave[] {
  return parseKeptSaves(keptSavesText(userId));
}

function write(userId: string, saves: readonly KeptSave[]): void {
  if (saves.length === 0) localStorage.removeItem(storageKeyOf(userId));
  else localStorage.setItem(storageKeyOf(userId), JSON.stringify(saves));
  listeners.forEach((listener) => listener());
}

const sameDetail = (a: RoutineSave, b: RoutineSave) => a.kind === b.kind && a.id === b.id;

/** Keeps an entry; it replaces an older one of the same detail, since only the latest value counts. */
export function keepSave(userId: string, save: KeptSave): void {
  write(userId, [...keptSavesOf(userId).filter((kept) => !sameDetail(kept, save)), save]);
}

/**
 * Forgets the kept entry of the detail `save` sets: that very entry when `save` is a kept one (sent or refused;
 * a newer value kept meanwhile stays), else whatever is kept for the detail (overtaken by a value just sent).
 */
export function forgetSave(userId: string, save: RoutineSave | KeptSave): void {
  const keptAt = 'createdAt' in save ? save.createdAt : undefined;
  const saves = keptSavesOf(userId);
  const others = saves.filter(
    (kept) => !sameDetail(kept, save) || (keptAt !== undefined && kept.createdAt !== keptAt),
  );
  if (others.length !== saves.length) write(userId, others);
}

/** Forgets the queue of every person but `keepUserId` (of everyone without it). */
export function forgetKeptSaves(keepUserId?: string): void {
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

// A person's routine entries leave the phone with their session.
bus.on('session.changed').subscribe(({ payload }) => {
  if (!payload.loggedIn) forgetKeptSaves();
});
