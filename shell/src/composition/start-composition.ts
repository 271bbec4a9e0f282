import { addErrorHandler, registerApplication, start } from 'single-spa';
import { session } from 'shared-kernel';
import { decideRoute, sessionAccess } from '../routing/route-decision';
import { registerRemotesOnce } from './early-start';
import { resilientApplication } from './resilient-application';
import { isRemoteActive } from './route-ownership';
import type { Registry } from './registry';

/** Registry → one single-spa application per remote → start. The whole composition of the app. */
export function startComposition(registry: Registry): void {
  registerRemotesOnce(registry);

  for (const remote of registry.remotes) {
    registerApplication({
      name: remote.name,
      app: resilientApplication(remote),
      activeWhen: ({ pathname }) =>
        decideRoute(pathname, registry, sessionAccess(session.snapshot())).kind === 'show' &&
        isRemoteActive(remote, pathname, registry),
    });
  }

  addErrorHandler((error) => console.error(`[${error.appOrParcelName}]`, error));
  start({ urlRerouteOnly: true });
}
