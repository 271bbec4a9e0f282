import { navigate } from '../navigation';
import { session } from '../session';

export const loginPath = '/intro/login';

/**
 * Forgets the session, if there is one, and shows the login page. Without a session (a refused login) nothing is
 * cleared, so the path to return to after login survives. Calling it again (several failures at once) is harmless.
 */
export function endSession(): void {
  if (session.isLoggedIn()) session.clear();
  if (window.location.pathname !== loginPath) navigate(loginPath);
}
