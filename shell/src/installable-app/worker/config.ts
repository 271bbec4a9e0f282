/**
 * What the app server writes in front of this worker's code when it serves `/sw.js` (scripts/app-server.mjs), as
 * `self.serviceWorkerConfig = {…}`: the promoted set of files the worker keeps, or the kill switch. A promote, a
 * rollback or a new shell changes the set, so the bytes of `/sw.js`, so the browser installs a new worker.
 */
export type ServiceWorkerConfig = ReleaseSetConfig | { mode: 'off' };

export interface ReleaseSetConfig {
  mode: 'on';
  /** Names this set's cache: a hash of its files, its page and the worker's code. */
  cacheName: string;
  /**
   * The shell's page of this very set for screens no remote draws; the server refuses it once the set has changed.
   */
  page: string;
  /**
   * Each remote's routes with the page the server writes for that remote (with its preloads), as `page` is; the
   * longest route a screen's path is under names its page.
   */
  screens: Screen[];
  /** Every file of the shell and of each promoted remote release, as same-origin paths. */
  files: string[];
  icon: string;
  badge: string;
  /** What a push without a usable payload shows and opens, per language (the first is the default). */
  fallback: { languages: Record<string, { title: string; body: string }>; url: string };
}

export interface Screen {
  route: string;
  page: string;
}

/** Every cache this worker made starts so: the kill switch and a new set delete theirs by it. */
export const cachePrefix = 'fh-release-';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is { title: string; body: string } =>
  isRecord(value) && typeof value.title === 'string' && typeof value.body === 'string';

/** The config the server wrote, or the kill switch when it is missing or damaged: a broken set must not serve. */
export function readConfig(value: unknown): ServiceWorkerConfig {
  if (!isRecord(value) || value.mode !== 'on') return { mode: 'off' };
  const { cacheName, page, screens, files, icon, badge, fallback } = value;
  const valid =
    typeof cacheName === 'string' &&
    cacheName.startsWith(cachePrefix) &&
    typeof page === 'string' &&
    Array.isArray(screens) &&
    screens.every(
      (screen) => isRecord(screen) && typeof screen.route === 'string' && typeof screen.page === 'string',
    ) &&
    Array.isArray(files) &&
    files.every((file) => typeof file === 'string') &&
    typeof icon === 'string' &&
    typeof badge === 'string' &&
    isRecord(fallback) &&
    typeof fallback.url === 'string' &&
    isRecord(fallback.languages) &&
    Object.values(fallback.languages).length > 0 &&
    Object.values(fallback.languages).every(isText);
  return valid ? (value as unknown as ReleaseSetConfig) : { mode: 'off' };
}
