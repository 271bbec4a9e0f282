import { bus, session, userApi } from 'shared-kernel';
import { createObservation } from '../lifelog-common';
import { buildLifelogObservation, readLifelogRecord, type LifelogRecord } from 'shared-kernel/isomorphic';

/**
 * Saves a weight measured now as the person's record. The idempotency key makes a retried call create it once;
 * the other screens hear of it through `lifelog.changed`.
 */
export async function saveWeight(
  subjectId: string,
  weight: number,
  now = new Date(),
): Promise<LifelogRecord | null> {
  const observation = buildLifelogObservation({
    typeKey: 'weight',
    subjectId,
    values: { weight },
    effectiveDateTime: now.toISOString(),
  });
  const saved = await createObservation(observation, { idempotencyKey: crypto.randomUUID() });
  bus.publish('lifelog.changed', { lifelogTypeKey: 'weight' });
  return readLifelogRecord(saved);
}

/** `PUT /api/service/info` with the height, as the profile screen saves it; the session follows. */
export async function saveHeight(height: number): Promise<void> {
  const { data } = await userApi.put<{ height?: unknown }>('/api/service/info', { height });
  const user = session.snapshot().userInfo;
  if (user) session.setUserInfo({ ...user, height: typeof data.height === 'number' ? data.height : height });
}
