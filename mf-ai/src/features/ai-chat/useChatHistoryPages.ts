import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, dialogs } from 'shared-kernel';
import { clearChatHistory, fetchChatHistory } from './chatApi';
import type { ChatMessage } from 'shared-kernel/isomorphic';

export type ChatHistoryPages =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | {
      state: 'ready';
      /** Newest first, as the API pages them. */
      messages: readonly ChatMessage[];
      total: number;
      /** Pages shown so far. */
      pages: number;
      busy: boolean;
    };

type ReadyPages = Extract<ChatHistoryPages, { state: 'ready' }>;

/** The person's chat history, newest first: the first page on mount, then one more page at a time. */
export function useChatHistoryPages() {
  const [list, setList] = useState<ChatHistoryPages>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The list each answer belongs to: an answer for a list that has since started over is dropped.
  const listId = useRef(0);

  useEffect(() => {
    listId.current += 1;
    const id = listId.current;
    setList({ state: 'loading' });
    fetchChatHistory(1).then(
      (page) => {
        if (listId.current === id)
          setList({ state: 'ready', messages: page.messages, total: page.total, pages: 1, busy: false });
      },
      (error: unknown) => {
        if (listId.current !== id) return;
        if (!(error instanceof ApiError)) throw error;
        setList({ state: 'failed', message: error.message });
      },
    );
  }, [attempt]);

  /**
   * Runs `change` on the ready list, marked busy meanwhile, and says whether it was done; a failure is shown and
   * leaves the list as it was.
   */
  async function whileBusy(change: (current: ReadyPages) => Promise<ReadyPages>): Promise<boolean> {
    if (list.state !== 'ready' || list.busy) return false;
    const id = listId.current;
    setList({ ...list, busy: true });
    try {
      const next = await change(list);
      if (listId.current === id) setList(next);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (listId.current === id)
        setList((current) => (current.state === 'ready' ? { ...current, busy: false } : current));
      await dialogs.alert({ message: error.message });
      return false;
    }
  }

  const loadMore = () =>
    whileBusy(async (current) => {
      const page = await fetchChatHistory(current.pages + 1);
      // A message sent meanwhile shifts the pages: one already shown may come again.
      const shown = new Set(current.messages.map((message) => message.id));
      const messages = [...current.messages, ...page.messages.filter((message) => !shown.has(message.id))];
      return { state: 'ready', messages, total: page.total, pages: current.pages + 1, busy: false };
    });

  const clear = () =>
    whileBusy(async () => {
      await clearChatHistory();
      return { state: 'ready', messages: [], total: 0, pages: 1, busy: false };
    });

  return { list, loadMore, clear, retry: useCallback(() => setAttempt((value) => value + 1), []) };
}
