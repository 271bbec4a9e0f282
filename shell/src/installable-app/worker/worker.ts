// The app's service worker (issue 29), served as `/sw.js` by the app server with its config in front
// (config.ts). With a release set it keeps that set's files in one cache, installed whole before it takes over,
// and answers the screens and those files from it, so the app opens offline after one visit and a repeat visit
// starts without the network; pushes become notifications. With the kill switch it removes itself.
import { cachePrefix, readConfig, type ReleaseSetConfig } from './config';
import { openFromNotification } from './notification-click';
import { notificationOf } from './push';
import { routeOf } from './routing';
import type { ServiceWorkerScope } from './scope';

// The DOM library types `self` as a window (scope.ts says why the worker types are declared by hand).
const scope = self as unknown as ServiceWorkerScope;
const config = readConfig(scope.serviceWorkerConfig);

async function deleteCaches(keep?: string): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(cachePrefix) && name !== keep).map((name) => caches.delete(name)),
  );
}

/**
 * The whole set or nothing: one file that does not come (the page included, which the server refuses once the
 * set has changed) fails the install, the worker in charge stays, and the browser tries again on a later visit.
 */
async function install({ cacheName, page, screens, files }: ReleaseSetConfig): Promise<void> {
  const cache = await caches.open(cacheName);
  const pages = new Set([page, ...screens.map((screen) => screen.page)]);
  try {
    await cache.addAll([...pages, ...files]);
  } catch (error) {
    await caches.delete(cacheName);
    throw error;
  }
}

async function answer(cacheName: string, key: string, request: Request): Promise<Response> {
  const cached = await caches.match(key, { cacheName });
  return cached ?? fetch(request);
}

function serveReleaseSet(set: ReleaseSetConfig): void {
  const cached = { files: new Set(set.files), page: set.page, screens: set.screens };
  const { origin } = scope.location;
  // No skipWaiting: a new set waits until no window uses the old one, so that a page keeps the set it started
  // with (a screen it opens later loads its code from that set), and the next start opens the new set whole.
  scope.addEventListener('install', (event) => event.waitUntil(install(set)));
  scope.addEventListener('activate', (event) => event.waitUntil(deleteCaches(set.cacheName)));
  scope.addEventListener('fetch', (event) => {
    const route = routeOf(event.request, origin, cached);
    if (route.kind === 'cache') event.respondWith(answer(set.cacheName, route.key, event.request));
  });
  scope.addEventListener('push', (event) => {
    const { title, options } = notificationOf(event.data, {
      origin,
      languages: scope.navigator.languages,
      config: set,
    });
    event.waitUntil(scope.registration.showNotification(title, options));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    // Started before waitUntil, which refuses an event dispatched by a script (as a test does).
    const opening = openFromNotification(scope.clients, event.notification.data, {
      origin,
      fallbackUrl: set.fallback.url,
    });
    event.waitUntil(opening);
  });
}

/**
 * The kill switch: the app ships without a worker. This one takes over at once, deletes every cache a worker of
 * the app made, unregisters, and reloads the app's windows from the network, whose page no longer registers one.
 */
function removeItself(): void {
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener('activate', (event) =>
    event.waitUntil(
      (async () => {
        await deleteCaches();
        await scope.registration.unregister();
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: false });
        await Promise.all(windows.map((client) => client.navigate(client.url).catch(() => null)));
      })(),
    ),
  );
}

if (config.mode === 'on') serveReleaseSet(config);
else removeItself();
