import { createRemoteApplication } from 'shared-kernel';
import { RemoteRoot } from './RemoteRoot';

/** The texts this remote renders its first screen with. */
export const startNamespaces = ['login'] as const;

// Exposed as `mf_auth/app`: the single-spa lifecycles the shell mounts on this remote's routes and overlays.
export const { bootstrap, mount, unmount } = createRemoteApplication(RemoteRoot, {
  namespaces: startNamespaces,
});
