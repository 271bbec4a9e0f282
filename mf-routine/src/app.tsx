import { createRemoteApplication } from 'shared-kernel';
import { RemoteRoot } from './RemoteRoot';

// Exposed as `mf_routine/app`: the single-spa lifecycles the shell mounts on this remote's routes and overlays.
export const { bootstrap, mount, unmount } = createRemoteApplication(RemoteRoot, {
  namespaces: ['routine', 'healthCheckup'],
});
