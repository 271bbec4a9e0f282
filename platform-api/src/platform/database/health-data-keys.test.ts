// Migration 031 (issue 38.6): every key of the health-data tables starts with `subject`, so that they can be
// distributed by subject (Citus) as they are. Checked on data stored before the migration, and on PostgreSQL with
// the tables hash-partitioned by subject, which refuses any key without it. The health-data suites (FHIR,
// observations, aggregates, export, import, checkups) run on those partitions too: testDatabaseKinds({
// partitionedHealthData: true }).
import { randomUUID } from 'node:crypto';
import type { Database } from './database';
import { migrate, readMigrations } from './migrate';
import { healthDataTables } from '../../../test-support/partitioned-health-data';
import { testDatabaseKinds, type TestDatabase } from '../../../test-support/test-databases';

const keysMigration = '031';

/**
 * A record of `subject` with its value and `versions - 1` earlier versions, stored before migration 031 (its
 * history rows without subject) unless `migrated`.
 */
async function storeRecord(
  db: Database,
  subject: string,
  versions: number,
  { migrated = false } = {},
): Promise<string> {
  const id = randomUUID();
  const resource = JSON.stringify({ resourceType: 'Observation', id });
  await db.query(
    `INSERT INTO observations (id, subject, code, effective_start, resource, version_id)
     VALUES ($1, $2, '8867-4', '2026-03-01T08:00:00Z', $3, $4)`,
    [id, subject, resource, versions],
  );
  await db.query(
    `INSERT INTO observation_values (observation_id, subject, code, effective_start, value)
     VALUES ($1, $2, '8867-4', '2026-03-01T08:00:00Z', 72)`,
    [id, subject],
  );
  for (let version = 1; version < versions; version += 1) {
    await db.query(
      migrated
        ? `INSERT INTO observation_history (observation_id, version_id, resource, last_updated, subject)
           VALUES ($1, $2, $3, now(), $4)`
        : `INSERT INTO observation_history (observation_id, version_id, resource, last_updated)
           VALUES ($1, $2, $3, now())`,
      migrated ? [id, version, resource, subject] : [id, version, resource],
    );
  }
  return id;
}

/** The key columns of each primary key, unique constraint and foreign key of the health-data tables. */
async function keysOf(db: Database) {
  return db.query<{ table_name: string; type: string; columns: string[] }>(
    `SELECT conrelid::regclass::text AS table_name, contype::text AS type,
            array_agg(attname::text ORDER BY key.position) AS columns
       FROM pg_constraint
       CROSS JOIN LATERAL unnest(conkey) WITH ORDINALITY AS key(column_number, position)
       JOIN pg_attribute ON attrelid = conrelid AND attnum = key.column_number
      WHERE contype IN ('p', 'u', 'f') AND conparentid = 0 AND conrelid::regclass::text = ANY($1::text[])
      GROUP BY conrelid, conname, contype`,
    [healthDataTables],
  );
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'health-data keys by subject, migration 031 (%s)',
  (_name, kind) => {
    let database: TestDatabase;

    beforeEach(async () => {
      database = await kind.open();
      const migrations = await readMigrations();
      await migrate(
        database.db,
        migrations.filter((migration) => migration.version < keysMigration),
      );
    });
    afterEach(() => database.discard());

    it('starts every key of the health-data tables with subject', async () => {
      await migrate(database.db);

      const keys = await keysOf(database.db);
      expect(keys.length).toBeGreaterThanOrEqual(healthDataTables.length);
      for (const key of keys) expect({ ...key, first: key.columns[0] }).toMatchObject({ first: 'subject' });
      expect(keys).toEqual(
        expect.arrayContaining([
          { table_name: 'observations', type: 'p', columns: ['subject', 'id'] },
          { table_name: 'observation_values', type: 'f', columns: ['subject', 'observation_id'] },
          {
            table_name: 'observation_history',
            type: 'p',
            columns: ['subject', 'observation_id', 'version_id'],
          },
          { table_name: 'observation_history', type: 'f', columns: ['subject', 'observation_id'] },
          { table_name: 'diagnostic_reports', type: 'p', columns: ['subject', 'id'] },
        ]),
      );
    });

    it('keeps the records stored before it, their values and earlier versions under their subject', async () => {
      const [first, second] = [randomUUID(), randomUUID()];
      const kept = await storeRecord(database.db, first, 3);
      const other = await storeRecord(database.db, second, 2);

      await migrate(database.db);

      const history = await database.db.query<{ observation_id: string; subject: string }>(
        'SELECT observation_id::text, subject::text FROM observation_history ORDER BY subject, version_id',
      );
      expect(history).toEqual(
        expect.arrayContaining([
          { observation_id: kept, subject: first },
          { observation_id: other, subject: second },
        ]),
      );
      expect(history).toHaveLength(3);
      const values = await database.db.query('SELECT 1 FROM observation_values');
      expect(values).toHaveLength(2);
    });

    it("refuses a value or an earlier version under another subject than its record's", async () => {
      const subject = randomUUID();
      const id = await storeRecord(database.db, subject, 1);
      await migrate(database.db);

      await expect(
        database.db.query(
          `INSERT INTO observation_values (observation_id, subject, code, effective_start, value)
           VALUES ($1, $2, '8867-4', now(), 1)`,
          [id, randomUUID()],
        ),
      ).rejects.toMatchObject({ code: '23503' });
      await expect(
        database.db.query(
          `INSERT INTO observation_history (subject, observation_id, version_id, resource, last_updated)
           VALUES ($1, $2, 1, '{"resourceType": "Observation"}', now())`,
          [randomUUID(), id],
        ),
      ).rejects.toMatchObject({ code: '23503' });
    });

    it('deletes the values and earlier versions of a deleted record with it', async () => {
      const subject = randomUUID();
      const id = await storeRecord(database.db, subject, 2);
      await migrate(database.db);

      await database.db.query('DELETE FROM observations WHERE subject = $1 AND id = $2', [subject, id]);

      expect(await database.db.query('SELECT 1 FROM observation_values')).toHaveLength(0);
      expect(await database.db.query('SELECT 1 FROM observation_history')).toHaveLength(0);
    });
  },
);

const partitionedKind = testDatabaseKinds({ partitionedHealthData: true })[2];
const describeOnServer = partitionedKind ? describe : describe.skip;

describeOnServer('health-data tables hash-partitioned by subject (PostgreSQL, TEST_DATABASE_URL)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    if (partitionedKind) database = await partitionedKind.openMigrated();
  });
  afterAll(() => database.discard());

  it('rebuilds every health-data table as PARTITION BY HASH (subject), keys and foreign keys included', async () => {
    const partitioned = await database.db.query<{ table_name: string; strategy: string; key: string }>(
      `SELECT partrelid::regclass::text AS table_name, partstrat::text AS strategy,
              pg_get_partkeydef(partrelid) AS key
         FROM pg_partitioned_table ORDER BY 1`,
    );
    expect(partitioned).toEqual(
      [...healthDataTables]
        .sort()
        .map((table) => ({ table_name: table, strategy: 'h', key: 'HASH (subject)' })),
    );
    expect((await keysOf(database.db)).filter((key) => key.type === 'f')).toHaveLength(2);
  });

  it('refuses a key without subject, as a table distributed by subject would', async () => {
    await expect(database.db.query('ALTER TABLE observations ADD UNIQUE (id)')).rejects.toThrow(/partition/i);
  });

  it("keeps a record's values and earlier versions in its subject's partition", async () => {
    const subjects = Array.from({ length: 8 }, () => randomUUID());
    for (const subject of subjects) await storeRecord(database.db, subject, 2, { migrated: true });

    const placed = await database.db.query<{ subject: string; partition: string }>(
      `SELECT subject::text, substring(tableoid::regclass::text FROM '_p[0-9]+$') AS partition FROM observations
       UNION ALL SELECT subject::text, substring(tableoid::regclass::text FROM '_p[0-9]+$') FROM observation_values
       UNION ALL SELECT subject::text, substring(tableoid::regclass::text FROM '_p[0-9]+$') FROM observation_history`,
    );
    expect(placed).toHaveLength(subjects.length * 3);
    for (const subject of subjects) {
      const partitions = placed.filter((row) => row.subject === subject).map((row) => row.partition);
      expect(new Set(partitions).size).toBe(1);
    }
    expect(new Set(placed.map((row) => row.partition)).size).toBeGreaterThan(1);
  });
});
