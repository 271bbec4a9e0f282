import { useCallback, useEffect, useState } from 'react';
import { ApiError } from 'shared-kernel';

export type Loaded<Value> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: Value };

/** Loads once on mount (and again on `retry`); a failure keeps the server's message. */
export function useLoad<Value>(load: () => Promise<Value>): { loaded: Loaded<Value>; retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded<Value>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    load().then(
      (value) => {
        if (current) setLoaded({ state: 'ready', value });
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
    // `load` is the screen's loader; a new attempt comes only from `retry`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return { loaded, retry: useCallback(() => setAttempt((value) => value + 1), []) };
}
