import { createRemoteApplication } from 'shared-kernel';
import { RemoteRoot } from './RemoteRoot';

// Exposed as `mf_channel/app`: the single-spa lifecycles the shell mounts on this remote's routes and overlays.
export const { bootstrap, mount, unmount } = createRemoteApplication(RemoteRoot, {
  // `ai` names what a shared prediction is about (its outcomes), as the AI area names it.
  namespaces: ['channel', 'feed', 'share', 'inquiry', 'lifelog', 'ai'],
});
