// The cards show a record kept on this phone at once, with its waiting mark, instead of the stored one it will
// follow (issue 35.15): the newest measurement wins, and a waiting glass of water or walk adds to its day's total.
import type { LifelogRecord, LifelogTypeKey } from 'shared-kernel/isomorphic';
import { dailyTotalTypes, measuredDay, type LatestRecords } from '../lifelog-common';
import type { WaitingCreate } from '../pending-saves';

export type WaitingMark = 'waiting' | 'sending';

export interface ShownLatest {
  latest: LatestRecords;
  /** The types whose card shows a record not yet stored. */
  marks: Partial<Record<LifelogTypeKey, WaitingMark>>;
}

function sumOf(total: LifelogRecord, part: LifelogRecord): LifelogRecord {
  const values: Record<string, number> = { ...total.values };
  for (const [name, value] of Object.entries(part.values)) values[name] = (values[name] ?? 0) + value;
  return { ...total, values };
}

/** `latest` with the new records waiting on this phone (`creates`, the latest kept first) laid over it. */
export function latestWithWaiting(latest: LatestRecords, creates: readonly WaitingCreate[]): ShownLatest {
  const shown: LatestRecords = { ...latest };
  const marks: ShownLatest['marks'] = {};
  for (const { record, sending } of [...creates].reverse()) {
    const before = shown[record.typeKey] ?? null;
    let after: LifelogRecord | null = null;
    if (!before || before.effectiveDateTime <= record.effectiveDateTime) after = record;
    if (before && dailyTotalTypes.has(record.typeKey)) {
      const sameDay = measuredDay(before) === measuredDay(record);
      after = sameDay ? sumOf(before, record) : measuredDay(record) > measuredDay(before) ? record : null;
    }
    if (!after) continue;
    shown[record.typeKey] = after;
    marks[record.typeKey] = sending || marks[record.typeKey] === 'sending' ? 'sending' : 'waiting';
  }
  return { latest: shown, marks };
}
