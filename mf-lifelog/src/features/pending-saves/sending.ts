import { ApiError, bus, dialogs, formatDate, session, translate } from 'shared-kernel';
import { lifelogTypeOfObservation } from 'shared-kernel/isomorphic';
import { createObservation, lifelogTypeName } from '../lifelog-common';
import {
  addPendingSave,
  pendingSavesOf,
  removePendingSave,
  type Observation,
  type PendingSave,
} from './pendingSaves';

/** The queue is tried again this often while it holds anything. */
export const retryIntervalMs = 30_000;

/**
 * True when the same call may succeed later: no answer at all (status 0), a server failure, a time-out or too
 * many requests. Any other refusal will never succeed.
 */
export function isRetryableFailure(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429)
  );
}

/**
 * Creates a new record. When the API cannot take it now, the record is kept on this phone under the same
 * idempotency key and sent later: `'queued'`. Any other failure rejects as it came.
 */
export async function createOrQueue(
  observation: Observation,
  idempotencyKey: string,
): Promise<'sent' | 'queued'> {
  try {
    await createObservation(observation, { idempotencyKey });
    return 'sent';
  } catch (error) {
    const userId = session.snapshot().userInfo?.userId;
    if (!userId || !isRetryableFailure(error)) throw error;
    try {
      addPendingSave(userId, { idempotencyKey, observation, createdAt: new Date().toISOString() });
    } catch {
      // Storage refused it (full or disabled): the person must hear that the record was not saved.
      throw error;
    }
    return 'queued';
  }
}

function announceChange(observation: Observation): void {
  const typeKey = lifelogTypeOfObservation(observation);
  if (typeKey) bus.publish('lifelog.changed', { lifelogTypeKey: typeKey });
}

function tellDropped(save: PendingSave, error: ApiError): void {
  const typeKey = lifelogTypeOfObservation(save.observation);
  const measuredAt = save.observation.effectiveDateTime ?? save.observation.effectivePeriod?.start;
  void dialogs.alert({
    message: translate('lifelogRecords:pending.dropped', {
      type: typeKey ? lifelogTypeName(translate, typeKey) : '',
      date: formatDate(measuredAt, 'YYYY.MM.DD HH:mm'),
      message: error.message,
    }),
  });
}

/** Sends the person's queue oldest first, stopping at the first entry that may succeed later. */
async function sendQueue(userId: string): Promise<void> {
  for (;;) {
    const [save] = pendingSavesOf(userId);
    if (!save) return;
    try {
      await createObservation(save.observation, { idempotencyKey: save.idempotencyKey });
    } catch (error) {
      // A refused login ends the session during the call, and the queue goes with it: nothing to tell.
      const sessionEnded = session.snapshot().userInfo?.userId !== userId;
      if (isRetryableFailure(error) || sessionEnded) return;
      if (!(error instanceof ApiError)) throw error;
      removePendingSave(userId, save.idempotencyKey);
      tellDropped(save, error);
      continue;
    }
    removePendingSave(userId, save.idempotencyKey);
    announceChange(save.observation);
  }
}

let running: Promise<void> | null = null;
let wantedAgain: string | null = null;

/**
 * Sends the person's pending saves, one run at a time: a call during a run makes one more run after it, so that
 * a save kept or a connection back in the meantime is not left for the next retry.
 */
export function sendPendingSaves(userId: string): Promise<void> {
  if (running) {
    wantedAgain = userId;
    return running;
  }
  running = (async () => {
    for (let next: string | null = userId; next; next = wantedAgain) {
      wantedAgain = null;
      await sendQueue(next);
    }
  })().finally(() => {
    running = null;
    wantedAgain = null;
  });
  return running;
}
