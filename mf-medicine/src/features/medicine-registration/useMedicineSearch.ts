import { useEffect, useState } from 'react';
import { ApiError } from 'shared-kernel';
import type { MedicineSearchPage } from 'shared-kernel/isomorphic';
import { searchMedicines } from '../medicine-common/medicineApi';

/** The wait after the last key before the catalogue is asked. */
export const searchDebounceMs = 250;

export type SearchState =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'failed'; message: string }
  | { state: 'found'; query: string; page: MedicineSearchPage };

/**
 * Searches the catalogue 250 ms after the text stops changing; a newer text cancels the request of an older one,
 * so that a late answer never replaces a newer one. `retry` asks again.
 */
export function useMedicineSearch(text: string): { search: SearchState; retry: () => void } {
  const query = text.trim();
  const [search, setSearch] = useState<SearchState>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (query === '') {
      setSearch({ state: 'idle' });
      return;
    }
    setSearch({ state: 'searching' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchMedicines(query, controller.signal).then(
        (page) => setSearch({ state: 'found', query, page }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (!(error instanceof ApiError)) throw error;
          setSearch({ state: 'failed', message: error.message });
        },
      );
    }, searchDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, attempt]);

  return { search, retry: () => setAttempt((value) => value + 1) };
}
