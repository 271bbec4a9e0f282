import { createKeptQueue, formatDate, translate } from 'shared-kernel';
import { lifelogTypeOfObservation, type buildLifelogObservation } from 'shared-kernel/isomorphic';
import { lifelogTypeName } from '../lifelog-common';

/** A FHIR Observation as the kernel builds it (this remote does not depend on the FHIR types itself). */
export type Observation = ReturnType<typeof buildLifelogObservation>;

/** A new record kept on this phone because the API could not take it, waiting to be sent. */
export interface PendingSave {
  /** Sent with every attempt, so that the API stores the record once however often it arrives. */
  readonly idempotencyKey: string;
  readonly observation: Observation;
  /** When it was kept (ISO date-time). */
  readonly createdAt: string;
}

function isPendingSave(value: unknown): value is PendingSave {
  if (typeof value !== 'object' || value === null) return false;
  const { idempotencyKey, observation, createdAt } = value as Record<string, unknown>;
  return (
    typeof idempotencyKey === 'string' &&
    typeof createdAt === 'string' &&
    typeof observation === 'object' &&
    observation !== null &&
    (observation as { resourceType?: unknown }).resourceType === 'Observation'
  );
}

export const pendingSavesKind = 'mf-lifelog.pendingSaves';

/** What the person is told if the API refuses the record: its type and when it was measured. */
function labelOf(observation: Observation) {
  const typeKey = lifelogTypeOfObservation(observation);
  const measuredAt = observation.effectiveDateTime ?? observation.effectivePeriod?.start;
  return {
    key: 'lifelogRecords:pending.dropped',
    values: {
      type: typeKey ? lifelogTypeName(translate, typeKey) : '',
      date: formatDate(measuredAt, 'YYYY.MM.DD HH:mm'),
    },
  };
}

/**
 * The new records each person kept on this phone, in the app's outbox as FHIR creates under their own key (the
 * API stores each once however often it arrives), sent by the kernel's outbox service from any page.
 */
export const pendingSaves = createKeptQueue<PendingSave>({
  kind: pendingSavesKind,
  isEntry: isPendingSave,
  toCall: (save) => ({
    method: 'POST',
    path: '/fhir/Observation',
    body: save.observation,
    headers: { 'Content-Type': 'application/fhir+json' },
    idempotencyKey: save.idempotencyKey,
    label: labelOf(save.observation),
  }),
});
