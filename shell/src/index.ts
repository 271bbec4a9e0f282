// The async boundary lets Module Federation negotiate the shared singletons before any of them runs. Meanwhile the
// first view's remote and its texts start loading (they need none of the shared singletons to be fetched).
import { startEarly } from './composition/early-start';

startEarly();
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
