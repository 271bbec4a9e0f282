import { useTranslation } from 'react-i18next';
import styles from './DialogView.module.css';

interface DialogActionsProps {
  /** The cancel button; left out by dialogs that only acknowledge. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** The main button; `submit` makes it submit the dialog's form. Left out by dialogs closed by a choice. */
  confirm?: { label?: string; onConfirm?: () => void; disabled?: boolean; submit?: boolean };
}

/** The button row at the foot of every dialog: cancel first, then the main action. */
export function DialogActions({ onCancel, cancelLabel, confirm }: DialogActionsProps) {
  const { t } = useTranslation('dialogs');
  return (
    <div className={styles.actions}>
      {onCancel && (
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {cancelLabel ?? t('cancel')}
        </button>
      )}
      {confirm && (
        <button
          type={confirm.submit ? 'submit' : 'button'}
          className={styles.primary}
          disabled={confirm.disabled}
          onClick={confirm.onConfirm}
        >
          {confirm.label ?? t('confirm')}
        </button>
      )}
    </div>
  );
}
