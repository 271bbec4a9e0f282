import { waitFor } from '@testing-library/react';
import { dialogs, type DialogKind, type DialogOf, type OpenDialog } from 'shared-kernel';

let open: readonly OpenDialog[] = [];
dialogs.state$.subscribe((current) => {
  open = current;
});

/** Waits for a dialog of `kind` that the shell would draw and returns it, for the test to answer. */
export async function dialogOf<K extends DialogKind>(kind: K): Promise<DialogOf<K>> {
  let found: OpenDialog | undefined;
  await waitFor(() => {
    found = open.find((dialog) => dialog.kind === kind);
    if (!found) throw new Error(`No ${kind} dialog is open`);
  });
  return found as DialogOf<K>;
}

/** Reads and closes the open alert; returns its message. */
export async function acknowledgeAlert(): Promise<string> {
  const alert = await dialogOf('alert');
  alert.close();
  return alert.options.message;
}

export async function answerConfirm(answer: boolean): Promise<string> {
  const confirm = await dialogOf('confirm');
  confirm.close(answer);
  return confirm.options.message;
}

export async function toastMessage(): Promise<string> {
  const toast = await dialogOf('toast');
  toast.close();
  return toast.message;
}

export async function finishSuccess(): Promise<string | undefined> {
  const success = await dialogOf('success');
  success.close();
  return success.options.message;
}

export function closeAllDialogs(): void {
  dialogs.closeAll();
}
