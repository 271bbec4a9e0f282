export { navigate } from './navigate';
export type { NavigateOptions } from './navigate';
