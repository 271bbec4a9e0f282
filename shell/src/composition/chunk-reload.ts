// Spec 2: a failed code-chunk load reloads the page — once. A second failure soon after shows the fallback
// instead, so a broken deployment can never trap the user in a reload loop.
const STORAGE_KEY = 'chunkReloadAt';
const WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

/** Reloads the page and returns true, unless a reload for a chunk failure already happened moments ago. */
export function reloadOnceForChunkError(now = Date.now(), reload = () => location.reload()): boolean {
  const last = Number(sessionStorage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < WINDOW_MS) return false;
  sessionStorage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

export function watchChunkLoadFailures(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
  });
}
