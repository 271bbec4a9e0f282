import { waitFor } from '@testing-library/react';
import { dialogs, type DialogKind, type DialogOf, type OpenDialog } from '../dialogs';

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

/** What a call gets when the API does not answer at all (network down). */
export function noAnswer(): never {
  throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
}
