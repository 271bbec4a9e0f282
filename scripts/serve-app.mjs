// The app as `npm start` serves it, driven over IPC by the e2e harness and the bench (already built).
import { startApp } from './app-server.mjs';

const app = await startApp({ portBase: Number(process.argv[2]), quiet: true });
process.send?.({ type: 'ready', appUrl: app.appUrl, apiUrl: app.apiUrl, ports: app.ports });

process.on('message', async (message) => {
  if (message?.type === 'stop-remote') {
    await app.stopRemote(message.name);
    process.send?.({ type: 'remote-stopped', name: message.name });
  }
  if (message?.type === 'stop') {
    await app.stop();
    process.exit(0);
  }
});
for (const event of ['disconnect', 'SIGTERM', 'SIGINT']) {
  process.on(event, async () => {
    await app.stop();
    process.exit(0);
  });
}
