import { readConfig } from '../config/config';
import type { Database } from './database';
import { migrate } from './migrate';
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

export interface CommandOutcome {
  exitCode: number;
  message: string;
}

/**
 * Runs an operator's command on the configured database, migrated first, prints its outcome and ends with its exit
 * code; a failure to reach the database ends the process with its message.
 */
export function runOnConfiguredDatabase(command: (db: Database) => Promise<CommandOutcome>): void {
  const run = async () => {
    const db = await openConfiguredDatabase();
    try {
      await migrate(db);
      const outcome = await command(db);
      (outcome.exitCode === 0 ? console.log : console.error)(outcome.message);
      process.exitCode = outcome.exitCode;
    } finally {
      await db.close();
    }
  };
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
