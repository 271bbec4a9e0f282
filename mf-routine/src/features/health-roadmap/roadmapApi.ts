// The roadmap's records: the recent weight or waist records, page 1 of 371 rows (spec section 9).
import { routineDays, type HealthGoalItemCode } from 'shared-kernel/isomorphic';
import { loadRecentRecords, type BodyRecord, type BodyRecordType } from '../routine-common/recentRecords';

/** Spec section 9: the roadmap reads 371 rows, a goal's longest period. */
export const roadmapRows = routineDays.max;

export type RoadmapTypeKey = BodyRecordType;
export type RoadmapRecord = BodyRecord;

export function roadmapTypeOf(itemCode: HealthGoalItemCode): RoadmapTypeKey {
  return itemCode === '0002' ? 'waistCircumference' : 'weight';
}

/** The person's recent records of the type, oldest first. */
export function loadRoadmapRecords(typeKey: RoadmapTypeKey): Promise<RoadmapRecord[]> {
  return loadRecentRecords(typeKey, roadmapRows);
}
