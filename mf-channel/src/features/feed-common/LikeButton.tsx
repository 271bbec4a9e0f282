import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dialogs } from 'shared-kernel';
import type { FeedPost } from 'shared-kernel/isomorphic';
import { setPostLike } from './feedApi';
import styles from './feed.module.css';

/**
 * The like button with its count: it changes at once, and goes back with the API's message when the API
 * refuses (the count then is the server's again).
 */
export function LikeButton({ post }: { post: FeedPost }) {
  const { t } = useTranslation('feed');
  const [state, setState] = useState({ likeAt: post.likeAt, likeCnt: post.likeCnt });
  const [sending, setSending] = useState(false);
  const liked = state.likeAt === 'Y';

  async function toggle() {
    const before = state;
    const wanted = liked ? 'N' : 'Y';
    setState({ likeAt: wanted, likeCnt: Math.max(0, before.likeCnt + (liked ? -1 : 1)) });
    setSending(true);
    try {
      setState(await setPostLike(post, wanted));
    } catch (error) {
      setState(before);
      if (!(error instanceof ApiError)) throw error;
      void dialogs.toast(error.message);
    } finally {
      setSending(false);
    }
  }

  return (
    <button
      type="button"
      className={styles.countButton}
      aria-pressed={liked}
      disabled={sending}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
      {t('post.like')}
      <span aria-live="polite" className={styles.count}>
        {state.likeCnt}
      </span>
    </button>
  );
}
