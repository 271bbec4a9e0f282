import { useState, type CSSProperties, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProtectedImage } from 'shared-kernel';
import type { StoredImage } from 'shared-kernel/isomorphic';
import { PhotoViewer } from './PhotoViewer';
import styles from './activityCards.module.css';

/** The box of a photo in its own aspect ratio, so it keeps its shape while it loads and is never cropped. */
export function photoFrameStyle(image: StoredImage): CSSProperties {
  return { aspectRatio: `${image.width} / ${image.height}` };
}

/**
 * A post's photos, each whole in its own aspect ratio across the card's width (height bounded, as social feeds
 * show them); several are a row swiped sideways, one at a time, with where one is in the row. Tapping a photo
 * opens it full screen.
 */
export function PostPhotos({ images }: { images: StoredImage[] }) {
  const { t } = useTranslation('feed');
  const [shown, setShown] = useState(0);
  const [opened, setOpened] = useState<number | null>(null);
  const count = images.length;

  function onScroll(event: UIEvent<HTMLUListElement>) {
    const row = event.currentTarget;
    if (row.clientWidth === 0) return;
    setShown(Math.min(count - 1, Math.max(0, Math.round(row.scrollLeft / row.clientWidth))));
  }

  return (
    <div className={styles.photos}>
      <ul
        className={styles.photoRow}
        aria-label={t('activity.board.photos', { count })}
        onScroll={count > 1 ? onScroll : undefined}
      >
        {images.map((image, index) => (
          <li key={image.imageId} className={styles.photoSlide}>
            <button
              type="button"
              className={styles.photoButton}
              aria-label={t('activity.board.open', { index: index + 1, count })}
              onClick={() => setOpened(index)}
            >
              <span className={styles.photoFrame} style={photoFrameStyle(image)}>
                <ProtectedImage className={styles.photo} src={image.url} alt="" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <p className={styles.photoPosition}>
          <span className={styles.photoDots} aria-hidden="true">
            {images.map((image, index) => (
              <span
                key={image.imageId}
                className={index === shown ? styles.photoDotShown : styles.photoDot}
              />
            ))}
          </span>
          {t('activity.board.position', { index: shown + 1, count })}
        </p>
      ) : null}
      {opened !== null ? (
        <PhotoViewer images={images} start={opened} onClose={() => setOpened(null)} />
      ) : null}
    </div>
  );
}
