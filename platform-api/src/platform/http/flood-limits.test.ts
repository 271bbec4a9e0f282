import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { addPerson, channelCall, channelInput } from '../../../test-support/channels';
import { feedCall, insertFamilyChannel, myChannel, newPerson, postBoard } from '../../../test-support/feed';
import { jsonCall } from '../../../test-support/json-call';
import { logIn, openTestApp, TestClock, testScryptCost, type TestApp } from '../../../test-support/test-app';
import { photo } from '../../../test-support/test-images';
import { openSharedDatabase, type SharedDatabase } from '../../../test-support/shared-database';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { createPasswordHashing, resolveTokenSecret } from '../../accounts';
import { createApp } from '../../app';
import { createDirectoryImageStore } from '../../channels';
import { seedDemoData } from '../../demo-data/seed-demo-data';
import type { FloodKind } from './flood-limits';
import { defaultFloodLimits } from './rate-limits';

const minute = 60_000;
const day = 24 * 60 * minute;

/** Small enough to reach in a few calls: 3 a minute, 5 a day. */
const small = { perMinute: 3, perDay: 5 };

/** One kind of limited write: `prepare` makes what its writes need and gives the write to repeat. */
interface LimitedWrite {
  kind: FloodKind;
  writes: string;
  /** The status of an allowed write. */
  succeeds: 200 | 201;
  prepare(api: TestApp): Promise<{
    /** Who writes; their token is replaced when the test's clock has outlived it. */
    writer: { userId: string; token: string };
    /** The `index`th write (each one stores something new when allowed). */
    write(index: number): Promise<LightMyRequestResponse>;
    /** How many of the writes are stored. */
    stored(): Promise<number>;
  }>;
}

async function countOf(api: TestApp, sql: string, params: unknown[]): Promise<number> {
  const [row] = await api.db.query<{ count: number }>(sql, params);
  return Number(row?.count);
}

const limitedWrites: LimitedWrite[] = [
  {
    kind: 'feedPosts',
    succeeds: 201,
    writes: 'feed posts (board posts and shares alike)',
    async prepare(api) {
      const [author, member] = [await newPerson(api, 'flood-post'), await newPerson(api, 'flood-post')];
      const chnSn = await insertFamilyChannel(api.db, { members: [author, member] });
      return {
        writer: author,
        write: (index) =>
          feedCall(api, author, 'POST', '/api/feed', {
            chnSnList: [chnSn],
            feedTitle: null,
            feedCn: `산책 ${index}`,
            feedBgCode: null,
            imageIdList: [],
          }),
        stored: () => countOf(api, 'SELECT count(*) FROM feeds WHERE user_id = $1', [author.userId]),
      };
    },
  },
  {
    kind: 'comments',
    succeeds: 201,
    writes: 'comments',
    async prepare(api) {
      const [writer, author] = [await newPerson(api, 'flood-comt'), await newPerson(api, 'flood-comt')];
      const chnSn = await insertFamilyChannel(api.db, { members: [author, writer] });
      const feedSn = await postBoard(api, author, [chnSn]);
      return {
        writer: writer,
        write: (index) =>
          feedCall(api, writer, 'POST', `/api/feed/${feedSn}/${chnSn}/comt`, {
            comtCn: `좋아요 ${index}`,
            upperComtSn: null,
          }),
        stored: () => countOf(api, 'SELECT count(*) FROM feed_comments WHERE user_id = $1', [writer.userId]),
      };
    },
  },
  {
    kind: 'likes',
    succeeds: 200,
    writes: 'likes',
    async prepare(api) {
      const [liker, author] = [await newPerson(api, 'flood-like'), await newPerson(api, 'flood-like')];
      const chnSn = await insertFamilyChannel(api.db, { members: [author, liker] });
      const feedSns: number[] = [];
      for (let index = 0; index < 8; index += 1) feedSns.push(await postBoard(api, author, [chnSn]));
      return {
        writer: liker,
        write: (index) =>
          feedCall(api, liker, 'PUT', `/api/feed/${feedSns[index] ?? 0}/${chnSn}/like`, { likeAt: 'Y' }),
        stored: () => countOf(api, 'SELECT count(*) FROM feed_likes WHERE user_id = $1', [liker.userId]),
      };
    },
  },
  {
    kind: 'boardEntries',
    succeeds: 201,
    writes: 'feedback board entries',
    async prepare(api) {
      const writer = await newPerson(api, 'flood-inqry');
      return {
        writer: writer,
        write: (index) =>
          jsonCall(api, writer, 'POST', '/api/service/inqry', {
            title: `의견 ${index}`,
            content: '',
            privateAt: 'N',
          }),
        stored: () => countOf(api, 'SELECT count(*) FROM inquiries WHERE user_id = $1', [writer.userId]),
      };
    },
  },
  {
    kind: 'channelCreations',
    succeeds: 201,
    writes: 'channel creations',
    async prepare(api) {
      const [manager, invitee] = [await addPerson(api, 'flood-chn-1'), await addPerson(api, 'flood-chn-2')];
      return {
        writer: manager,
        write: async () =>
          channelCall(api, manager, 'POST', '', await channelInput(api, manager, [invitee.mphonNo])),
        stored: () =>
          countOf(
            api,
            `SELECT count(*) FROM channel_participants JOIN channels USING (chn_sn)
              WHERE user_id = $1 AND chn_type_code = '0002'`,
            [manager.userId],
          ),
      };
    },
  },
  {
    kind: 'imageUploads',
    succeeds: 201,
    writes: 'image uploads',
    async prepare(api) {
      const uploader = await newPerson(api, 'flood-image');
      const bytes = await photo(40, 30);
      return {
        writer: uploader,
        write: () =>
          api.app.inject({
            method: 'POST',
            url: '/api/files/images?purpose=board',
            headers: { authorization: `Bearer ${uploader.token}`, 'content-type': 'image/jpeg' },
            payload: bytes,
          }),
        stored: () =>
          countOf(api, 'SELECT count(*) FROM stored_images WHERE owner_user_id = $1', [uploader.userId]),
      };
    },
  },
];

const answerOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  code: response.statusCode >= 400 ? response.json<{ code: string }>().code : undefined,
  retryAfter: response.headers['retry-after'],
});

const allowed = (response: LightMyRequestResponse) => response.statusCode >= 200 && response.statusCode < 300;

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'flood limits per person (%s)',
  (_name, kind) => {
    let imageDir: string;

    beforeAll(async () => {
      imageDir = await mkdtemp(path.join(tmpdir(), 'flood-images-'));
    });
    afterAll(() => rm(imageDir, { recursive: true, force: true }));

    /** A test app where only `limited` writes meet `small` (the rest are generous, for the preparations). */
    const openLimited = (limited: FloodKind) =>
      openTestApp(kind, { floodLimits: { [limited]: small }, images: createDirectoryImageStore(imageDir) });

    it.each(limitedWrites)(
      '$writes: 3 a minute and 5 a day per person; beyond either, 429 M1157 with Retry-After until that window ends, and the refused write is not stored',
      async ({ kind: limited, succeeds, prepare }) => {
        const api = await openLimited(limited);
        try {
          const { writer, write, stored } = await prepare(api);
          for (let index = 0; index < 3; index += 1) expect((await write(index)).statusCode).toBe(succeeds);

          expect(answerOf(await write(3))).toEqual({ status: 429, code: 'M1157', retryAfter: '60' });
          expect(await stored()).toBe(3);

          // The refused call cost nothing of the day: 2 more make the day's 5.
          api.clock.advance(minute);
          expect((await write(4)).statusCode).toBe(succeeds);
          expect((await write(5)).statusCode).toBe(succeeds);
          expect(answerOf(await write(6))).toEqual({
            status: 429,
            code: 'M1157',
            retryAfter: String((day - minute) / 1000),
          });
          expect(await stored()).toBe(5);

          api.clock.advance(day);
          writer.token = (await logIn(api.app, writer.userId)).access_token;
          expect((await write(7)).statusCode).toBe(succeeds);
          expect(await stored()).toBe(6);
        } finally {
          await api.close();
        }
      },
    );

    it('a write refused before it is counted (no token, a body the schema refuses, a blank title) costs nothing of the limit', async () => {
      const api = await openLimited('boardEntries');
      try {
        const writer = await newPerson(api, 'flood-refused');
        const entry = (title: unknown) =>
          jsonCall(api, writer, 'POST', '/api/service/inqry', { title, content: '', privateAt: 'N' });
        const refused = [
          await jsonCall(api, null, 'POST', '/api/service/inqry', {
            title: 'x',
            content: '',
            privateAt: 'N',
          }),
          await entry(''),
          await entry(42),
          await entry('   '),
          await entry('   '),
        ];

        expect(refused.map((response) => response.statusCode)).toEqual([401, 400, 400, 400, 400]);
        expect((await Promise.all([entry('하나'), entry('둘'), entry('셋')])).map(allowed)).toEqual([
          true,
          true,
          true,
        ]);
        expect(answerOf(await entry('넷'))).toMatchObject({ status: 429, code: 'M1157' });
      } finally {
        await api.close();
      }
    });

    it('a call sent again with its Idempotency-Key gets its first answer and is not counted again', async () => {
      const api = await openLimited('feedPosts');
      try {
        const author = await newPerson(api, 'flood-replay');
        const chnSn = await myChannel(api.db, author);
        const post = (key: string) =>
          api.app.inject({
            method: 'POST',
            url: '/api/feed',
            headers: {
              authorization: `Bearer ${author.token}`,
              'content-type': 'application/json',
              'idempotency-key': key,
            },
            payload: { chnSnList: [chnSn], feedTitle: null, feedCn: key, feedBgCode: null, imageIdList: [] },
          });

        const first = await post('once');
        const again = [await post('once'), await post('once'), await post('once')];

        expect(first.statusCode).toBe(201);
        expect(again.map((response) => response.headers['idempotent-replayed'])).toEqual([
          'true',
          'true',
          'true',
        ]);
        expect((await post('twice')).statusCode).toBe(201);
        expect((await post('thrice')).statusCode).toBe(201);
        expect(answerOf(await post('fourth'))).toMatchObject({ status: 429, code: 'M1157' });
      } finally {
        await api.close();
      }
    });
  },
);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'flood limits across two API instances on one database, with the default limits (%s)',
  (_name, kind) => {
    let shared: SharedDatabase;
    const clock = new TestClock();
    const apps: FastifyInstance[] = [];
    let token: string;

    beforeAll(async () => {
      shared = await openSharedDatabase(kind);
      await seedDemoData(shared.dbs[0], clock.now(), undefined, createPasswordHashing(testScryptCost));
      for (const db of shared.dbs) {
        // No floodLimits: the app's defaults.
        apps.push(
          createApp({
            db,
            tokenSecret: await resolveTokenSecret(db),
            log: { level: 'silent' },
            now: clock.now,
            doseAlerts: false,
            passwordHashing: testScryptCost,
          }),
        );
      }
      token = (await logIn(apps[0] as FastifyInstance)).access_token;
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await shared.discard();
    });
    // Each test starts in a new minute of the demo user's counters.
    beforeEach(() => clock.advance(minute));

    /** `method url` with `payload` as the demo user, on the instance of `index` (even: the first, odd: the second). */
    const call = (index: number, method: 'POST' | 'PUT', url: string, payload: object) =>
      (apps[index % 2] as FastifyInstance).inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
    const countOf = async (sql: string) => {
      const [row] = await shared.dbs[1].query<{ count: number }>(sql, ['demo']);
      return Number(row?.count);
    };
    const statuses = (responses: LightMyRequestResponse[]) =>
      responses.map(
        (response) => `${response.statusCode}${allowed(response) ? '' : ` ${answerOf(response).code}`}`,
      );

    it('30 posts in a row, alternating instances: the first 10 are stored, the other 20 meet 429 M1157 with Retry-After and are not stored', async () => {
      const { perMinute } = defaultFloodLimits.feedPosts;
      const [row] = await shared.dbs[0].query<{ my_chn_sn: number }>(
        "SELECT my_chn_sn FROM users WHERE user_id = 'demo'",
      );
      const before = await countOf('SELECT count(*) FROM feeds WHERE user_id = $1');
      const responses: LightMyRequestResponse[] = [];
      for (let index = 0; index < 30; index += 1) {
        responses.push(
          await call(index, 'POST', '/api/feed', {
            chnSnList: [row?.my_chn_sn],
            feedTitle: null,
            feedCn: `글 ${index}`,
            feedBgCode: null,
            imageIdList: [],
          }),
        );
      }

      expect(statuses(responses)).toEqual([
        ...Array.from({ length: perMinute }, () => '201'),
        ...Array.from({ length: 30 - perMinute }, () => '429 M1157'),
      ]);
      expect(new Set(responses.slice(perMinute).map((response) => response.headers['retry-after']))).toEqual(
        new Set(['60']),
      );
      expect(await countOf('SELECT count(*) FROM feeds WHERE user_id = $1')).toBe(before + perMinute);
    });

    it('12 board entries at once over both instances: exactly 5 are stored, 7 meet 429 M1157', async () => {
      const { perMinute } = defaultFloodLimits.boardEntries;
      const before = await countOf('SELECT count(*) FROM inquiries WHERE user_id = $1');
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          call(index, 'POST', '/api/service/inqry', { title: `의견 ${index}`, content: '', privateAt: 'N' }),
        ),
      );

      expect(statuses(responses).sort()).toEqual([
        ...Array.from({ length: perMinute }, () => '201'),
        ...Array.from({ length: 12 - perMinute }, () => '429 M1157'),
      ]);
      expect(await countOf('SELECT count(*) FROM inquiries WHERE user_id = $1')).toBe(before + perMinute);
    });
  },
);
