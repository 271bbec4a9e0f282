import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../database/database';
import { openPgliteDatabase } from '../database/pglite-database';
import { openPostgresDatabase } from '../database/postgres-database';

export interface TestDatabase {
  db: Database;
  /** Closes the database and deletes everything the test wrote. */
  discard(): Promise<void>;
}

export interface TestDatabaseKind {
  name: string;
  open(): Promise<TestDatabase>;
}

const pglite: TestDatabaseKind = {
  name: 'PGlite',
  async open() {
    const db = await openPgliteDatabase();
    return { db, discard: () => db.close() };
  },
};

async function runAsAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A server database, each test file in a fresh schema of its own so that runs never collide. */
function postgres(url: string): TestDatabaseKind {
  return {
    name: 'PostgreSQL',
    async open() {
      const schema = `test_${randomBytes(8).toString('hex')}`;
      await runAsAdmin(url, `CREATE SCHEMA ${schema}`);
      const scopedUrl = new URL(url);
      scopedUrl.searchParams.set('options', `-c search_path=${schema}`);
      const db = await openPostgresDatabase(scopedUrl.toString(), (error) => {
        throw error;
      });
      return {
        db,
        async discard() {
          await db.close();
          await runAsAdmin(url, `DROP SCHEMA ${schema} CASCADE`);
        },
      };
    },
  };
}

/** Every database the tests can run against: a fresh in-memory PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const url = process.env['TEST_DATABASE_URL'];
  return url ? [pglite, postgres(url)] : [pglite];
}
