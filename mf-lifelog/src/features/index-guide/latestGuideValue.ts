import {
  guideIndexOf,
  isLifelogTypeKey,
  type HealthIndexKey,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';
import {
  fetchLatestRecords,
  guideItemKeyOf,
  indexInputs,
  indexValue,
  isHealthIndexKey,
  type Person,
} from '../lifelog-common';

/** The person's latest value on a guide, and what it is a value of (for its rounding). */
export type GuideValue =
  | { kind: 'index'; key: HealthIndexKey; value: number }
  | { kind: 'record'; key: LifelogTypeKey; value: number; effectiveDateTime: string };

/** Reads the person's latest value that a guide judges; null when they have none. */
export async function fetchLatestGuideValue(idxCode: string, person: Person): Promise<GuideValue | null> {
  if (isHealthIndexKey(idxCode)) {
    const latest = await fetchLatestRecords(indexInputs[idxCode], person.subjectId);
    const { value } = indexValue(idxCode, person, latest, []);
    return value === null ? null : { kind: 'index', key: idxCode, value };
  }
  const typeKey = guideItemKeyOf(idxCode);
  if (!typeKey || !isLifelogTypeKey(typeKey)) return null;
  const record = (await fetchLatestRecords([typeKey], person.subjectId))[typeKey];
  if (!record) return null;
  const judged = Object.entries(record.values).find(
    ([valueName]) => guideIndexOf(record.typeKey, valueName, record.measurementTime) === idxCode,
  );
  return judged
    ? { kind: 'record', key: typeKey, value: judged[1], effectiveDateTime: record.effectiveDateTime }
    : null;
}
