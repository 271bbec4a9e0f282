import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Database } from '../src/platform/database/database';
import { migrate } from '../src/platform/database/migrate';
import { openPgliteDatabase } from '../src/platform/database/pglite-database';
import { openPostgresDatabase } from '../src/platform/database/postgres-database';
import { partitionHealthDataBySubject } from './partitioned-health-data';

/**
 * The tarball of a migrated PGlite data directory, which jest's globalSetup (jest-global-setup.ts) makes once per
 * run and names here for the test workers, who inherit its environment.
 */
export const pgliteTemplateEnv = 'TEST_PGLITE_TEMPLATE';

export interface TestDatabase {
  db: Database;
  /** Closes the database and deletes everything the test wrote. */
  discard(): Promise<void>;
}

export interface TestDatabaseKind {
  name: string;
  /** An empty database. */
  open(): Promise<TestDatabase>;
  /** A database with every migration applied. */
  openMigrated(): Promise<TestDatabase>;
}

function pgliteTemplateFile(): string {
  const file = process.env[pgliteTemplateEnv];
  if (!file) {
    throw new Error(
      `${pgliteTemplateEnv} is not set: run the tests with platform-api's jest config, whose globalSetup makes it`,
    );
  }
  return file;
}

// Read once per test file: its tests' databases all start from the same bytes.
let pgliteTemplate: Promise<Blob> | undefined;

const pglite: TestDatabaseKind = {
  name: 'PGlite',
  async open() {
    const db = await openPgliteDatabase();
    return { db, discard: () => db.close() };
  },
  // Loading the migrated template takes a third of the time of a fresh PGlite's initdb, before its migrations.
  async openMigrated() {
    pgliteTemplate ??= readFile(pgliteTemplateFile()).then((bytes) => new Blob([bytes]));
    const db = await openPgliteDatabase(undefined, await pgliteTemplate);
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

/**
 * A server database, each test file in a fresh schema of its own so that runs never collide. With
 * `healthDataPartitions`, the migrated health-data tables are rebuilt hash-partitioned by subject into that many
 * partitions (as a distribution by subject would constrain them).
 */
function postgres(url: string, healthDataPartitions?: number): TestDatabaseKind {
  const kind: TestDatabaseKind = {
    name:
      healthDataPartitions === undefined
        ? 'PostgreSQL'
        : `PostgreSQL, health data in ${healthDataPartitions} hash partitions by subject`,
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
    // Migrating a fresh schema (0.2 s) is quicker than copying a migrated template database (0.3 s).
    async openMigrated() {
      const database = await kind.open();
      try {
        await migrate(database.db);
        if (healthDataPartitions !== undefined)
          await partitionHealthDataBySubject(database.db, healthDataPartitions);
      } catch (error) {
        await database.discard();
        throw error;
      }
      return database;
    },
  };
  return kind;
}

/** Partitions of each health-data table in the partitioned kind: a few, so that one family's subjects spread. */
const healthDataPartitions = 4;

/**
 * Every database the tests can run against: a fresh in-memory PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set. With `partitionedHealthData`, the health-data suites also run on PostgreSQL with those tables
 * hash-partitioned by subject: the proof that they are ready to be distributed by subject (issue 38.6).
 */
export function testDatabaseKinds(options: { partitionedHealthData?: boolean } = {}): TestDatabaseKind[] {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) return [pglite];
  return options.partitionedHealthData
    ? [pglite, postgres(url), postgres(url, healthDataPartitions)]
    : [pglite, postgres(url)];
}
