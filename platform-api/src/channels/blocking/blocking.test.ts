import type {
  BlockList,
  FeedCommentList,
  FeedComment,
  FeedPage,
  FeedPost,
  LikeUserList,
  WaitingInvitationList,
} from 'shared-kernel/isomorphic';
import {
  addPerson,
  channelCall,
  channelWithMembers,
  codeOf,
  makeChannel,
  type Person,
} from '../../../test-support/channels';
import { jsonCall } from '../../../test-support/json-call';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'blocking (%s)',
  (_name, kind) => {
    let api: TestApp;
    let counter = 0;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const person = () => addPerson(api, `block${(counter += 1)}`);
    const call = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      jsonCall(api, who, method, url, payload);

    async function family() {
      const [blocker, blocked, other] = [await person(), await person(), await person()];
      const { chnSn } = await channelWithMembers(api, blocker, [blocked, other]);
      return { blocker, blocked, other, chnSn };
    }
    async function post(author: Person, chnSn: number, feedCn: string): Promise<number> {
      const response = await call(author, 'POST', '/api/feed', {
        chnSnList: [chnSn],
        feedTitle: null,
        feedCn,
        feedBgCode: null,
        imageIdList: [],
      });
      expect(response.statusCode).toBe(201);
      return response.json<FeedPage>().feedList[0]!.feedSn;
    }
    async function comment(who: Person, url: string, comtCn: string, upperComtSn: number | null = null) {
      const response = await call(who, 'POST', `${url}/comt`, { comtCn, upperComtSn });
      expect(response.statusCode).toBe(201);
      return response.json<FeedComment>();
    }
    const feedTexts = async (who: Person) =>
      (await call(who, 'GET', '/api/feed?rows=50'))
        .json<FeedPage>()
        .feedList.flatMap((item) => (item.feedCn === null ? [] : [item.feedCn]));
    const block = (who: Person, target: Person) =>
      call(who, 'POST', '/api/user/block', { userId: target.userId });
    const unblock = (who: Person, target: Person) =>
      call(who, 'DELETE', `/api/user/block?userId=${encodeURIComponent(target.userId)}`);
    const notified = async (who: Person, kind: string) =>
      (
        await api.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND kind = $2',
          [who.userId, kind],
        )
      )[0]!.count;
    const resource = (who: Person, body: Record<string, unknown>) =>
      call(who, 'POST', '/api/user/block/resource', body);

    it("takes a blocked person's posts out of the blocker's feed and detail, for the blocker only; unblocking restores them", async () => {
      const { blocker, blocked, other, chnSn } = await family();
      const feedSn = await post(blocked, chnSn, '차단될 사람의 글');
      await post(other, chnSn, '다른 가족의 글');

      const answer = await block(blocker, blocked);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<BlockList>().blockList).toEqual([
        { userId: blocked.userId, userNm: '박서연', blockDt: expect.stringMatching(/Z$/) },
      ]);
      expect(await feedTexts(blocker)).toEqual(['다른 가족의 글']);
      expect((await call(blocker, 'GET', `/api/feed/${feedSn}/${chnSn}`)).statusCode).toBe(404);
      expect(await feedTexts(other)).toEqual(['다른 가족의 글', '차단될 사람의 글']);
      // The blocked person is not told: their own feed is as before.
      expect(await feedTexts(blocked)).toEqual(['다른 가족의 글', '차단될 사람의 글']);

      expect((await unblock(blocker, blocked)).json<BlockList>().blockList).toEqual([]);
      expect(await feedTexts(blocker)).toEqual(['다른 가족의 글', '차단될 사람의 글']);
    });

    it("leaves a blocked person's comments (with their replies) and likes out of the lists and the counts", async () => {
      const { blocker, blocked, other, chnSn } = await family();
      const url = `/api/feed/${await post(other, chnSn, '가족의 글')}/${chnSn}`;
      const theirs = await comment(blocked, url, '차단될 사람의 댓글');
      await comment(other, url, '그 댓글의 답글', theirs.comtSn);
      await comment(other, url, '다른 댓글');
      for (const liker of [blocked, other, blocker])
        expect((await call(liker, 'PUT', `${url}/like`, { likeAt: 'Y' })).statusCode).toBe(200);

      await block(blocker, blocked);
      const comments = (await call(blocker, 'GET', `${url}/comt`)).json<FeedCommentList>().comtList;
      expect(comments.map((item) => item.comtCn)).toEqual(['다른 댓글']);
      const seen = (await call(blocker, 'GET', url)).json<FeedPost>();
      expect([seen.comtCnt, seen.likeCnt]).toEqual([1, 2]);
      const likers = (await call(blocker, 'GET', `${url}/like/users`)).json<LikeUserList>().likeUserList;
      expect(likers.map((item) => item.userId).sort()).toEqual([blocker.userId, other.userId].sort());
      // Unliking answers the count the blocker sees.
      expect((await call(blocker, 'PUT', `${url}/like`, { likeAt: 'N' })).json()).toEqual({
        likeAt: 'N',
        likeCnt: 1,
      });
      const asOther = (await call(other, 'GET', url)).json<FeedPost>();
      expect([asOther.comtCnt, asOther.likeCnt]).toEqual([3, 2]);

      await unblock(blocker, blocked);
      expect((await call(blocker, 'GET', `${url}/comt`)).json<FeedCommentList>().comtList).toHaveLength(3);
    });

    it('stores no notification of a blocked person’s posts, comments and likes for the blocker', async () => {
      const { blocker, blocked, other, chnSn } = await family();
      await block(blocker, blocked);
      const before = await notified(blocker, '0008');
      await post(blocked, chnSn, '새 글');
      expect(await notified(blocker, '0008')).toBe(before);
      await post(other, chnSn, '다른 새 글');
      expect(await notified(blocker, '0008')).toBe(before + 1);

      const url = `/api/feed/${await post(blocker, chnSn, '내 글')}/${chnSn}`;
      await comment(blocked, url, '댓글');
      await call(blocked, 'PUT', `${url}/like`, { likeAt: 'Y' });
      expect([await notified(blocker, '0005'), await notified(blocker, '0007')]).toEqual([0, 0]);
      await comment(other, url, '다른 댓글');
      expect(await notified(blocker, '0005')).toBe(1);
    });

    it('answers a blocked person’s invitation as any other, but it never reaches the blocker until unblocked', async () => {
      const [blocker, blocked] = [await person(), await person()];
      await block(blocker, blocked);
      const channel = await makeChannel(api, blocked, [blocker]);
      const participants = await channelCall(api, blocked, 'GET', `/${channel.chnSn}/prtcpnt`);
      expect(participants.statusCode).toBe(200);
      expect(JSON.stringify(participants.json())).toContain('0001');
      const waiting = async () =>
        (await channelCall(api, blocker, 'GET', '/prtcpnt/wait')).json<WaitingInvitationList>().waitList;
      expect(await waiting()).toEqual([]);
      expect(await notified(blocker, '0003')).toBe(0);

      await unblock(blocker, blocked);
      expect((await waiting()).map((item) => item.chnSn)).toEqual([channel.chnSn]);
    });

    it('refuses to block oneself (M1177) or an unknown account (M1178), and blocks twice as once', async () => {
      const [me, them] = [await person(), await person()];
      expect(codeOf(await block(me, me))).toBe('M1177');
      const unknown = await call(me, 'POST', '/api/user/block', { userId: 'nobodyhere' });
      expect([unknown.statusCode, codeOf(unknown)]).toEqual([404, 'M1178']);
      await block(me, them);
      const again = await call(me, 'PUT', '/api/user/block', { userId: them.userId });
      expect(again.json<BlockList>().blockList).toHaveLength(1);
      expect((await call(me, 'GET', '/api/user/block')).json<BlockList>().blockList).toHaveLength(1);
    });

    it('hides a post or a comment (and its replies) for the person who hid it only', async () => {
      const { blocker: me, other, blocked: third, chnSn } = await family();
      const feedSn = await post(other, chnSn, '숨길 글');
      const url = `/api/feed/${feedSn}/${chnSn}`;
      const hiddenComment = await comment(other, url, '숨길 댓글');
      await comment(third, url, '숨길 댓글의 답글', hiddenComment.comtSn);
      await comment(third, url, '남을 댓글');

      const hid = await resource(me, { feedSn, chnSn, comtSn: hiddenComment.comtSn, action: 'hide' });
      expect(hid.statusCode).toBe(200);
      expect(
        (await call(me, 'GET', `${url}/comt`)).json<FeedCommentList>().comtList.map((c) => c.comtCn),
      ).toEqual(['남을 댓글']);
      expect((await call(me, 'GET', url)).json<FeedPost>().comtCnt).toBe(1);
      expect((await call(third, 'GET', `${url}/comt`)).json<FeedCommentList>().comtList).toHaveLength(3);

      expect((await resource(me, { feedSn, chnSn, comtSn: null, action: 'hide' })).statusCode).toBe(200);
      expect(await feedTexts(me)).not.toContain('숨길 글');
      expect(await feedTexts(third)).toContain('숨길 글');
    });

    it('keeps one report per person and item, with its reason, for the operator, and hides it for the reporter', async () => {
      const { blocker: me, other, chnSn } = await family();
      const feedSn = await post(other, chnSn, '신고할 글');
      const report = {
        feedSn,
        chnSn,
        comtSn: null,
        action: 'report',
        reasonCode: 'other',
        reasonText: ' 광고예요 ',
      };
      expect((await resource(me, report)).statusCode).toBe(200);
      const again = await resource(me, { ...report, reasonCode: 'spam' });
      expect([again.statusCode, codeOf(again)]).toEqual([409, 'M1176']);
      const stored = await api.db.query(
        `SELECT reporter_user_id, reported_user_id, reason_code, reason_text, comt_sn FROM content_reports
        WHERE feed_sn = $1`,
        [feedSn],
      );
      expect(stored).toEqual([
        {
          reporter_user_id: me.userId,
          reported_user_id: other.userId,
          reason_code: 'other',
          reason_text: '광고예요',
          comt_sn: null,
        },
      ]);
      expect(await feedTexts(me)).not.toContain('신고할 글');
      expect(await feedTexts(other)).toContain('신고할 글');
    });

    it('asks a report for its reason (M0166) and refuses to hide or report one’s own item (M1179) or one out of sight (M0044)', async () => {
      const { blocker: me, other, blocked, chnSn } = await family();
      const feedSn = await post(other, chnSn, '글');
      const noReason = await resource(me, { feedSn, chnSn, comtSn: null, action: 'report' });
      expect([noReason.statusCode, codeOf(noReason)]).toEqual([400, 'M0166']);
      const otherWithoutText = await resource(me, {
        feedSn,
        chnSn,
        comtSn: null,
        action: 'report',
        reasonCode: 'other',
        reasonText: '  ',
      });
      expect(codeOf(otherWithoutText)).toBe('M0166');
      const mine = await post(me, chnSn, '내 글');
      const own = await resource(me, { feedSn: mine, chnSn, comtSn: null, action: 'hide' });
      expect([own.statusCode, codeOf(own)]).toEqual([400, 'M1179']);
      const theirs = await comment(blocked, `/api/feed/${feedSn}/${chnSn}`, '댓글');
      await block(me, blocked);
      const outOfSight = await resource(me, { feedSn, chnSn, comtSn: theirs.comtSn, action: 'hide' });
      expect([outOfSight.statusCode, codeOf(outOfSight)]).toEqual([404, 'M0044']);
      const stranger = await person();
      const notMember = await resource(stranger, { feedSn, chnSn, comtSn: null, action: 'hide' });
      expect([notMember.statusCode, codeOf(notMember)]).toEqual([404, 'M0044']);
    });
  },
);
