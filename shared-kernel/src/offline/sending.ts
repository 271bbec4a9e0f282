import { ApiError } from '../http/errors';
import { session } from '../session';
import type { KeptQueue } from './keptQueue';
import { endFirstRequest, markMayHaveLanded, newIdempotencyKey, noteMade, startFirstRequest } from './outbox';

/** The API's answer (409) to a key whose first call it is still handling: that call may yet make the change. */
export const stillRunningCode = 'M1151';

/**
 * True when the same call may succeed later: no answer at all (status 0: offline), a server failure, a
 * time-out, too many requests, or the first call with its key still being handled. Any other refusal will never
 * succeed.
 */
export function isRetryableFailure(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 0 ||
      error.status >= 500 ||
      error.status === 408 ||
      error.status === 429 ||
      (error.status === 409 && error.code === stillRunningCode))
  );
}

/**
 * True when the API's answer to a call says it wrote nothing: any answer but none (status 0), a gateway's
 * time-out or bad gateway (502, 504), or the first call with the key still being handled, which may all come
 * while the API still makes the change.
 */
export const wroteNothing = (error: ApiError): boolean =>
  ![0, 502, 504].includes(error.status) && error.code !== stillRunningCode;

const userIdNow = () => session.snapshot().userInfo?.userId;

/**
 * Makes `send()`'s call now, with `idempotencyKey` (a new one unless given). When the API cannot take it (see
 * `isRetryableFailure`), `toKeep()` is kept for the logged-in person under the same key, for the kernel's
 * outbox service to send later whichever page is open: `kept`; marked as possibly landed unless an answer said
 * nothing was written or the browser knew it was offline (nothing left). Any other failure rejects as it came,
 * and so does the call's own failure when storage refuses the entry (full or disabled): the person must hear it
 * is not saved. An edit or drop of the entry kept while the request goes is made after its answer or failure.
 */
export async function sendOrKeep<Entry, Answer>(
  queue: KeptQueue<Entry>,
  send: (idempotencyKey: string) => Promise<Answer>,
  toKeep: () => Entry,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<{ state: 'sent'; answer: Answer } | { state: 'kept' }> {
  const sender = userIdNow();
  if (sender) startFirstRequest(sender, idempotencyKey);
  // What the person changed of it while the request went, made once its fate is known (see `KeptQueue.keep`).
  const changeMeanwhile = () => (sender ? endFirstRequest(sender, idempotencyKey) : null);
  let answer: Answer;
  try {
    answer = await send(idempotencyKey);
  } catch (error) {
    const change = changeMeanwhile();
    const userId = userIdNow();
    if (!userId || userId !== sender || !isRetryableFailure(error)) {
      // Refused, it made nothing: an edit made meanwhile is kept as the create with the new values.
      if (userId === sender) change?.();
      throw error;
    }
    try {
      queue.keep(userId, toKeep(), idempotencyKey);
      if (navigator.onLine && !wroteNothing(error)) markMayHaveLanded(userId, idempotencyKey);
    } catch {
      throw error;
    }
    change?.();
    return { state: 'kept' };
  }
  const change = changeMeanwhile();
  if (sender && userIdNow() === sender) {
    noteMade(sender, idempotencyKey, answer);
    change?.();
  }
  return { state: 'sent', answer };
}
