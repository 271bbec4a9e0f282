import { aggregateObservations } from '../lifelog-common';
import {
  lifelogCodes,
  readLifelogRecord,
  readRecentRecords,
  type LifelogRecord,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';

export const recordsPageSize = 20;

/**
 * A saved record: the list edits and deletes it by its id. One the API reads from a checkup (issue 32.3) has
 * the report's id as `fromCheckup` (and as its id, for the list's keys): it is the checkup's, not to change.
 */
export type SavedRecord = LifelogRecord & { readonly id: string; readonly fromCheckup?: string };

const checkupPrefix = 'DiagnosticReport/';

/** The checkup a record was read from, by `derivedFrom`. */
function checkupOf(observation: { derivedFrom?: readonly { reference?: string }[] }): string | undefined {
  const reference = observation.derivedFrom?.find((source) => source.reference?.startsWith(checkupPrefix));
  return reference?.reference?.slice(checkupPrefix.length);
}

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
    records: records.flatMap((observation): SavedRecord[] => {
      const record = readLifelogRecord(observation);
      if (!record) return [];
      const fromCheckup = checkupOf(observation);
      if (fromCheckup) return [{ ...record, id: `${checkupPrefix}${fromCheckup}`, fromCheckup }];
      return record.id ? [{ ...record, id: record.id }] : [];
    }),
  };
}
