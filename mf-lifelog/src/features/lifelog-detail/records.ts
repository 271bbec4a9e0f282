import { aggregateObservations } from '../lifelog-common';
import {
  lifelogCodes,
  readLifelogRecord,
  readRecentRecords,
  type LifelogRecord,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';

export const recordsPageSize = 20;

/** A saved record: the list edits and deletes it by its id. */
export type SavedRecord = LifelogRecord & { readonly id: string };

export interface RecordsPage {
  readonly total: number;
  readonly records: readonly SavedRecord[];
}

/** One page (from 1) of a type's records, newest first; a blood-pressure record is its panel. */
export async function fetchRecordsPage(
  typeKey: LifelogTypeKey,
  page: number,
  subjectId: string | undefined,
): Promise<RecordsPage> {
  const answer = await aggregateObservations({
    type: 'recent',
    code: lifelogCodes[typeKey].coding,
    page,
    rows: recordsPageSize,
    ...(subjectId ? { subjectId } : {}),
  });
  const { total, records } = readRecentRecords(answer);
  return {
    total,
    records: records.flatMap((observation) => {
      const record = readLifelogRecord(observation);
      return record?.id ? [{ ...record, id: record.id }] : [];
    }),
  };
}
