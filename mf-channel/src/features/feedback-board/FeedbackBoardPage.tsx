import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs, EmptyState, LoadFailure, Loading, PageHeader, pageStyles } from 'shared-kernel';
import type { Inquiry } from 'shared-kernel/isomorphic';
import { InquiryForm } from './InquiryForm';
import { InquiryItem } from './InquiryItem';
import { emptyDraft, type InquiryDraft } from './inquiryDraft';
import { useInquiryBoard } from './useInquiryBoard';
import styles from './feedbackBoard.module.css';

/** `/user/inqry`: the feedback board (고객의 소리), everyone's entries newest first, and writing one. */
export function FeedbackBoardPage() {
  const { t } = useTranslation('inquiry');
  const { board, loadMore, addWritten, retry } = useInquiryBoard();
  const [writing, setWriting] = useState(false);
  const [draft, setDraft] = useState<InquiryDraft>(emptyDraft);
  const writeButton = useRef<HTMLButtonElement>(null);
  const listHeading = useId();

  function closeForm() {
    setWriting(false);
    // The button is back once the form is gone.
    setTimeout(() => writeButton.current?.focus());
  }

  function saved(entry: Inquiry) {
    addWritten(entry);
    setDraft(emptyDraft);
    closeForm();
    void dialogs.toast(t('form.saved'));
  }

  return (
    <div className={pageStyles.page}>
      <PageHeader title={t('title')} />
      {writing ? (
        <InquiryForm draft={draft} setDraft={setDraft} onSaved={saved} onCancel={closeForm} />
      ) : (
        <button
          ref={writeButton}
          type="button"
          className={pageStyles.primary}
          onClick={() => setWriting(true)}
        >
          {t('write')}
        </button>
      )}
      {board.state === 'loading' ? <Loading /> : null}
      {board.state === 'failed' ? (
        <LoadFailure message={`${t('loadFailed')} ${board.message}`} onRetry={retry} />
      ) : null}
      {board.state === 'ready' && board.items.length === 0 ? (
        <EmptyState title={t('emptyTitle')}>{t('emptyText')}</EmptyState>
      ) : null}
      {board.state === 'ready' && board.items.length > 0 ? (
        <section className={styles.board} aria-labelledby={listHeading}>
          <h2 id={listHeading} className={pageStyles.sectionTitle}>
            {t('listHeading')} <span className={styles.total}>{t('total', { count: board.totalCount })}</span>
          </h2>
          <ul className={styles.list} aria-label={t('listLabel')}>
            {board.items.map((entry) => (
              <InquiryItem key={entry.inqrySn} entry={entry} />
            ))}
          </ul>
          {board.more === 'failed' ? (
            <p className={pageStyles.error} role="alert">
              {t('loadFailed')}
            </p>
          ) : null}
          {board.items.length < board.totalCount ? (
            <button
              type="button"
              className={pageStyles.secondary}
              onClick={loadMore}
              disabled={board.more === 'loading'}
            >
              {board.more === 'failed' ? t('common:retry') : t('more')}
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
