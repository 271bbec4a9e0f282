import { useCallback, useEffect, useState } from 'react';
import { ApiError, type Loaded } from 'shared-kernel';
import type { MedicationDose } from 'shared-kernel/isomorphic';
import { loadBoard, type Board, type BoardRange } from './board';

/**
 * Loads the board on mount and on `retry` (showing the loading state); `refresh` loads it again quietly, keeping
 * what shows until the answer comes (after a tick or a change of plans). An answer to an older load is dropped.
 */
export function useBoard(range: BoardRange) {
  const [loaded, setLoaded] = useState<Loaded<Board>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadBoard(range).then(
      (value) => {
        if (current) setLoaded({ state: 'ready', value });
      },
      (error: unknown) => {
        if (!current) return;
        if (!(error instanceof ApiError)) throw error;
        // A quiet refresh that fails keeps what shows; only a first load or a retry shows the failure.
        setLoaded((before) =>
          before.state === 'ready' ? before : { state: 'failed', message: error.message },
        );
      },
    );
    return () => {
      current = false;
    };
    // The range is today's; a new one comes with a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const retry = useCallback(() => {
    setLoaded({ state: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  const refresh = useCallback(() => setAttempt((value) => value + 1), []);
  /** Puts a dose as the API now answers it in place of the one shown. */
  const replaceDose = useCallback((dose: MedicationDose) => {
    setLoaded((before) =>
      before.state !== 'ready'
        ? before
        : {
            state: 'ready',
            value: {
              ...before.value,
              doses: before.value.doses.map((shown) => (shown.tkmdDtlsSn === dose.tkmdDtlsSn ? dose : shown)),
            },
          },
    );
  }, []);

  return { loaded, retry, refresh, replaceDose };
}
