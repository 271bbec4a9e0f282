import type { Registry } from './registry';

// Like single-spa's import-map-overrides: a developer points one remote at a locally served build.
// `?remoteOverride=mf_lifelog=http://localhost:9082/remoteEntry.js` saves it, `?remoteOverride=reset` clears all.
const STORAGE_KEY = 'remoteOverrides';

/** Only local URLs: a link must never be able to swap production code for someone else's. */
function isLocalUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      ['localhost', '127.0.0.1', '[::1]'].includes(hostname)
    );
  } catch {
    return false;
  }
}

function readOverrides(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && isLocalUrl(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

function saveOverridesFromQuery(search: string): void {
  for (const value of new URLSearchParams(search).getAll('remoteOverride')) {
    if (value === 'reset') {
      localStorage.removeItem(STORAGE_KEY);
      continue;
    }
    const separator = value.indexOf('=');
    const name = value.slice(0, separator);
    const url = value.slice(separator + 1);
    if (separator > 0 && isLocalUrl(url)) {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readOverrides(), [name]: url }));
    }
  }
}

export function applyRemoteOverrides(registry: Registry, search = location.search): Registry {
  saveOverridesFromQuery(search);
  const overrides = readOverrides();
  return {
    remotes: registry.remotes.map((remote) => {
      const entry = overrides[remote.name];
      return entry ? { ...remote, entry } : remote;
    }),
  };
}
