import { useTranslation } from 'react-i18next';
import type { DialogOf } from '../dialogService';
import { DialogFrame } from './DialogFrame';
import styles from './DialogHost.module.css';

export function AlertDialog({ dialog }: { dialog: DialogOf<'alert'> }) {
  const { t } = useTranslation('dialogs');
  return (
    <DialogFrame
      role="alertdialog"
      title={dialog.options.title}
      message={dialog.options.message}
      onCancel={dialog.cancel}
    >
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => dialog.close()}>
          {t('ok')}
        </button>
      </div>
    </DialogFrame>
  );
}
