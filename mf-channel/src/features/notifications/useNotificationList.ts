import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, fetchNotificationPage, subscribeNotifications } from 'shared-kernel';
import { notificationLimits, type AppNotification } from 'shared-kernel/isomorphic';

export type ListState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; items: AppNotification[]; totalCount: number; more: 'idle' | 'loading' | 'failed' };

const rows = notificationLimits.rows.default;

/** Pages read later may repeat a notification already shown (new ones moved the pages): each shows once. */
function withoutShown(shown: AppNotification[], page: AppNotification[]): AppNotification[] {
  const known = new Set(shown.map(({ notiSn }) => notiSn));
  return page.filter(({ notiSn }) => !known.has(notiSn));
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  throw error;
}

/**
 * The notification list: the first page, more pages on demand, and new notifications from the stream on top.
 */
export function useNotificationList() {
  const [list, setList] = useState<ListState>({ state: 'loading' });
  const pagesRead = useRef(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    pagesRead.current = 0;
    setList({ state: 'loading' });
    fetchNotificationPage(1, rows).then(
      (page) => {
        if (!current) return;
        pagesRead.current = 1;
        setList({ state: 'ready', items: page.notiList, totalCount: page.totalCount, more: 'idle' });
      },
      (error: unknown) => {
        if (current) setList({ state: 'failed', message: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(
    () =>
      subscribeNotifications((notification) =>
        setList((before) =>
          before.state !== 'ready' || before.items.some(({ notiSn }) => notiSn === notification.notiSn)
            ? before
            : { ...before, items: [notification, ...before.items], totalCount: before.totalCount + 1 },
        ),
      ),
    [],
  );

  const loadMore = useCallback(() => {
    setList((before) => (before.state === 'ready' ? { ...before, more: 'loading' } : before));
    fetchNotificationPage(pagesRead.current + 1, rows).then(
      (page) => {
        pagesRead.current += 1;
        setList((before) =>
          before.state === 'ready'
            ? {
                ...before,
                items: [...before.items, ...withoutShown(before.items, page.notiList)],
                totalCount: page.totalCount,
                more: 'idle',
              }
            : before,
        );
      },
      (error: unknown) => {
        messageOf(error);
        setList((before) => (before.state === 'ready' ? { ...before, more: 'failed' } : before));
      },
    );
  }, []);

  /** Shows a notification as it now is (read, or unread again after a failed mark). */
  const replace = useCallback((notification: AppNotification) => {
    setList((before) =>
      before.state === 'ready'
        ? {
            ...before,
            items: before.items.map((item) => (item.notiSn === notification.notiSn ? notification : item)),
          }
        : before,
    );
  }, []);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { list, loadMore, replace, retry };
}
