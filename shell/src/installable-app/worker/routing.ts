/**
 * Which requests the worker answers from its cache. Health data never enters it: the API's paths (`/api`, `/oauth`,
 * `/fhir`, `/health`) are not answered at all, so they go to the network exactly as without a worker (and fail
 * offline as they do today, which the offline outbox expects). Only GETs of this origin are answered: the page
 * for every screen, and the files of the set.
 */
import type { Screen } from './config';

/** The network, or the key of the cached answer. */
export type Route = { kind: 'network' } | { kind: 'cache'; key: string };

export interface RequestLike {
  method: string;
  url: string;
  mode: string;
}

const API_PATH = /^\/(?:api|oauth|fhir|health)(?:\/|$)/;

/** A screen of the app: the paths the app server answers with the shell's page (no file extension). */
export function isScreenPath(pathname: string): boolean {
  if (pathname === '/index.html') return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

export interface CachedSet {
  files: ReadonlySet<string>;
  page: string;
  screens: readonly Screen[];
}

const isUnder = (pathname: string, route: string) =>
  pathname === route || pathname.startsWith(route.endsWith('/') ? route : `${route}/`);

/**
 * The page of a screen: the one written for the remote whose route is the longest the path is under (the rule the
 * server and the shell decide the first view's remote by), else the page without a remote's preloads.
 */
export function pageOf(pathname: string, { page, screens }: Pick<CachedSet, 'page' | 'screens'>): string {
  let best: Screen | undefined;
  for (const screen of screens) {
    if (isUnder(pathname, screen.route) && screen.route.length > (best?.route.length ?? -1)) best = screen;
  }
  return best?.page ?? page;
}

export function routeOf(request: RequestLike, origin: string, set: CachedSet): Route {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || API_PATH.test(url.pathname)) {
    return { kind: 'network' };
  }
  if (request.mode === 'navigate') {
    return isScreenPath(url.pathname)
      ? { kind: 'cache', key: pageOf(url.pathname, set) }
      : { kind: 'network' };
  }
  const key = url.pathname + url.search;
  return set.files.has(key) ? { kind: 'cache', key } : { kind: 'network' };
}
