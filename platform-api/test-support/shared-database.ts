import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../src/platform/database/database';
import { migrate } from '../src/platform/database/migrate';
import { openPostgresDatabase } from '../src/platform/database/postgres-database';
import type { TestDatabaseKind } from './test-databases';

/** One database as two API instances open it, and how to throw it away after the test. */
export interface SharedDatabase {
  dbs: [Database, Database];
  discard(): Promise<void>;
}

async function asAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh migrated database for two instances: on PostgreSQL a schema of its own with two pools (their calls race
 * in the database for real), on PGlite its one connection twice.
 */
export async function openSharedDatabase(kind: TestDatabaseKind): Promise<SharedDatabase> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (kind.name !== 'PostgreSQL' || !serverUrl) {
    const { db, discard } = await kind.openMigrated();
    return { dbs: [db, db], discard };
  }
  const schema = `test_${randomBytes(8).toString('hex')}`;
  await asAdmin(serverUrl, `CREATE SCHEMA ${schema}`);
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const open = () =>
    openPostgresDatabase(url.toString(), (error) => {
      throw error;
    });
  const dbs: [Database, Database] = [await open(), await open()];
  await migrate(dbs[0]);
  return {
    dbs,
    async discard() {
      await Promise.all(dbs.map((db) => db.close()));
      await asAdmin(serverUrl, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}
