import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticateUser } from '../platform/auth/bearer-auth';
import type { Database } from '../platform/database/database';
import type { LogFailure } from '../platform/http/failure-log';
import {
  appleHealthImportPlugin,
  type AppleHealthImportOptions,
} from './apple-health-import/apple-health-import-plugin';
import { deviceConnectionRoutes } from './device-connection/device-connection-routes';
import { fhirRoutes } from './fhir/fhir-routes';
import { indexGuideRoutes } from './index-guides/index-guide-routes';
import { interestItemRoutes } from './interest-items/interest-item-routes';

export interface LifelogPluginOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  /** The app's failure log, for the OperationOutcomes `/fhir` answers errors with. */
  logFailure: LogFailure;
  /** Apple Health export imports (issue 31.3): where uploads wait, limits, the background worker. */
  appleHealthImport?: AppleHealthImportOptions;
}

/**
 * Life logs (mf-lifelog): the FHIR R4 API of measurements and checkups (`/fhir`), the index guides, the items a
 * person follows on the dashboard, and the connected devices.
 */
export const lifelogPlugin: FastifyPluginAsync<LifelogPluginOptions> = async (
  app,
  { db, authenticateUser, now, logFailure, appleHealthImport },
) => {
  await app.register(fhirRoutes, { db, authenticateUser, now, logFailure });
  await app.register(indexGuideRoutes, { db, authenticateUser });
  await app.register(interestItemRoutes, { db, authenticateUser, now });
  await app.register(deviceConnectionRoutes, { db, authenticateUser, now });
  await app.register(appleHealthImportPlugin, { db, authenticateUser, now, options: appleHealthImport });
};
