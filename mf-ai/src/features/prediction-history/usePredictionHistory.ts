import { useCallback, useEffect, useState } from 'react';
import { ApiError } from 'shared-kernel';
import type { PredictionModelId, PredictionResult } from 'shared-kernel/isomorphic';
import { predictionHistory } from '../prediction-common/predictionApi';

export const historyPageSize = 20;

export type HistoryState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | {
      state: 'ready';
      results: PredictionResult[];
      total: number;
      loadingMore: boolean;
      moreFailed: string | null;
    };

/** A model's past results, newest first, one page of 20 at a time ("more" appends the next page). */
export function usePredictionHistory(modelId: PredictionModelId) {
  const [history, setHistory] = useState<HistoryState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setHistory({ state: 'loading' });
    predictionHistory(modelId, 1, historyPageSize).then(
      (page) => {
        if (current) {
          setHistory({
            state: 'ready',
            results: page.results,
            total: page.total,
            loadingMore: false,
            moreFailed: null,
          });
        }
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        if (current) setHistory({ state: 'failed', message: error.message });
      },
    );
    return () => {
      current = false;
    };
  }, [modelId, attempt]);

  const loadMore = useCallback(() => {
    if (history.state !== 'ready' || history.loadingMore) return;
    const nextPage = Math.floor(history.results.length / historyPageSize) + 1;
    setHistory({ ...history, loadingMore: true, moreFailed: null });
    predictionHistory(modelId, nextPage, historyPageSize).then(
      (page) =>
        setHistory({
          state: 'ready',
          results: [...history.results, ...page.results],
          total: page.total,
          loadingMore: false,
          moreFailed: null,
        }),
      (error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        setHistory({ ...history, loadingMore: false, moreFailed: error.message });
      },
    );
  }, [history, modelId]);

  return { history, loadMore, retry: useCallback(() => setAttempt((value) => value + 1), []) };
}
