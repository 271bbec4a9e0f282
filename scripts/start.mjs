// `npm start`: install, build, then serve the app on one origin (shell, remotes, API behind it) until Ctrl-C.
// HOST=0.0.0.0 opens it to the local network, to try it on a phone (README).
import { BUILD_FRONTENDS, INSTALL, pnpmStep } from './pnpm.mjs';

const started = Date.now();
const portBase = Number(process.env.PORT ?? 8080);
const host = process.env.HOST?.trim() || 'localhost';

function step(title, args) {
  const status = pnpmStep(title, args);
  if (status !== 0) process.exit(status);
}

step('Installing dependencies', INSTALL);
step('Building the shell and the six remotes', BUILD_FRONTENDS);

const { remotePackages, startApp } = await import('./app-server.mjs');
const app = await startApp({ portBase, host });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const onPhone = app.lanUrls.length
  ? `\n  On a phone on the same Wi-Fi: ${app.lanUrls.join('  or  ')}`
  : '\n  To open it on a phone on the same Wi-Fi: HOST=0.0.0.0 npm start';
console.log(`
✔ Ready in ${seconds} s
  App:  ${app.appUrl}   (log in as demo / Demo1234!)${onPhone}
  API:  ${app.appUrl}/api, /oauth, /fhir on the same origin (OpenAPI at ${app.apiUrl}/docs, this machine only)
  Remotes (release store .releases, see docs/releases.md): ${remotePackages
    .map((pkg) => `${pkg} ${app.store.current(pkg)}`)
    .join(', ')}
Press Ctrl-C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await app.stop();
    process.exit(0);
  });
}
