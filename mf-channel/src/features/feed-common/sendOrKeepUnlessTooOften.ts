import { ApiError, sendOrKeep, type KeptQueue } from 'shared-kernel';
import type { MCode } from 'shared-kernel/isomorphic';

/** The API's refusal of a person's writes that come too often (429, with Retry-After). */
const tooOftenCode: MCode = 'M1157';

/** Carries a too-often refusal through `sendOrKeep`, which keeps every 429 to send later. */
class TooOften {
  constructor(readonly refusal: ApiError) {}
}

/**
 * `sendOrKeep`, except that a write refused as too frequent (429 M1157) is not kept: kept, the person would be told
 * it waits for the network, which it does not. They hear the API's reason instead, and what they wrote stays in
 * the form to send again later. A call kept while offline still waits out the same refusal in the outbox.
 */
export async function sendOrKeepUnlessTooOften<Entry, Answer>(
  queue: KeptQueue<Entry>,
  send: (idempotencyKey: string) => Promise<Answer>,
  toKeep: () => Entry,
) {
  try {
    return await sendOrKeep(
      queue,
      async (idempotencyKey) => {
        try {
          return await send(idempotencyKey);
        } catch (error) {
          throw error instanceof ApiError && error.code === tooOftenCode ? new TooOften(error) : error;
        }
      },
      toKeep,
    );
  } catch (error) {
    throw error instanceof TooOften ? error.refusal : error;
  }
}
