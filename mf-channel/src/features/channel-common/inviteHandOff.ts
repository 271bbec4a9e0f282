// How chnForm and chnInviteList hand the invitees to each other: through the route state of the overlay URL they
// replace each other with, so that the form's draft survives the trip (neither feature imports the other).

/** The route state chnForm opens chnInviteList with, and gets back when it is done or closed. */
export interface InviteHandOff {
  /** The form's path to return to (`/main/my/chnForm`). */
  returnTo: string;
  invitePhoneList: string[];
  /** The form's draft, carried through untouched. */
  draft: unknown;
}

export function isInviteHandOff(state: unknown): state is InviteHandOff {
  if (typeof state !== 'object' || state === null) return false;
  const { returnTo, invitePhoneList } = state as Partial<InviteHandOff>;
  return (
    typeof returnTo === 'string' &&
    returnTo.startsWith('/') &&
    Array.isArray(invitePhoneList) &&
    invitePhoneList.every((number) => typeof number === 'string')
  );
}
