import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';

const migrationsDir = path.join(__dirname, 'migrations');
const migrationFileName = /^(\d{3})_[a-z0-9_]+\.sql$/;
// Any constant shared by every instance: it serialises migrations when several servers start together.
const migrationLockKey = 7_233_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(directory = migrationsDir): Promise<Migration[]> {
  const fileNames = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    fileNames.map(async (name) => {
      const version = migrationFileName.exec(name)?.[1];
      if (!version) throw new Error(`Migration file name must look like 001_name.sql: ${name}`);
      return { version, name, sql: await readFile(path.join(directory, name), 'utf8') };
    }),
  );
}

/** Applies, in order, each migration not yet recorded in `schema_migrations`; returns the names it applied. */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  await db.transaction(async (transaction) => {
    await transaction.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await transaction.executeScript(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });
  const applied: string[] = [];
  for (const migration of migrations ?? (await readMigrations())) {
    const isNew = await db.transaction(async (transaction) => {
      await transaction.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      const done = await transaction.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (done.length > 0) return false;
      await transaction.executeScript(migration.sql);
      await transaction.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (isNew) applied.push(migration.name);
  }
  return applied;
}
