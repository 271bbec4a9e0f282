import { dialogs } from 'shared-kernel';
import { dialogOf } from 'shared-kernel/testing';

export { dialogOf };

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
