import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { absoluteTime, relativeTime } from 'shared-kernel';
import type { FeedPost } from 'shared-kernel/isomorphic';
import { ActivityCard } from '../activity-cards';
import { LikeButton } from './LikeButton';
import { detailPath, postOverlayPath, postOverlays } from './paths';

import styles from './feed.module.css';

export interface PostCardProps {
  post: FeedPost;
  /** The page the post's overlays open over. */
  basePath: string;
  now: number;
  /** On the post's own page: no link to itself, and its heading is the page's. */
  onItsPage?: boolean;
}

/** One post: who wrote it where and when, its body by screen type, the like button and the comments. */
export function PostCard({ post, basePath, now, onItsPage = false }: PostCardProps) {
  const { t } = useTranslation('feed');
  const author = post.userNm ?? t('post.withdrawnAuthor');
  const unread = post.readAt === 'N' && !onItsPage;
  const time = (
    <time dateTime={post.creatDt} title={absoluteTime(post.creatDt)}>
      {relativeTime(post.creatDt, now)}
    </time>
  );
  return (
    <article
      className={`${styles.post} ${unread ? styles.postUnread : ''}`}
      aria-label={t('post.label', { userNm: author, chnNm: post.chnNm })}
    >
      <div className={styles.postHead}>
        <div className={styles.who}>
          <p className={styles.author}>{author}</p>
          <p className={styles.meta}>
            {post.chnNm} ·{' '}
            {onItsPage ? (
              time
            ) : (
              <Link
                to={detailPath(post)}
                aria-label={t('post.open', { userNm: author, time: relativeTime(post.creatDt, now) })}
              >
                {time}
              </Link>
            )}
          </p>
        </div>
        {unread ? <span className={styles.unread}>{t('post.unread')}</span> : null}
        <Link
          className={styles.menuButton}
          to={postOverlayPath(basePath, postOverlays.options, post)}
          aria-label={t('post.options')}
        >
          ⋯
        </Link>
      </div>
      <ActivityCard post={post} />
      <div className={styles.postFoot}>
        <LikeButton post={post} />
        {onItsPage ? (
          <Link className={styles.countButton} to={postOverlayPath(basePath, postOverlays.likeUsers, post)}>
            {t('post.likeUsers')}
          </Link>
        ) : (
          <Link className={styles.countButton} to={detailPath(post)}>
            {t('post.comments')}
            <span aria-live="polite" className={styles.count}>
              {post.comtCnt}
            </span>
          </Link>
        )}
      </div>
    </article>
  );
}
