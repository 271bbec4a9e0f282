import { ApiError, dialogs } from 'shared-kernel';
import type { TFunction } from 'i18next';
import { announceFeedChange } from '../feed-common/feedChanges';
import { blockPerson } from './blockingApi';

/**
 * Asks whether to block `person` (what it does, that they are not told, where to undo it), blocks them and tells
 * the open lists, which drop everything of theirs. True when blocked.
 */
export async function confirmAndBlock(
  t: TFunction<'channel'>,
  person: { userId: string; userNm: string },
): Promise<boolean> {
  const confirmed = await dialogs.confirm({
    message: t('blocking.blockConfirm', { userNm: person.userNm }),
    confirmLabel: t('blocking.blockConfirmLabel'),
  });
  if (!confirmed) return false;
  try {
    await blockPerson(person.userId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    void dialogs.toast(error.message);
    return false;
  }
  announceFeedChange({ type: 'authorBlocked', userId: person.userId });
  void dialogs.toast(t('blocking.blocked', { userNm: person.userNm }));
  return true;
}
