import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestDatabase } from '../../../test-support/test-databases';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { migrate, readMigrations } from './migrate';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'migrate (%s)',
  (_name, kind) => {
    let database: TestDatabase;

    beforeEach(async () => {
      database = await kind.open();
    });
    afterEach(() => database.discard());

    const tableExists = async (name: string) =>
      (await database.db.query<{ name: string | null }>('SELECT to_regclass($1)::text AS name', [name]))[0]
        ?.name != null;

    it('applies every migration once and records it in schema_migrations', async () => {
      const applied = await migrate(database.db);

      expect(applied).toEqual((await readMigrations()).map((migration) => migration.name));
      const recorded = await database.db.query<{ version: string }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(recorded.map((row) => row.version)).toEqual(
        (await readMigrations()).map((migration) => migration.version),
      );
      expect(await tableExists('users')).toBe(true);
    });

    it('is idempotent: a second run applies nothing and keeps the data', async () => {
      await migrate(database.db);
      await database.db.query(`INSERT INTO server_secrets (name, secret) VALUES ('kept', 'x')`);

      expect(await migrate(database.db)).toEqual([]);
      expect(await database.db.query(`SELECT 1 FROM server_secrets WHERE name = 'kept'`)).toHaveLength(1);
    });

    it('applies migrations in version order, whatever the order of the files', async () => {
      const directory = await mkdtemp(path.join(tmpdir(), 'migrations-'));
      await writeFile(
        path.join(directory, '002_add_colour.sql'),
        'ALTER TABLE things ADD COLUMN colour text;',
      );
      await writeFile(path.join(directory, '001_create_things.sql'), 'CREATE TABLE things (id int);');

      const applied = await migrate(database.db, await readMigrations(directory));

      await rm(directory, { recursive: true });
      expect(applied).toEqual(['001_create_things.sql', '002_add_colour.sql']);
    });

    it('rolls a failing migration back completely and does not record it', async () => {
      const broken = {
        version: '001',
        name: '001_broken.sql',
        sql: 'CREATE TABLE half_done (id int); SELECT * FROM missing;',
      };

      await expect(migrate(database.db, [broken])).rejects.toThrow();

      expect(await tableExists('half_done')).toBe(false);
      expect(await database.db.query('SELECT 1 FROM schema_migrations')).toHaveLength(0);
    });
  },
);

describe('readMigrations', () => {
  it('refuses a file not named like 001_name.sql', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    await writeFile(path.join(directory, 'create-things.sql'), 'CREATE TABLE things (id int);');

    await expect(readMigrations(directory)).rejects.toThrow('001_name.sql');
    await rm(directory, { recursive: true });
  });
});
