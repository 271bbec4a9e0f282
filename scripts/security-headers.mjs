// Security headers of the app's static servers (issue 15): the shell's page gets a Content-Security-Policy that
// allows exactly the origins the app loads from (itself, each remote's server named in the registry, the API);
// every answer, the remotes' scripts included, is nosniff and sends no referrer to other origins.

/** The origin of a URL, or null. */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The shell page's policy. Scripts only from the shell and the remotes, no inline script (the page's JSON data
 * blocks are not scripts). 'unsafe-eval' stays for now: the kernel's form rules are JSON schemas that Ajv compiles
 * into functions in the browser (`new Function`); compiling them at build time (Ajv standalone) would let it go.
 * Styles inline too, which style-loader and the charts write at run time; fetches to the remotes (manifests) and
 * the API (its event stream too); images from the API or made in the page (data:, blob:); no plug-ins, no <base>,
 * forms only to itself, and no page may frame the app (the native shells load it in a WebView as the top
 * document, shared-kernel/BRIDGE.md).
 * @param {{ apiOrigin: string, remoteOrigins: string[] }} origins
 */
export function contentSecurityPolicy({ apiOrigin, remoteOrigins }) {
  const remotes = [...new Set(remoteOrigins)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-eval' ${remotes.join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${remotes.join(' ')}`,
    `connect-src 'self' ${[apiOrigin, ...remotes].join(' ')}`,
    `img-src 'self' data: blob: ${[apiOrigin, ...remotes].join(' ')}`,
    `font-src 'self' data: ${remotes.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .map((directive) => directive.trim())
    .join('; ');
}

/** Headers every answer of the static servers carries. */
const everyAnswer = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The headers of one static server: the shell (`spa`: its API port and registry JSON) or a remote. `everyAnswer`
 * goes on every file; `page` only on the shell's HTML page, the one document the policy governs (sent with every
 * script it would add about 1.25 KiB to each of the first view's twenty answers).
 * @param {{ spa: false | { api: number, registry: string }, host: string }} server
 * @returns {{ everyAnswer: Record<string, string>, page: Record<string, string> }}
 */
export function securityHeaders({ spa, host }) {
  if (!spa) return { everyAnswer, page: {} };
  const registry = JSON.parse(spa.registry);
  const remoteOrigins = registry.remotes.map((remote) => originOf(remote.entry)).filter(Boolean);
  return {
    everyAnswer,
    page: {
      'Content-Security-Policy': contentSecurityPolicy({
        apiOrigin: `http://${host}:${spa.api}`,
        remoteOrigins,
      }),
      'X-Frame-Options': 'DENY',
    },
  };
}
