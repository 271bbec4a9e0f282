import { createKeptQueue, formatDate, newIdempotencyKey, translate, type CallOf } from 'shared-kernel';
import { lifelogTypeOfObservation, type buildLifelogObservation } from 'shared-kernel/isomorphic';
import { lifelogTypeName } from '../lifelog-common';

/** A FHIR Observation as the kernel builds it (this remote does not depend on the FHIR types itself). */
export type Observation = ReturnType<typeof buildLifelogObservation>;

/** What a kept entry does to a stored record: absent for a new record (a create). */
export type PendingChange = 'edit' | 'delete';

/** A new record, or a change to a stored one, kept on this phone because the API could not take it. */
export interface PendingSave {
  /** Sent with every attempt, so that the API makes the change once however often it arrives. */
  readonly idempotencyKey: string;
  /** The record as it is to be stored; for an edit or delete, the stored record's id is its `id`. */
  readonly observation: Observation;
  /** When it was kept (ISO date-time). */
  readonly createdAt: string;
  readonly change?: PendingChange;
}

/** An edit or delete of a stored record, whose id is its observation's. */
export type PendingChangeOf = PendingSave & {
  readonly change: PendingChange;
  readonly observation: { id: string };
};

export const isChange = (save: PendingSave): save is PendingChangeOf =>
  save.change !== undefined && typeof save.observation.id === 'string';

function isPendingSave(value: unknown): value is PendingSave {
  if (typeof value !== 'object' || value === null) return false;
  const { idempotencyKey, observation, createdAt, change } = value as Record<string, unknown>;
  return (
    typeof idempotencyKey === 'string' &&
    (change === undefined ||
      ((change === 'edit' || change === 'delete') &&
        typeof (observation as { id?: unknown } | null)?.id === 'string')) &&
    typeof createdAt === 'string' &&
    typeof observation === 'object' &&
    observation !== null &&
    (observation as { resourceType?: unknown }).resourceType === 'Observation'
  );
}

export const pendingSavesKind = 'mf-lifelog.pendingSaves';
const fhirJson = { 'Content-Type': 'application/fhir+json' };

/** What the person is told if the API refuses the record: its type and when it was measured. */
function labelOf({ observation, change }: PendingSave) {
  const typeKey = lifelogTypeOfObservation(observation);
  const measuredAt = observation.effectiveDateTime ?? observation.effectivePeriod?.start;
  return {
    key: `lifelogRecords:pending.${change === 'delete' ? 'deleteDropped' : change === 'edit' ? 'editDropped' : 'dropped'}`,
    values: {
      type: typeKey ? lifelogTypeName(translate, typeKey) : '',
      date: formatDate(measuredAt, 'YYYY.MM.DD HH:mm'),
    },
  };
}

/** The call an entry makes: a FHIR create, update or delete, under the entry's own key. */
function toCall(save: PendingSave): CallOf {
  const common = { idempotencyKey: save.idempotencyKey, label: labelOf(save) };
  if (!isChange(save)) {
    return {
      method: 'POST',
      path: '/fhir/Observation',
      body: save.observation,
      headers: fhirJson,
      ...common,
    };
  }
  const path = `/fhir/Observation/${encodeURIComponent(save.observation.id)}`;
  return save.change === 'delete'
    ? { method: 'DELETE', path, ...common }
    : { method: 'PUT', path, body: save.observation, headers: fhirJson, ...common };
}

/** The same stored record's edit or delete. */
export const sameRecord = (one: PendingSave, other: PendingSave): boolean =>
  isChange(one) && isChange(other) && one.observation.id === other.observation.id;

/**
 * The records each person kept on this phone — new ones, and edits and deletes of stored ones — in the app's
 * outbox as FHIR creates, updates and deletes under their own keys (the API makes each change once however often
 * it arrives), sent by the kernel's outbox service from any page, oldest first. An entry replaces a kept one of
 * the same key (a waiting create edited before it went) and a kept edit of the same record (only the latest
 * counts). A waiting create edited or deleted once it may have landed becomes an edit or delete of the record it
 * made, sent after it.
 */
export const pendingSaves = createKeptQueue<PendingSave>({
  kind: pendingSavesKind,
  isEntry: isPendingSave,
  toCall,
  replaces: (kept, save) => kept.idempotencyKey === save.idempotencyKey || sameRecord(kept, save),
  changeOfMade: (save, change, madeId) => ({
    idempotencyKey: newIdempotencyKey(),
    observation: { ...save.observation, id: madeId },
    change,
    createdAt: new Date().toISOString(),
  }),
});
