// Invitations, joining, refusing, excluding, handing over and leaving (spec sections 4 and 6), on both databases.
import type {
  Channel,
  ChannelList,
  InvitationResult,
  InviteCheckList,
  ParticipantList,
  WaitingInvitationList,
} from 'shared-kernel/isomorphic';
import { jsonCall } from '../../../test-support/json-call';
import { addTestUser, logIn, openTestApp, withdraw, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import {
  addPerson,
  answerInvitation,
  channelCall,
  channelInput,
  channelWithMembers,
  codeOf,
  freshNumber,
  makeChannel,
  notificationsOf,
  type Person,
} from '../../../test-support/channels';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'channel participants (%s)',
  (_name, kind) => {
    let api: TestApp;
    let serial = 0;
    const person = () => {
      serial += 1;
      return addPerson(api, `prtcpnt${serial}`);
    };

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const participants = async (viewer: Person, chnSn: number) =>
      (await channelCall(api, viewer, 'GET', `/${chnSn}/prtcpnt`)).json<ParticipantList>().prtcpntList;

    it('an account holder invited by number is notified (0003), sees the invitation and joins; members get 0004 and the feed a system message', async () => {
      const [manager, member, invitee] = await Promise.all([person(), person(), person()]);
      const channel = await channelWithMembers(api, manager, [member]);
      const invited = await channelCall(api, manager, 'POST', '/prtcpnt', {
        chnSn: channel.chnSn,
        invitePhoneList: [invitee.mphonNo.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3')],
        inviteMssage: '어서 와',
      });
      expect(invited.statusCode).toBe(201);
      // The inviter is not told that the number has an account, nor whose it is.
      expect(invited.json<InvitationResult>()).toEqual({
        prtcpntList: [
          expect.objectContaining({
            userId: null,
            userNm: null,
            mphonNo: invitee.mphonNo,
            prtcpntSttusCode: '0001',
          }),
        ],
        notTextedList: [],
      });
      expect(await notificationsOf(api, invitee, '0003')).toEqual([
        { params: { userNm: '박서연', chnNm: '우리 가족' }, link: '/main/feed' },
      ]);
      const waiting = (await channelCall(api, invitee, 'GET', '/prtcpnt/wait')).json<WaitingInvitationList>();
      expect(waiting.waitList).toEqual([
        expect.objectContaining({
          chnSn: channel.chnSn,
          chnNm: '우리 가족',
          inviterNm: '박서연',
          inviteMssage: '어서 와',
          prtcpntCnt: 2,
          reqLifelogList: [],
          chnImage: expect.objectContaining({
            url: expect.stringMatching(/^\/api\/files\/images\/[0-9a-f-]{36}$/),
          }),
        }),
      ]);

      const joined = await answerInvitation(api, invitee, channel.chnSn);
      expect(joined.statusCode).toBe(200);
      expect(joined.json<Channel>()).toEqual(
        expect.objectContaining({ chnSn: channel.chnSn, mngrAt: 'N', prtcpntCnt: 3, chnTypeCode: '0002' }),
      );
      for (const other of [manager, member])
        expect(await notificationsOf(api, other, '0004')).toContainEqual({
          params: { userNm: '박서연', chnNm: '우리 가족' },
          link: `/main/feed?chnSn=${channel.chnSn}`,
        });
      expect(await notificationsOf(api, invitee, '0004')).toEqual([]);
      const posts = await api.db.query<{ act_code: string; act_data: unknown; user_id: string | null }>(
        `SELECT f.act_code, f.act_data, f.user_id FROM channel_feeds cf JOIN feeds f ON f.feed_sn = cf.feed_sn
        WHERE cf.chn_sn = $1 ORDER BY f.feed_sn`,
        [channel.chnSn],
      );
      expect(posts).toHaveLength(2);
      expect(posts[1]).toEqual({
        act_code: '0009',
        act_data: { actCode: '0009', messageKey: 'joined', userNm: '박서연' },
        user_id: null,
      });
      expect(
        (await channelCall(api, invitee, 'GET', '/prtcpnt/wait')).json<WaitingInvitationList>().waitList,
      ).toEqual([]);
    });

    it('a number without an account gets the invitation text in the dev outbox; signing up with it shows the invitation, which can be accepted', async () => {
      const manager = await person();
      const number = freshNumber();
      const channel = await makeChannel(api, manager, [], { invitePhoneList: [number], chnNm: '할머니네' });
      const outbox = await jsonCall(api, null, 'GET', `/api/dev/sms-outbox?mobilePhone=${number}`);
      expect(outbox.json<{ messages: unknown[] }>().messages).toEqual([
        expect.objectContaining({
          mobilePhone: number,
          authCode: null,
          text: expect.stringMatching(
            /^\[가족건강\] 박서연님이 초대했어요 http:\/\/localhost:8080\/register\?invite=[A-Za-z0-9_-]{12}$/,
          ),
        }),
      ]);
      const [waitingRow] = await participants(manager, channel.chnSn).then((list) =>
        list.filter((item) => item.prtcpntSttusCode === '0001'),
      );
      expect(waitingRow).toEqual(expect.objectContaining({ userId: null, userNm: null, mphonNo: number }));

      await addTestUser(api.db, 'prtcpntnewcomer', number);
      const newcomer: Person = {
        userId: 'prtcpntnewcomer',
        mphonNo: number,
        token: (await logIn(api.app, 'prtcpntnewcomer')).access_token,
      };
      const waiting = (
        await channelCall(api, newcomer, 'GET', '/prtcpnt/wait')
      ).json<WaitingInvitationList>();
      expect(waiting.waitList).toEqual([
        expect.objectContaining({ chnSn: channel.chnSn, chnNm: '할머니네' }),
      ]);
      expect((await answerInvitation(api, newcomer, channel.chnSn)).statusCode).toBe(200);
      const list = (await channelCall(api, newcomer, 'GET', '')).json<ChannelList>().chnList;
      expect(list.map((item) => item.chnTypeCode)).toEqual(['0001', '0002']);
      expect(await notificationsOf(api, manager, '0004')).toHaveLength(1);
    });

    it('the participant list names an account only once its person joins: a waiting or refused invitation shows the number alone (issue 34)', async () => {
      const [manager, invitee, refuser] = await Promise.all([person(), person(), person()]);
      const channel = await makeChannel(api, manager, [invitee, refuser]);
      const namesOf = async () =>
        (await participants(manager, channel.chnSn)).map(({ prtcpntSttusCode, userId, userNm }) => ({
          prtcpntSttusCode,
          named: userId !== null || userNm !== null,
        }));
      expect(await namesOf()).toEqual([
        { prtcpntSttusCode: '0002', named: true },
        { prtcpntSttusCode: '0001', named: false },
        { prtcpntSttusCode: '0001', named: false },
      ]);
      const waitOf = async (who: Person) =>
        (await channelCall(api, who, 'GET', '/prtcpnt/wait')).json<WaitingInvitationList>().waitList[0];
      const refused = await waitOf(refuser);
      await channelCall(api, refuser, 'PUT', `/prtcpnt/${refused?.prtcpntSn ?? 0}/reject`);
      expect((await answerInvitation(api, invitee, channel.chnSn)).statusCode).toBe(200);
      expect(await namesOf()).toEqual([
        { prtcpntSttusCode: '0002', named: true },
        { prtcpntSttusCode: '0002', named: true },
        { prtcpntSttusCode: '0003', named: false },
      ]);
    });

    it('refusing keeps the row as 0003; answering again is M1114; another person’s invitation is 404 M0105', async () => {
      const [manager, invitee, stranger] = await Promise.all([person(), person(), person()]);
      const channel = await makeChannel(api, manager, [invitee]);
      const [invitation] = (
        await channelCall(api, invitee, 'GET', '/prtcpnt/wait')
      ).json<WaitingInvitationList>().waitList;
      if (!invitation) throw new Error('no invitation');
      const strangers = await channelCall(api, stranger, 'PUT', `/prtcpnt/${invitation.prtcpntSn}/accept`);
      expect([strangers.statusCode, codeOf(strangers)]).toEqual([404, 'M0105']);
      expect(
        (await channelCall(api, invitee, 'PUT', `/prtcpnt/${invitation.prtcpntSn}/reject`)).statusCode,
      ).toBe(200);
      expect((await participants(manager, channel.chnSn)).map((item) => item.prtcpntSttusCode)).toEqual([
        '0002',
        '0003',
      ]);
      for (const answer of ['accept', 'reject']) {
        const again = await channelCall(api, invitee, 'PUT', `/prtcpnt/${invitation.prtcpntSn}/${answer}`);
        expect([again.statusCode, codeOf(again)]).toEqual([409, 'M1114']);
      }
      // Refused: may be invited again.
      const reinvited = await channelCall(api, manager, 'POST', '/prtcpnt', {
        chnSn: channel.chnSn,
        invitePhoneList: [invitee.mphonNo],
        inviteMssage: '',
      });
      expect(reinvited.statusCode).toBe(201);
    });

    it('an invitation to a channel closed since is M1114 and no longer waits', async () => {
      const [manager, invitee] = await Promise.all([person(), person()]);
      const channel = await makeChannel(api, manager, [invitee]);
      const [invitation] = (
        await channelCall(api, invitee, 'GET', '/prtcpnt/wait')
      ).json<WaitingInvitationList>().waitList;
      expect((await channelCall(api, manager, 'PUT', `/${channel.chnSn}/close`)).statusCode).toBe(200);
      expect(
        (await channelCall(api, invitee, 'GET', '/prtcpnt/wait')).json<WaitingInvitationList>().waitList,
      ).toEqual([]);
      const late = await channelCall(api, invitee, 'PUT', `/prtcpnt/${invitation?.prtcpntSn}/accept`);
      expect([late.statusCode, codeOf(late)]).toEqual([409, 'M1114']);
    });

    it('invitation limits: own number M1112, already invited or member M1111, over 30 M1113, bad number M0144, none M0019', async () => {
      const [manager, member, invitee] = await Promise.all([person(), person(), person()]);
      const channel = await channelWithMembers(api, manager, [member]);
      const inviteAs = (who: Person, invitePhoneList: unknown) =>
        channelCall(api, who, 'POST', '/prtcpnt', {
          chnSn: channel.chnSn,
          invitePhoneList,
          inviteMssage: '',
        });
      const refusal = async (who: Person, list: unknown) => {
        const response = await inviteAs(who, list);
        return [response.statusCode, codeOf(response)];
      };
      expect(await refusal(manager, [manager.mphonNo])).toEqual([400, 'M1112']);
      expect(await refusal(manager, [member.mphonNo])).toEqual([409, 'M1111']);
      expect((await inviteAs(manager, [invitee.mphonNo, invitee.mphonNo])).statusCode).toBe(201);
      expect(await refusal(manager, [invitee.mphonNo])).toEqual([409, 'M1111']);
      expect(await refusal(manager, ['0212345678'])).toEqual([400, 'M0144']);
      expect(await refusal(manager, [])).toEqual([400, 'M0019']);
      // 3 taken: 27 more fit, 28 do not.
      const numbers = Array.from({ length: 28 }, () => freshNumber());
      expect((await inviteAs(manager, numbers.slice(0, 20))).statusCode).toBe(201);
      const before = await participants(manager, channel.chnSn);
      expect(before).toHaveLength(23);
      expect(await refusal(manager, numbers.slice(20, 28))).toEqual([409, 'M1113']);
      expect(await participants(manager, channel.chnSn)).toHaveLength(23);
      expect((await inviteAs(manager, numbers.slice(20, 27))).statusCode).toBe(201);
      expect(await participants(manager, channel.chnSn)).toHaveLength(30);
    });

    it('who may invite: the manager; a member only when posInvtAt is Y (else 403 M0105); a stranger 404 M0105; my channel 409 M1115', async () => {
      const [manager, member, stranger, other] = await Promise.all([person(), person(), person(), person()]);
      const closedToMembers = await channelWithMembers(api, manager, [member]);
      const open = await makeChannel(api, manager, [member], { posInvtAt: 'Y' });
      await answerInvitation(api, member, open.chnSn);
      const invite = (who: Person, chnSn: number) =>
        channelCall(api, who, 'POST', '/prtcpnt', {
          chnSn,
          invitePhoneList: [freshNumber()],
          inviteMssage: '',
        });
      const member403 = await invite(member, closedToMembers.chnSn);
      expect([member403.statusCode, codeOf(member403)]).toEqual([403, 'M0105']);
      expect((await invite(member, open.chnSn)).statusCode).toBe(201);
      const stranger404 = await invite(stranger, open.chnSn);
      expect([stranger404.statusCode, codeOf(stranger404)]).toEqual([404, 'M0105']);
      const [mine] = (await channelCall(api, other, 'GET', '')).json<ChannelList>().chnList;
      const myChannel = await invite(other, mine?.chnSn ?? 0);
      expect([myChannel.statusCode, codeOf(myChannel)]).toEqual([409, 'M1115']);
    });

    it('a person in 20 family channels cannot join or make another (M1119)', async () => {
      const [busy, manager] = await Promise.all([person(), person()]);
      for (let index = 0; index < 19; index += 1)
        await makeChannel(api, busy, [], { invitePhoneList: [freshNumber()] });
      const channel = await makeChannel(api, manager, [busy]);
      const extra = await makeChannel(api, manager, [busy]);
      expect((await answerInvitation(api, busy, channel.chnSn)).statusCode).toBe(200);
      const full = await answerInvitation(api, busy, extra.chnSn);
      expect([full.statusCode, codeOf(full)]).toEqual([409, 'M1119']);
      const made = await channelCall(api, busy, 'POST', '', await channelInput(api, busy, [freshNumber()]));
      expect([made.statusCode, codeOf(made)]).toEqual([409, 'M1119']);
    });

    it('numbers are masked for members who are not the manager, except their own', async () => {
      const [manager, member] = await Promise.all([person(), person()]);
      const channel = await channelWithMembers(api, manager, [member]);
      const seen = await participants(member, channel.chnSn);
      expect(seen.map((item) => [item.userId, item.mphonNo, item.mngrAt])).toEqual([
        [manager.userId, `${manager.mphonNo.slice(0, 3)}-****-${manager.mphonNo.slice(7)}`, 'Y'],
        [member.userId, member.mphonNo, 'N'],
      ]);
      expect((await participants(manager, channel.chnSn)).map((item) => item.mphonNo)).toEqual([
        manager.mphonNo,
        member.mphonNo,
      ]);
    });

    it('checking tells which numbers may be invited (M1112 one’s own, M1111 in the channel or invited), never which have an account; a stranger’s channel is 404', async () => {
      const [manager, member, stranger] = await Promise.all([person(), person(), person()]);
      const channel = await channelWithMembers(api, manager, [member]);
      const nobody = freshNumber();
      const check = await channelCall(api, manager, 'POST', '/prtcpnt/checking', {
        chnSn: channel.chnSn,
        mphonNoList: [member.mphonNo, stranger.mphonNo, nobody, nobody, manager.mphonNo],
      });
      expect(check.json<InviteCheckList>().checkList).toEqual([
        { mphonNo: member.mphonNo, inviteAt: 'N', reason: 'M1111' },
        { mphonNo: stranger.mphonNo, inviteAt: 'Y', reason: null },
        { mphonNo: nobody, inviteAt: 'Y', reason: null },
        { mphonNo: manager.mphonNo, inviteAt: 'N', reason: 'M1112' },
      ]);
      const withoutChannel = await channelCall(api, stranger, 'POST', '/prtcpnt/checking', {
        chnSn: null,
        mphonNoList: [member.mphonNo, stranger.mphonNo],
      });
      expect(withoutChannel.json<InviteCheckList>().checkList).toEqual([
        { mphonNo: member.mphonNo, inviteAt: 'Y', reason: null },
        { mphonNo: stranger.mphonNo, inviteAt: 'N', reason: 'M1112' },
      ]);
      const foreign = await channelCall(api, stranger, 'POST', '/prtcpnt/checking', {
        chnSn: channel.chnSn,
        mphonNoList: [member.mphonNo],
      });
      expect([foreign.statusCode, codeOf(foreign)]).toEqual([404, 'M0105']);
    });

    it('exclusion (manager only) removes access at once and notifies the person (0011); the manager cannot exclude themself', async () => {
      const [manager, member, other] = await Promise.all([person(), person(), person()]);
      const channel = await channelWithMembers(api, manager, [member, other]);
      const list = await participants(manager, channel.chnSn);
      const prtcpntSnOf = (who: Person) => list.find((item) => item.userId === who.userId)?.prtcpntSn;
      const byMember = await channelCall(api, member, 'PUT', `/${channel.chnSn}/prtcpnt/except`, {
        prtcpntSn: prtcpntSnOf(other),
      });
      expect([byMember.statusCode, codeOf(byMember)]).toEqual([403, 'M0105']);
      const self = await channelCall(api, manager, 'PUT', `/${channel.chnSn}/prtcpnt/except`, {
        prtcpntSn: prtcpntSnOf(manager),
      });
      expect([self.statusCode, codeOf(self)]).toEqual([400, 'M0187']);
      const excluded = await channelCall(api, manager, 'PUT', `/${channel.chnSn}/prtcpnt/except`, {
        prtcpntSn: prtcpntSnOf(member),
      });
      expect(excluded.statusCode).toBe(200);
      expect(await notificationsOf(api, member, '0011')).toEqual([
        { params: { chnNm: '우리 가족' }, link: null },
      ]);
      const after = await channelCall(api, member, 'GET', `/${channel.chnSn}/prtcpnt`);
      expect([after.statusCode, codeOf(after)]).toEqual([404, 'M0105']);
      const feed = await jsonCall(api, member, 'GET', `/api/channel/${channel.chnSn}/act/info`);
      expect(feed.statusCode).toBe(404);
      expect((await channelCall(api, member, 'GET', '')).json<ChannelList>().chnList).toHaveLength(1);
      const gone = await channelCall(api, manager, 'PUT', `/${channel.chnSn}/prtcpnt/except`, {
        prtcpntSn: prtcpntSnOf(member),
      });
      expect([gone.statusCode, codeOf(gone)]).toEqual([404, 'M0105']);
    });

    it('delegation makes another member the manager (0012); the old manager loses the manager calls', async () => {
      const [manager, member, invitee] = await Promise.all([person(), person(), person()]);
      const channel = await channelWithMembers(api, manager, [member]);
      await channelCall(api, manager, 'POST', '/prtcpnt', {
        chnSn: channel.chnSn,
        invitePhoneList: [invitee.mphonNo],
        inviteMssage: '',
      });
      const list = await participants(manager, channel.chnSn);
      const memberSn = list.find((item) => item.userId === member.userId)?.prtcpntSn;
      // A waiting invitation is not named (issue 34): it is the one row waiting.
      const waitingSn = list.find((item) => item.prtcpntSttusCode === '0001')?.prtcpntSn;
      const toWaiting = await channelCall(api, manager, 'POST', `/${channel.chnSn}/manager/delegate`, {
        prtcpntSn: waitingSn,
      });
      expect([toWaiting.statusCode, codeOf(toWaiting)]).toEqual([404, 'M0105']);
      const byMember = await channelCall(api, member, 'POST', `/${channel.chnSn}/manager/delegate`, {
        prtcpntSn: memberSn,
      });
      expect([byMember.statusCode, codeOf(byMember)]).toEqual([403, 'M0105']);
      expect(
        (
          await channelCall(api, manager, 'POST', `/${channel.chnSn}/manager/delegate`, {
            prtcpntSn: memberSn,
          })
        ).statusCode,
      ).toBe(200);
      expect(await notificationsOf(api, member, '0012')).toEqual([
        { params: { chnNm: '우리 가족' }, link: `/chnSetting?chnSn=${channel.chnSn}` },
      ]);
      const oldManager = await channelCall(api, manager, 'PUT', `/${channel.chnSn}/close`);
      expect([oldManager.statusCode, codeOf(oldManager)]).toEqual([403, 'M0105']);
      expect((await participants(member, channel.chnSn)).map((item) => [item.userId, item.mngrAt])).toEqual([
        [member.userId, 'Y'],
        [manager.userId, 'N'],
        [null, 'N'],
      ]);
    });

    it('leaving: the manager with others must delegate (M1110); a member leaves at once; the last one closes the channel; my channel M1115', async () => {
      const [manager, member] = await Promise.all([person(), person()]);
      const channel = await channelWithMembers(api, manager, [member]);
      const managerLeaves = await channelCall(api, manager, 'PUT', `/${channel.chnSn}/prtcpnt/secsn`);
      expect([managerLeaves.statusCode, codeOf(managerLeaves)]).toEqual([409, 'M1110']);
      expect((await channelCall(api, member, 'PUT', `/${channel.chnSn}/prtcpnt/secsn`)).statusCode).toBe(200);
      expect((await channelCall(api, member, 'GET', `/${channel.chnSn}/prtcpnt`)).statusCode).toBe(404);
      const [left] = await api.db.query(
        `SELECT f.act_data FROM channel_feeds cf JOIN feeds f ON f.feed_sn = cf.feed_sn
        WHERE cf.chn_sn = $1 ORDER BY f.feed_sn DESC LIMIT 1`,
        [channel.chnSn],
      );
      expect(left).toEqual({ act_data: { actCode: '0009', messageKey: 'left', userNm: '박서연' } });
      expect((await channelCall(api, manager, 'PUT', `/${channel.chnSn}/prtcpnt/secsn`)).statusCode).toBe(
        200,
      );
      const [closed] = await api.db.query<{ closed: boolean }>(
        'SELECT closed_at IS NOT NULL AS closed FROM channels WHERE chn_sn = $1',
        [channel.chnSn],
      );
      expect(closed).toEqual({ closed: true });
      const [mine] = (await channelCall(api, manager, 'GET', '')).json<ChannelList>().chnList;
      const own = await channelCall(api, manager, 'PUT', `/${mine?.chnSn}/prtcpnt/secsn`);
      expect([own.statusCode, codeOf(own)]).toEqual([409, 'M1115']);
    });

    it('withdrawal leaves every channel in the same transaction: the longest-standing member becomes manager (0012), an empty channel closes', async () => {
      const [leaving, first, second] = await Promise.all([person(), person(), person()]);
      const shared = await channelWithMembers(api, leaving, [first, second]);
      const alone = await makeChannel(api, leaving, [first]);
      await withdraw(api.app, leaving.token);
      expect((await participants(first, shared.chnSn)).map((item) => [item.userId, item.mngrAt])).toEqual([
        [first.userId, 'Y'],
        [second.userId, 'N'],
      ]);
      expect(await notificationsOf(api, first, '0012')).toHaveLength(1);
      const states = await api.db.query<{ chn_sn: number; closed: boolean }>(
        'SELECT chn_sn, closed_at IS NOT NULL AS closed FROM channels WHERE chn_sn = ANY ($1::int[]) ORDER BY chn_sn',
        [[shared.chnSn, alone.chnSn]],
      );
      expect(states).toEqual([
        { chn_sn: shared.chnSn, closed: false },
        { chn_sn: alone.chnSn, closed: true },
      ]);
      const rows = await api.db.query('SELECT 1 FROM channel_participants WHERE user_id = $1', [
        leaving.userId,
      ]);
      expect(rows).toEqual([]);
      expect(
        (await channelCall(api, first, 'GET', '/prtcpnt/wait')).json<WaitingInvitationList>().waitList,
      ).toEqual([]);
    });
  },
);
