import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from 'shared-kernel';
import type { Inquiry } from 'shared-kernel/isomorphic';
import { loadInquiryPage } from './inquiryApi';

export type BoardState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; items: Inquiry[]; totalCount: number; more: 'idle' | 'loading' | 'failed' };

/** Later pages may repeat an entry already shown (new entries moved the pages): each shows once. */
function withoutShown(shown: Inquiry[], page: Inquiry[]): Inquiry[] {
  const known = new Set(shown.map(({ inqrySn }) => inqrySn));
  return page.filter(({ inqrySn }) => !known.has(inqrySn));
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  throw error;
}

/** The board: the first page, more pages on demand, and the person's new entry on top once saved. */
export function useInquiryBoard() {
  const [board, setBoard] = useState<BoardState>({ state: 'loading' });
  const pagesRead = useRef(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    pagesRead.current = 0;
    setBoard({ state: 'loading' });
    loadInquiryPage(1).then(
      (page) => {
        if (!current) return;
        pagesRead.current = 1;
        setBoard({ state: 'ready', items: page.inqryList, totalCount: page.totalCount ?? 0, more: 'idle' });
      },
      (error: unknown) => {
        if (current) setBoard({ state: 'failed', message: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const loadMore = useCallback(() => {
    setBoard((before) => (before.state === 'ready' ? { ...before, more: 'loading' } : before));
    loadInquiryPage(pagesRead.current + 1).then(
      (page) => {
        pagesRead.current += 1;
        setBoard((before) =>
          before.state === 'ready'
            ? {
                ...before,
                items: [...before.items, ...withoutShown(before.items, page.inqryList)],
                totalCount: page.totalCount ?? before.totalCount,
                more: 'idle',
              }
            : before,
        );
      },
      (error: unknown) => {
        messageOf(error);
        setBoard((before) => (before.state === 'ready' ? { ...before, more: 'failed' } : before));
      },
    );
  }, []);

  const addWritten = useCallback((entry: Inquiry) => {
    setBoard((before) =>
      before.state === 'ready'
        ? { ...before, items: [entry, ...before.items], totalCount: before.totalCount + 1 }
        : before,
    );
  }, []);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { board, loadMore, addWritten, retry };
}
