// Security headers of the app's server (issues 15 and 17): the shell's page gets a Content-Security-Policy. The
// app is one origin (the shell, every remote's release and the API behind the same host), so the policy names no
// other origin. Every answer, the remotes' scripts included, is nosniff; the page and the worker send no referrer
// to other origins.

/**
 * The shell page's policy. Scripts only from the app's origin, no inline script (the page's JSON data blocks are
 * not scripts) and no code made from text ('unsafe-eval'): the kernel judges its form schemas with an interpreter
 * in the browser, not with Ajv's compiler (`new Function`). Styles only from stylesheet files too, no style tag or
 * attribute written as markup: every build extracts its CSS into files, and the charts are told not to write their
 * own (`injectStyleSheet: false`); styles set through the DOM's style objects, as React does, are not inline markup.
 * The one exception, by hash: the stylesheets of a page that shows a remote's first view come inside it (issue 30).
 * Images made in the page (data:, blob:); no plug-ins, no <base>, forms only to itself, and no page may frame the
 * app (the native shells load it in a WebView as the top document, shared-kernel/BRIDGE.md).
 */
export function contentSecurityPolicy({ localRemotes = false, styleHashes = [] } = {}) {
  // A developer may point the app at a remote served on this machine (README, `?remoteOverride=`); only `npm start`
  // allows those origins, never the production profile.
  const local = localRemotes ? ' http://localhost:* http://127.0.0.1:*' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${local}`,
    `style-src 'self'${local}${styleHashes.map((hash) => ` ${hash}`).join('')}`,
    `connect-src 'self'${local}`,
    `img-src 'self' data: blob:${local}`,
    `font-src 'self' data:${local}`,
    // The web app manifest and the service worker come from the app itself only, never a developer's other port.
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The service worker's own policy (a worker's script brings its policy with it, the page's does not cover it): it
 * fetches only the app's files and runs no code made from text.
 */
export const serviceWorkerPolicy = "default-src 'self'";

/** No path or query of the app's screens goes to another origin. */
const referrerPolicy = 'strict-origin-when-cross-origin';

/**
 * `everyAnswer` goes on every file the app server sends; `page` only on the shell's HTML page, the one document
 * the policy governs (sent with every script it would add about 0.5 KiB to each of the first view's answers);
 * `serviceWorker` on /sw.js. The referrer policy rules the requests a document or a worker makes, so it goes on
 * those two only: on a script or a stylesheet it would be bytes that change nothing.
 * @param {{ localRemotes?: boolean }} options
 * @returns {{ everyAnswer: Record<string, string>, page: Record<string, string>, serviceWorker: Record<string, string> }}
 */
export function securityHeaders(options = {}) {
  return {
    everyAnswer: { 'X-Content-Type-Options': 'nosniff' },
    page: {
      'Content-Security-Policy': contentSecurityPolicy(options),
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': referrerPolicy,
    },
    serviceWorker: { 'Content-Security-Policy': serviceWorkerPolicy, 'Referrer-Policy': referrerPolicy },
  };
}
