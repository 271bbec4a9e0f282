import { canGoBackInApp } from './history-entries';
import { navigate } from './navigate';
import { parentPath } from './parent-path';

/**
 * The in-app ←: back to the previous page when it is one of the app's, else up to `parent` (by default the
 * current path's parent), replacing the current entry so that the browser's own back does not return here.
 */
export function goBack(parent?: string): void {
  if (canGoBackInApp()) window.history.back();
  else navigate(parent ?? parentPath(window.location.pathname), { replace: true });
}
