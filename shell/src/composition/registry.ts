import { remoteNamespaces, type RemoteNamespace } from 'locales';
import { applyRemoteOverrides } from './remote-overrides';

export interface RemoteRoute {
  path: string;
  /** Opens without a session (spec 2, "Public / anonymous"). */
  anonymous?: boolean;
}

/** One entry of the runtime registry file: the shell knows a remote only by this. */
export interface RemoteDefinition {
  name: string;
  entry: string;
  version?: string;
  routes: RemoteRoute[];
  overlays: string[];
  /** The remote's own locale namespaces: the shell starts loading them with the remote (issue 15). */
  namespaces?: RemoteNamespace[];
  /**
   * Why this remote must not be loaded (its release needs singletons this shell does not provide, issue 17): its
   * routes stay the shell's, and its area shows the "could not load" fallback.
   */
  unavailable?: string;
}

export interface Registry {
  remotes: RemoteDefinition[];
}

function isRoute(value: unknown): value is RemoteRoute {
  const route = value as RemoteRoute;
  return (
    typeof route?.path === 'string' &&
    route.path.startsWith('/') &&
    (route.anonymous ?? false) === Boolean(route.anonymous)
  );
}

function isRemote(value: unknown): value is RemoteDefinition {
  const remote = value as RemoteDefinition;
  return (
    typeof remote?.name === 'string' &&
    /^[A-Za-z_$][\w$]*$/.test(remote.name) &&
    typeof remote.entry === 'string' &&
    Array.isArray(remote.routes) &&
    remote.routes.every(isRoute) &&
    Array.isArray(remote.overlays) &&
    remote.overlays.every((overlay) => typeof overlay === 'string') &&
    (remote.namespaces === undefined ||
      (Array.isArray(remote.namespaces) &&
        remote.namespaces.every((namespace) => remoteNamespaces.includes(namespace)))) &&
    (remote.unavailable === undefined || typeof remote.unavailable === 'string')
  );
}

export function parseRegistry(value: unknown): Registry {
  const remotes = (value as Registry)?.remotes;
  if (!Array.isArray(remotes) || !remotes.every(isRemote)) {
    throw new Error(
      'remotes.json is not a valid registry: expected { remotes: [{ name, entry, routes, overlays }] }',
    );
  }
  return { remotes };
}

/**
 * The JSON a server wrote into the page as `<script type="application/json" id="…">` (the app's server puts the
 * registry and the app config there when it serves index.html, saving a round trip), or undefined.
 */
export function jsonInPage(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function fetchRegistry(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Registry ${url} answered ${response.status}`);
  return response.json();
}

/** The registry written into the page, else fetched from `url`; with the developer's overrides applied. */
export async function loadRegistry(url = '/remotes.json'): Promise<Registry> {
  const value = jsonInPage('remotes-json') ?? (await fetchRegistry(url));
  return applyRemoteOverrides(parseRegistry(value));
}
