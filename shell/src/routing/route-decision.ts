import { pageOwner } from '../composition/route-ownership';
import type { Registry } from '../composition/registry';
import { ERROR_PATH, HOME_PATH } from './paths';

export type RouteDecision = { kind: 'show' } | { kind: 'redirect'; to: string } | { kind: 'login' };

/** Spec 2: `/` and unknown paths go home, `/error` is the shell's, anonymous routes need no session. */
export function decideRoute(pathname: string, registry: Registry, loggedIn: boolean): RouteDecision {
  if (pathname === ERROR_PATH) return { kind: 'show' };
  const owner = pageOwner(pathname, registry);
  if (!owner) return { kind: 'redirect', to: HOME_PATH };
  if (owner.route.anonymous || loggedIn) return { kind: 'show' };
  return { kind: 'login' };
}
