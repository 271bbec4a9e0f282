import { ApiError, dialogs } from 'shared-kernel';
import type { SaveOutcome } from './SettingsSummary';

/**
 * Makes the save call; once saved, says so in a toast and `leave`s. A refusal stays on the page with its
 * code (nothing typed is lost); an error that is not the API's (a bug) is thrown.
 */
export async function savePlan(
  call: () => Promise<unknown>,
  saved: string,
  leave: () => void,
): Promise<SaveOutcome> {
  try {
    await call();
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    return { state: 'refused', error: failure };
  }
  void dialogs.toast(saved);
  leave();
  return { state: 'saved' };
}
