import { bus } from '../bus';

/** Entries kept on this phone, per person, while the API cannot take them; oldest first. */
export interface KeptQueue<Entry> {
  /**
   * The person's entries, oldest first. The same array is returned while storage holds the same text, so that
   * it can be a `useSyncExternalStore` snapshot.
   */
  entriesOf(userId: string): readonly Entry[];
  /** Keeps an entry last, in place of the kept ones it `replaces`; throws when storage refuses it. */
  keep(userId: string, entry: Entry): void;
  /** Forgets that very entry (as stored), sent or refused; anything kept beside it stays. */
  remove(userId: string, entry: Entry): void;
  /** Forgets every kept entry `matches` picks. */
  removeWhere(userId: string, matches: (kept: Entry) => boolean): void;
  /** Forgets the entries of every person but `keepUserId` (of everyone without it). */
  forget(keepUserId?: string): void;
  /** Calls `listener` after every change of any person's entries; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface KeptQueueOptions<Entry> {
  /** Followed by the user id, the localStorage key of a person's entries. */
  storageKeyPrefix: string;
  /** Checks each stored entry, since anything may have written storage. */
  isEntry(value: unknown): value is Entry;
  /** True when `kept` is overtaken by the newer `entry` (only the latest value counts); by default never. */
  replaces?(kept: Entry, entry: Entry): boolean;
}

function parse<Entry>(text: string | null, isEntry: (value: unknown) => value is Entry): Entry[] {
  try {
    const stored: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(stored) ? stored.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/**
 * A queue in localStorage, one key a person. Everyone's entries are forgotten at logout: health data leaves
 * the phone with its owner's session, even when no page of the remote that kept them is showing.
 */
export function createKeptQueue<Entry>({
  storageKeyPrefix,
  isEntry,
  replaces = () => false,
}: KeptQueueOptions<Entry>): KeptQueue<Entry> {
  const storageKeyOf = (userId: string) => `${storageKeyPrefix}${userId}`;
  const listeners = new Set<() => void>();
  const lastRead = new Map<string, { text: string | null; entries: readonly Entry[] }>();
  const changed = () => listeners.forEach((listener) => listener());

  function entriesOf(userId: string): readonly Entry[] {
    const text = localStorage.getItem(storageKeyOf(userId));
    const last = lastRead.get(userId);
    if (last && last.text === text) return last.entries;
    const entries = parse(text, isEntry);
    lastRead.set(userId, { text, entries });
    return entries;
  }

  function write(userId: string, entries: readonly Entry[]): void {
    if (entries.length === 0) localStorage.removeItem(storageKeyOf(userId));
    else localStorage.setItem(storageKeyOf(userId), JSON.stringify(entries));
    changed();
  }

  function removeWhere(userId: string, matches: (kept: Entry) => boolean): void {
    const entries = entriesOf(userId);
    const others = entries.filter((kept) => !matches(kept));
    if (others.length !== entries.length) write(userId, others);
  }

  function forget(keepUserId?: string): void {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    const forgotten = keys.filter(
      (key): key is string =>
        key !== null &&
        key.startsWith(storageKeyPrefix) &&
        (keepUserId === undefined || key !== storageKeyOf(keepUserId)),
    );
    forgotten.forEach((key) => localStorage.removeItem(key));
    if (forgotten.length > 0) changed();
  }

  bus.on('session.changed').subscribe(({ payload }) => {
    if (!payload.loggedIn) forget();
  });

  return {
    entriesOf,
    keep(userId, entry) {
      write(userId, [...entriesOf(userId).filter((kept) => !replaces(kept, entry)), entry]);
    },
    remove(userId, entry) {
      // Compared as stored: a kept entry is only read back from its JSON, so equal text is the same entry.
      const stored = JSON.stringify(entry);
      removeWhere(userId, (kept) => JSON.stringify(kept) === stored);
    },
    removeWhere,
    forget,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
