import { ApiError, dialogs } from 'shared-kernel';

/**
 * The number already belongs to an account: an active one (M0177) means logging in, a migrated one waiting
 * for its transfer (M0168) means logging in with the old account to move it. True when it was one of those.
 */
export async function handledMembershipConflict(
  error: ApiError,
  go: (path: string) => void,
): Promise<boolean> {
  const destination = { M0177: '/intro/login', M0168: '/register/transfer' }[error.code];
  if (error.status !== 409 || !destination) return false;
  await dialogs.alert({ message: error.message });
  go(destination);
  return true;
}
