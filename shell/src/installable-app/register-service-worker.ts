function workerScript(): string | null {
  const script = document.querySelector<HTMLMetaElement>('meta[name="service-worker"]')?.content;
  return script && 'serviceWorker' in navigator ? script : null;
}

/** Whether this page registers the worker, which then keeps every file of the app, the lazy ones included. */
export function pageRegistersServiceWorker(): boolean {
  return workerScript() !== null;
}

/**
 * Registers the app's service worker (worker/worker.ts) once the page has loaded, so that it never delays the first
 * view, when the page asks for one: the app server writes `<meta name="service-worker">` unless its kill switch
 * (SERVICE_WORKER=off) is on; a dev server's page has none.
 */
export function registerServiceWorker(): void {
  const script = workerScript();
  if (!script) return;
  // Without updateViaCache 'none' a browser may check the worker against its HTTP cache instead of the server.
  const register = () =>
    navigator.serviceWorker.register(script, { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
