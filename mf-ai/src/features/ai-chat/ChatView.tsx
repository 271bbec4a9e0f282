import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, Loading, useLoad } from 'shared-kernel';
import { chatMessageMaxLength, type ChatMessage, type PredictionOverview } from 'shared-kernel/isomorphic';
import { loadOverview } from '../prediction-common/loadOverview';
import { rememberedOverview } from '../prediction-common/overviewMemory';
import { fetchChatHistory, sendChatMessage } from './chatApi';
import { ChatMessageItem } from './ChatMessageItem';
import { LoadFailure } from '../prediction-common/LoadFailure';
import styles from './aiChat.module.css';

type RiskSuggestion = 'risk' | 'riskLow' | 'riskNone';

/**
 * The question about risk that fits the person's results: why it is high when any result is moderate or high,
 * why it is low when all are low, and whether there are any when none has a number yet.
 */
function riskSuggestionOf(overview: PredictionOverview): RiskSuggestion {
  const severities = overview.entries.flatMap((entry) => (entry.result ? [entry.result.severity] : []));
  if (severities.length === 0) return 'riskNone';
  return severities.some((severity) => severity !== 'low') ? 'risk' : 'riskLow';
}

/** The predictions the chat's answers rest on: those the page under it computed, else computed now. */
async function currentOverview(): Promise<PredictionOverview> {
  return rememberedOverview() ?? loadOverview();
}

/**
 * The conversation: what answers rest on and the recent messages in one scrolling log that takes the sheet's height
 * left by the suggested questions and the question field under it.
 */
export function ChatView({ historyLink }: { historyLink: string }) {
  const { t, i18n } = useTranslation('ai', { keyPrefix: 'chat' });
  const recent = useLoad(() => fetchChatHistory(1));
  const overview = useLoad(currentOverview);
  // An article's counseling entry (`/main/feed/counseling`) opens the chat about its topic: asked first.
  const topic = (useSearchParams()[0].get('topic') ?? '').trim().slice(0, 120);
  // The most common question first: how to lower blood pressure; the risk question once the results are known.
  const suggestionKeys = [
    ...(topic ? ['topic'] : []),
    'lower',
    ...(overview.loaded.state === 'ready' ? [riskSuggestionOf(overview.loaded.value)] : []),
    'change',
    'grade',
  ];
  // Messages exchanged since the chat opened, oldest first.
  const [exchanged, setExchanged] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const fieldId = useId();
  const counterId = useId();
  const failureId = useId();
  const number = new Intl.NumberFormat(i18n.language);

  // A history that answers after a send may already hold the messages just exchanged.
  const exchangedIds = new Set(exchanged.map((message) => message.id));
  const earlier =
    recent.loaded.state === 'ready'
      ? [...recent.loaded.value.messages].reverse().filter((message) => !exchangedIds.has(message.id))
      : [];
  const messages = [...earlier, ...exchanged];

  // The newest question at the top of the conversation, so that its answer reads from its first line (an answer
  // is often taller than the view); when what follows it fits, the browser stops at the bottom instead.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const questions = log.querySelectorAll<HTMLElement>('[data-speaker="user"]');
    const newest = questions[questions.length - 1];
    log.scrollTop = newest ? newest.offsetTop : log.scrollHeight;
  }, [messages.length, waitingFor]);

  async function send(text: string, fromField: boolean) {
    const question = text.trim();
    if (!question || waitingFor !== null) return;
    setWaitingFor(question);
    setFailure(null);
    try {
      const { question: asked, answer } = await sendChatMessage(question);
      setExchanged((list) => [...list, asked, answer]);
      if (fromField) setDraft('');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
      // A suggested question that failed goes into the field, to send again; a draft being written stays.
      if (!fromField) setDraft((current) => (current.trim() ? current : question));
    } finally {
      setWaitingFor(null);
      fieldRef.current?.focus();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(draft, true);
  }

  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter that ends a Korean (IME) composition only commits the syllable.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send(draft, true);
  }

  return (
    <div className={styles.chat}>
      <Link className={styles.historyLink} to={historyLink}>
        {t('historyLink')}
      </Link>
      {/* Focusable so that a keyboard can scroll it; the note scrolls away with the conversation to leave it room. */}
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-label={t('logLabel')}
        tabIndex={0}
      >
        <p className={styles.note}>{t('note')}</p>
        {recent.loaded.state === 'loading' ? <Loading /> : null}
        {recent.loaded.state === 'failed' ? (
          <LoadFailure message={recent.loaded.message} onRetry={recent.retry} />
        ) : null}
        {recent.loaded.state === 'ready' && messages.length === 0 && waitingFor === null ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : null}
        {messages.length > 0 || waitingFor !== null ? (
          <ol className={styles.messages}>
            {messages.map((message) => (
              <ChatMessageItem key={message.id} message={message} />
            ))}
            {waitingFor !== null ? (
              <ChatMessageItem message={{ role: 'user', content: waitingFor, createdAt: '' }} />
            ) : null}
          </ol>
        ) : null}
      </div>
      {waitingFor !== null ? (
        <p className={styles.typing} role="status">
          {t('typing')}
        </p>
      ) : null}
      {/* One row that scrolls sideways: wrapped, the questions took a third of a phone's sheet. */}
      <section className={styles.suggestions} aria-label={t('suggestions.title')}>
        {suggestionKeys.map((key) => (
          <button
            key={key}
            type="button"
            className={styles.suggestion}
            disabled={waitingFor !== null}
            onClick={() => void send(t(`suggestions.${key}`, { topic }), false)}
          >
            {t(`suggestions.${key}`, { topic })}
          </button>
        ))}
      </section>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.formTop}>
          <label htmlFor={fieldId} className={styles.label}>
            {t('field')}
          </label>
          <span id={counterId} className={styles.counter}>
            {t('counter', {
              length: number.format(draft.length),
              max: number.format(chatMessageMaxLength),
            })}
          </span>
        </div>
        <div className={styles.composer}>
          <textarea
            ref={fieldRef}
            id={fieldId}
            className={styles.textarea}
            value={draft}
            maxLength={chatMessageMaxLength}
            rows={2}
            readOnly={waitingFor !== null}
            placeholder={t('placeholder')}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={sendOnEnter}
            aria-describedby={failure ? `${counterId} ${failureId}` : counterId}
          />
          <button
            type="submit"
            className={styles.primary}
            disabled={draft.trim() === '' || waitingFor !== null}
          >
            {t('send')}
          </button>
        </div>
        {failure ? (
          <p id={failureId} className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </div>
  );
}
