import { stateForEntry } from './history-entries';

declare global {
  interface Window {
    /** Set by single-spa, whose patched history methods already announce every change with a popstate event. */
    singleSpaNavigate?: (url: string) => void;
  }
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * Goes to an app path from any code, so that single-spa and every React Router instance follow. The entry is
 * marked as the app's own (see `canGoBackInApp`).
 */
export function navigate(path: string, options: NavigateOptions = {}): void {
  // Like a router link, going to where one already is adds no entry.
  const here = new URL(path, window.location.href).href === window.location.href;
  const kind = options.replace || here ? 'replace' : 'push';
  const state = stateForEntry(window.history.state, kind);
  if (kind === 'replace') window.history.replaceState(state, '', path);
  else window.history.pushState(state, '', path);
  // single-spa's patched history methods announce the change themselves; without it, routers only listen to
  // popstate, which the browser does not fire for pushState or replaceState.
  if (!window.singleSpaNavigate) {
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }
}
