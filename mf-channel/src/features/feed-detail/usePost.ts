import { useCallback, useEffect, useState } from 'react';
import { ApiError } from 'shared-kernel';
import type { FeedPost } from 'shared-kernel/isomorphic';
import { fetchPost, type PostKey } from '../feed-common/feedApi';

export type LoadedPost =
  | { state: 'loading' }
  | { state: 'notShared' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; post: FeedPost };

/** The post, told apart from one the person may not see (404 M0044: gone, or not shared with them). */
export function usePost(key: PostKey | null) {
  const [loaded, setLoaded] = useState<LoadedPost>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const feedSn = key?.feedSn;
  const chnSn = key?.chnSn;

  useEffect(() => {
    if (feedSn === undefined || chnSn === undefined) {
      setLoaded({ state: 'notShared' });
      return undefined;
    }
    let current = true;
    setLoaded({ state: 'loading' });
    fetchPost({ feedSn, chnSn }).then(
      (post) => {
        if (current) setLoaded({ state: 'ready', post });
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        if (!current) return;
        setLoaded(
          error.code === 'M0044' ? { state: 'notShared' } : { state: 'failed', message: error.message },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [feedSn, chnSn, attempt]);

  return { loaded, retry: useCallback(() => setAttempt((value) => value + 1), []) };
}
