import { latestObservations } from 'shared-kernel';
import { lifelogCodes, readLifelogRecord, type LifelogTypeKey } from 'shared-kernel/isomorphic';
import type { LatestRecords } from './healthIndexValues';

/** The latest record of each type, in one batch call; null where the person has none. */
export async function fetchLatestRecords(
  typeKeys: readonly LifelogTypeKey[],
  subjectId?: string,
): Promise<LatestRecords> {
  const unique = [...new Set(typeKeys)];
  if (unique.length === 0) return {};
  const observations = await latestObservations(
    unique.map((typeKey) => lifelogCodes[typeKey].coding),
    subjectId,
  );
  return Object.fromEntries(
    unique.map((typeKey, index) => {
      const observation = observations[index];
      return [typeKey, observation ? readLifelogRecord(observation) : null];
    }),
  );
}
