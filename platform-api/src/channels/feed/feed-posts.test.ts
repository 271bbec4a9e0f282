import type { FeedPage, FeedPost, PostedFeed } from 'shared-kernel/isomorphic';
import type { FhirTestUser } from '../../../test-support/fhir';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import {
  feedCall,
  insertFamilyChannel,
  insertImage,
  myChannel,
  newPerson,
  notificationsOf,
  postBoard,
} from '../../../test-support/feed';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'feed posts (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const page = async (person: FhirTestUser, query = '') => {
      const response = await feedCall(api, person, 'GET', `/api/feed${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<FeedPage>();
    };
    const board = (overrides: Record<string, unknown>) => ({
      chnSnList: [],
      feedTitle: '주말',
      feedCn: '가족 나들이',
      feedBgCode: '0003',
      imageIdList: [],
      ...overrides,
    });

    it('posts a board post with photos into several channels: one copy each, members told with 0008, the author’s own copies never unread (issue 35)', async () => {
      const mom = await newPerson(api);
      const dad = await newPerson(api);
      const son = await newPerson(api);
      const family = await insertFamilyChannel(api.db, { members: [mom, dad, son], chnNm: '우리집' });
      const parents = await insertFamilyChannel(api.db, { members: [mom, dad], chnNm: '부부' });
      const photos: [string, string] = [await insertImage(api.db, mom), await insertImage(api.db, mom)];

      const response = await feedCall(
        api,
        mom,
        'POST',
        '/api/feed',
        board({ chnSnList: [family, parents], imageIdList: [photos[1], photos[0]] }),
      );
      expect(response.statusCode).toBe(201);
      const { feedList } = response.json<PostedFeed>();
      expect(feedList.map((post) => [post.chnSn, post.chnNm])).toEqual([
        [family, '우리집'],
        [parents, '부부'],
      ]);
      const [first] = feedList;
      expect(first).toEqual({
        feedSn: expect.any(Number),
        chnSn: family,
        chnNm: '우리집',
        actCode: '0001',
        userId: mom.userId,
        userNm: '박서연',
        feedTitle: '주말',
        feedCn: '가족 나들이',
        feedBgCode: '0003',
        imageList: [photos[1], photos[0]].map((imageId) => ({
          imageId,
          url: `/api/files/images/${imageId}`,
          width: 800,
          height: 600,
        })),
        actData: null,
        likeCnt: 0,
        comtCnt: 0,
        likeAt: 'N',
        // One's own post is never unread (issue 35).
        readAt: 'Y',
        hideAt: 'N',
        mineAt: 'Y',
        creatDt: expect.stringMatching(/Z$/),
      } satisfies FeedPost);

      const feedSn = first?.feedSn ?? 0;
      // One per copy, in no particular order: they are stored by one statement.
      const dadsNotifications = await notificationsOf(api.db, dad, '0008');
      expect(dadsNotifications).toHaveLength(2);
      expect(dadsNotifications).toEqual(
        expect.arrayContaining([
          {
            params: { userNm: '박서연', chnNm: '부부' },
            link: `/main/feed/detail/${feedSn}/${parents}`,
            read: false,
          },
          {
            params: { userNm: '박서연', chnNm: '우리집' },
            link: `/main/feed/detail/${feedSn}/${family}`,
            read: false,
          },
        ]),
      );
      expect(await notificationsOf(api.db, son, '0008')).toHaveLength(1);
      expect(await notificationsOf(api.db, mom, '0008')).toEqual([]);

      // Dad sees both copies in his feed, son one; each as not theirs.
      const dadsFeed = await page(dad);
      expect(dadsFeed.feedList.map((post) => [post.feedSn, post.chnSn, post.mineAt, post.readAt])).toEqual([
        [feedSn, parents, 'N', 'N'],
        [feedSn, family, 'N', 'N'],
      ]);
      expect((await page(mom)).feedList.map((post) => post.readAt)).toEqual(['Y', 'Y']);
      expect((await page(son)).feedList.map((post) => post.chnSn)).toEqual([family]);
    });

    it('posts into the caller’s own channel, which nobody else sees', async () => {
      const person = await newPerson(api);
      const other = await newPerson(api);
      const own = await myChannel(api.db, person);
      const feedSn = await postBoard(api, person, [own], '나만 보는 글');
      expect((await page(person)).feedList.map((post) => [post.feedSn, post.chnSn])).toEqual([[feedSn, own]]);
      expect((await feedCall(api, other, 'GET', `/api/feed/${feedSn}/${own}`)).statusCode).toBe(404);
    });

    it('refuses a channel not the caller’s (404 M0105) and images not their own board uploads (400 M0187)', async () => {
      const person = await newPerson(api);
      const other = await newPerson(api);
      const theirs = await insertFamilyChannel(api.db, { members: [other] });
      const mine = await insertFamilyChannel(api.db, { members: [person] });
      const count = async () =>
        (await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM feeds'))[0]?.count;
      const before = await count();

      const notMember = await feedCall(
        api,
        person,
        'POST',
        '/api/feed',
        board({ chnSnList: [mine, theirs] }),
      );
      expect(notMember.statusCode).toBe(404);
      expect(notMember.json()).toMatchObject({ code: 'M0105', field: 'chnSnList' });

      for (const imageId of [
        await insertImage(api.db, other),
        await insertImage(api.db, person, 'channelProfile'),
        '00000000-0000-4000-8000-000000000000',
      ]) {
        const response = await feedCall(
          api,
          person,
          'POST',
          '/api/feed',
          board({ chnSnList: [mine], imageIdList: [imageId] }),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0187', field: 'imageIdList' });
      }

      const six = await Promise.all(Array.from({ length: 6 }, () => insertImage(api.db, person)));
      const tooMany = await feedCall(
        api,
        person,
        'POST',
        '/api/feed',
        board({ chnSnList: [mine], imageIdList: six }),
      );
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ code: 'M1116', field: 'imageIdList' });

      const empty = await feedCall(
        api,
        person,
        'POST',
        '/api/feed',
        board({ chnSnList: [mine], feedCn: '' }),
      );
      expect(empty.json()).toMatchObject({ code: 'M0187', field: 'feedCn' });
      const noChannel = await feedCall(api, person, 'POST', '/api/feed', board({ chnSnList: [] }));
      expect(noChannel.statusCode).toBe(400);
      const long = await feedCall(
        api,
        person,
        'POST',
        '/api/feed',
        board({ chnSnList: [mine], feedCn: 'ㄱ'.repeat(501) }),
      );
      expect(long.statusCode).toBe(400);
      const fits = await feedCall(
        api,
        person,
        'POST',
        '/api/feed',
        board({ chnSnList: [mine], feedCn: 'ㄱ'.repeat(500) }),
      );
      expect(fits.statusCode).toBe(201);
      expect(await count()).toBe((before ?? 0) + 1);
    });

    it('pages newest first by cursor, stable while new posts arrive, to the last page', async () => {
      const author = await newPerson(api);
      const reader = await newPerson(api);
      const chnSn = await insertFamilyChannel(api.db, { members: [author, reader] });
      const feedSns: number[] = [];
      for (let index = 0; index < 7; index += 1)
        feedSns.push(await postBoard(api, author, [chnSn], `글 ${index}`));
      const newestFirst = [...feedSns].reverse();

      const first = await page(reader, `?chnSn=${chnSn}&rows=3`);
      expect(first.feedList.map((post) => post.feedSn)).toEqual(newestFirst.slice(0, 3));
      expect(first.nextCursor).toEqual(expect.any(String));

      // Posts added after the first page never shift the pages that follow it.
      await postBoard(api, author, [chnSn], '새 글');
      const second = await page(reader, `?chnSn=${chnSn}&rows=3&cursor=${first.nextCursor}`);
      expect(second.feedList.map((post) => post.feedSn)).toEqual(newestFirst.slice(3, 6));
      const last = await page(reader, `?chnSn=${chnSn}&rows=3&cursor=${second.nextCursor}`);
      expect(last.feedList.map((post) => post.feedSn)).toEqual(newestFirst.slice(6));
      expect(last.nextCursor).toBeNull();

      const exact = await page(reader, `?chnSn=${chnSn}&rows=8`);
      expect(exact.feedList).toHaveLength(8);
      expect(exact.nextCursor).toBeNull();
      expect((await page(reader, `?chnSn=${chnSn}`)).feedList).toHaveLength(8);
    });

    it('pages across every channel of the caller, a post shared into two of them once per channel', async () => {
      const person = await newPerson(api);
      const one = await insertFamilyChannel(api.db, { members: [person] });
      const two = await insertFamilyChannel(api.db, { members: [person] });
      const own = await myChannel(api.db, person);
      const a = await postBoard(api, person, [one]);
      const b = await postBoard(api, person, [one, two]);
      const c = await postBoard(api, person, [own]);
      const expected = [
        [c, own],
        [b, two],
        [b, one],
        [a, one],
      ];
      const seen: number[][] = [];
      let cursor: string | null = null;
      do {
        const result: FeedPage = await page(person, `?rows=1${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...result.feedList.map((post) => [post.feedSn, post.chnSn]));
        cursor = result.nextCursor;
      } while (cursor);
      expect(seen).toEqual(expected);
    });

    it('filters by activity codes and leaves out what the caller hid', async () => {
      const person = await newPerson(api);
      const chnSn = await insertFamilyChannel(api.db, { members: [person] });
      const kept = await postBoard(api, person, [chnSn]);
      const hidden = await postBoard(api, person, [chnSn]);
      expect(
        (await feedCall(api, person, 'PUT', `/api/feed/${hidden}/${chnSn}/hide`, { hideAt: 'Y' })).statusCode,
      ).toBe(200);
      expect((await page(person, `?chnSn=${chnSn}`)).feedList.map((post) => post.feedSn)).toEqual([kept]);
      expect(
        (await page(person, `?chnSn=${chnSn}&actCode=0001`)).feedList.map((post) => post.feedSn),
      ).toEqual([kept]);
      expect((await page(person, `?chnSn=${chnSn}&actCode=0002,0004`)).feedList).toEqual([]);
      await feedCall(api, person, 'PUT', `/api/feed/${hidden}/${chnSn}/hide`, { hideAt: 'N' });
      expect((await page(person, `?chnSn=${chnSn}`)).feedList.map((post) => post.feedSn)).toEqual([
        hidden,
        kept,
      ]);
    });

    it('refuses a page of a channel not the caller’s (404 M0105) and a cursor it did not make (400 M0187)', async () => {
      const person = await newPerson(api);
      const other = await newPerson(api);
      const theirs = await insertFamilyChannel(api.db, { members: [other] });
      const refused = await feedCall(api, person, 'GET', `/api/feed?chnSn=${theirs}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'M0105' });
      for (const cursor of [
        'abc',
        Buffer.from('0.1').toString('base64url'),
        Buffer.from('9999999999.1').toString('base64url'),
      ]) {
        const response = await feedCall(api, person, 'GET', `/api/feed?cursor=${cursor}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0187', field: 'cursor' });
      }
    });

    it('deletes a post: its author or the manager; another member 403 M0105; gone for everyone after', async () => {
      const manager = await newPerson(api);
      const author = await newPerson(api);
      const member = await newPerson(api);
      const chnSn = await insertFamilyChannel(api.db, { members: [manager, author, member] });
      const first = await postBoard(api, author, [chnSn]);
      const second = await postBoard(api, author, [chnSn]);

      const byMember = await feedCall(api, member, 'DELETE', `/api/feed/${first}/${chnSn}`);
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json()).toMatchObject({ code: 'M0105' });
      expect((await feedCall(api, author, 'DELETE', `/api/feed/${first}/${chnSn}`)).statusCode).toBe(204);
      expect((await feedCall(api, manager, 'DELETE', `/api/feed/${second}/${chnSn}`)).statusCode).toBe(204);

      expect((await page(member, `?chnSn=${chnSn}`)).feedList).toEqual([]);
      const again = await feedCall(api, author, 'DELETE', `/api/feed/${first}/${chnSn}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: 'M0044' });
      expect((await feedCall(api, author, 'GET', `/api/feed/${second}/${chnSn}`)).statusCode).toBe(404);
    });

    it('answers 401 without a token', async () => {
      expect((await feedCall(api, null, 'GET', '/api/feed')).statusCode).toBe(401);
    });
  },
);
