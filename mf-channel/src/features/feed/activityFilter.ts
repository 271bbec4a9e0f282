import { feedActivityCodes } from 'shared-kernel/isomorphic';

/** The feed filter's choices: each stands for the activity codes it shows (`actCode` of `GET /api/feed`). */
export const activityFilters = {
  all: null,
  board: [feedActivityCodes.board],
  lifelog: [feedActivityCodes.lifelogRecord],
  routine: [feedActivityCodes.routineAchievement],
  medication: [feedActivityCodes.medicationSummary],
  ai: [feedActivityCodes.aiBodyAge, feedActivityCodes.aiCancer, feedActivityCodes.aiDisease],
} as const;
export type ActivityFilter = keyof typeof activityFilters;

export function isActivityFilter(value: unknown): value is ActivityFilter {
  return typeof value === 'string' && Object.hasOwn(activityFilters, value);
}

export function actCodeOf(filter: ActivityFilter): string | null {
  return activityFilters[filter]?.join(',') ?? null;
}
