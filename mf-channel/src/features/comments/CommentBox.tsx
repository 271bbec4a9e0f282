import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dialogs, messageFor, pageStyles } from 'shared-kernel';
import { channelLimits, type FeedComment } from 'shared-kernel/isomorphic';
import type { PostKey } from '../feed-common/feedApi';
import styles from '../feed-common/feed.module.css';
import { commentOrKeep } from './keptComments';

export interface CommentBoxProps {
  post: PostKey;
  /** The comment replied to, or null for a comment on the post. */
  replyTo: FeedComment | null;
  onCancelReply: () => void;
  onSent: () => void;
}

/** Writes a comment or a reply: required, at most 500 characters, with a counter. */
export function CommentBox({ post, replyTo, onCancelReply, onSent }: CommentBoxProps) {
  const { t } = useTranslation('feed');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const max = channelLimits.textLength;
  const field = replyTo ? t('comments.replyField') : t('comments.field');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const comtCn = text.trim();
    if (!comtCn) return setError(messageFor('generic.required', { field }));
    if (comtCn.length > max) return setError(messageFor('generic.maxLength', { field, max }));
    setError(null);
    setSending(true);
    try {
      const result = await commentOrKeep(post, { comtCn, upperComtSn: replyTo?.comtSn ?? null });
      setText('');
      onCancelReply();
      if (result.state === 'kept') void dialogs.toast(t('comments.kept'));
      onSent();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={pageStyles.fieldset} onSubmit={(event) => void submit(event)} noValidate>
      {replyTo ? (
        <div className={pageStyles.cardHead}>
          <p className={pageStyles.hint}>
            {t('comments.replyingTo', { userNm: replyTo.userNm ?? t('post.withdrawnAuthor') })}
          </p>
          <button type="button" className={pageStyles.quiet} onClick={onCancelReply}>
            {t('comments.cancelReply')}
          </button>
        </div>
      ) : null}
      <label className={styles.field} htmlFor={`${id}-text`}>
        {field}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        value={text}
        maxLength={max}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setText(event.target.value)}
      />
      <span id={`${id}-count`} className={styles.counter} aria-live="polite">
        {t('counter', { length: text.length, max })}
      </span>
      {error ? (
        <p id={`${id}-error`} className={pageStyles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={pageStyles.primary} disabled={sending}>
        {replyTo ? t('comments.sendReply') : t('comments.send')}
      </button>
    </form>
  );
}
