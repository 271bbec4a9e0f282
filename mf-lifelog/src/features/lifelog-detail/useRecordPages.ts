import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, dialogs } from 'shared-kernel';
import type { LifelogTypeKey } from 'shared-kernel/isomorphic';
import { fetchRecordsPage, type SavedRecord } from './records';

export type RecordPages =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | {
      state: 'ready';
      records: readonly SavedRecord[];
      total: number;
      /** Pages shown so far. */
      pages: number;
      loadingMore: boolean;
    };

/**
 * A type's records, newest first: the first page on mount and whenever `version` grows (the list starts over),
 * then one more page at a time.
 */
export function useRecordPages(typeKey: LifelogTypeKey, subjectId: string | undefined, version: number) {
  const [list, setList] = useState<RecordPages>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The list each answer belongs to: an answer for a list that has since started over is dropped.
  const listId = useRef(0);

  useEffect(() => {
    listId.current += 1;
    const id = listId.current;
    setList({ state: 'loading' });
    fetchRecordsPage(typeKey, 1, subjectId).then(
      (page) => {
        if (listId.current === id)
          setList({ state: 'ready', records: page.records, total: page.total, pages: 1, loadingMore: false });
      },
      (error: unknown) => {
        if (listId.current !== id) return;
        if (!(error instanceof ApiError)) throw error;
        setList({ state: 'failed', message: error.message });
      },
    );
  }, [typeKey, subjectId, version, attempt]);

  async function loadMore() {
    if (list.state !== 'ready' || list.loadingMore) return;
    const id = listId.current;
    setList({ ...list, loadingMore: true });
    try {
      const page = await fetchRecordsPage(typeKey, list.pages + 1, subjectId);
      if (listId.current !== id) return;
      setList((current) => {
        if (current.state !== 'ready') return current;
        // A record saved meanwhile shifts the pages: one already shown may come again.
        const shown = new Set(current.records.map((record) => record.id));
        const records = [...current.records, ...page.records.filter((record) => !shown.has(record.id))];
        return { state: 'ready', records, total: page.total, pages: current.pages + 1, loadingMore: false };
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (listId.current !== id) return;
      setList((current) => (current.state === 'ready' ? { ...current, loadingMore: false } : current));
      await dialogs.alert({ message: error.message });
    }
  }

  return { list, loadMore, retry: useCallback(() => setAttempt((value) => value + 1), []) };
}

export type RecordPagesState = ReturnType<typeof useRecordPages>;
