import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, dialogs, messageFor, PageHeader, pageStyles, useHeadingFocus } from 'shared-kernel';
import { channelLimits, channelTypeCodes, type Channel } from 'shared-kernel/isomorphic';
import { boardEditorPath, feedPath } from '../feed-common/paths';
import styles from '../feed-common/feed.module.css';
import type { Draft } from './draft';
import { postOrKeep, type PostPhoto } from './keptPosts';
import { PendingPosts } from './PendingPosts';
import { PhotoPicker } from './PhotoPicker';
import type { usePhotos } from './usePhotos';

export interface BoardFormProps {
  draft: Draft;
  chnSnList: readonly number[];
  channels: readonly Channel[];
  onDraft: (changes: Partial<Draft>) => void;
  photos: ReturnType<typeof usePhotos>;
  onPosted: () => void;
}

/** `insert/board`: title (optional), text (required), photos, background and channels; posts or keeps it. */
export function BoardForm({ draft, chnSnList, channels, onDraft, photos, onPosted }: BoardFormProps) {
  const { t } = useTranslation('feed');
  const id = useId();
  const navigate = useNavigate();
  const ref = useHeadingFocus<HTMLDivElement>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const uploading = photos.photos.some((photo) => photo.state === 'uploading');
  const max = channelLimits.textLength;
  const chosenNames = channels
    .filter((channel) => chnSnList.includes(channel.chnSn))
    .map((channel) =>
      channel.chnTypeCode === channelTypeCodes.my
        ? t('feed.myChannel', { chnNm: channel.chnNm })
        : channel.chnNm,
    );

  function problem(): string | null {
    const content = t('editor.content');
    if (!draft.feedCn.trim()) return messageFor('generic.required', { field: content });
    if (draft.feedCn.trim().length > max) return messageFor('generic.maxLength', { field: content, max });
    if (draft.feedTitle.trim().length > channelLimits.feedTitleLength) {
      return messageFor('generic.maxLength', {
        field: t('editor.titleField'),
        max: channelLimits.feedTitleLength,
      });
    }
    if (chnSnList.length === 0) return t('editor.chooseChannel');
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problem();
    setError(found);
    if (found) return;
    setSending(true);
    try {
      const result = await postOrKeep(
        {
          chnSnList: [...chnSnList],
          feedTitle: draft.feedTitle.trim() || null,
          feedCn: draft.feedCn.trim(),
          feedBgCode: draft.feedBgCode,
        },
        photos.photos.flatMap((photo): PostPhoto[] =>
          photo.state === 'ready'
            ? [{ imageId: photo.image.imageId }]
            : photo.state === 'waiting'
              ? [{ bytes: photo.bytes }]
              : [],
        ),
      );
      void dialogs.toast(result.state === 'kept' ? t('editor.kept') : t('editor.posted'));
      onPosted();
      navigate(feedPath);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
      setSending(false);
    }
  }

  return (
    <div ref={ref}>
      <PageHeader title={t('editor.title')} onBack={() => navigate(feedPath)} />
      <form className={pageStyles.page} onSubmit={(event) => void submit(event)} noValidate>
        <PendingPosts />
        <label className={styles.field}>
          {t('editor.titleField')}
          <input
            className={styles.input}
            value={draft.feedTitle}
            maxLength={channelLimits.feedTitleLength}
            onChange={(event) => onDraft({ feedTitle: event.target.value })}
          />
        </label>
        <label className={styles.field} htmlFor={`${id}-content`}>
          {t('editor.content')}
        </label>
        <textarea
          id={`${id}-content`}
          className={styles.textarea}
          value={draft.feedCn}
          maxLength={max}
          required
          aria-describedby={`${id}-count`}
          onChange={(event) => onDraft({ feedCn: event.target.value })}
        />
        <span id={`${id}-count`} className={styles.counter} aria-live="polite">
          {t('counter', { length: draft.feedCn.length, max })}
        </span>
        <PhotoPicker {...photos} />
        <div className={pageStyles.cardHead}>
          <p className={pageStyles.text}>
            {t('editor.backgroundNow', {
              name: draft.feedBgCode
                ? t('editor.backgroundName', { index: Number(draft.feedBgCode) })
                : t('editor.noBackground'),
            })}
          </p>
          <Link className={pageStyles.secondary} to={`${boardEditorPath}/background/images`}>
            {t('editor.chooseBackground')}
          </Link>
        </div>
        <div className={pageStyles.cardHead}>
          <p className={pageStyles.text}>
            {t('editor.channelsNow', { names: chosenNames.join(', ') || t('editor.noChannel') })}
          </p>
          <Link className={pageStyles.secondary} to={`${boardEditorPath}/share/channel`}>
            {t('editor.chooseChannels')}
          </Link>
        </div>
        {error ? (
          <p className={pageStyles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={pageStyles.primary} disabled={sending || uploading}>
          {uploading ? t('editor.waitUploads') : t('editor.post')}
        </button>
      </form>
    </div>
  );
}
