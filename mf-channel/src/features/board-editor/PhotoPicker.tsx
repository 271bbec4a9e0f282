import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageStyles, ProtectedImage } from 'shared-kernel';
import { channelLimits } from 'shared-kernel/isomorphic';
import type { usePhotos } from './usePhotos';
import feedStyles from '../feed-common/feed.module.css';
import styles from './editor.module.css';

/**
 * Up to five photos: chosen with the file input, uploaded at once, each removable; refusals said per photo, and a
 * photo waiting for a connection shows the waiting mark of everything kept on the phone.
 */
export function PhotoPicker({ photos, add, remove }: ReturnType<typeof usePhotos>) {
  const { t } = useTranslation('feed');
  const id = useId();
  const [limitError, setLimitError] = useState<string | null>(null);
  const kept = photos.filter((photo) => photo.state !== 'failed').length;
  const max = channelLimits.imagesPerPost;
  return (
    <fieldset className={pageStyles.fieldset}>
      <legend className={pageStyles.legend}>{t('editor.photos', { kept, max })}</legend>
      {kept < max ? (
        <label htmlFor={id} className={pageStyles.secondary}>
          {t('editor.addPhotos')}
          <input
            id={id}
            className={pageStyles.visuallyHidden}
            type="file"
            accept="image/*"
            multiple
            onChange={(event) => {
              setLimitError(add(Array.from(event.target.files ?? [])));
              event.target.value = '';
            }}
          />
        </label>
      ) : null}
      {limitError ? (
        <p className={pageStyles.error} role="alert">
          {limitError}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className={styles.photos} aria-label={t('editor.photoList')}>
          {photos.map((photo, index) => {
            const label = t('editor.photoName', { index: index + 1, name: photo.name });
            return (
              <li key={photo.id} className={styles.photo}>
                {photo.state === 'ready' ? (
                  <ProtectedImage className={styles.thumb} src={photo.image.url} alt={label} />
                ) : (
                  <span>{label}</span>
                )}
                {photo.state === 'uploading' ? (
                  <>
                    <progress aria-label={t('editor.uploading', { name: photo.name })} />
                    <span role="status">{t('editor.uploadingShort')}</span>
                  </>
                ) : null}
                {photo.state === 'waiting' ? (
                  <span className={feedStyles.pendingBadge} role="status">
                    {t('comments.keptBadge')}
                  </span>
                ) : null}
                {photo.state === 'failed' ? (
                  <span className={pageStyles.error} role="alert">
                    {photo.message}
                  </span>
                ) : null}
                <button
                  type="button"
                  className={pageStyles.quiet}
                  aria-label={t('editor.removePhoto', { name: label })}
                  onClick={() => remove(photo.id)}
                >
                  {t('editor.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </fieldset>
  );
}
