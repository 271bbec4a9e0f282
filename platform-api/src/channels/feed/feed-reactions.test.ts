import type {
  FeedCommentList,
  FeedComment,
  FeedPost,
  LikeState,
  LikeUserList,
} from 'shared-kernel/isomorphic';
import type { FhirTestUser } from '../../../test-support/fhir';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import {
  feedCall,
  insertFamilyChannel,
  newPerson,
  notificationsOf,
  postBoard,
} from '../../../test-support/feed';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'comments, likes and marks (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    async function family() {
      const manager = await newPerson(api, 'react');
      const author = await newPerson(api, 'react');
      const member = await newPerson(api, 'react');
      const chnSn = await insertFamilyChannel(api.db, { members: [manager, author, member] });
      const feedSn = await postBoard(api, author, [chnSn]);
      return { manager, author, member, chnSn, feedSn, url: `/api/feed/${feedSn}/${chnSn}` };
    }
    const comment = async (
      person: FhirTestUser,
      url: string,
      comtCn: string,
      upperComtSn: number | null = null,
    ) => {
      const response = await feedCall(api, person, 'POST', `${url}/comt`, { comtCn, upperComtSn });
      expect(response.statusCode).toBe(201);
      return response.json<FeedComment>();
    };
    const comments = async (person: FhirTestUser, url: string) =>
      (await feedCall(api, person, 'GET', `${url}/comt`)).json<FeedCommentList>().comtList;
    const post = async (person: FhirTestUser, url: string) =>
      (await feedCall(api, person, 'GET', url)).json<FeedPost>();

    it('comments and replies one level deep, in order, counted; the author and the replied are told', async () => {
      const { author, member, manager, chnSn, feedSn, url } = await family();
      const first = await comment(member, url, '멋져요! '.repeat(10));
      expect(first).toEqual({
        comtSn: expect.any(Number),
        feedSn,
        chnSn,
        upperComtSn: null,
        userId: member.userId,
        userNm: '박서연',
        comtCn: '멋져요! '.repeat(10),
        mineAt: 'Y',
        creatDt: expect.stringMatching(/Z$/),
      });
      const second = await comment(manager, url, '좋네요');
      const reply = await comment(author, url, '고마워요', first.comtSn);
      // A reply to a reply goes under the comment it belongs to.
      const replyToReply = await comment(manager, url, '저도요', reply.comtSn);
      expect(replyToReply.upperComtSn).toBe(first.comtSn);

      const listed = await comments(member, url);
      expect(listed.map((item) => [item.comtSn, item.upperComtSn, item.mineAt])).toEqual([
        [first.comtSn, null, 'Y'],
        [reply.comtSn, first.comtSn, 'N'],
        [replyToReply.comtSn, first.comtSn, 'N'],
        [second.comtSn, null, 'N'],
      ]);
      expect((await post(member, url)).comtCnt).toBe(4);

      const link = `/main/feed/detail/${feedSn}/${chnSn}`;
      // The author: 0005 for the member's and the manager's comments; never for their own reply.
      expect(await notificationsOf(api.db, author, '0005')).toEqual([
        { params: { userNm: '박서연', comtCn: '좋네요' }, link, read: false },
        { params: { userNm: '박서연', comtCn: '멋져요! '.repeat(10).slice(0, 40) }, link, read: false },
      ]);
      // The member hears of the author's reply to them (0006); the manager's reply to the author's reply tells the
      // author (whose reply it answers: 0006, not 0005 as well).
      expect(await notificationsOf(api.db, member, '0006')).toHaveLength(1);
      expect(await notificationsOf(api.db, author, '0006')).toEqual([
        { params: { userNm: '박서연', comtCn: '저도요' }, link, read: false },
      ]);
      expect(await notificationsOf(api.db, manager, '0006')).toEqual([]);
    });

    it('deletes a comment with its replies (writer or manager; another member 403 M0105), uncounting them', async () => {
      const { author, member, manager, url } = await family();
      const first = await comment(member, url, '하나');
      await comment(author, url, '답글', first.comtSn);
      const second = await comment(author, url, '둘');

      const byOther = await feedCall(api, member, 'DELETE', `${url}/comt/${second.comtSn}`);
      expect(byOther.statusCode).toBe(403);
      expect(byOther.json()).toMatchObject({ code: 'M0105' });
      expect((await feedCall(api, manager, 'DELETE', `${url}/comt/${first.comtSn}`)).statusCode).toBe(204);
      expect((await comments(author, url)).map((item) => item.comtSn)).toEqual([second.comtSn]);
      expect((await post(author, url)).comtCnt).toBe(1);
      expect((await feedCall(api, author, 'DELETE', `${url}/comt/${second.comtSn}`)).statusCode).toBe(204);
      expect((await post(author, url)).comtCnt).toBe(0);

      const gone = await feedCall(api, author, 'DELETE', `${url}/comt/${second.comtSn}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ code: 'M0044' });
      const replyToGone = await feedCall(api, author, 'POST', `${url}/comt`, {
        comtCn: '앗',
        upperComtSn: first.comtSn,
      });
      expect(replyToGone.statusCode).toBe(404);
      expect(replyToGone.json()).toMatchObject({ code: 'M0044', field: 'upperComtSn' });
    });

    it('likes idempotently with the count, lists who liked, and tells the author once per person', async () => {
      const { author, member, manager, url } = await family();
      const like = async (person: FhirTestUser, likeAt: 'Y' | 'N') => {
        api.clock.advance(1000);
        const response = await feedCall(api, person, 'PUT', `${url}/like`, { likeAt });
        expect(response.statusCode).toBe(200);
        return response.json<LikeState>();
      };
      expect(await like(member, 'Y')).toEqual({ likeAt: 'Y', likeCnt: 1 });
      expect(await like(member, 'Y')).toEqual({ likeAt: 'Y', likeCnt: 1 });
      expect(await like(manager, 'Y')).toEqual({ likeAt: 'Y', likeCnt: 2 });
      expect(await like(author, 'Y')).toEqual({ likeAt: 'Y', likeCnt: 3 });
      expect(await like(member, 'N')).toEqual({ likeAt: 'N', likeCnt: 2 });
      expect(await like(member, 'N')).toEqual({ likeAt: 'N', likeCnt: 2 });
      expect(await like(member, 'Y')).toEqual({ likeAt: 'Y', likeCnt: 3 });

      const users = (await feedCall(api, member, 'GET', `${url}/like/users`)).json<LikeUserList>()
        .likeUserList;
      expect(users.map((user) => user.userId)).toEqual([member.userId, author.userId, manager.userId]);
      expect(await post(member, url)).toMatchObject({ likeCnt: 3, likeAt: 'Y' });
      expect(await post(manager, url)).toMatchObject({ likeCnt: 3, likeAt: 'Y' });
      // Liked, unliked and liked again: one notification from the member, one from the manager, none from the author.
      expect(await notificationsOf(api.db, author, '0007')).toHaveLength(2);
    });

    it('hides for the caller only and marks read (kept once read)', async () => {
      const { author, member, manager, url, chnSn } = await family();
      const hidden = await feedCall(api, member, 'PUT', `${url}/hide`, { hideAt: 'Y' });
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json<FeedPost>().hideAt).toBe('Y');
      expect((await post(author, url)).hideAt).toBe('N');
      const feed = (await feedCall(api, author, 'GET', `/api/feed?chnSn=${chnSn}`)).json<{
        feedList: FeedPost[];
      }>();
      expect(feed.feedList).toHaveLength(1);

      const read = await feedCall(api, member, 'PUT', `${url}/read`);
      expect(read.statusCode).toBe(200);
      expect(read.json<FeedPost>()).toMatchObject({ readAt: 'Y', hideAt: 'Y' });
      expect((await feedCall(api, member, 'PUT', `${url}/read`)).json<FeedPost>().readAt).toBe('Y');
      expect((await post(manager, url)).readAt).toBe('N');
    });

    it('marks the caller’s notifications about the post read (/noti/feed and /noti/comt), the count left', async () => {
      const { author, member, manager, chnSn, feedSn, url } = await family();
      const other = await postBoard(api, member, [chnSn]);
      const first = await comment(member, url, '하나');
      await feedCall(api, manager, 'PUT', `${url}/like`, { likeAt: 'Y' });
      const count = async () =>
        (await feedCall(api, author, 'GET', '/api/service/noti/newNotiCount')).json<{
          newNotiCount: number;
        }>().newNotiCount;
      expect(await count()).toBe(3);

      const marked = await feedCall(api, author, 'GET', `/api/service/noti/feed/${feedSn}/${chnSn}`);
      expect(marked.statusCode).toBe(200);
      // The new post of the member stays unread: it is another post.
      expect(marked.json()).toEqual({ newNotiCount: 1 });
      await comment(manager, url, '둘');
      const byComment = await feedCall(
        api,
        author,
        'GET',
        `/api/service/noti/comt/${feedSn}/${chnSn}/${first.comtSn}`,
      );
      expect(byComment.json()).toEqual({ newNotiCount: 1 });
      expect((await notificationsOf(api.db, author, '0008'))[0]?.link).toBe(
        `/main/feed/detail/${other}/${chnSn}`,
      );
    });
  },
);
