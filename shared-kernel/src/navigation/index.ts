export { navigate } from './navigate';
export type { NavigateOptions } from './navigate';
export { goBack } from './go-back';
