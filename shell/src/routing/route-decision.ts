import { pathIsUnder, type SessionSnapshot } from 'shared-kernel';
import { pageOwner } from '../composition/route-ownership';
import type { Registry } from '../composition/registry';
import { ERROR_PATH, HOME_PATH, PLATFORM_TRANSFER_PATH } from './paths';

export type RouteDecision = { kind: 'show' } | { kind: 'redirect'; to: string } | { kind: 'login' };

/**
 * How far the session reaches: none, only the consent pages of an account migrated from the older platform
 * (its tokens allow nothing else until it consents), or the whole app.
 */
export type SessionAccess = 'none' | 'transferOnly' | 'full';

export function sessionAccess(snapshot: SessionSnapshot): SessionAccess {
  if (!snapshot.auth) return 'none';
  return !snapshot.userInfo && snapshot.platformRegInfo?.isAgreeTransfer === false ? 'transferOnly' : 'full';
}

/** Pages a migrated account uses to consent and complete its values (spec section 2). */
const transferPaths = ['/register/platform', '/register/user/identify'];

/** Spec 2: `/` and unknown paths go home, `/error` is the shell's, anonymous routes need no session. */
export function decideRoute(pathname: string, registry: Registry, access: SessionAccess): RouteDecision {
  if (pathname === ERROR_PATH) return { kind: 'show' };
  const owner = pageOwner(pathname, registry);
  if (!owner) return { kind: 'redirect', to: HOME_PATH };
  if (owner.route.anonymous || access === 'full') return { kind: 'show' };
  if (access === 'none') return { kind: 'login' };
  return transferPaths.some((path) => pathIsUnder(pathname, path))
    ? { kind: 'show' }
    : { kind: 'redirect', to: PLATFORM_TRANSFER_PATH };
}
