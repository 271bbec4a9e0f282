// First: traces, when configured, must instrument pg and Fastify before they load.
import './platform/observability/start-tracing';
import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { resolveTokenSecret } from './accounts';
import { createApp } from './app';
import { createConfiguredImageStore } from './channels';
import { seedMedicineCatalogue } from './medication';
import { createAdjustableClock } from './platform/dev-clock/adjustable-clock';
import { readConfig, type DatabaseConfig } from './platform/config/config';
import type { Database } from './platform/database/database';
import { migrate } from './platform/database/migrate';
import { openPgliteDatabase } from './platform/database/pglite-database';
import { openPostgresDatabase } from './platform/database/postgres-database';
import { seedDemoHealthData } from './demo-data/demo-health-data';
import { seedDemoData } from './demo-data/seed-demo-data';
import { stopTracing } from './platform/observability/tracing';
import { closeGracefully } from './platform/shutdown/shutdown';

let app: FastifyInstance | undefined;

async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    return openPostgresDatabase(config.url, (error) =>
      app?.log.error({ err: error }, 'idle database connection failed'),
    );
  }
  await mkdir(config.dataDir, { recursive: true });
  return openPgliteDatabase(config.dataDir);
}

async function start(): Promise<void> {
  const config = readConfig(process.env);
  const db = await openDatabase(config.database);
  await migrate(db);
  // Reference data, not demo data: the medicine catalogue's common medicines, added when missing.
  await seedMedicineCatalogue(db);
  // The app's default image store (see app.ts), which also keeps the demo channel's photos.
  // The same store for the demo family's photos and for the app (IMAGE_STORE, see config.ts).
  const images = await createConfiguredImageStore(config.images);
  if (config.demoData) await seedDemoData(db, new Date(), images);
  if (config.demoData) await seedDemoHealthData(db, new Date());
  const server = createApp({
    ...(config.adjustableClock ? { devClock: createAdjustableClock() } : {}),
    db,
    images,
    appOrigin: config.appOrigin,
    ...(config.oauthRedirectUris ? { oauthRedirectUris: config.oauthRedirectUris } : {}),
    tokenSecret: await resolveTokenSecret(db, config.tokenSecret),
    ...(config.corsOrigins ? { corsOrigins: config.corsOrigins } : {}),
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    rateLimits: { token: { max: config.tokenRequestsPerMinute, timeWindowMs: 60_000 } },
    sms: config.sms,
    devSmsOutbox: config.devSmsOutbox,
    chat: config.chat,
    doseAlerts: config.doseAlerts,
    webPush: config.webPush,
    log: { level: config.logLevel },
    ...(config.metricsToken ? { metrics: { token: config.metricsToken } } : {}),
  });
  app = server;
  server.addHook('onClose', () => db.close());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.log.info({ signal }, 'shutting down');
      closeGracefully(server)
        .then(stopTracing)
        .then(
          () => process.exit(0),
          (error: unknown) => {
            server.log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
  }

  await server.listen({ port: config.port, host: config.host });
  process.stdout.write(`API listening on http://${config.host}:${config.port}\n`);
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
