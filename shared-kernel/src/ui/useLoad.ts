import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../http/errors';

export type Loaded<Value> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: Value };

/**
 * Loads on mount, again whenever `key` changes (it names everything `load` depends on) and on `retry`; an
 * answer to an older request is dropped. A failure keeps the server's message; an error that is not the API's
 * (a bug) is thrown.
 */
export function useLoad<Value>(
  load: () => Promise<Value>,
  key = '',
): { loaded: Loaded<Value>; retry: () => void } {
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
    // `key` stands for `load`'s inputs; a new attempt otherwise comes only from `retry`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  return { loaded, retry: useCallback(() => setAttempt((value) => value + 1), []) };
}
