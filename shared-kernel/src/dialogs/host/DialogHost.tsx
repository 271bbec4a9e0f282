import { useEffect, useState } from 'react';
import { dialogs, type DialogService, type OpenDialog } from '../dialogService';
import { lazyModule, useLazyModule } from '../../ui/lazyModule';
import styles from './NoticeRegion.module.css';

const dialogViews = lazyModule(() => import('./DialogView'));

/**
 * The dialogs' components are not in the page's first chunk: most visits open none. Unless a service worker keeps
 * them (the shell says so: `preloadViews`), the host fetches them once the page is idle after start-up
 * (`preloadDialogViews`), so that a dialog opened offline later still draws; else at the latest when the first
 * dialog opens. A failed fetch (offline) is caught, never reloading the page, and
 * tried again with the next dialog or when the browser is back online. Tests await this once so that dialogs
 * draw synchronously.
 */
export const loadDialogViews = () => dialogViews.load();

type IdleWindow = Window & {
  requestIdleCallback?(callback: () => void, options?: { timeout: number }): number;
  cancelIdleCallback?(handle: number): void;
};

/** Fetches the dialogs' components when the browser is first idle (within 5 s); returns the cancel. */
function preloadDialogViews(): () => void {
  if (dialogViews.loaded()) return () => {};
  const load = () => void loadDialogViews().catch(() => undefined);
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(load, { timeout: 5_000 });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(load, 1_000);
  return () => clearTimeout(timer);
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
export function DialogHost({
  service = dialogs,
  preloadViews = true,
}: {
  service?: DialogService;
  preloadViews?: boolean;
}) {
  const open = useOpenDialogs(service);
  useEffect(() => (preloadViews ? preloadDialogViews() : undefined), [preloadViews]);
  const DialogView = useLazyModule(dialogViews, open.length > 0)?.DialogView;
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
