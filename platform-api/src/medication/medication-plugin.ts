import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticateUser } from '../platform/auth/bearer-auth';
import type { Database } from '../platform/database/database';
import type { DoseSchedulerMetrics } from '../platform/observability/api-metrics';
import { adherenceRoute } from './doses/adherence-route';
import { defaultDoseAlertIntervalMs, startDoseAlerts, type DoseAlertScheduler } from './doses/dose-alerts';
import { medicationRoutes } from './plans/medication-routes';

export interface MedicationPluginOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  /** The dose reminder and missed-dose scheduler: every 30 s by default; false: not run (tests drive it). */
  doseAlerts?: { intervalMs: number } | false;
  /** Where the dose scheduler reports its lag and sends (`/metrics`); nowhere by default. */
  doseSchedulerMetrics?: DoseSchedulerMetrics;
}

/** Medication (mf-medicine): the medicine catalogue, medication plans and their doses, and the dose scheduler. */
export const medicationPlugin: FastifyPluginAsync<MedicationPluginOptions> = async (app, options) => {
  const { db, authenticateUser, now } = options;
  await app.register(medicationRoutes, { db, authenticateUser, now });
  await app.register(adherenceRoute, { db, authenticateUser, now });
  if (options.doseAlerts === false) return;
  const intervalMs = options.doseAlerts?.intervalMs ?? defaultDoseAlertIntervalMs;
  let doseAlerts: DoseAlertScheduler | undefined;
  app.addHook('onReady', async () => {
    doseAlerts = startDoseAlerts({
      db,
      now,
      intervalMs,
      log: app.log.child({ module: 'dose-alerts' }),
      metrics: options.doseSchedulerMetrics,
    });
  });
  // Before the onClose hooks, which may close the database (main.ts): a run under way finishes first.
  app.addHook('preClose', async () => doseAlerts?.stop());
};
