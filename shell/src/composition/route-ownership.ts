import { matchOverlay, pathIsUnder } from 'shared-kernel';
import type { Registry, RemoteDefinition, RemoteRoute } from './registry';

export interface PageOwner {
  remote: RemoteDefinition;
  route: RemoteRoute;
}

/** The remote that draws the page at `pathname`: the one with the longest matching route prefix. */
export function pageOwner(pathname: string, registry: Registry): PageOwner | null {
  let best: PageOwner | null = null;
  for (const remote of registry.remotes) {
    for (const route of remote.routes) {
      if (pathIsUnder(pathname, route.path) && route.path.length > (best?.route.path.length ?? -1)) {
        best = { remote, route };
      }
    }
  }
  return best;
}

/** A remote is active when it owns the page or one of its overlays is open over another page. */
export function isRemoteActive(remote: RemoteDefinition, pathname: string, registry: Registry): boolean {
  return pageOwner(pathname, registry)?.remote === remote || matchOverlay(pathname, remote.overlays) !== null;
}
