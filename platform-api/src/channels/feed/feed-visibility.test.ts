// The rule every feed call keeps: a post is seen only by the current members of its channel. A former member
// (left or excluded), a person only invited, a stranger, and everyone once the channel is closed get 404 M0044
// for the post and everything about it, and find nothing of it in their feed.
import type { FeedPage } from 'shared-kernel/isomorphic';
import type { FhirTestUser } from '../../../test-support/fhir';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import {
  closeChannel,
  feedCall,
  insertFamilyChannel,
  newPerson,
  postBoard,
  removeMember,
} from '../../../test-support/feed';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every call about one post, by the part of the post it touches. */
const postCalls = (url: string, comtSn: number): [string, Method, string, unknown?][] => [
  ['post', 'GET', url],
  ['delete post', 'DELETE', url],
  ['comments', 'GET', `${url}/comt`],
  ['comment', 'POST', `${url}/comt`, { comtCn: '안녕', upperComtSn: null }],
  ['reply', 'POST', `${url}/comt`, { comtCn: '안녕', upperComtSn: comtSn }],
  ['delete comment', 'DELETE', `${url}/comt/${comtSn}`],
  ['like', 'PUT', `${url}/like`, { likeAt: 'Y' }],
  ['like users', 'GET', `${url}/like/users`],
  ['hide', 'PUT', `${url}/hide`, { hideAt: 'Y' }],
  ['read', 'PUT', `${url}/read`],
];

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'feed visibility (%s)',
  (_name, kind) => {
    let api: TestApp;
    let author: FhirTestUser;
    let member: FhirTestUser;
    let former: FhirTestUser;
    let invitee: FhirTestUser;
    let stranger: FhirTestUser;
    let chnSn: number;
    let feedSn: number;
    let comtSn: number;

    beforeAll(async () => {
      api = await openTestApp(kind);
      author = await newPerson(api, 'visauthor');
      member = await newPerson(api, 'vismember');
      former = await newPerson(api, 'visformer');
      invitee = await newPerson(api, 'visinvitee');
      stranger = await newPerson(api, 'visstranger');
      chnSn = await insertFamilyChannel(api.db, { members: [author, member, former], invitees: [invitee] });
      feedSn = await postBoard(api, author, [chnSn]);
      const comment = await feedCall(api, former, 'POST', `/api/feed/${feedSn}/${chnSn}/comt`, {
        comtCn: '옛 댓글',
        upperComtSn: null,
      });
      comtSn = comment.json<{ comtSn: number }>().comtSn;
      await feedCall(api, former, 'PUT', `/api/feed/${feedSn}/${chnSn}/like`, { likeAt: 'Y' });
      await removeMember(api.db, chnSn, former);
    });
    afterAll(() => api.close());

    const outsiders = () =>
      [
        ['a former member', former],
        ['an invitee', invitee],
        ['a stranger', stranger],
      ] as const;

    it.each(['a former member', 'an invitee', 'a stranger'])(
      '%s gets 404 M0044 for the post and all about it',
      async (who) => {
        const person = outsiders().find(([name]) => name === who)?.[1];
        if (!person) throw new Error(who);
        const snapshot = () =>
          api.db.query(
            `SELECT (SELECT count(*) FROM feed_comments) AS comments, (SELECT count(*) FROM feed_likes) AS likes,
                (SELECT count(*) FROM feed_user_states) AS marks,
                (SELECT count(*) FROM channel_feeds WHERE deleted_at IS NULL) AS posts`,
          );
        const before = await snapshot();
        for (const [part, method, url, payload] of postCalls(`/api/feed/${feedSn}/${chnSn}`, comtSn)) {
          const response = await feedCall(api, person, method, url, payload);
          expect([part, response.statusCode, response.json<{ code: string }>().code]).toEqual([
            part,
            404,
            'M0044',
          ]);
        }
        expect(await snapshot()).toEqual(before);
        const page = await feedCall(api, person, 'GET', '/api/feed');
        expect(page.json<FeedPage>().feedList.filter((post) => post.chnSn === chnSn)).toEqual([]);
        const channelPage = await feedCall(api, person, 'GET', `/api/feed?chnSn=${chnSn}`);
        expect(channelPage.statusCode).toBe(404);
      },
    );

    it('a member sees the post, its comments, likes and like users, and may hide and read it', async () => {
      for (const [part, method, url, payload] of postCalls(`/api/feed/${feedSn}/${chnSn}`, comtSn).filter(
        ([part]) => !part.startsWith('delete') && part !== 'reply',
      )) {
        const response = await feedCall(api, member, method, url, payload);
        expect([part, response.statusCode]).toEqual([part, method === 'POST' ? 201 : 200]);
      }
      // The former member's comment and like stay with the post.
      const likeUsers = await feedCall(api, member, 'GET', `/api/feed/${feedSn}/${chnSn}/like/users`);
      expect(
        likeUsers.json<{ likeUserList: { userId: string }[] }>().likeUserList.map((user) => user.userId),
      ).toContain(former.userId);
    });

    it('once the channel is closed, nobody sees anything of it', async () => {
      const closing = await insertFamilyChannel(api.db, { members: [author, member] });
      const closedPost = await postBoard(api, author, [closing]);
      await closeChannel(api.db, closing);
      for (const person of [author, member]) {
        for (const [part, method, url, payload] of postCalls(`/api/feed/${closedPost}/${closing}`, comtSn)) {
          const response = await feedCall(api, person, method, url, payload);
          expect([part, response.statusCode]).toEqual([part, 404]);
        }
        const page = await feedCall(api, person, 'GET', '/api/feed');
        expect(page.json<FeedPage>().feedList.filter((post) => post.chnSn === closing)).toEqual([]);
      }
    });
  },
);
