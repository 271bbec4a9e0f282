import { useEffect, useState } from 'react';
import { dialogs, type DialogService, type OpenDialog } from '../dialogService';
import styles from './DialogHost.module.css';

type DialogViews = typeof import('./DialogView');
let loadedViews: DialogViews | null = null;

/**
 * The dialogs' components are fetched when the first dialog opens, not with the page: most visits open none.
 * Tests await this once so that dialogs draw synchronously.
 */
export function loadDialogViews(): Promise<DialogViews> {
  return import('./DialogView').then((views) => (loadedViews = views));
}

function useDialogViews(open: readonly OpenDialog[]): DialogViews | null {
  const [views, setViews] = useState(loadedViews);
  const needed = open.length > 0 && !views;
  useEffect(() => {
    if (needed) void loadDialogViews().then(setViews);
  }, [needed]);
  return views;
}

function useOpenDialogs(service: DialogService): readonly OpenDialog[] {
  const [open, setOpen] = useState<readonly OpenDialog[]>([]);
  useEffect(() => {
    const subscription = service.state$.subscribe(setOpen);
    return () => subscription.unsubscribe();
  }, [service]);
  return open;
}

const isNotice = (dialog: OpenDialog) => dialog.kind === 'toast' || dialog.kind === 'success';

/**
 * Draws the open dialogs of the kernel's dialog service; the shell renders it once. Toasts and the success
 * animation live in a status region that is always on the page, so that screen readers announce them.
 */
export function DialogHost({ service = dialogs }: { service?: DialogService }) {
  const open = useOpenDialogs(service);
  const DialogView = useDialogViews(open)?.DialogView;
  return (
    <>
      {DialogView &&
        open
          .filter((dialog) => !isNotice(dialog))
          .map((dialog) => <DialogView key={dialog.id} dialog={dialog} />)}
      <div role="status" className={styles.notices}>
        {DialogView && open.filter(isNotice).map((dialog) => <DialogView key={dialog.id} dialog={dialog} />)}
      </div>
    </>
  );
}
