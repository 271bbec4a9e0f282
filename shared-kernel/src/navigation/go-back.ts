import { bridge } from '../bridge/bridge';
import { askHostToGoBack } from '../bridge/hostCalls';
import { canGoBackInApp } from './history-entries';
import { navigate } from './navigate';
import { parentPath } from './parent-path';

/**
 * The in-app ←: back to the previous page when it is one of the app's, else up to `parent` (by default the
 * current path's parent), replacing the current entry so that the browser's own back does not return here.
 * On the first page a native host opened, the host goes back to its own screen (the parent when it cannot).
 */
export function goBack(parent?: string): void {
  if (canGoBackInApp()) {
    window.history.back();
    return;
  }
  const goUp = () => navigate(parent ?? parentPath(window.location.pathname), { replace: true });
  if (!bridge.isNativeHost()) {
    goUp();
    return;
  }
  void askHostToGoBack().then((wentBack) => {
    if (!wentBack) goUp();
  });
}
