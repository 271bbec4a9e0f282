import { outbox, type NewCall, type QueuedCall } from './outbox';

/** One remote's entries in the app's outbox (see `outbox`), per person, oldest first. */
export interface KeptQueue<Entry> {
  /**
   * The person's entries, oldest first. The same array is returned while the outbox holds the same calls, so
   * that it can be a `useSyncExternalStore` snapshot.
   */
  entriesOf(userId: string): readonly Entry[];
  /**
   * Keeps an entry last, as the call `toCall` makes of it, in place of the kept ones it `replaces`, under
   * `idempotencyKey` (a new one unless given); throws when storage refuses it.
   */
  keep(userId: string, entry: Entry, idempotencyKey?: string): void;
  /** Forgets that very entry (as stored), sent or refused; anything kept beside it stays. */
  remove(userId: string, entry: Entry): void;
  /** Forgets every kept entry `matches` picks. */
  removeWhere(userId: string, matches: (kept: Entry) => boolean): void;
  /** Calls `listener` after every change of the outbox; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The entry of a call this queue kept, or undefined for another's. */
  entryOf(call: QueuedCall): Entry | undefined;
}

/** The call an entry makes, without what the queue adds (its kind, the entry, who and when). */
export type CallOf = Omit<NewCall, 'kind' | 'entry'>;

export interface KeptQueueOptions<Entry> {
  /** The kind of the calls this queue keeps in the outbox, e.g. `mf-lifelog.pendingSaves`. */
  kind: string;
  /** Checks each stored entry, since anything may have written storage. */
  isEntry(value: unknown): value is Entry;
  /** The API call that sends the entry, and the label that tells the person about it if the API refuses it. */
  toCall(entry: Entry): CallOf;
  /** True when `kept` is overtaken by the newer `entry` (only the latest value counts); by default never. */
  replaces?(kept: Entry, entry: Entry): boolean;
}

/**
 * A remote's view of the app-wide outbox: its entries go there as self-describing API calls, which the kernel's
 * outbox service sends from any page; it reads back only its own kind. Forgotten at logout with the outbox.
 */
export function createKeptQueue<Entry>({
  kind,
  isEntry,
  toCall,
  replaces = () => false,
}: KeptQueueOptions<Entry>): KeptQueue<Entry> {
  const lastRead = new Map<string, { calls: readonly QueuedCall[]; entries: readonly Entry[] }>();

  const entryOf = (call: QueuedCall): Entry | undefined =>
    call.kind === kind && isEntry(call.entry) ? call.entry : undefined;

  function entriesOf(userId: string): readonly Entry[] {
    const calls = outbox.calls(userId);
    const last = lastRead.get(userId);
    if (last && last.calls === calls) return last.entries;
    const entries = calls.map(entryOf).filter((entry): entry is Entry => entry !== undefined);
    lastRead.set(userId, { calls, entries });
    return entries;
  }

  function removeWhere(userId: string, matches: (kept: Entry) => boolean): void {
    outbox.removeWhere(userId, (call) => {
      const entry = entryOf(call);
      return entry !== undefined && matches(entry);
    });
  }

  return {
    entriesOf,
    keep(userId, entry, idempotencyKey) {
      const call = toCall(entry);
      outbox.keep(
        userId,
        {
          ...call,
          ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
          kind,
          entry,
        },
        (kept) => {
          const keptEntry = entryOf(kept);
          return keptEntry !== undefined && replaces(keptEntry, entry);
        },
      );
    },
    remove(userId, entry) {
      // Compared as stored: a kept entry is only read back from its JSON, so equal text is the same entry.
      const stored = JSON.stringify(entry);
      removeWhere(userId, (kept) => JSON.stringify(kept) === stored);
    },
    removeWhere,
    subscribe: outbox.subscribe,
    entryOf,
  };
}
