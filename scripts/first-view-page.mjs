// The shell's index.html as the app's server sends it (issue 15: login within 1.5 s). Written when the page is
// served, not at build time, so that the registry stays changeable without rebuilding the shell:
// - the registry and the app config, as JSON data blocks the shell reads instead of fetching them;
// - preload links for what the page's first remote needs: its remoteEntry.js and the chunks of its
//   `./app` and its stylesheets (read from the release's mf-manifest.json in the release store). The stylesheets are
//   preloaded, not linked: the remote's runtime links each one itself, by an address made from where its
//   remoteEntry.js came from, and takes the preloaded answer.
// - the screen itself, when the remote's release rendered it to HTML (issue 30: its `first-view/` folder, in the
//   person's language): the browser paints it before any script runs, and the remote hydrates it once loaded (the
//   shell makes the `#first-view` element the remote's mount element). Its stylesheets, the shell's and the
//   remote's, come inside the page, so that painting waits for no other request (each would open a connection of
//   its own, two round trips on a phone): as style elements whose data-href names their file, which webpack's
//   stylesheet loader then takes as loaded, and whose hashes the page's Content-Security-Policy allows.
// - the web app manifest (served per language: the shell points the link at the app's language once it runs), the
//   home-screen icon iOS takes instead, and, unless the service worker is switched off, the worker the shell
//   registers after the page has loaded (issue 29).
// Data blocks are not scripts: a Content-Security-Policy without 'unsafe-inline' lets them be.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const escapeJson = (json) => json.replace(/</g, '\\u003c');
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
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

/**
 * Links of one remote: its remoteEntry.js, and what its manifest names for `./app` when we can read it; the
 * stylesheets as stylesheets when the page shows the remote's first view, which they style before any script runs.
 */
function remoteLinks(remote, releaseDir, inlineStyle) {
  const script = (href) => `<link rel="preload" href="${escapeAttribute(href)}" as="script">`;
  const links = [script(remote.entry)];
  const manifestFile = releaseDir && path.join(releaseDir, 'mf-manifest.json');
  if (!manifestFile || !existsSync(manifestFile)) return links;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  const app = manifest.exposes?.find((expose) => expose.path === './app' || expose.name === 'app');
  for (const file of app?.assets?.js?.sync ?? []) links.push(script(base + file));
  for (const file of app?.assets?.css?.sync ?? []) {
    links.push(
      inlineStyle
        ? inlineStyle(base + file, path.join(releaseDir, file))
        : `<link rel="preload" href="${escapeAttribute(base + file)}" as="style">`,
    );
  }
  return links;
}

/** A stylesheet as a style element, and the hash a Content-Security-Policy allows it by. */
function styleElement(href, file) {
  // A style element ends at the first "</style": written as an escape, CSS reads the same text.
  const css = readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
  const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  return { html: `<style data-href="${escapeAttribute(href)}">${css}</style>`, hash };
}

/** The first views a remote's release rendered (`first-view/first-views.json`), or none. */
function firstViewsOf(releaseDir) {
  const indexFile = releaseDir && path.join(releaseDir, 'first-view', 'first-views.json');
  if (!indexFile || !existsSync(indexFile)) return [];
  return JSON.parse(readFileSync(indexFile, 'utf8')).map((view) => ({
    ...view,
    html: readFileSync(path.join(releaseDir, 'first-view', view.file), 'utf8'),
  }));
}

/**
 * @param {{ indexFile: string, registry: string, appConfig: string, serviceWorker?: string, releaseDirOf: (remote: { entry: string }) => string | undefined }} options
 * @returns {((pathname: string, acceptEncoding: string, language?: string) => { body: Buffer, encoding?: string, byLanguage: boolean, styleHashes: string[] }) & { firstViewPaths: (remote: { name: string, entry: string }) => string[] }}
 *   byLanguage: the page holds a first view in `language` (an answer that varies with the person's language);
 *   styleHashes: the hashes of the page's style elements, for its Content-Security-Policy.
 */
export function firstViewPage({ indexFile, registry, appConfig, serviceWorker, releaseDirOf }) {
  const html = readFileSync(indexFile, 'utf8');
  const parsed = JSON.parse(registry);
  const blocks =
    `<script type="application/json" id="remotes-json">${escapeJson(JSON.stringify(parsed))}</script>` +
    `<script type="application/json" id="app-config-json">${escapeJson(appConfig)}</script>` +
    '<link rel="manifest" href="/manifest.webmanifest">' +
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png">' +
    (serviceWorker ? `<meta name="service-worker" content="${escapeAttribute(serviceWorker)}">` : '');
  const releaseDirs = new Map();
  const releaseDirFor = (remote) => {
    if (!releaseDirs.has(remote.name))
      releaseDirs.set(remote.name, remote.entry ? releaseDirOf(remote) : undefined);
    return releaseDirs.get(remote.name);
  };
  const firstViews = new Map();
  const firstViewsFor = (remote) => {
    if (!firstViews.has(remote.name)) firstViews.set(remote.name, firstViewsOf(releaseDirFor(remote)));
    return firstViews.get(remote.name);
  };

  function compose(remote, view) {
    const styleHashes = [];
    const inlineStyle = (href, file) => {
      const style = styleElement(href, file);
      styleHashes.push(style.hash);
      return style.html;
    };
    const head = [
      blocks,
      ...(remote?.entry ? remoteLinks(remote, releaseDirFor(remote), view && inlineStyle) : []),
    ].join('');
    let page = html.replace('</head>', `${head}</head>`);
    if (view) {
      page = page.replace(/<link rel="stylesheet" href="(\/[^"]+\.css)">/g, (_link, href) =>
        inlineStyle(href, path.join(path.dirname(indexFile), href)),
      );
      const container =
        `<div id="first-view" data-remote="${escapeAttribute(remote.name)}"` +
        ` data-first-view-route="${escapeAttribute(view.path)}" data-first-view-language="${escapeAttribute(view.language)}">` +
        `${view.html}</div>`;
      page = page
        .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(view.language)}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(view.title)}</title>`)
        .replace('<div id="root">', `${container}<div id="root">`);
    }
    const body = Buffer.from(page);
    return { identity: body, br: zlib.brotliCompressSync(body), gzip: zlib.gzipSync(body), styleHashes };
  }

  const pages = new Map();
  const page = (pathname, acceptEncoding = '', language = '') => {
    const remote = firstViewRemote(pathname, parsed);
    const views = remote?.entry ? firstViewsFor(remote).filter((view) => view.path === pathname) : [];
    const view = views.find((candidate) => candidate.language === language) ?? views[0];
    const key = `${remote?.name ?? ''}\0${view ? `${view.path}\0${view.language}` : ''}`;
    if (!pages.has(key)) pages.set(key, compose(remote, view));
    const composed = pages.get(key);
    const about = { byLanguage: views.length > 0, styleHashes: composed.styleHashes };
    if (/\bbr\b/.test(acceptEncoding)) return { body: composed.br, encoding: 'br', ...about };
    if (/\bgzip\b/.test(acceptEncoding)) return { body: composed.gzip, encoding: 'gzip', ...about };
    return { body: composed.identity, ...about };
  };
  /** The addresses whose page shows a first view of `remote` (each its own page in the worker's set). */
  const firstViewPaths = (remote) =>
    remote.entry ? [...new Set(firstViewsFor(remote).map((view) => view.path))] : [];
  return Object.assign(page, { firstViewPaths });
}
