import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, pageStyles, ProtectedImage, uploadImage } from 'shared-kernel';
import type { ImagePurpose, StoredImage } from 'shared-kernel/isomorphic';
import { refusalText } from './refusals';
import styles from './channel.module.css';

/**
 * A channel's cover or background: a photo chosen from the device is uploaded at once (the server checks,
 * re-encodes and resizes it for its purpose) and previewed with the bearer token. `error` is the form's message.
 */
export function ImageField({
  label,
  purpose,
  value,
  onChange,
  error,
  removable = false,
}: {
  label: string;
  purpose: ImagePurpose;
  value: StoredImage | null;
  onChange: (image: StoredImage | null) => void;
  error?: string;
  /** An optional image can be taken away again. */
  removable?: boolean;
}) {
  const { t } = useTranslation('channel');
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const shownError = uploadError ?? error;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(undefined);
    setUploading(true);
    try {
      const { imageId, url, width, height } = await uploadImage(file, purpose);
      onChange({ imageId, url, width, height });
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setUploadError(refusalText(failure));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className={styles.imageField}>
      <span className={styles.field} id={`${id}-label`}>
        {label}
      </span>
      {value ? (
        <ProtectedImage
          src={value.url}
          alt={t('image.preview', { label })}
          className={purpose === 'channelBackground' ? styles.background : styles.cover}
        />
      ) : null}
      <div className={styles.imageRow}>
        <input
          id={id}
          className={styles.fileInput}
          type="file"
          accept="image/*"
          aria-labelledby={`${id}-label`}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          disabled={uploading}
          onChange={(event) => void choose(event)}
        />
        <label htmlFor={id} className={pageStyles.secondary} aria-hidden="true">
          {uploading ? t('image.uploading') : value ? t('image.change') : t('image.choose')}
        </label>
        {removable && value ? (
          <button
            type="button"
            className={pageStyles.quiet}
            onClick={() => onChange(null)}
            aria-label={t('image.removeNamed', { label })}
          >
            {t('image.remove')}
          </button>
        ) : null}
      </div>
      {shownError ? (
        <p id={`${id}-error`} className={pageStyles.error} role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
