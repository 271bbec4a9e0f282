import { createRoot, type Root } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppProps, LifeCycles } from 'single-spa';
import { bus, holdsFirstView, Loading, type RemoteLifecycles } from 'shared-kernel';
import { RemoteFallback } from '../remote-fallback/RemoteFallback';
import { areaElements } from './area-elements';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import type { RemoteDefinition } from './registry';

async function fetchLifecycles(remote: RemoteDefinition): Promise<RemoteLifecycles> {
  if (remote.unavailable) throw new Error(`${remote.name} is not loaded: ${remote.unavailable}`);
  const module = await loadRemote<RemoteLifecycles>(`${remote.name}/app`);
  if (!module || typeof module.mount !== 'function') {
    throw new Error(`${remote.name}/app does not expose single-spa lifecycles`);
  }
  return module;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Wraps a remote so that whatever goes wrong — its server is down, its manifest is bad, it throws while
 * mounting — only its own area shows a localized fallback with a retry; the frame and other areas go on.
 */
export function resilientApplication(remote: RemoteDefinition): LifeCycles {
  let lifecycles: RemoteLifecycles | null = null;
  let bootstrapped = false;
  let mounted = false;
  let statusRoot: Root | null = null;

  function showStatus(element: HTMLElement, content: React.ReactNode) {
    statusRoot ??= createRoot(element);
    statusRoot.render(content);
  }

  function clearStatus() {
    statusRoot?.unmount();
    statusRoot = null;
  }

  async function mountRemote(props: AppProps): Promise<void> {
    const { status, mount } = areaElements(remote.name);
    const remoteProps = { ...props, domElement: mount };
    try {
      // The screen the server sent stays in view while the remote loads; nothing is drawn above it.
      if (!lifecycles && !holdsFirstView(mount)) showStatus(status, <Loading />);
      lifecycles ??= await fetchLifecycles(remote);
      if (!bootstrapped) {
        await lifecycles.bootstrap(remoteProps);
        bootstrapped = true;
      }
      clearStatus();
      await lifecycles.mount(remoteProps);
      mounted = true;
    } catch (error) {
      if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
      bus.publish('remote.load-failed', { remote: remote.name, message: messageOf(error) });
      lifecycles = null;
      bootstrapped = false;
      // A screen that cannot come alive must not look usable beside the fallback.
      if (holdsFirstView(mount)) mount.replaceChildren();
      showStatus(status, <RemoteFallback remoteName={remote.name} onRetry={() => retry(props)} />);
    }
  }

  async function retry(props: AppProps): Promise<void> {
    // Forget the failed container so that Module Federation fetches its remoteEntry.js again.
    if (!remote.unavailable) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
    await mountRemote(props);
  }

  return {
    bootstrap: async () => undefined,
    mount: mountRemote,
    unmount: async (props) => {
      clearStatus();
      if (mounted && lifecycles)
        await lifecycles.unmount({ ...props, domElement: areaElements(remote.name).mount });
      mounted = false;
    },
  };
}
