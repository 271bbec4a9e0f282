import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dialogs, EmptyState, formatDate, Loading } from 'shared-kernel';
import type { ChatMessage } from 'shared-kernel/isomorphic';
import { ChatMessageItem } from './ChatMessageItem';
import { useChatHistoryPages } from './useChatHistoryPages';
import { LoadFailure } from '../prediction-common/LoadFailure';
import styles from './aiChat.module.css';

interface Day {
  date: string;
  /** Oldest first, so that each question comes before its answer. */
  messages: ChatMessage[];
}

/** Messages (newest first) grouped by their Seoul date, newest day first. */
function daysOf(messages: readonly ChatMessage[]): Day[] {
  const days: Day[] = [];
  for (const message of messages) {
    const date = formatDate(message.createdAt);
    const day = days.find((candidate) => candidate.date === date);
    if (day) day.messages.unshift(message);
    else days.push({ date, messages: [message] });
  }
  return days;
}

/** Every past message, a page at a time, with a way to clear them all. */
export function ChatHistoryView({ chatLink }: { chatLink: string }) {
  const { t, i18n } = useTranslation('ai', { keyPrefix: 'chat' });
  const { list, loadMore, clear, retry } = useChatHistoryPages();

  async function confirmClear() {
    const confirmed = await dialogs.confirm({
      message: t('history.clearConfirm'),
      confirmLabel: t('history.clear'),
    });
    if (confirmed && (await clear())) void dialogs.toast(t('history.cleared'));
  }

  return (
    <div className={styles.history}>
      <div className={styles.historyBar}>
        <Link className={styles.historyLink} to={chatLink}>
          {t('history.back')}
        </Link>
        {list.state === 'ready' && list.total > 0 ? (
          <button
            type="button"
            className={styles.danger}
            disabled={list.busy}
            onClick={() => void confirmClear()}
          >
            {t('history.clear')}
          </button>
        ) : null}
      </div>
      {list.state === 'loading' ? <Loading /> : null}
      {list.state === 'failed' ? <LoadFailure message={list.message} onRetry={retry} /> : null}
      {list.state === 'ready' && list.messages.length === 0 ? (
        <EmptyState title={t('history.emptyTitle')}>{t('history.emptyText')}</EmptyState>
      ) : null}
      {list.state === 'ready' && list.messages.length > 0 ? (
        <>
          <p className={styles.total}>
            {t('history.total', { total: new Intl.NumberFormat(i18n.language).format(list.total) })}
          </p>
          {daysOf(list.messages).map((day) => (
            <section key={day.date} className={styles.day} aria-label={day.date}>
              <h3 className={styles.dayTitle}>{day.date}</h3>
              <ol className={styles.messages}>
                {day.messages.map((message) => (
                  <ChatMessageItem key={message.id} message={message} />
                ))}
              </ol>
            </section>
          ))}
          {list.messages.length < list.total ? (
            <button
              type="button"
              className={styles.secondary}
              disabled={list.busy}
              onClick={() => void loadMore()}
            >
              {t('history.more')}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
