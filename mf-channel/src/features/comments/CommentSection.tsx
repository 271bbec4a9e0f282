import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  dialogs,
  LoadFailure,
  Loading,
  pageStyles,
  Sheet,
  useKeptEntries,
  useLoad,
  useSessionUserId,
} from 'shared-kernel';
import type { FeedComment, FeedPost } from 'shared-kernel/isomorphic';
import { confirmAndBlock, hideItem, ReportForm } from '../blocking';
import { deleteComment, fetchComments } from '../feed-common/feedApi';
import { subscribeFeedChanges } from '../feed-common/feedChanges';
import { samePost } from '../feed-common/paths';
import feedStyles from '../feed-common/feed.module.css';
import { CommentBox } from './CommentBox';
import { CommentItem } from './CommentItem';
import { keptComments } from './keptComments';
import { PendingComments } from './PendingComments';
import styles from './comments.module.css';

/** The comments of a post, oldest first with their replies under them, and the box to write one. */
export function CommentSection({ post }: { post: FeedPost }) {
  const { t } = useTranslation('feed');
  const { t: tb } = useTranslation('channel');
  const [version, setVersion] = useState(0);
  const [reporting, setReporting] = useState<FeedComment | null>(null);
  const { loaded, retry } = useLoad(() => fetchComments(post), `${post.feedSn}/${post.chnSn}/${version}`);
  const [replyTo, setReplyTo] = useState<FeedComment | null>(null);
  const userId = useSessionUserId();
  const kept = useKeptEntries(keptComments, userId).filter((entry) => samePost(entry, post));
  const reload = () => setVersion((value) => value + 1);
  const now = Date.now();

  useEffect(
    () =>
      subscribeFeedChanges((change) => {
        if ((change.type === 'commented' && samePost(change.post, post)) || change.type === 'authorBlocked')
          setVersion((value) => value + 1);
      }),
    [post],
  );

  async function remove(comment: FeedComment) {
    const confirmed = await dialogs.confirm({
      message: t('comments.deleteConfirm'),
      confirmLabel: t('comments.delete'),
    });
    if (!confirmed) return;
    try {
      await deleteComment(post, comment.comtSn);
      reload();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      void dialogs.toast(error.message);
    }
  }

  /** Someone else's comment: hide it, report it or block its writer (issue 36.2), each for the person only. */
  async function options(comment: FeedComment) {
    const choice = await dialogs.select({
      title: tb('blocking.commentOptionsTitle'),
      options: [
        { value: 'hide', label: tb('blocking.hide') },
        { value: 'report', label: tb('blocking.report') },
        ...(comment.userId ? [{ value: 'block', label: tb('blocking.block') }] : []),
      ],
      cancelLabel: tb('blocking.cancel'),
    });
    if (choice === 'report') setReporting(comment);
    if (choice === 'block' && comment.userId)
      await confirmAndBlock(tb, { userId: comment.userId, userNm: comment.userNm ?? '' });
    if (choice !== 'hide') return;
    try {
      await hideItem({ feedSn: post.feedSn, chnSn: post.chnSn, comtSn: comment.comtSn });
      void dialogs.toast(tb('blocking.hidden'));
      reload();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      void dialogs.toast(error.message);
    }
  }

  const comments = loaded.state === 'ready' ? loaded.value.comtList : [];
  const tops = comments.filter((comment) => comment.upperComtSn === null);
  const repliesOf = (comment: FeedComment) =>
    comments.filter((reply) => reply.upperComtSn === comment.comtSn);
  const count = loaded.state === 'ready' ? comments.length : post.comtCnt;

  const buttons = (comment: FeedComment, canReply: boolean) => (
    <>
      {canReply ? (
        <button
          type="button"
          className={pageStyles.quiet}
          aria-label={t('comments.replyTo', { userNm: comment.userNm ?? t('post.withdrawnAuthor') })}
          onClick={() => setReplyTo(comment)}
        >
          {t('comments.reply')}
        </button>
      ) : null}
      {comment.mineAt === 'Y' ? (
        <button type="button" className={pageStyles.quiet} onClick={() => void remove(comment)}>
          {t('comments.delete')}
        </button>
      ) : (
        <button
          type="button"
          className={pageStyles.quiet}
          aria-label={tb('blocking.commentOptions', {
            userNm: comment.userNm ?? tb('blocking.withdrawnAuthor'),
          })}
          onClick={() => void options(comment)}
        >
          ⋯
        </button>
      )}
    </>
  );

  return (
    <section className={pageStyles.card} aria-labelledby="feed-comments-title">
      <h2 id="feed-comments-title" className={pageStyles.sectionTitle}>
        {t('comments.title')} <span aria-live="polite">{count}</span>
      </h2>
      <PendingComments />
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
      {loaded.state === 'ready' && comments.length === 0 && kept.length === 0 ? (
        <p className={pageStyles.hint}>{t('comments.empty')}</p>
      ) : null}
      <ol className={styles.list} aria-label={t('comments.listLabel')}>
        {tops.map((comment) => (
          <CommentItem
            key={comment.comtSn}
            comment={comment}
            now={now}
            replies={
              repliesOf(comment).length > 0 ? (
                <ol className={styles.replies} aria-label={t('comments.repliesLabel')}>
                  {repliesOf(comment).map((reply) => (
                    <CommentItem key={reply.comtSn} comment={reply} now={now}>
                      {buttons(reply, false)}
                    </CommentItem>
                  ))}
                </ol>
              ) : null
            }
          >
            {buttons(comment, true)}
          </CommentItem>
        ))}
        {kept.map((entry) => (
          <CommentItem
            key={entry.createdAt}
            comment={{ userNm: t('comments.me'), comtCn: entry.comtCn, creatDt: entry.createdAt }}
            now={now}
          >
            <span className={feedStyles.pendingBadge}>{t('comments.keptBadge')}</span>
          </CommentItem>
        ))}
      </ol>
      <CommentBox post={post} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} onSent={reload} />
      {reporting ? (
        <Sheet title={tb('blocking.reportTitle')} onClose={() => setReporting(null)}>
          <div className={pageStyles.sheetBody}>
            <ReportForm
              item={{ feedSn: post.feedSn, chnSn: post.chnSn, comtSn: reporting.comtSn }}
              onReported={() => {
                setReporting(null);
                reload();
              }}
              onCancel={() => setReporting(null)}
            />
          </div>
        </Sheet>
      ) : null}
    </section>
  );
}
