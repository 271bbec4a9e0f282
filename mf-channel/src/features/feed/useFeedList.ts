import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, subscribeNotifications } from 'shared-kernel';
import { notificationKindCodes, type FeedPost } from 'shared-kernel/isomorphic';
import { fetchFeedPage, type FeedQuery } from '../feed-common/feedApi';
import { subscribeFeedChanges } from '../feed-common/feedChanges';
import { postOfDetailLink, samePost } from '../feed-common/paths';

export type FeedList =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; posts: FeedPost[]; nextCursor: string | null; pages: number };

/** Notifications about a post of a channel: a comment, a reply, a like, a new post. */
const postKinds: readonly string[] = [
  notificationKindCodes.feedComment,
  notificationKindCodes.commentReply,
  notificationKindCodes.feedLike,
  notificationKindCodes.feedPosted,
];

/** The fresh first page, followed by the older posts already loaded that it does not hold. */
function withFreshFirstPage(list: FeedList, fresh: FeedPost[], freshCursor: string | null): FeedList {
  if (list.state !== 'ready' || list.pages <= 1) {
    return { state: 'ready', posts: fresh, nextCursor: freshCursor, pages: 1 };
  }
  const oldest = fresh.at(-1);
  const older = list.posts.filter(
    (post) => !fresh.some((shown) => samePost(shown, post)) && (!oldest || post.creatDt <= oldest.creatDt),
  );
  return { ...list, posts: [...fresh, ...older] };
}

/**
 * The posts of the feed for the chosen channel (null: every channel) and activity codes, newest first, with
 * "more" through the cursor. The first page is read again when the live stream tells of a comment, like or
 * post in a channel shown, and when another screen removed or wrote a post.
 */
export function useFeedList(chnSn: number | null, actCode: string | null, shownChannels: readonly number[]) {
  const [list, setList] = useState<FeedList>({ state: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const generation = useRef(0);
  const query = useCallback(
    (cursor: string | null): FeedQuery => ({ chnSn, actCode, cursor }),
    [chnSn, actCode],
  );

  const loadFirst = useCallback(() => {
    const mine = ++generation.current;
    setList({ state: 'loading' });
    setMoreError(null);
    fetchFeedPage(query(null)).then(
      (page) => {
        if (mine === generation.current) {
          setList({ state: 'ready', posts: page.feedList, nextCursor: page.nextCursor, pages: 1 });
        }
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        if (mine === generation.current) setList({ state: 'failed', message: error.message });
      },
    );
  }, [query]);

  const refreshFirst = useCallback(() => {
    const mine = generation.current;
    fetchFeedPage(query(null)).then(
      (page) => {
        if (mine === generation.current)
          setList((now) => withFreshFirstPage(now, page.feedList, page.nextCursor));
      },
      // The list shown stays as it was; the next change or a reload tries again.
      () => undefined,
    );
  }, [query]);

  async function loadMore() {
    if (list.state !== 'ready' || !list.nextCursor || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await fetchFeedPage(query(list.nextCursor));
      if (mine !== generation.current) return;
      setList((now) =>
        now.state === 'ready'
          ? {
              state: 'ready',
              posts: [
                ...now.posts,
                ...page.feedList.filter((post) => !now.posts.some((shown) => samePost(shown, post))),
              ],
              nextCursor: page.nextCursor,
              pages: now.pages + 1,
            }
          : now,
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setMoreError(error.message);
    } finally {
      setLoadingMore(false);
    }
  }

  useEffect(loadFirst, [loadFirst]);

  const shown = shownChannels.join(',');
  useEffect(
    () =>
      subscribeNotifications((notification) => {
        const post = postOfDetailLink(notification.link);
        if (!post || !postKinds.includes(notification.notiKindCode)) return;
        const inView = chnSn === null ? shown.split(',').includes(String(post.chnSn)) : post.chnSn === chnSn;
        if (inView) refreshFirst();
      }),
    [chnSn, shown, refreshFirst],
  );

  useEffect(
    () =>
      subscribeFeedChanges((change) => {
        if (change.type === 'removed') {
          setList((now) =>
            now.state === 'ready'
              ? { ...now, posts: now.posts.filter((post) => !samePost(post, change.post)) }
              : now,
          );
        } else if (change.type === 'authorBlocked') {
          setList((now) =>
            now.state === 'ready'
              ? { ...now, posts: now.posts.filter((post) => post.userId !== change.userId) }
              : now,
          );
        } else {
          refreshFirst();
        }
      }),
    [refreshFirst],
  );

  return { list, loadFirst, loadMore, loadingMore, moreError };
}
