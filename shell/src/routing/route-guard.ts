import { triggerAppChange } from 'single-spa';
import { bridge, hostKeptLogin, navigate, session, setSessionFromTokens } from 'shared-kernel';
import { nativeResultCodes } from 'shared-kernel/isomorphic';
import type { Registry } from '../composition/registry';
import { LOGIN_PATH } from './paths';
import { decideRoute, sessionAccess } from './route-decision';

let nativeLoginPending = false;

/**
 * Without a session, a native host's kept login (`getDataInfo`) is taken over, else the host is asked to log in
 * (`start`), and the page continues once the session is set; a plain browser goes to the login page, which
 * returns to the asked-for page (kept as `pathName`).
 */
async function requestLogin(returnTo: string): Promise<void> {
  if (bridge.isNativeHost()) {
    if (nativeLoginPending) return;
    nativeLoginPending = true;
    try {
      const kept = await hostKeptLogin();
      const answer = kept ? null : await bridge.call('start', {});
      const tokens = kept ?? (answer?.resultCode === nativeResultCodes.SUCCESS ? answer.data : null);
      if (tokens) {
        await setSessionFromTokens(tokens);
        triggerAppChange();
        return;
      }
    } catch (error) {
      console.error('native login failed', error);
    } finally {
      nativeLoginPending = false;
    }
  }
  session.setPathName(returnTo);
  navigate(LOGIN_PATH, { replace: true });
}

export function guardRoute(registry: Registry, url: URL = new URL(location.href)): void {
  const decision = decideRoute(url.pathname, registry, sessionAccess(session.snapshot()));
  if (decision.kind === 'redirect') navigate(decision.to, { replace: true });
  if (decision.kind === 'login') void requestLogin(url.pathname + url.search);
}

export function guardEveryNavigation(registry: Registry): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl } = (event as CustomEvent<{ newUrl: string }>).detail;
    guardRoute(registry, new URL(newUrl));
  });
}
