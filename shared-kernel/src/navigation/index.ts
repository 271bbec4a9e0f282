export { navigate } from './navigate';
export type { NavigateOptions } from './navigate';
export { goBack } from './go-back';
export { parentPath } from './parent-path';
export { canGoBackInApp } from './history-entries';
