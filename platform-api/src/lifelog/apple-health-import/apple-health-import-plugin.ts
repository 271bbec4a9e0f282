import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticateUser } from '../../platform/auth/bearer-auth';
import type { Database } from '../../platform/database/database';
import { defaultExportLimits, type ExportLimits } from './apple-export-reader';
import { appleHealthImportRoutes } from './apple-health-import-routes';
import {
  defaultImportWorkerSettings,
  startImportWorker,
  type ImportWorker,
  type ImportWorkerSettings,
} from './import-worker';

/** How Apple Health exports are taken in; defaults where not given. */
export interface AppleHealthImportOptions {
  /**
   * Where uploads wait for their job (a directory under the system's temporary directory by default). With
   * several API instances it must be one they all reach, so that any of them can take a job over.
   */
  directory?: string;
  /** The most bytes of an upload: 2 GiB by default (413 M1193). */
  maxUploadBytes?: number;
  limits?: Partial<ExportLimits>;
  /** The background worker; false: none runs in this instance. */
  worker?: Partial<ImportWorkerSettings> | false;
}

export const defaultMaxUploadBytes = 2 * 1024 ** 3;

export interface AppleHealthImportPluginOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  options?: AppleHealthImportOptions;
}

/** Apple Health export uploads and the background jobs that import them (issue 31.3). */
export const appleHealthImportPlugin: FastifyPluginAsync<AppleHealthImportPluginOptions> = async (
  app,
  { db, authenticateUser, now, options = {} },
) => {
  const directory = options.directory ?? path.join(tmpdir(), 'family-health-imports');
  const limits: ExportLimits = { ...defaultExportLimits, ...options.limits };
  let worker: ImportWorker | undefined;
  await app.register(appleHealthImportRoutes, {
    db,
    authenticateUser,
    now,
    directory,
    limits,
    maxUploadBytes: options.maxUploadBytes ?? defaultMaxUploadBytes,
    worker: () => worker,
  });
  if (options.worker === false) return;
  const settings: ImportWorkerSettings = { ...defaultImportWorkerSettings, ...options.worker };
  app.addHook('onReady', async () => {
    worker = startImportWorker({
      db,
      now,
      directory,
      limits,
      settings,
      log: app.log.child({ module: 'apple-health-import' }),
    });
  });
  // Before the onClose hooks, which may close the database (main.ts): the batch under way commits first.
  app.addHook('preClose', async () => worker?.stop());
};
