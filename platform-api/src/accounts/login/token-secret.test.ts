import { migrate } from '../../platform/database/migrate';
import type { TestDatabase } from '../../../test-support/test-databases';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { resolveTokenSecret } from './token-secret';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'resolveTokenSecret (%s)',
  (_name, kind) => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await kind.open();
      await migrate(database.db);
    });
    afterAll(() => database.discard());

    it('generates a 256-bit secret once and keeps it in the database for every later start', async () => {
      const first = await resolveTokenSecret(database.db);
      const second = await resolveTokenSecret(database.db);

      expect(first).toHaveLength(32);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    });

    it('uses TOKEN_SECRET when it is configured', async () => {
      const configured = 'a-configured-secret-of-32-characters';

      const secret = await resolveTokenSecret(database.db, configured);

      expect(new TextDecoder().decode(secret)).toBe(configured);
    });

    it('refuses a configured secret shorter than 32 characters', async () => {
      await expect(resolveTokenSecret(database.db, 'short')).rejects.toThrow('TOKEN_SECRET');
    });
  },
);
