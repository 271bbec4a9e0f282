import { bus, outbox, sendOrKeep } from 'shared-kernel';
import { lifelogTypeOfObservation } from 'shared-kernel/isomorphic';
import { createObservation } from '../lifelog-common';
import { pendingSaves, type Observation } from './pendingSaves';

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

// A kept record the outbox service sent (from whichever page) is announced, so that open screens reload it.
outbox.results$.subscribe((result) => {
  const save = pendingSaves.entryOf(result.call);
  if (result.outcome !== 'sent' || !save) return;
  const typeKey = lifelogTypeOfObservation(save.observation);
  if (typeKey) bus.publish('lifelog.changed', { lifelogTypeKey: typeKey });
});
