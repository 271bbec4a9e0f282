import { useCallback, useEffect, useState } from 'react';
import { ApiError } from 'shared-kernel';
import { fetchGuideRanges } from './healthDataApi';
import type { GuideRange } from 'shared-kernel/isomorphic';

export type GuideRangesState =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; ranges: GuideRange[] };

/** Every guide band, fetched once when the component mounts (and again on `retry`). */
export function useGuideRanges(): GuideRangesState & { retry: () => void } {
  const [loaded, setLoaded] = useState<GuideRangesState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    fetchGuideRanges().then(
      (ranges) => {
        if (current) setLoaded({ state: 'ready', ranges });
      },
      (error: unknown) => {
        if (!current) return;
        if (!(error instanceof ApiError)) throw error;
        setLoaded({ state: 'failed', message: error.message });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...loaded, retry };
}
