import { bus, dialogs, formatDate, sendOrKeep, translate, type KeptSender } from 'shared-kernel';
import { lifelogTypeOfObservation } from 'shared-kernel/isomorphic';
import { createObservation, lifelogTypeName } from '../lifelog-common';
import { pendingSaves, type Observation, type PendingSave } from './pendingSaves';

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
    () => createObservation(observation, { idempotencyKey }),
    () => ({ idempotencyKey, observation, createdAt: new Date().toISOString() }),
  );
  return result.state === 'sent' ? 'sent' : 'queued';
}

/** How a kept record goes: under its own key, so that the API stores it once however often it arrives. */
export const pendingSaveSender: KeptSender<PendingSave> = {
  send: (save) => createObservation(save.observation, { idempotencyKey: save.idempotencyKey }),
  sent(save) {
    const typeKey = lifelogTypeOfObservation(save.observation);
    if (typeKey) bus.publish('lifelog.changed', { lifelogTypeKey: typeKey });
  },
  refused(save, error) {
    const typeKey = lifelogTypeOfObservation(save.observation);
    const measuredAt = save.observation.effectiveDateTime ?? save.observation.effectivePeriod?.start;
    void dialogs.alert({
      message: translate('lifelogRecords:pending.dropped', {
        type: typeKey ? lifelogTypeName(translate, typeKey) : '',
        date: formatDate(measuredAt, 'YYYY.MM.DD HH:mm'),
        message: error.message,
      }),
    });
  },
};
