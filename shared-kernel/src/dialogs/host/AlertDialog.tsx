import { useTranslation } from 'react-i18next';
import type { DialogOf } from '../dialogService';
import { DialogFrame } from './DialogFrame';
import { DialogActions } from './DialogActions';

export function AlertDialog({ dialog }: { dialog: DialogOf<'alert'> }) {
  const { t } = useTranslation('dialogs');
  return (
    <DialogFrame
      role="alertdialog"
      title={dialog.options.title}
      message={dialog.options.message}
      onCancel={dialog.cancel}
    >
      <DialogActions confirm={{ label: t('ok'), onConfirm: () => dialog.close() }} />
    </DialogFrame>
  );
}
