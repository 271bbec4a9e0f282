import type { FastifyInstance } from 'fastify';
import { isMCode, isUnderMaintenance, type MaintenanceWindow } from 'shared-kernel/isomorphic';
import type { Database } from '../database/database';
import { ApiError } from '../http/api-error';
import { errorCodes } from '../http/error-codes';
import { readMaintenance } from './app-info-store';

/** The channel the operator command notifies once it has changed the versions or the window. */
export const appInfoChannel = 'app_info_changed';

/** The calls a maintenance window stops: the API's and logins; not the app info, health checks or dev tools. */
const gatedPath = /^\/(?:api|oauth)(?:[/?]|$)/;
const openDuringMaintenance = /^\/api\/(?:open\/appinfo|dev)(?:[/?]|$)/;

/**
 * During a maintenance window every API call answers 503 with the window's M-code and a Retry-After until its end.
 * The window is read once when the server starts and again after the command's notification (any instance), not
 * per request: a call costs no statement for it.
 */
export function registerMaintenanceGate(app: FastifyInstance, db: Database, now: () => Date): void {
  let window: MaintenanceWindow | null = null;
  let stale = true;
  let stopListening: (() => Promise<void>) | undefined;

  app.addHook('onReady', async () => {
    stopListening = await db.listen(appInfoChannel, () => {
      stale = true;
    });
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
  });

  app.addHook('onRequest', async (request) => {
    if (!gatedPath.test(request.url) || openDuringMaintenance.test(request.url)) return;
    const at = now();
    if (stale) {
      stale = false;
      window = await readMaintenance(db, at);
    }
    if (!window || !isUnderMaintenance(window, at)) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(window.until) - at.getTime()) / 1000));
    throw new ApiError(503, isMCode(window.messageCode) ? window.messageCode : errorCodes.underMaintenance, {
      params: { retryAfterSeconds },
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  });
}
