/**
 * Which requests the worker answers from its cache. Health data never enters it: the API's paths (`/api`, `/oauth`,
 * `/fhir`, `/health`) are not answered at all, so they go to the network exactly as without a worker (and fail
 * offline as they do today, which the offline outbox expects). Only GETs of this origin are answered: the page
 * for every screen, and the files of the set.
 */
export type Route = { kind: 'network' } | { kind: 'page' } | { kind: 'file'; key: string };

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

export function routeOf(request: RequestLike, origin: string, files: ReadonlySet<string>): Route {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || API_PATH.test(url.pathname)) {
    return { kind: 'network' };
  }
  if (request.mode === 'navigate') return isScreenPath(url.pathname) ? { kind: 'page' } : { kind: 'network' };
  const key = url.pathname + url.search;
  return files.has(key) ? { kind: 'file', key } : { kind: 'network' };
}
