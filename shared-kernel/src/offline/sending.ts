import { ApiError } from '../http/errors';
import { session } from '../session';
import type { KeptQueue } from './keptQueue';

/** A kept queue is tried again this often while it holds anything. */
export const retryIntervalMs = 30_000;

/**
 * True when the same call may succeed later: no answer at all (status 0: offline), a server failure, a
 * time-out or too many requests. Any other refusal will never succeed.
 */
export function isRetryableFailure(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429)
  );
}

/** How a remote sends its kept entries, and hears what became of each. */
export interface KeptSender<Entry, Answer = unknown> {
  /** Sends one entry, rejecting with the ApiError of a failed call. */
  send(entry: Entry): Promise<Answer>;
  /** The entry went, and is no longer kept. */
  sent?(entry: Entry, answer: Answer): void;
  /** The API refused the entry, which will never succeed and is no longer kept: the person must hear why. */
  refused(entry: Entry, error: ApiError): void;
}

const userIdNow = () => session.snapshot().userInfo?.userId;

/**
 * Makes `send()`'s call now. When the API cannot take it (see `isRetryableFailure`), `toKeep()` is kept for
 * the logged-in person, to be sent later: `kept`. Any other failure rejects as it came, and so does the
 * call's own failure when storage refuses the entry (full or disabled): the person must hear it is not saved.
 */
export async function sendOrKeep<Entry, Answer>(
  queue: KeptQueue<Entry>,
  send: () => Promise<Answer>,
  toKeep: () => Entry,
): Promise<{ state: 'sent'; answer: Answer } | { state: 'kept' }> {
  try {
    return { state: 'sent', answer: await send() };
  } catch (error) {
    const userId = userIdNow();
    if (!userId || !isRetryableFailure(error)) throw error;
    try {
      queue.keep(userId, toKeep());
    } catch {
      throw error;
    }
    return { state: 'kept' };
  }
}

/** Sends the person's entries oldest first, stopping at the first one that may succeed later. */
async function sendEntries<Entry, Answer>(
  queue: KeptQueue<Entry>,
  userId: string,
  sender: KeptSender<Entry, Answer>,
): Promise<void> {
  for (;;) {
    const [entry] = queue.entriesOf(userId);
    if (entry === undefined) return;
    let answer: Answer;
    try {
      answer = await sender.send(entry);
    } catch (error) {
      // A refused login ends the session during the call, and the entries go with it: nothing to tell.
      const sessionEnded = userIdNow() !== userId;
      if (isRetryableFailure(error) || sessionEnded) return;
      if (!(error instanceof ApiError)) throw error;
      queue.remove(userId, entry);
      sender.refused(entry, error);
      continue;
    }
    queue.remove(userId, entry);
    sender.sent?.(entry, answer);
  }
}

interface Run {
  done: Promise<void>;
  wantedAgain: string | null;
}

const runs = new WeakMap<object, Run>();

/**
 * Sends the person's kept entries, one run a queue at a time: a call during a run makes one more run after
 * it, so that an entry kept or a connection back in the meantime is not left for the next retry.
 */
export function sendKept<Entry, Answer>(
  queue: KeptQueue<Entry>,
  userId: string,
  sender: KeptSender<Entry, Answer>,
): Promise<void> {
  const running = runs.get(queue);
  if (running) {
    running.wantedAgain = userId;
    return running.done;
  }
  const run: Run = { done: Promise.resolve(), wantedAgain: null };
  // Registered before the first send starts, so that nothing that send triggers starts a second run.
  runs.set(queue, run);
  run.done = (async () => {
    for (let next: string | null = userId; next; next = run.wantedAgain) {
      run.wantedAgain = null;
      await sendEntries(queue, next, sender);
    }
  })().finally(() => {
    runs.delete(queue);
  });
  return run.done;
}
