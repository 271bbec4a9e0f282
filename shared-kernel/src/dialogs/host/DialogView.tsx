import type { OpenDialog } from '../dialogService';
import { AlertDialog } from './AlertDialog';
import { CheckboxDialog } from './CheckboxDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { SuccessAnimation, Toast } from './Notices';
import { NumberInputDialog } from './NumberInputDialog';
import { SelectButtonDialog } from './SelectButtonDialog';
import { SelectDialog } from './SelectDialog';

export function DialogView({ dialog }: { dialog: OpenDialog }) {
  switch (dialog.kind) {
    case 'alert':
      return <AlertDialog dialog={dialog} />;
    case 'confirm':
      return <ConfirmDialog dialog={dialog} />;
    case 'select':
      return <SelectDialog dialog={dialog} />;
    case 'selectButton':
      return <SelectButtonDialog dialog={dialog} />;
    case 'checkbox':
      return <CheckboxDialog dialog={dialog} />;
    case 'numberInput':
      return <NumberInputDialog dialog={dialog} />;
    case 'toast':
      return <Toast dialog={dialog} />;
    case 'success':
      return <SuccessAnimation dialog={dialog} />;
  }
}
