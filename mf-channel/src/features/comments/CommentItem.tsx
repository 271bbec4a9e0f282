import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteTime, pageStyles, relativeTime } from 'shared-kernel';
import type { FeedComment } from 'shared-kernel/isomorphic';

import styles from './comments.module.css';

export interface CommentItemProps {
  comment: Pick<FeedComment, 'userNm' | 'comtCn' | 'creatDt'>;
  now: number;
  /** Reply and delete buttons, or the "waiting to be sent" mark. */
  children?: ReactNode;
  replies?: ReactNode;
}

/** One comment: who, when, what (as text, never HTML). */
export function CommentItem({ comment, now, children, replies }: CommentItemProps) {
  const { t } = useTranslation('feed');
  return (
    <li className={styles.comment}>
      <div className={styles.head}>
        <span className={styles.author}>{comment.userNm ?? t('post.withdrawnAuthor')}</span>
        <time className={styles.time} dateTime={comment.creatDt} title={absoluteTime(comment.creatDt)}>
          {relativeTime(comment.creatDt, now)}
        </time>
      </div>
      <p className={styles.text}>{comment.comtCn}</p>
      {children ? <div className={`${styles.actions} ${pageStyles.hint}`}>{children}</div> : null}
      {replies}
    </li>
  );
}
