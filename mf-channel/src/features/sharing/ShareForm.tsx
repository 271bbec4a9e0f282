import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, dialogs, LoadFailure, Loading, pageStyles, useLoad } from 'shared-kernel';
import { channelLimits, type ActivityReference } from 'shared-kernel/isomorphic';
import { shareOrKeep } from './keptShares';
import { loadFamilyChannels } from './shareApi';
import { sharePreview } from './sharePreview';
import styles from './sharing.module.css';

/** `<page>/chnForm`, keeping the page's query: the channel form opens over the same page. */
function channelFormPath(pageUnder: string): string {
  const [path = '', query] = pageUnder.split('?');
  return `${path === '/' ? '' : path}/chnForm${query ? `?${query}` : ''}`;
}

/**
 * The record's preview, the family channels to choose (several), a message of up to 500 characters and Share.
 * A refusal is said in the person's language from its M-code, and what was chosen and typed stays.
 */
export function ShareForm({
  activity,
  pageUnder,
  onDone,
}: {
  activity: ActivityReference;
  pageUnder: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('share');
  const id = useId();
  const { loaded, retry } = useLoad(loadFamilyChannels);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState('');
  const [choiceError, setChoiceError] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstChoice = useRef<HTMLInputElement>(null);

  function toggle(chnSn: number, on: boolean) {
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(chnSn);
      else next.delete(chnSn);
      return next;
    });
    setChoiceError(false);
  }

  async function share(event: FormEvent) {
    event.preventDefault();
    if (chosen.size === 0) {
      setChoiceError(true);
      firstChoice.current?.focus();
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const feedCn = message.trim() === '' ? null : message;
      const result = await shareOrKeep({ chnSnList: [...chosen], activity, feedCn });
      void dialogs.toast(result.state === 'kept' ? t('kept') : t('shared', { count: chosen.size }));
      onDone();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setRefusal(t(`messages:${failure.code}`, { defaultValue: failure.message }));
    } finally {
      setBusy(false);
    }
  }

  const preview = (
    <p className={styles.preview}>
      <span className={pageStyles.visuallyHidden}>{t('previewLabel')} </span>
      {sharePreview(t, i18n.language, activity)}
    </p>
  );

  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailure message={loaded.message} onRetry={retry} />;
  const channels = loaded.value;
  if (channels.length === 0) {
    return (
      <>
        {preview}
        <p className={pageStyles.text}>{t('noChannel')}</p>
        <Link className={pageStyles.primary} to={channelFormPath(pageUnder)}>
          {t('createChannel')}
        </Link>
      </>
    );
  }

  const errorId = `${id}-choice-error`;
  const countId = `${id}-count`;
  return (
    <form className={styles.form} onSubmit={(event) => void share(event)} noValidate>
      {preview}
      <fieldset className={pageStyles.fieldset} aria-describedby={choiceError ? errorId : undefined}>
        <legend className={pageStyles.legend}>{t('channels')}</legend>
        <div className={styles.channelList}>
          {channels.map((channel, index) => (
            <label key={channel.chnSn} className={pageStyles.choice}>
              <input
                ref={index === 0 ? firstChoice : undefined}
                type="checkbox"
                checked={chosen.has(channel.chnSn)}
                disabled={busy}
                onChange={(event) => toggle(channel.chnSn, event.target.checked)}
              />
              <span>{channel.chnNm}</span>
            </label>
          ))}
        </div>
        {choiceError ? (
          <p id={errorId} className={pageStyles.error} role="alert">
            {t('chooseChannel')}
          </p>
        ) : null}
      </fieldset>
      <label className={styles.field}>
        <span>{t('message')}</span>
        <textarea
          className={styles.textarea}
          value={message}
          maxLength={channelLimits.textLength}
          rows={3}
          placeholder={t('messagePlaceholder')}
          aria-describedby={countId}
          disabled={busy}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      <p id={countId} className={pageStyles.hint}>
        {t('messageCount', { count: message.length, max: channelLimits.textLength })}
      </p>
      {refusal ? (
        <p className={pageStyles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className={pageStyles.primary} disabled={busy}>
        {busy ? t('sharing') : t('share')}
      </button>
    </form>
  );
}
