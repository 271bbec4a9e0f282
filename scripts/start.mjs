// `npm start`: install, build, then serve the API, the shell and every remote until Ctrl-C.
import { BUILD_FRONTENDS, INSTALL, pnpmStep } from './pnpm.mjs';

const started = Date.now();
const portBase = Number(process.env.PORT ?? 8080);

function step(title, args) {
  const status = pnpmStep(title, args);
  if (status !== 0) process.exit(status);
}

step('Installing dependencies', INSTALL);
step('Building the shell and the six remotes', BUILD_FRONTENDS);

const { startApp } = await import('./app-server.mjs');
const app = await startApp({ portBase });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
✔ Ready in ${seconds} s
  App:  ${app.appUrl}   (log in as demo / Demo1234!)
  API:  ${app.apiUrl}   (OpenAPI at ${app.apiUrl}/docs)
  Remotes: ${Object.entries(app.ports.remotes)
    .map(([name, port]) => `${name} :${port}`)
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
