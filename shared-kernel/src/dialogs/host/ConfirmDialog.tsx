import type { DialogOf } from '../dialogService';
import { DialogFrame } from './DialogFrame';
import { DialogActions } from './DialogActions';

export function ConfirmDialog({ dialog }: { dialog: DialogOf<'confirm'> }) {
  const { title, message, confirmLabel, cancelLabel } = dialog.options;
  return (
    <DialogFrame role="alertdialog" title={title} message={message} onCancel={dialog.cancel}>
      <DialogActions
        onCancel={() => dialog.close(false)}
        cancelLabel={cancelLabel}
        confirm={{ label: confirmLabel, onConfirm: () => dialog.close(true) }}
      />
    </DialogFrame>
  );
}
