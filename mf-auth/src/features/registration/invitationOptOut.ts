import { openApi } from 'shared-kernel';

/**
 * `POST /api/open/invite/optout`: the number an invitation text with this code went to gets no more invitation
 * texts from anyone. Rejects with the API's refusal (404 M0105: a code of no text).
 */
export async function stopInvitationTexts(inviteCode: string): Promise<void> {
  await openApi.post<unknown>('/invite/optout', { inviteCode });
}
