import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  ApiError,
  dialogs,
  Loading,
  LoadFailure,
  PageHeader,
  pageStyles,
  useHeadingFocus,
  userApi,
} from 'shared-kernel';
import type { FeedPost } from 'shared-kernel/isomorphic';
import { markPostRead, type PostKey } from '../feed-common/feedApi';
import { subscribeFeedChanges } from '../feed-common/feedChanges';
import { detailPath, feedPath, samePost } from '../feed-common/paths';
import { PostCard } from '../feed-common/PostCard';
import { NotShared } from './NotShared';
import { usePost } from './usePost';

const serial = (text: string | undefined) => (text && /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : null);

/** The post the route names, or null when its numbers are not serials (shown as not shared, as the API would). */
function usePostKey(): PostKey | null {
  const params = useParams();
  const feedSn = serial(params.feedSn);
  const chnSn = serial(params.chnSn);
  return feedSn !== null && chnSn !== null ? { feedSn, chnSn } : null;
}

/** Marks the post read (M0058 said when it fails) and the notifications that link to it seen. */
async function markSeen(post: FeedPost): Promise<void> {
  const path = `/api/service/noti/feed/${post.feedSn}/${post.chnSn}`;
  // The bell follows through the notification stream; a failure here only leaves them unread.
  void userApi.get(path).catch(() => undefined);
  if (post.readAt === 'Y') return;
  try {
    await markPostRead(post);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    void dialogs.toast(error.message);
  }
}

/** `detail/:feedSn/:chnSn`: the post, then `comments` (composed by the remote's root). */
export function FeedDetailPage({ comments }: { comments: (post: FeedPost) => ReactNode }) {
  const { t } = useTranslation('feed');
  const navigate = useNavigate();
  const ref = useHeadingFocus<HTMLDivElement>();
  const key = usePostKey();
  const { loaded, retry } = usePost(key);
  const post = loaded.state === 'ready' ? loaded.post : null;

  useEffect(() => {
    if (post) void markSeen(post);
    // Once a post opened, not again when the same post is read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [post?.feedSn, post?.chnSn]);

  // Hidden, reported, deleted or its author blocked from the menu over this page: the post is gone for the
  // person, so is its page. Left once the menu has closed back to it (through the overlay history), so that the
  // feed replaces this page's entry and not the menu's.
  const { pathname } = useLocation();
  const [gone, setGone] = useState(false);
  useEffect(
    () =>
      subscribeFeedChanges((change) => {
        if (!post) return;
        if (
          (change.type === 'removed' && samePost(change.post, post)) ||
          (change.type === 'authorBlocked' && change.userId === post.userId)
        )
          setGone(true);
      }),
    [post],
  );
  useEffect(() => {
    if (gone && post && pathname === detailPath(post)) navigate(feedPath, { replace: true });
  }, [gone, post, pathname, navigate]);

  return (
    <div ref={ref}>
      <PageHeader title={t('detail.title')} onBack={() => navigate(feedPath)} />
      <div className={pageStyles.page}>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'notShared' ? <NotShared /> : null}
        {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
        {post ? (
          <>
            <PostCard post={post} basePath={detailPath(post)} now={Date.now()} onItsPage />
            {comments(post)}
          </>
        ) : null}
      </div>
    </div>
  );
}
