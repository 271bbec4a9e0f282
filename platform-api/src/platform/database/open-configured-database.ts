import { readConfig } from '../config/config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/**
 * The database the API is configured with, for an operator's command: DATABASE_URL, else the embedded one in
 * PGLITE_DIR (stop the API first: PGlite serves one process).
 */
export async function openConfiguredDatabase(): Promise<Database> {
  const { database } = readConfig(process.env);
  if (database.kind === 'postgres') {
    return openPostgresDatabase(database.url, (error) =>
      console.error('idle database connection failed', error),
    );
  }
  return openPgliteDatabase(database.dataDir);
}
