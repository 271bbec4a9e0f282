// The shell's index.html as the app's server sends it (issue 15: login within 1.5 s). Written when the page is
// served, not at build time, so that the registry stays changeable without rebuilding the shell:
// - the registry and the app config, as JSON data blocks the shell reads instead of fetching them;
// - preload links for what the page's first remote needs: its remoteEntry.js and the chunks of its
//   `./app` and its stylesheets (read from the release's mf-manifest.json in the release store). The stylesheets are
//   preloaded, not linked: the remote's runtime links each one itself, by an address made from where its
//   remoteEntry.js came from, and takes the preloaded answer.
// - the web app manifest (served per language: the shell points the link at the app's language once it runs), the
//   home-screen icon iOS takes instead, and, unless the service worker is switched off, the worker the shell
//   registers after the page has loaded (issue 29).
// Data blocks are not scripts: a Content-Security-Policy without 'unsafe-inline' lets them be.
import { existsSync, readFileSync } from 'node:fs';
import zlib from 'node:zlib';

const escapeJson = (json) => json.replace(/</g, '\\u003c');
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const isUnder = (pathname, route) =>
  pathname === route || pathname.startsWith(route.endsWith('/') ? route : `${route}/`);

/** The remote with the longest route prefix of `pathname` (as the shell decides it). */
export function firstViewRemote(pathname, registry) {
  let best = null;
  for (const remote of registry.remotes) {
    for (const route of remote.routes) {
      if (isUnder(pathname, route.path) && route.path.length > (best?.length ?? -1))
        best = { remote, length: route.path.length };
    }
  }
  return best?.remote ?? null;
}

/** Preload links of one remote: its remoteEntry.js, and what its manifest names for `./app` when we can read it. */
function remoteLinks(remote, manifestFileOf) {
  const script = (href) => `<link rel="preload" href="${escapeAttribute(href)}" as="script">`;
  const links = [script(remote.entry)];
  const manifestFile = manifestFileOf(remote);
  if (!manifestFile || !existsSync(manifestFile)) return links;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  const app = manifest.exposes?.find((expose) => expose.path === './app' || expose.name === 'app');
  for (const file of app?.assets?.js?.sync ?? []) links.push(script(base + file));
  for (const file of app?.assets?.css?.sync ?? [])
    links.push(`<link rel="preload" href="${escapeAttribute(base + file)}" as="style">`);
  return links;
}

/**
 * @param {{ indexFile: string, registry: string, appConfig: string, serviceWorker?: string, manifestFileOf: (remote: { entry: string }) => string | undefined }} options
 * @returns {(pathname: string, acceptEncoding: string) => { body: Buffer, encoding?: string }}
 */
export function firstViewPage({ indexFile, registry, appConfig, serviceWorker, manifestFileOf }) {
  const html = readFileSync(indexFile, 'utf8');
  const parsed = JSON.parse(registry);
  const blocks =
    `<script type="application/json" id="remotes-json">${escapeJson(JSON.stringify(parsed))}</script>` +
    `<script type="application/json" id="app-config-json">${escapeJson(appConfig)}</script>` +
    '<link rel="manifest" href="/manifest.webmanifest">' +
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png">' +
    (serviceWorker ? `<meta name="service-worker" content="${escapeAttribute(serviceWorker)}">` : '');
  const pages = new Map();
  function pageFor(remote) {
    const key = remote?.name ?? '';
    if (!pages.has(key)) {
      const head = [blocks, ...(remote?.entry ? remoteLinks(remote, manifestFileOf) : [])].join('');
      const body = Buffer.from(html.replace('</head>', `${head}</head>`));
      pages.set(key, {
        identity: body,
        br: zlib.brotliCompressSync(body),
        gzip: zlib.gzipSync(body),
      });
    }
    return pages.get(key);
  }
  return (pathname, acceptEncoding = '') => {
    const page = pageFor(firstViewRemote(pathname, parsed));
    if (/\bbr\b/.test(acceptEncoding)) return { body: page.br, encoding: 'br' };
    if (/\bgzip\b/.test(acceptEncoding)) return { body: page.gzip, encoding: 'gzip' };
    return { body: page.identity };
  };
}
