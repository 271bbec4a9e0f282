import { useEffect, useState } from 'react';
import { dialogs, type DialogService, type OpenDialog } from '../dialogService';
import { AlertDialog } from './AlertDialog';
import { CheckboxDialog } from './CheckboxDialog';
import { ConfirmDialog } from './ConfirmDialog';
import styles from './DialogHost.module.css';
import { SuccessAnimation, Toast } from './Notices';
import { NumberInputDialog } from './NumberInputDialog';
import { SelectButtonDialog } from './SelectButtonDialog';
import { SelectDialog } from './SelectDialog';

function useOpenDialogs(service: DialogService): readonly OpenDialog[] {
  const [open, setOpen] = useState<readonly OpenDialog[]>([]);
  useEffect(() => {
    const subscription = service.state$.subscribe(setOpen);
    return () => subscription.unsubscribe();
  }, [service]);
  return open;
}

function DialogView({ dialog }: { dialog: OpenDialog }) {
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

const isNotice = (dialog: OpenDialog) => dialog.kind === 'toast' || dialog.kind === 'success';

/**
 * Draws the open dialogs of the kernel's dialog service; the shell renders it once. Toasts and the success
 * animation live in a status region that is always on the page, so that screen readers announce them.
 */
export function DialogHost({ service = dialogs }: { service?: DialogService }) {
  const open = useOpenDialogs(service);
  return (
    <>
      {open
        .filter((dialog) => !isNotice(dialog))
        .map((dialog) => (
          <DialogView key={dialog.id} dialog={dialog} />
        ))}
      <div role="status" className={styles.notices}>
        {open.filter(isNotice).map((dialog) => (
          <DialogView key={dialog.id} dialog={dialog} />
        ))}
      </div>
    </>
  );
}
