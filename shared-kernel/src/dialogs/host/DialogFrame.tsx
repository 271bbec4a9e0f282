import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import styles from './DialogView.module.css';

const focusableSelector = [
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
}

/**
 * Moves focus into the dialog when it opens (to the first field to fill in, else the first control), and back
 * to where it was when it closes.
 */
function useFocusInside(ref: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const previous = document.activeElement;
    const container = ref.current;
    if (container) {
      const firstField = container.querySelector<HTMLElement>('input:not([disabled])');
      (firstField ?? focusablesIn(container)[0] ?? container).focus();
    }
    return () => {
      // When several dialogs close at once, only an element still on the page can take the focus back.
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [ref]);
}

function keepTabInside(event: KeyboardEvent, container: HTMLElement) {
  const items = focusablesIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

interface DialogFrameProps {
  /** `alertdialog` for messages that need an answer (alert, confirm). */
  role?: 'dialog' | 'alertdialog';
  title?: string;
  message?: string;
  onCancel: () => void;
  children: ReactNode;
}

/** The modal part every dialog shares: backdrop, labelling, focus kept inside, Escape to cancel. */
export function DialogFrame({ role = 'dialog', title, message, onCancel, children }: DialogFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  useFocusInside(ref);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Tab' && ref.current) {
      keepTabInside(event, ref.current);
    }
  };

  return (
    // A press on the backdrop must not move the focus out of the dialog.
    <div
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && event.preventDefault()}
    >
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : messageId}
        aria-describedby={title && message ? messageId : undefined}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        {title && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        {message && (
          <p id={messageId} className={styles.message}>
            {message}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
