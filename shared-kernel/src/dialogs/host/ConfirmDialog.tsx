import { useTranslation } from 'react-i18next';
import type { DialogOf } from '../dialogService';
import { DialogFrame } from './DialogFrame';
import styles from './DialogHost.module.css';

export function ConfirmDialog({ dialog }: { dialog: DialogOf<'confirm'> }) {
  const { t } = useTranslation('dialogs');
  const { title, message, confirmLabel, cancelLabel } = dialog.options;
  return (
    <DialogFrame role="alertdialog" title={title} message={message} onCancel={dialog.cancel}>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => dialog.close(false)}>
          {cancelLabel ?? t('cancel')}
        </button>
        <button type="button" className={styles.primary} onClick={() => dialog.close(true)}>
          {confirmLabel ?? t('confirm')}
        </button>
      </div>
    </DialogFrame>
  );
}
