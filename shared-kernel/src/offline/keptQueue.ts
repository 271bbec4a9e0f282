import {
  afterFirstRequest,
  isFirstRequestOnItsWay,
  madeIdOf,
  madeIdPlaceholder,
  outbox,
  queuedCall,
  replaceCall,
  type NewCall,
  type QueuedCall,
} from './outbox';

/** One remote's entries in the app's outbox (see `outbox`), per person, oldest first. */
export interface KeptQueue<Entry> {
  /**
   * The person's entries, oldest first. The same array is returned while the outbox holds the same calls, so
   * that it can be a `useSyncExternalStore` snapshot.
   */
  entriesOf(userId: string): readonly Entry[];
  /**
   * Keeps an entry last, as the call `toCall` makes of it, in place of the kept ones it `replaces`, under
   * `idempotencyKey` (a new one unless given); throws when storage refuses it. With `changeOfMade`, an entry kept
   * under the key of a create that may have landed (or did, sent by this page) is an edit of what it made, sent
   * after the create's answer: never a second create, never lost. So is one kept while the create's first request
   * (`sendOrKeep`'s) is on its way, once that request's answer or failure is known.
   */
  keep(userId: string, entry: Entry, idempotencyKey?: string): void;
  /**
   * Drops the entry kept under `idempotencyKey`: it is never sent again. With `changeOfMade`, a create that may
   * have landed (or did, sent by this page) has what it made deleted after its answer instead: nothing the
   * person dropped stays stored.
   */
  drop(userId: string, entry: Entry, idempotencyKey: string): void;
  /** True while a request of the call kept under `idempotencyKey` has left and no answer says what became of it. */
  isSending(userId: string, idempotencyKey: string): boolean;
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
  /**
   * For a queue of creates that may be edited or dropped while they wait: the entry (under a new key) that edits
   * or deletes what `entry`'s create made, the thing of id `madeId` its answer gave (the create's answer has its
   * `id`, as a FHIR create's does). See `keep` and `drop`.
   */
  changeOfMade?(entry: Entry, change: 'edit' | 'delete', madeId: string): Entry;
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
  changeOfMade,
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

  const callOf = (entry: Entry, idempotencyKey?: string): NewCall => ({
    ...toCall(entry),
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    kind,
    entry,
  });

  function keepLast(userId: string, entry: Entry, idempotencyKey?: string): void {
    outbox.keep(userId, callOf(entry, idempotencyKey), (kept) => {
      const keptEntry = entryOf(kept);
      return keptEntry !== undefined && replaces(keptEntry, entry);
    });
  }

  /** This queue's create of `idempotencyKey` while it may have landed: it can only be followed up. */
  const landing = (userId: string, idempotencyKey: string): QueuedCall | undefined =>
    outbox
      .calls(userId)
      .find((call) => call.idempotencyKey === idempotencyKey && call.kind === kind && call.mayHaveLanded);

  const queue: KeptQueue<Entry> = {
    entriesOf,
    keep(userId, entry, idempotencyKey) {
      if (changeOfMade && idempotencyKey !== undefined) {
        if (isFirstRequestOnItsWay(userId, idempotencyKey)) {
          // Its create's first request has no answer yet: once it has, this edit follows what it made.
          afterFirstRequest(userId, idempotencyKey, () => queue.keep(userId, entry, idempotencyKey));
          return;
        }
        const create = landing(userId, idempotencyKey);
        if (create) {
          // It shows the new values while it goes; they follow as an edit, or go instead if it is refused.
          const followUp = {
            call: queuedCall(userId, callOf(changeOfMade(entry, 'edit', madeIdPlaceholder))),
            instead: queuedCall(userId, callOf(entry, idempotencyKey)),
          };
          replaceCall(userId, idempotencyKey, [{ ...create, entry, followUp }]);
          return;
        }
        const madeId = madeIdOf(userId, idempotencyKey);
        if (madeId !== undefined) {
          keepLast(userId, changeOfMade(entry, 'edit', madeId));
          return;
        }
      }
      keepLast(userId, entry, idempotencyKey);
    },
    drop(userId, entry, idempotencyKey) {
      if (changeOfMade) {
        if (isFirstRequestOnItsWay(userId, idempotencyKey)) {
          afterFirstRequest(userId, idempotencyKey, () => queue.drop(userId, entry, idempotencyKey));
          return;
        }
        const create = landing(userId, idempotencyKey);
        if (create) {
          // No longer shown: the person dropped it; what it made goes after its answer.
          const followUp = {
            call: queuedCall(userId, callOf(changeOfMade(entry, 'delete', madeIdPlaceholder))),
          };
          replaceCall(userId, idempotencyKey, [{ ...create, entry: undefined, followUp }]);
          return;
        }
        const madeId = madeIdOf(userId, idempotencyKey);
        if (madeId !== undefined) {
          keepLast(userId, changeOfMade(entry, 'delete', madeId));
          return;
        }
      }
      outbox.remove(userId, idempotencyKey);
    },
    isSending(userId, idempotencyKey) {
      return outbox
        .calls(userId)
        .some((call) => call.idempotencyKey === idempotencyKey && call.mayHaveLanded === true);
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
  return queue;
}
