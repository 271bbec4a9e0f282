import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, bus } from 'shared-kernel';
import {
  fetchGuideRanges,
  resourcesOf,
  searchObservations,
  fetchInterestItems,
  fetchLatestRecords,
  indexInputs,
  type LatestRecords,
  type LifelogItemKey,
  type Person,
} from '../lifelog-common';
import {
  isLifelogTypeKey,
  readLifelogRecord,
  type GuideRange,
  type LifelogRecord,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';

export interface MyHealthData {
  readonly items: readonly LifelogItemKey[];
  readonly ranges: readonly GuideRange[];
  readonly latest: LatestRecords;
  /** The person's latest records of any type, newest first. */
  readonly recent: readonly LifelogRecord[];
}

export type MyHealthState =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: MyHealthData };

const recentCount = 5;

/** The record types the cards need: the shown types and what the shown indexes are computed from. */
function typesFor(items: readonly LifelogItemKey[]): LifelogTypeKey[] {
  return items.flatMap((item) => (isLifelogTypeKey(item) ? [item] : indexInputs[item]));
}

async function loadMyHealth(subjectId: string): Promise<MyHealthData> {
  const [items, ranges] = await Promise.all([fetchInterestItems(), fetchGuideRanges()]);
  const [latest, recentBundle] = await Promise.all([
    fetchLatestRecords(typesFor(items), subjectId),
    searchObservations({ subjectId, count: recentCount }),
  ]);
  const recent = resourcesOf(recentBundle).flatMap((observation) => {
    const record = readLifelogRecord(observation);
    return record ? [record] : [];
  });
  return { items, ranges, latest, recent };
}

/**
 * What the my page shows of a person, loaded when the person changes and again whenever records change
 * (saved here, by the offline queue or a health app) or the native host asks for a refresh. A refresh keeps
 * the cards on screen until the new values arrive, or when they cannot.
 */
export function useMyHealth(person: Person): MyHealthState & { retry: () => void } {
  const [loaded, setLoaded] = useState<MyHealthState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const shownSubject = useRef<string | null>(null);

  useEffect(() => {
    const reload = () => setAttempt((value) => value + 1);
    const subscriptions = [
      bus.on('lifelog.changed').subscribe(reload),
      bus.on('lifelog.refresh-requested').subscribe(reload),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, []);

  useEffect(() => {
    let current = true;
    if (shownSubject.current !== person.subjectId) setLoaded({ state: 'loading' });
    loadMyHealth(person.subjectId).then(
      (data) => {
        if (!current) return;
        shownSubject.current = person.subjectId;
        setLoaded({ state: 'ready', data });
      },
      (error: unknown) => {
        if (!current) return;
        if (!(error instanceof ApiError)) throw error;
        // A refresh that fails (offline, after a record was kept on the phone) keeps the cards shown.
        if (shownSubject.current === person.subjectId) return;
        setLoaded({ state: 'failed', message: error.message });
      },
    );
    return () => {
      current = false;
    };
  }, [person.subjectId, attempt]);

  const retry = useCallback(() => {
    setLoaded({ state: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { ...loaded, retry };
}
