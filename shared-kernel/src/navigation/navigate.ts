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

/** Goes to an app path from any code, so that single-spa and every React Router instance follow. */
export function navigate(path: string, options: NavigateOptions = {}): void {
  const singleSpaNavigate = window.singleSpaNavigate;
  if (singleSpaNavigate) {
    if (options.replace) window.history.replaceState(null, '', path);
    else singleSpaNavigate(path);
    return;
  }
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  // Routers only listen to popstate, which the browser does not fire for pushState or replaceState.
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
