import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pointerMarkOf, ProtectedImage, swipeStep, type PointerMark } from 'shared-kernel';
import type { StoredImage } from 'shared-kernel/isomorphic';
import styles from './activityCards.module.css';

/**
 * A post's photos full screen, one at a time: a modal dialog with a close button, Escape, the previous and next
 * buttons, the arrow keys and a swipe; focus stays inside and goes back to the photo tapped when it closes.
 */
export function PhotoViewer({
  images,
  start,
  onClose,
}: {
  images: StoredImage[];
  start: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('feed');
  const [index, setIndex] = useState(start);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef<PointerMark | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const count = images.length;
  const image = images[index]!;

  function step(by: 1 | -1) {
    setIndex((current) => Math.min(count - 1, Math.max(0, current + by)));
  }

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
      if (event.key === 'ArrowRight') setIndex((current) => Math.min(count - 1, current + 1));
      if (event.key === 'ArrowLeft') setIndex((current) => Math.max(0, current - 1));
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [count]);

  // The previous or next button tapped last is disabled at either end and loses the focus: keep it in the dialog.
  useEffect(() => {
    if (!dialogRef.current?.contains(document.activeElement)) closeRef.current?.focus();
  }, [index]);

  // A modal dialog keeps Tab among its own buttons.
  function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return;
    const buttons = [
      ...(dialogRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []),
    ];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onPointerUp(event: PointerEvent) {
    const from = pressed.current;
    pressed.current = null;
    if (!from) return;
    const by = swipeStep(from, pointerMarkOf(event));
    if (by) step(by);
  }

  return (
    <div
      ref={dialogRef}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={t('activity.board.viewer', { index: index + 1, count })}
      onKeyDown={keepFocusInside}
    >
      <div className={styles.viewerBar}>
        {count > 1 ? (
          <p className={styles.viewerPosition}>{t('activity.board.position', { index: index + 1, count })}</p>
        ) : null}
        <button
          ref={closeRef}
          type="button"
          className={styles.viewerButton}
          aria-label={t('common:close')}
          onClick={onClose}
        >
          ✕
        </button>
      </div>
      <div
        className={styles.viewerStage}
        onPointerDown={(event) => {
          pressed.current = pointerMarkOf(event);
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          pressed.current = null;
        }}
      >
        <ProtectedImage
          key={image.imageId}
          className={styles.viewerPhoto}
          src={image.url}
          alt={t('activity.board.photo', { index: index + 1, count })}
        />
      </div>
      {count > 1 ? (
        <div className={styles.viewerSteps}>
          <button
            type="button"
            className={styles.viewerButton}
            aria-label={t('activity.board.previous')}
            disabled={index === 0}
            onClick={() => step(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className={styles.viewerButton}
            aria-label={t('activity.board.next')}
            disabled={index === count - 1}
            onClick={() => step(1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
