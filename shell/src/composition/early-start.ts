// Runs in main.js, before the async boundary: it may use neither the shared singletons nor the kernel. It reads
// the registry, registers the remotes with Module Federation and starts loading the remote that draws the first
// page (its remoteEntry.js) and that remote's texts, side by side with the shell's own chunks instead of after
// them (issue 15: login within 1.5 s).
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { isLanguage, loadCatalog, loadNamespace, pickLanguage, type Language } from 'locales';
import { loadRegistry, type Registry, type RemoteDefinition } from './registry';

/** The kernel's key of the language the user chose (shared-kernel/src/i18n: `languageStorageKey`). */
const languageStorageKey = 'language';

let registry: Promise<Registry> | undefined;
let registered = false;

/** The registry, loaded once for the whole start-up. */
export function startRegistry(url = '/remotes.json'): Promise<Registry> {
  registry ??= loadRegistry(url);
  return registry;
}

/** Gives Module Federation every remote's entry, once. */
export function registerRemotesOnce({ remotes }: Registry): void {
  if (registered) return;
  registered = true;
  registerRemotes(
    remotes.filter((remote) => !remote.unavailable).map(({ name, entry }) => ({ name, entry })),
  );
}

const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);

/** The remote with the longest route prefix of `pathname` (the rule of route-ownership.ts, without the kernel). */
export function firstViewRemote(pathname: string, { remotes }: Registry): RemoteDefinition | null {
  let best: { remote: RemoteDefinition; length: number } | null = null;
  for (const remote of remotes) {
    for (const { path } of remote.routes) {
      if (isUnder(pathname, path) && path.length > (best?.length ?? -1))
        best = { remote, length: path.length };
    }
  }
  return best?.remote ?? null;
}

/** The language the kernel will start in: the saved choice, else the browser's (shared-kernel/src/i18n). */
function startLanguage(): Language {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(languageStorageKey);
  } catch {
    // no storage: the browser's language
  }
  if (isLanguage(saved)) return saved;
  return pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/**
 * Starts downloading a remote's remoteEntry.js unless the page already does: the app's server names it, and the
 * chunks of its `./app`, in the page (scripts/first-view-page.mjs); a dev server's page and an overridden entry
 * do not. The federation runtime cannot name those chunks itself: the shell's production build leaves out the
 * plugins that read them from a manifest (shell/webpack.config.cjs).
 */
function preloadEntry({ entry }: RemoteDefinition): void {
  const links = document.querySelectorAll('link[rel="preload"]');
  if ([...links].some((link) => link.getAttribute('href') === entry)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', entry);
  document.head.append(link);
}

/** Starts the loads; never throws: whatever fails here is loaded, and reported, again by the composition. */
export function startEarly(): void {
  const language = startLanguage();
  // The kernel's i18n asks for the same chunk once it runs, and gets it from webpack's cache.
  loadCatalog(language).catch(() => undefined);
  startRegistry()
    .then((loaded) => {
      registerRemotesOnce(loaded);
      const remote = firstViewRemote(window.location.pathname, loaded);
      if (!remote || remote.unavailable) return;
      preloadEntry(remote);
      for (const namespace of remote.namespaces ?? []) {
        loadNamespace(language, namespace).catch(() => undefined);
      }
    })
    .catch(() => undefined);
}
