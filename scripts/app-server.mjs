// The app on one origin (issue 17): one server answers the shell, each remote's promoted release under
// `/remotes/<pkg>/<version>/`, the registry and the app config, and passes `/api`, `/oauth`, `/fhir` and `/health`
// on to the API. Nothing the browser receives names a host, so the same build works on localhost, on a phone
// over the local network and behind a domain. Used by `npm start`, `npm run serve`, e2e and the bench.
// It also makes the app installable (issue 29): a web app manifest per language and the service worker `/sw.js`,
// written for the promoted release set (SERVICE_WORKER=off serves the worker that removes itself instead).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { createProxyServer } from 'http-proxy-3';
import sirv from 'sirv';
import { createAppServerMetrics } from './app-server-metrics.mjs';
import { startAppServerTracing } from './app-server-tracing.mjs';
import { contentSecurityPolicy, securityHeaders } from './security-headers.mjs';
import { firstViewPage, firstViewRemote } from './first-view-page.mjs';
import { openStore, readShellProvides, remotePackages } from './releases/store.mjs';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaults = require('../tooling/ports.cjs');

export { remotePackages, startAppServerTracing };

/** A release's folder in the store, or null when there is no such release (names from a URL are checked there). */
const releaseDirOf = (store, pkg, version) =>
  store.release(pkg, version) ? path.join(store.dir, 'remotes', pkg, version) : null;

/** The app's port and the API's own (loopback) port from a base: 8080 → app 8080, API 8090. */
export function portsFrom(base = defaults.shell) {
  return { app: base, api: base + (defaults.api - defaults.shell) };
}

const API_PATH = /^\/(?:api|oauth|fhir|health)(?:[/?]|$)/;
const REMOTE_PATH = /^\/remotes\/([a-z][a-z0-9-]*)\/(\d+\.\d+\.\d+-[0-9a-f]{8})(\/.*)$/;
// The icons keep their names from release to release (the manifest names them), so they are checked each time too.
const SHELL_NO_CACHE =
  /(?:^|\/)(?:index\.html|main\.js|remotes\.json|app-config\.json|shared\.json)$|^\/icons\//;
const APP_CONFIG = JSON.stringify({ apiBaseUrl: '', clientId: 'family-health-app' });

/** The languages of locales/src/index.ts (`supportedLanguages`), the default first. */
const LANGUAGES = ['ko', 'en', 'km'];
const THEME_COLOR = '#0b6e4f';
/** The page's background (shared-kernel's base.css): the splash screen of the installed app fades into it. */
const BACKGROUND_COLOR = '#e9eeec';
const START_URL = '/main/health-goal-dashboard';
const ICONS = {
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable512: '/icons/icon-maskable-512.png',
  badge: '/icons/badge-96.png',
};
/** The service worker's code as the shell's build makes it (shell/webpack.config.cjs); served as /sw.js. */
const SERVICE_WORKER_BUILD = 'service-worker.js';
/** Where a push without a usable payload leads: the notification list. */
const NOTIFICATIONS_PATH = '/user/noti';
/**
 * Files of a build no browser asks for (maps, the compressed copies sirv answers in their place, build metadata,
 * the page's template and a remote's first views, which the server writes into the page, and the worker's own
 * code).
 */
const NOT_IN_RELEASE_SET =
  /(?:\.map|\.br|\.gz|\.LICENSE\.txt)$|^first-view\/|(?:^|\/)(?:index\.html|shared\.json|mf-stats\.json|mf-manifest\.json|release\.json|service-worker\.js|bench-baseline\.html)$/;

/** Every file under dir a browser may fetch, as '/'-separated paths relative to it, sorted. */
function releaseFilesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !NOT_IN_RELEASE_SET.test(file))
    .sort();
}

/** The shell's texts of each language (locales/src/<language>/shell.json): the manifest's and the worker's. */
function readShellTexts() {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(readFileSync(path.join(root, 'locales/src', language, 'shell.json'), 'utf8')),
    ]),
  );
}

/**
 * The language of a page's first view: the person's saved choice (the cookie the kernel writes beside its own
 * storage), else the first supported one of Accept-Language, else Korean.
 */
function pageLanguage(headers) {
  const saved = /(?:^|;\s*)language=([a-z]+)/.exec(String(headers.cookie ?? ''))?.[1];
  return LANGUAGES.includes(saved) ? saved : languageOf(headers['accept-language']);
}

/** The first supported language of an Accept-Language header, else the default. */
function languageOf(acceptLanguage) {
  for (const part of String(acceptLanguage ?? '').split(',')) {
    const base = part.trim().toLowerCase().split(/[-_;]/)[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return LANGUAGES[0];
}

/** The web app manifest in one language: installable from the page, opening at the dashboard. */
function webAppManifest(language, texts) {
  return JSON.stringify({
    id: '/',
    name: texts.appName,
    short_name: texts.installable.shortName,
    description: texts.installable.description,
    lang: language,
    dir: 'ltr',
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  });
}

/** An answer kept in memory, with the compressed copies a browser may ask for. */
function encodedBodies(text) {
  const identity = Buffer.from(text);
  return { identity, br: zlib.brotliCompressSync(identity), gzip: zlib.gzipSync(identity) };
}

function pickEncoding(bodies, acceptEncoding) {
  if (/\bbr\b/.test(acceptEncoding)) return { body: bodies.br, encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding)) return { body: bodies.gzip, encoding: 'gzip' };
  return { body: bodies.identity };
}

/** The addresses a phone on the same network can open the app at (non-internal IPv4 of this machine). */
export function networkAddresses() {
  return Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => address.address);
}

/**
 * The request handler of the one origin.
 * `localRemotes`: the page may load a remote from another port of this machine (`?remoteOverride=`, development).
 * `serviceWorker`: the page registers /sw.js, which keeps the promoted release set; false (SERVICE_WORKER=off) is
 * the kill switch: /sw.js removes an installed worker and its caches, and the page registers none.
 * `metricsToken`: the app server's own metrics at /metrics for its bearer (METRICS_TOKEN); the API's /metrics is
 * never passed on. `tracing` (startAppServerTracing): a span for each request passed on, its traceparent sent along.
 * @param {{ shellDir: string, store: ReturnType<typeof openStore>, apiTargets: string[], localRemotes?: boolean, serviceWorker?: boolean, log?: (message: string) => void, metricsToken?: string, tracing?: Awaited<ReturnType<typeof startAppServerTracing>> }} options
 */
export function createAppHandler({
  shellDir,
  store,
  apiTargets,
  localRemotes = false,
  serviceWorker = process.env.SERVICE_WORKER !== 'off',
  log = console.warn,
  metricsToken = process.env.METRICS_TOKEN,
  tracing = null,
}) {
  const metrics = createAppServerMetrics(metricsToken);
  const shellProvides = readShellProvides(shellDir);
  const headers = securityHeaders({ localRemotes });
  const shellTexts = readShellTexts();
  const manifests = new Map(
    LANGUAGES.map((language) => [language, encodedBodies(webAppManifest(language, shellTexts[language]))]),
  );
  const workerFile = path.join(shellDir, SERVICE_WORKER_BUILD);
  // A browser maps nothing of /sw.js: the config in front of the code would shift every line of the map.
  const workerCode = existsSync(workerFile)
    ? readFileSync(workerFile, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n')
    : null;
  const registersWorker = serviceWorker && workerCode !== null;
  const killSwitch =
    workerCode !== null && encodedBodies(`self.serviceWorkerConfig = {"mode":"off"};\n${workerCode}`);
  const shellFiles = sirv(shellDir, {
    gzip: true,
    brotli: true,
    dev: false,
    setHeaders: (res, pathname) =>
      res.setHeader(
        'Cache-Control',
        SHELL_NO_CACHE.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable',
      ),
  });
  // A release folder never changes once written, so every file in it, the manifest too, may be kept for a year.
  const releaseFiles = new Map();
  function filesOf(pkg, version) {
    const key = `${pkg}/${version}`;
    if (!releaseFiles.has(key)) {
      const dir = releaseDirOf(store, pkg, version);
      releaseFiles.set(
        key,
        dir &&
          sirv(dir, {
            gzip: true,
            brotli: true,
            dev: false,
            setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
          }),
      );
    }
    return releaseFiles.get(key);
  }

  // A promote or rollback shows on the next page load without a restart; pages are rebuilt only when the
  // composed registry changed.
  let served = { stamp: '', json: '', page: null };
  let lastRefusals = '';
  // Releases never change and registry.json is only ever replaced by a rename, so its stamp says whether the
  // registry composed last still holds: a page load costs one stat, not a read of every release.
  const registryStamp = () => {
    const stats = statSync(path.join(store.dir, 'registry.json'), { throwIfNoEntry: false });
    return stats ? `${stats.mtimeMs}:${stats.ino}` : 'none';
  };

  function currentRegistry() {
    const stamp = registryStamp();
    if (stamp === served.stamp) return served;
    const { remotes, refused } = store.registry({ shellProvides });
    const refusals = refused.map(({ pkg, version, reason }) => `${pkg} ${version}: ${reason}`).join('\n');
    if (refusals && refusals !== lastRefusals) log(`Not loading incompatible remotes:\n${refusals}`);
    lastRefusals = refusals;
    // A refused remote keeps its routes, with no entry: its area shows the localized "could not load" fallback
    // instead of code that would break against this shell's singletons.
    const unavailable = refused.flatMap(({ pkg, version, reason }) => {
      const release = store.release(pkg, version);
      if (!release) return [];
      const { name, routes, overlays, namespaces } = release;
      return [{ name, entry: '', version, routes, overlays, namespaces, unavailable: reason }];
    });
    const json = JSON.stringify({ remotes: [...remotes, ...unavailable] });
    if (json !== served.json) {
      served = {
        stamp,
        json,
        page: firstViewPage({
          indexFile: path.join(shellDir, 'index.html'),
          registry: json,
          appConfig: APP_CONFIG,
          serviceWorker: registersWorker ? '/sw.js' : undefined,
          releaseDirOf: (remote) => {
            const match = REMOTE_PATH.exec(remote.entry);
            return (match && releaseDirOf(store, match[1], match[2])) || undefined;
          },
        }),
      };
    }
    served.stamp = stamp;
    return served;
  }

  // The shell's files do not change while the server runs (a new build is served by a restart): listed and hashed
  // once, when a worker first asks.
  let shellSet;
  function shellFilesOnce() {
    if (!shellSet) {
      const files = releaseFilesUnder(shellDir);
      const hash = createHash('sha256');
      for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(shellDir, file)));
      shellSet = { files: files.map((file) => `/${file}`), hash: hash.digest('hex') };
    }
    return shellSet;
  }
  const releaseSetFiles = new Map();
  function filesOfRelease(pkg, version, dir) {
    const key = `${pkg}/${version}`;
    if (!releaseSetFiles.has(key)) {
      releaseSetFiles.set(
        key,
        releaseFilesUnder(dir).map((file) => `/remotes/${pkg}/${version}/${file}`),
      );
    }
    return releaseSetFiles.get(key);
  }

  /**
   * The promoted release set the worker keeps: the shell's files, every file of each promoted remote's release,
   * the manifests and the pages (one for each remote, with its preloads, as the server writes it for the remote's
   * screens, and one without), under a fingerprint of all of them and of the worker's code. A promote or a rollback
   * changes the registry in the pages, so the fingerprint, so the bytes of /sw.js: the browser installs the new set
   * whole beside the old one, and its windows keep the old one until none is open.
   */
  function releaseSet() {
    const current = currentRegistry();
    if (current.releaseSet) return current.releaseSet;
    const shell = shellFilesOnce();
    const registry = JSON.parse(current.json);
    const remoteFiles = registry.remotes.flatMap((remote) => {
      const match = REMOTE_PATH.exec(remote.entry);
      const dir = match && releaseDirOf(store, match[1], match[2]);
      return dir ? filesOfRelease(match[1], match[2], dir) : [];
    });
    const files = [
      ...shell.files,
      ...remoteFiles,
      ...LANGUAGES.map((language) => `/manifest.webmanifest?lang=${language}`),
    ];
    // Each remote's page is the one the server answers its first route with (the route it owns outright)...
    const pagePaths = registry.remotes.flatMap((remote) => {
      const owned =
        remote.entry && remote.routes.find(({ path: route }) => firstViewRemote(route, registry) === remote);
      return owned ? [[remote, owned.path]] : [];
    });
    // ...and a screen its release rendered has its own page, with the screen in it (issue 30), in the language of
    // the worker's request: a person who then chooses another one gets the screen rendered afresh.
    const firstViewPaths = registry.remotes.flatMap((remote) => current.page.firstViewPaths(remote));
    const fingerprint = createHash('sha256')
      .update(`${workerCode}\0${shell.hash}\0${files.join('\n')}\0`)
      .update(current.page('/index.html', '').body)
      .update(Buffer.concat(pagePaths.map(([, pagePath]) => current.page(pagePath, '').body)))
      .update(Buffer.concat(firstViewPaths.map((pagePath) => current.page(pagePath, '').body)))
      .digest('hex')
      .slice(0, 16);
    const release = `?release=${fingerprint}`;
    const config = {
      mode: 'on',
      cacheName: `fh-release-${fingerprint}`,
      page: `/index.html${release}`,
      screens: [
        ...pagePaths.flatMap(([remote, pagePath]) =>
          remote.routes.map(({ path: route }) => ({ route, page: `${pagePath}${release}` })),
        ),
        ...firstViewPaths.map((pagePath) => ({ route: pagePath, page: `${pagePath}${release}` })),
      ],
      files,
      icon: ICONS.any192,
      badge: ICONS.badge,
      fallback: {
        url: NOTIFICATIONS_PATH,
        languages: Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            { title: shellTexts[language].appName, body: shellTexts[language].installable.newNotification },
          ]),
        ),
      },
    };
    current.releaseSet = {
      fingerprint,
      script: encodedBodies(`self.serviceWorkerConfig = ${JSON.stringify(config)};\n${workerCode}`),
    };
    return current.releaseSet;
  }

  function sendScript(req, res, bodies) {
    const { body, encoding } = pickEncoding(bodies, String(req.headers['accept-encoding'] ?? ''));
    for (const [name, value] of Object.entries(headers.serviceWorker)) res.setHeader(name, value);
    res.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Content-Length': body.length,
      // Browsers check the worker at every visit; an answer kept in a cache on the way would hide a new set.
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendManifest(req, res, searchParams) {
    const asked = searchParams.get('lang');
    const language = LANGUAGES.includes(asked) ? asked : languageOf(req.headers['accept-language']);
    const { body, encoding } = pickEncoding(
      manifests.get(language),
      String(req.headers['accept-encoding'] ?? ''),
    );
    res.writeHead(200, {
      'Content-Type': 'application/manifest+json',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      Vary: asked ? 'Accept-Encoding' : 'Accept-Encoding, Accept-Language',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const proxy = createProxyServer({ xfwd: true, proxyTimeout: 0 });
  // xfwd appends this hop's protocol ("https,http" behind a TLS terminator) and the API, trusting this server,
  // reads the last one: pass on the protocol the person used, as the first proxy said it.
  proxy.on('proxyReq', (proxyReq, req) => {
    const [protocol] = String(req.headers['x-forwarded-proto'] ?? 'http').split(',');
    proxyReq.setHeader('X-Forwarded-Proto', protocol.trim() === 'https' ? 'https' : 'http');
    tracing?.inject(req, proxyReq);
  });
  proxy.on('error', (_error, _req, res) => {
    metrics?.upstreamError();
    if (!('writeHead' in res) || res.headersSent) return res.destroy?.();
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('The API is not answering.');
  });
  let nextTarget = 0;

  const unavailable = new Set();
  function notFound(res) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  }

  function handle(req, res) {
    const url = req.url ?? '/';
    const toApi = API_PATH.test(url);
    metrics?.observe(req, res, toApi ? 'api' : 'app');
    if (toApi) {
      tracing?.proxied(req, res);
      // Round robin: `npm run serve` may run several API instances on one database (docs/deployment.md).
      const target = apiTargets[nextTarget++ % apiTargets.length];
      proxy.web(req, res, { target });
      return;
    }
    for (const [name, value] of Object.entries(headers.everyAnswer)) res.setHeader(name, value);
    const { pathname, searchParams } = new URL(url, 'http://x');
    if (metrics && pathname === '/metrics') return void metrics.serve(req, res).catch(() => res.destroy());
    const release = REMOTE_PATH.exec(pathname);
    if (release) {
      const [, pkg, version, file] = release;
      const files = !unavailable.has(pkg) && filesOf(pkg, version);
      if (!files) return notFound(res);
      req.url = file;
      files(req, res, () => notFound(res));
      return;
    }
    if (pathname === '/remotes.json' || pathname === '/app-config.json') {
      const body = pathname === '/remotes.json' ? currentRegistry().json : APP_CONFIG;
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(body);
      return;
    }
    if (pathname === '/sw.js') {
      if (workerCode === null) return notFound(res);
      return sendScript(req, res, registersWorker ? releaseSet().script : killSwitch);
    }
    if (pathname === '/manifest.webmanifest') return sendManifest(req, res, searchParams);
    if (pathname === '/index.html' || !path.posix.basename(pathname).includes('.')) {
      // A worker installing a set asks for the pages of that set: once another set is promoted, its install must
      // fail rather than keep a page of another registry with the files of the set it was written for.
      const forSet = searchParams.get('release');
      if (forSet && (!registersWorker || forSet !== releaseSet().fingerprint)) {
        res.writeHead(409, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('This release set is no longer the promoted one.');
        return;
      }
      const { body, encoding, byLanguage, styleHashes } = currentRegistry().page(
        pathname,
        String(req.headers['accept-encoding'] ?? ''),
        pageLanguage(req.headers),
      );
      for (const [name, value] of Object.entries(headers.page)) res.setHeader(name, value);
      if (styleHashes.length > 0)
        res.setHeader('Content-Security-Policy', contentSecurityPolicy({ localRemotes, styleHashes }));
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
        'Cache-Control': 'no-cache',
        Vary: byLanguage ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    shellFiles(req, res, () => notFound(res));
  }

  return Object.assign(handle, {
    /** Makes one remote's files unreachable, as when its host is down (the area shows its fallback). */
    makeUnavailable: (pkg) => unavailable.add(pkg),
  });
}

export function listen(handler, port, host) {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Resolves once `url` answers /health; rejects when `child` (the API process, if started here) exits first. A child
 * of ours gets minutes: on a busy machine its migrations, demo data and FHIR schema took over a minute.
 */
export async function waitForApi(url, child, timeoutMs = child ? 300_000 : 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer ${url}/health within ${timeoutMs / 1000} s`);
}

/**
 * One API process on 127.0.0.1:`port`; only the app server (same machine) talks to it, and it trusts that proxy's
 * `X-Forwarded-*` headers (the client's address for the rate limits, the host for FHIR's absolute URLs).
 * @param {{ port: number, env?: Record<string, string>, quiet?: boolean }} options
 */
export async function startApi({ port, env = {}, quiet = false }) {
  const api = spawn(
    process.execPath,
    [require.resolve('tsx/cli', { paths: [path.join(root, 'platform-api')] }), 'src/main.ts'],
    {
      cwd: path.join(root, 'platform-api'),
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), TRUST_PROXY: 'loopback', ...env },
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    },
  );
  // However this process ends, the API it started must not outlive it.
  process.once('exit', () => api.kill('SIGTERM'));
  /** @type {Promise<number | string>} the exit code, or the signal that ended it */
  const exited = new Promise((resolve) => api.once('exit', (code, signal) => resolve(code ?? signal)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (api.exitCode !== null || api.signalCode !== null) return;
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  };
  try {
    await waitForApi(url, api);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: api.pid, exited, stop };
}

/** Publishes each remote's fresh build (`<pkg>/dist`) into the store and makes it the current one. */
export function promoteWorkspaceBuilds(store, shellProvides, by) {
  for (const pkg of remotePackages) {
    const { version } = store.publish({ pkg, distDir: path.join(root, pkg, 'dist'), source: 'workspace' });
    if (store.current(pkg) !== version) store.promote(pkg, version, { by, shellProvides });
  }
}

/**
 * `npm start` and the tests: the API (embedded PGlite unless DATABASE_URL is set) and the one origin, with the
 * workspace's builds promoted in the release store (RELEASES_DIR, default .releases).
 * @param {{ portBase?: number, host?: string, env?: Record<string,string>, quiet?: boolean, releasesDir?: string }} options
 */
export async function startApp({ portBase, host = 'localhost', env = {}, quiet = false, releasesDir } = {}) {
  const ports = portsFrom(portBase);
  const shellDir = path.join(root, 'shell/dist');
  const store = openStore(releasesDir);
  promoteWorkspaceBuilds(store, readShellProvides(shellDir), 'npm start');
  const lanAddress = host === '0.0.0.0' ? networkAddresses()[0] : undefined;
  const appUrl = `http://${host === '0.0.0.0' ? 'localhost' : host}:${ports.app}`;
  const api = await startApi({
    port: ports.api,
    quiet,
    env: {
      // Links sent outside the app (an invitation text) must open where a phone can reach the app.
      APP_ORIGIN: lanAddress ? `http://${lanAddress}:${ports.app}` : appUrl,
      // Verification codes readable at /api/dev/sms-outbox from this machine (the e2e tests read them there).
      DEV_SMS_OUTBOX: 'on',
      ...env,
    },
  });
  const handler = createAppHandler({
    shellDir,
    store,
    apiTargets: [api.url],
    localRemotes: true,
    tracing: await startAppServerTracing(),
  });
  let server;
  try {
    server = await listen(handler, ports.app, host);
  } catch (error) {
    await api.stop();
    throw error;
  }
  return {
    ports,
    appUrl,
    apiUrl: api.url,
    store,
    lanUrls: host === '0.0.0.0' ? networkAddresses().map((address) => `http://${address}:${ports.app}`) : [],
    stopRemote: async (pkg) => handler.makeUnavailable(pkg),
    stop: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      // Keep-alive and notification-stream connections would hold `close` open.
      server.closeAllConnections();
      await closed;
      await api.stop();
    },
  };
}
