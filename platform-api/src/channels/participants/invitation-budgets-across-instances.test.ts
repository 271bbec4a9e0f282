// Issue 34: two API instances on one database share the invitation-text budgets and the lookup count. On
// PostgreSQL each instance has its own pool of connections, so their requests race in the database for real; PGlite
// serves one process, so there both share its one connection (as in limits-across-instances.test.ts).
import type { FastifyInstance } from 'fastify';
import type { CreatedChannel } from 'shared-kernel/isomorphic';
import {
  addTestUser,
  generousHashingConcurrency,
  TestClock,
  testScryptCost,
} from '../../../test-support/test-app';
import { openSharedDatabase, type SharedDatabase } from '../../../test-support/shared-database';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { createPasswordHashing, resolveTokenSecret } from '../../accounts';
import { createApp } from '../../app';
import { seedDemoData } from '../../demo-data/seed-demo-data';

interface Answer {
  status: number;
  body: CreatedChannel & { code?: string };
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'invitation budgets across two API instances on one database (%s)',
  (_name, kind) => {
    let shared: SharedDatabase;
    const apps: FastifyInstance[] = [];
    let people = 0;
    let numbers = 0;
    const freshNumbers = (count: number) =>
      Array.from({ length: count }, () => `0106${String((numbers += 1)).padStart(7, '0')}`);

    beforeAll(async () => {
      shared = await openSharedDatabase(kind);
      const clock = new TestClock();
      await seedDemoData(shared.dbs[0], clock.now(), undefined, createPasswordHashing(testScryptCost));
      for (const db of shared.dbs) {
        const app = createApp({
          db,
          tokenSecret: await resolveTokenSecret(db),
          log: { level: 'silent' },
          now: clock.now,
          doseAlerts: false,
          passwordHashing: testScryptCost,
          passwordHashingConcurrency: generousHashingConcurrency,
        });
        await app.ready();
        apps.push(app);
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await shared.discard();
    });

    const appOf = (index: number) => apps[index % 2] as FastifyInstance;

    /** An account logged in through the first instance; its bearer token works on both. */
    async function person(): Promise<{ userId: string; token: string }> {
      people += 1;
      const userId = `budget${people}`;
      await addTestUser(shared.dbs[0], userId, `0107${String(people).padStart(7, '0')}`);
      const login = await appOf(0).inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: `Basic ${Buffer.from('family-health-app:').toString('base64')}` },
        payload: { grant_type: 'password', username: userId, password: 'Demo1234!' },
      });
      return { userId, token: login.json<{ access_token: string }>().access_token };
    }

    async function call(index: number, token: string, url: string, payload: unknown): Promise<Answer> {
      const response = await appOf(index).inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      return { status: response.statusCode, body: response.json<Answer['body']>() };
    }

    async function channelInput(owner: string, invitePhoneList: string[]) {
      const [image] = await shared.dbs[0].query<{ image_id: string }>(
        `INSERT INTO stored_images (image_id, owner_user_id, purpose, content_type, width, height, byte_size,
                                    storage_key)
         VALUES (gen_random_uuid(), $1, 'channelProfile', 'image/jpeg', 320, 240, 1000, gen_random_uuid()::text)
         RETURNING image_id`,
        [owner],
      );
      return {
        chnNm: '우리 가족',
        chnImageId: image?.image_id,
        chnBgImageId: null,
        inviteMssage: '',
        invitePhoneList,
        posInvtAt: 'N',
      };
    }

    const textsTo = async (list: readonly string[]) => {
      const [row] = await shared.dbs[1].query<{ count: number }>(
        'SELECT count(*)::int AS count FROM dev_sms_outbox WHERE mobile_phone = ANY ($1::text[])',
        [list],
      );
      return row?.count;
    };

    it('two instances on one database do not pass the inviter’s budget: 4 channels of 10 numbers at once → 20 texts, 20 × M1153', async () => {
      const inviter = await person();
      const lists = [freshNumbers(10), freshNumbers(10), freshNumbers(10), freshNumbers(10)];
      const inputs = await Promise.all(lists.map((list) => channelInput(inviter.userId, list)));

      const answers = await Promise.all(
        inputs.map((input, index) => call(index, inviter.token, '/api/channel', input)),
      );

      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      expect(await textsTo(lists.flat())).toBe(20);
      const notTexted = answers.flatMap((answer) => answer.body.notTextedList);
      expect(notTexted).toHaveLength(20);
      expect(new Set(notTexted.map((item) => item.reason))).toEqual(new Set(['M1153']));
    });

    it('two instances on one database do not pass a number’s budget: 6 inviters at once → 1 text, 5 × M1154', async () => {
      const inviters = await Promise.all(Array.from({ length: 6 }, () => person()));
      const [number] = freshNumbers(1) as [string];
      const inputs = await Promise.all(inviters.map((inviter) => channelInput(inviter.userId, [number])));

      const answers = await Promise.all(
        inviters.map((inviter, index) => call(index, inviter.token, '/api/channel', inputs[index])),
      );

      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 6 }, () => 201));
      expect(await textsTo([number])).toBe(1);
      expect(answers.flatMap((answer) => answer.body.notTextedList.map((item) => item.reason))).toEqual(
        Array.from({ length: 5 }, () => 'M1154'),
      );
    });

    it('two instances on one database share the lookup count: 4 lookups of 60 numbers at once → 3 answered, 1 × 429 M1156', async () => {
      const looker = await person();
      const answers = await Promise.all(
        [0, 1, 2, 3].map((index) =>
          call(index, looker.token, '/api/channel/prtcpnt/checking', {
            chnSn: null,
            mphonNoList: freshNumbers(60),
          }),
        ),
      );

      expect(
        answers.map((answer) => `${answer.status}${answer.body.code ? ` ${answer.body.code}` : ''}`).sort(),
      ).toEqual(['200', '200', '200', '429 M1156']);
    });
  },
);
