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
 * The window is read at the first call and again after the command's notification (any instance), not per
 * request: a call costs no statement for it. Registered after CORS, so that a browser on another origin can read
 * the answer.
 */
export function registerMaintenanceGate(app: FastifyInstance, db: Database, now: () => Date): void {
  let window: MaintenanceWindow | null = null;
  let stale = true;
  let listening: Promise<() => Promise<void>> | undefined;

  app.addHook('onClose', async () => {
    if (listening) await (await listening)();
  });

  app.addHook('onRequest', async (request) => {
    // A CORS preflight is answered as always: the browser must then be let to read the 503 itself.
    if (request.method === 'OPTIONS') return;
    if (!gatedPath.test(request.url) || openDuringMaintenance.test(request.url)) return;
    listening ??= db.listen(appInfoChannel, () => {
      stale = true;
    });
    await listening;
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
