import { useEffect, useState } from 'react';
import { bus, session, useLoad, type Loaded } from 'shared-kernel';
import type { HealthGoal } from 'shared-kernel/isomorphic';
import { loadRoadmapRecords, roadmapTypeOf, type RoadmapRecord, type RoadmapTypeKey } from './roadmapApi';
import { roadmapDetailOf, roadmapOf, type Roadmap } from './roadmapData';

/** How long the records read stay fresh enough for another view of the same roadmap. */
const freshForMs = 5 * 60_000;

// The card and the detail overlay show the same records: one request, until a record of the type is added here,
// the session changes, or a few minutes pass (records may come from elsewhere: a health app, another phone).
const cache = new Map<string, { records: Promise<RoadmapRecord[]>; readAt: number }>();

function cacheKeyOf(typeKey: RoadmapTypeKey): string {
  return `${session.snapshot().userInfo?.userId ?? ''}:${typeKey}`;
}

function recordsOf(typeKey: RoadmapTypeKey): Promise<RoadmapRecord[]> {
  const key = cacheKeyOf(typeKey);
  const cached = cache.get(key);
  if (cached && Date.now() - cached.readAt < freshForMs) return cached.records;
  const records = loadRoadmapRecords(typeKey);
  cache.set(key, { records, readAt: Date.now() });
  records.catch(() => cache.delete(key));
  return records;
}

bus.on('session.changed').subscribe(() => cache.clear());

/** The goal's roadmap (null for a goal without a weight or waist target), again after a new record of its type. */
export function useRoadmap(goal: HealthGoal): { loaded: Loaded<Roadmap | null>; retry: () => void } {
  const detail = roadmapDetailOf(goal);
  const typeKey = detail ? roadmapTypeOf(detail.helthGoalItemCode) : null;
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!typeKey) return;
    const subscription = bus.on('lifelog.changed').subscribe(({ payload }) => {
      if (payload.lifelogTypeKey !== typeKey) return;
      cache.delete(cacheKeyOf(typeKey));
      setVersion((value) => value + 1);
    });
    return () => subscription.unsubscribe();
  }, [typeKey]);

  return useLoad(
    async () => (detail && typeKey ? roadmapOf(goal, detail, await recordsOf(typeKey)) : null),
    `${goal.helthGoalSn}:${typeKey}:${version}`,
  );
}
