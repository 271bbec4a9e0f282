// Serves the whole app the way `npm start` does: the API on its embedded database, and the shell and each remote
// from its own port (a remote is a separate origin, as in production). Used by `npm start`, e2e and the bench.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { securityHeaders } from './security-headers.mjs';
import { firstViewPage } from './first-view-page.mjs';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaults = require('../tooling/ports.cjs');

export const remotePackages = Object.keys(defaults.remotes);

/** Ports from a base: shell = base, remotes = base+1..6, API = base+10 (8080 → 8090 by default). */
export function portsFrom(base = defaults.shell) {
  return {
    shell: base,
    api: base + (defaults.api - defaults.shell),
    remotes: Object.fromEntries(
      Object.entries(defaults.remotes).map(([name, port]) => [name, base + (port - defaults.shell)]),
    ),
  };
}

const NO_CACHE =
  /(?:^|\/)(?:index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|app-config\.json)$/;

function staticHandler(dir, { spa, host }) {
  function setHeaders(res, pathname) {
    res.setHeader(
      'Cache-Control',
      NO_CACHE.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable',
    );
    if (!spa) res.setHeader('Access-Control-Allow-Origin', '*');
  }
  const files = sirv(dir, { single: spa, gzip: true, brotli: true, dev: false, setHeaders });
  const generated = spa
    ? {
        '/app-config.json': JSON.stringify({
          apiBaseUrl: `http://${host}:${spa.api}`,
          clientId: 'family-health-app',
        }),
        '/remotes.json': spa.registry,
      }
    : {};
  // index.html with the registry, the app config and the first remote's preloads written in (issue 15).
  const page =
    spa &&
    firstViewPage({
      indexFile: path.join(dir, 'index.html'),
      registry: generated['/remotes.json'],
      appConfig: generated['/app-config.json'],
      distDirOf: (name) => path.join(root, name.replace(/_/g, '-'), 'dist'),
    });
  const headers = securityHeaders({ spa, host });
  return (req, res) => {
    for (const [name, value] of Object.entries(headers.everyAnswer)) res.setHeader(name, value);
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (page && (pathname === '/index.html' || !path.posix.basename(pathname).includes('.'))) {
      const { body, encoding } = page(pathname, String(req.headers['accept-encoding'] ?? ''));
      setHeaders(res, '/index.html');
      for (const [name, value] of Object.entries(headers.page)) res.setHeader(name, value);
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (generated[pathname]) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(generated[pathname]);
      return;
    }
    files(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  };
}

function listen(handler, port) {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(server));
  });
}

/** The shell's registry with every remote's entry on the chosen ports. */
function registryFor(ports, host) {
  const registry = JSON.parse(readFileSync(path.join(root, 'shell/public/remotes.json'), 'utf8'));
  for (const remote of registry.remotes) {
    const pkg = remote.name.replace(/_/g, '-');
    remote.entry = `http://${host}:${ports.remotes[pkg]}/mf-manifest.json`;
  }
  return JSON.stringify(registry, null, 2);
}

async function waitForApi(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
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
 * Starts the API (embedded PGlite unless DATABASE_URL is set) and the static servers.
 * @param {{ portBase?: number, env?: Record<string,string>, quiet?: boolean, stoppedRemotes?: string[] }} options
 */
export async function startApp({ portBase, env = {}, quiet = false } = {}) {
  const ports = portsFrom(portBase);
  const host = 'localhost';
  const api = spawn(
    process.execPath,
    [require.resolve('tsx/cli', { paths: [path.join(root, 'platform-api')] }), 'src/main.ts'],
    {
      cwd: path.join(root, 'platform-api'),
      env: {
        ...process.env,
        PORT: String(ports.api),
        APP_ORIGIN: `http://${host}:${ports.shell}`,
        // Verification codes readable at /api/dev/sms-outbox from this machine (the e2e tests read them there).
        DEV_SMS_OUTBOX: 'on',
        ...env,
      },
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    },
  );
  // However this process ends, the API it started must not outlive it.
  process.once('exit', () => api.kill('SIGTERM'));
  const apiUrl = `http://${host}:${ports.api}`;
  const servers = {};
  const stopApi = async () => {
    if (api.exitCode !== null) return;
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  };
  const stop = async () => {
    await Promise.all(
      Object.values(servers).map((server) => new Promise((resolve) => server.close(resolve))),
    );
    await stopApi();
  };
  try {
    await waitForApi(apiUrl, api);
    servers.shell = await listen(
      staticHandler(path.join(root, 'shell/dist'), {
        spa: { api: ports.api, registry: registryFor(ports, host) },
        host,
      }),
      ports.shell,
    );
    for (const pkg of remotePackages) {
      servers[pkg] = await listen(
        staticHandler(path.join(root, pkg, 'dist'), { spa: false, host }),
        ports.remotes[pkg],
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    ports,
    appUrl: `http://${host}:${ports.shell}`,
    apiUrl,
    /** Stops one remote's server, to see its area fall back while the rest works. */
    stopRemote: (pkg) =>
      new Promise((resolve) => servers[pkg].close(resolve)).then(() => delete servers[pkg]),
    stop,
  };
}
