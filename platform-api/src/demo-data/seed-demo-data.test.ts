import { migrate } from '../platform/database/migrate';
import { logIn, openTestApp } from '../../test-support/test-app';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { seedDemoData } from './seed-demo-data';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'seedDemoData (%s)',
  (_name, kind) => {
    it('adds the demo family, demo-heavy and the migrated demo-legacy once: a second run adds nothing', async () => {
      const { db, discard } = await kind.open();
      await migrate(db);

      const first = await seedDemoData(db);
      const second = await seedDemoData(db);

      const users = await db.query('SELECT user_id FROM users');
      await discard();
      expect(first).toEqual(['demo', 'demo-mom', 'demo-grandpa', 'demo-heavy', 'demo-legacy']);
      expect(second).toEqual([]);
      expect(users).toHaveLength(5);
    });

    it('gives every member of the family and demo-heavy the password Demo1234!', async () => {
      const api = await openTestApp(kind);

      const logins = await Promise.all(
        ['demo', 'demo-mom', 'demo-grandpa', 'demo-heavy'].map((userId) => logIn(api.app, userId)),
      );

      await api.close();
      expect(logins).toHaveLength(4);
    });
  },
);
