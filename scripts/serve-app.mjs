// The app as `npm start` serves it, driven over IPC by the e2e harness and the bench (already built). Its release
// store is the folder RELEASES_DIR names (the harness gives each app its own).
import { startApp } from './app-server.mjs';

const app = await startApp({
  portBase: Number(process.argv[2]),
  host: process.env.APP_HOST || 'localhost',
  quiet: true,
  releasesDir: process.env.RELEASES_DIR,
});
process.send?.({ type: 'ready', appUrl: app.appUrl, apiUrl: app.apiUrl, lanUrls: app.lanUrls });

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
