// What the frontend benches share: a cold production build, the app served as `npm start` serves it on a
// throwaway database, and the demo user's session to open pages logged in.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILD_FRONTENDS, pnpm } from './pnpm.mjs';
import { remotePackages, root } from './app-server.mjs';

const DEMO = { username: 'demo', password: 'Demo1234!' };

/** Builds the shell and every remote from an empty dist/; the seconds it took. */
export function coldBuild() {
  for (const pkg of ['shell', ...remotePackages])
    rmSync(path.join(root, pkg, 'dist'), { recursive: true, force: true });
  const started = performance.now();
  const status = pnpm(BUILD_FRONTENDS, { stdio: 'ignore' });
  if (status !== 0) throw new Error('The build failed: run `npm run build` to see why');
  return (performance.now() - started) / 1000;
}

/** Serves the app from `portBase` on a fresh embedded database; resolves with its URLs and `stop()`. */
export function serveApp(portBase) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fh-bench-db-'));
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'fh-bench-releases-'));
  const child = fork(path.join(root, 'scripts/serve-app.mjs'), [String(portBase)], {
    env: { ...process.env, PGLITE_DIR: dataDir, RELEASES_DIR: releasesDir, LOG_LEVEL: 'warn' },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The app exited with code ${code}`)));
    child.on('message', (message) => {
      if (message.type === 'ready') {
        resolve({
          ...message,
          stop: () => {
            child.kill('SIGTERM');
            rmSync(dataDir, { recursive: true, force: true });
            rmSync(releasesDir, { recursive: true, force: true });
          },
        });
      }
    });
  });
}

/** The demo user's tokens and profile, as the shell keeps them after a login. */
export async function demoSession(apiUrl) {
  const authorization = `Basic ${Buffer.from('family-health-app:').toString('base64')}`;
  const tokens = await fetch(`${apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', ...DEMO }),
  }).then((response) => response.json());
  const userInfo = await fetch(`${apiUrl}/api/user`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  }).then((response) => response.json());
  return { auth: { ...tokens, authExpiry: Date.now() + tokens.expires_in * 1000 }, userInfo };
}
