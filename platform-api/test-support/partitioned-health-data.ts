import type { Queryable } from '../src/platform/database/database';

/**
 * The health-data tables, parents before the tables whose foreign keys reference them. Distributing them by
 * subject (Citus) asks of their keys what hash partitioning by subject asks: every primary key, unique constraint
 * and foreign key holds `subject`.
 */
export const healthDataTables = [
  'observations',
  'observation_values',
  'observation_history',
  'diagnostic_reports',
] as const;

interface ForeignKeyRow {
  table_name: string;
  name: string;
  definition: string;
}

/**
 * Rebuilds the health-data tables of a migrated PostgreSQL schema as `PARTITION BY HASH (subject)` with
 * `partitions` partitions each: same columns, defaults, checks, keys, indexes and foreign keys, rows copied. A key
 * without `subject` could not be created on them, and the app's statements then run on partitions as they would
 * on a table distributed by subject.
 */
export async function partitionHealthDataBySubject(db: Queryable, partitions: number): Promise<void> {
  const foreignKeys = await db.query<ForeignKeyRow>(
    `SELECT conrelid::regclass::text AS table_name, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint
      WHERE contype = 'f' AND conrelid::regclass::text = ANY($1::text[])`,
    [healthDataTables],
  );
  for (const table of healthDataTables) {
    await db.query(`ALTER TABLE ${table} RENAME TO ${table}_unpartitioned`);
    await db.query(
      `CREATE TABLE ${table} (LIKE ${table}_unpartitioned INCLUDING ALL) PARTITION BY HASH (subject)`,
    );
    for (let remainder = 0; remainder < partitions; remainder += 1) {
      await db.query(
        `CREATE TABLE ${table}_p${remainder} PARTITION OF ${table}
           FOR VALUES WITH (MODULUS ${partitions}, REMAINDER ${remainder})`,
      );
    }
    await db.query(`INSERT INTO ${table} SELECT * FROM ${table}_unpartitioned`);
  }
  for (const table of [...healthDataTables].reverse()) {
    await db.query(`DROP TABLE ${table}_unpartitioned CASCADE`);
  }
  for (const { table_name: table, name, definition } of foreignKeys) {
    await db.query(`ALTER TABLE ${table} ADD CONSTRAINT ${name} ${definition}`);
  }
}
