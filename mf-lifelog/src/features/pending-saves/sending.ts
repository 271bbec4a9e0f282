import { bus, outbox, sendOrKeep, session } from 'shared-kernel';
import { lifelogTypeOfObservation } from 'shared-kernel/isomorphic';
import { createObservation, deleteObservation, updateObservation } from '../lifelog-common';
import {
  pendingSaves,
  sameRecord,
  type Observation,
  type PendingChange,
  type PendingSave,
} from './pendingSaves';

/**
 * Creates a new record. When the API cannot take it now, the record is kept on this phone under the same
 * idempotency key and sent later: `'queued'`. Any other failure rejects as it came.
 */
export async function createOrQueue(
  observation: Observation,
  idempotencyKey: string,
): Promise<'sent' | 'queued'> {
  const result = await sendOrKeep(
    pendingSaves,
    (key) => createObservation(observation, { idempotencyKey: key }),
    () => ({ idempotencyKey, observation, createdAt: new Date().toISOString() }),
    idempotencyKey,
  );
  return result.state === 'sent' ? 'sent' : 'queued';
}

const userIdNow = () => session.snapshot().userInfo?.userId ?? null;

/**
 * Edits (PUT) or deletes a stored record. When the API cannot take it now, the change is kept on this phone
 * under the same idempotency key and sent later, in order after what was kept before it: `'queued'`. A record
 * with a change already waiting is changed after it, never before: the new change is kept (in place of a waiting
 * edit) and sent with the rest. Any other failure rejects as it came.
 */
export async function changeOrQueue(
  change: PendingChange,
  observation: Observation & { id: string },
  idempotencyKey: string,
): Promise<'sent' | 'queued'> {
  const save: PendingSave = { idempotencyKey, observation, change, createdAt: new Date().toISOString() };
  const userId = userIdNow();
  if (userId && pendingSaves.entriesOf(userId).some((kept) => sameRecord(kept, save))) {
    pendingSaves.keep(userId, save, idempotencyKey);
    return 'queued';
  }
  const result = await sendOrKeep<PendingSave, unknown>(
    pendingSaves,
    (key) =>
      change === 'delete'
        ? deleteObservation(observation.id, { idempotencyKey: key })
        : updateObservation(observation, { idempotencyKey: key }),
    () => save,
    idempotencyKey,
  );
  return result.state === 'sent' ? 'sent' : 'queued';
}

/**
 * Changes a new record still waiting on this phone to be created: its create is kept with the new values, under
 * its own key (so it is still stored once), or, once it may have landed, the record it made is edited after it;
 * throws when storage refuses it.
 */
export function replaceWaitingCreate(waiting: PendingSave, observation: Observation): void {
  const userId = userIdNow();
  if (userId) pendingSaves.keep(userId, { ...waiting, observation }, waiting.idempotencyKey);
}

/**
 * Drops a new record still waiting on this phone to be created: it is never sent, or, once its create may have
 * landed, the record it made is deleted after it.
 */
export function dropWaitingCreate(waiting: PendingSave): void {
  const userId = userIdNow();
  if (userId) pendingSaves.drop(userId, waiting, waiting.idempotencyKey);
}

// A kept record the outbox service sent (from whichever page) is announced, so that open screens reload it.
outbox.results$.subscribe((result) => {
  const save = pendingSaves.entryOf(result.call);
  if (result.outcome !== 'sent' || !save) return;
  const typeKey = lifelogTypeOfObservation(save.observation);
  if (typeKey) bus.publish('lifelog.changed', { lifelogTypeKey: typeKey });
});
