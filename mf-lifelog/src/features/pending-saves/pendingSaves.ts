import { createKeptQueue } from 'shared-kernel';
import type { buildLifelogObservation } from 'shared-kernel/isomorphic';

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

/** The new records each person kept on this phone; forgotten at logout. */
export const pendingSaves = createKeptQueue<PendingSave>({
  storageKeyPrefix: 'mf-lifelog.pendingSaves.',
  isEntry: isPendingSave,
});
