import type { HealthGoal, HealthGoalDetail } from 'shared-kernel/isomorphic';
import type { RoadmapRecord } from './roadmapApi';

export interface RoadmapPoint {
  date: string;
  value: number;
}

/** What the roadmap draws: from the begin value to the goal, and the records of the goal's days. */
export interface Roadmap {
  detail: HealthGoalDetail;
  begin: RoadmapPoint;
  goal: RoadmapPoint;
  /** The last record of each day of the goal, oldest first. */
  records: RoadmapPoint[];
  /** The latest record, of the goal or from before it began. */
  latest: RoadmapPoint | null;
}

/** The goal's weight or waist target, the one the roadmap follows (a goal may have none: exercise only). */
export function roadmapDetailOf(goal: HealthGoal): HealthGoalDetail | null {
  return goal.helthGoalDetailList[0] ?? null;
}

export function roadmapOf(
  goal: HealthGoal,
  detail: HealthGoalDetail,
  records: readonly RoadmapRecord[],
): Roadmap {
  const byDay = new Map<string, number>();
  for (const record of records) {
    if (record.date >= goal.goalBeginDe && record.date <= goal.goalEndDe)
      byDay.set(record.date, record.value);
  }
  const points = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, value]) => ({ date, value }));
  const last = records[records.length - 1];
  return {
    detail,
    begin: { date: goal.goalBeginDe, value: detail.beforeVal },
    goal: { date: goal.goalEndDe, value: detail.goalVal },
    records: points,
    latest: last ? { date: last.date, value: last.value } : null,
  };
}
