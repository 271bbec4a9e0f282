import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/** A bottom sheet for overlays: labelled dialog, focus moved in, Escape and the close button call `onClose`. */
export function Sheet({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('ui');
  const sheetRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Once, when the sheet opens: a caller's new onClose on a re-render (an inline function) must not pull the
  // focus out of the field being typed in.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    sheetRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Without scrolling: the page underneath is where the person left it (spec 2), not wherever shows the opener.
      previous?.focus?.({ preventScroll: true });
    };
  }, []);

  return (
    <div className={styles.sheetBackdrop}>
      <div
        ref={sheetRef}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
      >
        <div className={styles.sheetHeader}>
          <h2 className={styles.pageTitle}>{title}</h2>
          <button
            type="button"
            className={styles.iconButton}
            onClick={onClose}
            aria-label={t('common:close')}
          >
            ✕
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
