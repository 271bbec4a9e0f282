// The channel calls of /api/channel (not the participants'), act/history and noti/chn, on both databases.
import type {
  ActivityHistory,
  Channel,
  ChannelActivityInfo,
  ChannelBasicInfo,
  ChannelList,
  ChannelShareItems,
  ShareItemCodeList,
} from 'shared-kernel/isomorphic';
import { jsonCall } from '../../../test-support/json-call';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import {
  addImage,
  addPerson,
  channelCall,
  channelInput,
  channelWithMembers,
  codeOf,
  freshNumber,
  notificationsOf,
  type Person,
} from '../../../test-support/channels';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'channel calls (%s)',
  (_name, kind) => {
    let api: TestApp;
    let serial = 0;
    const person = () => {
      serial += 1;
      return addPerson(api, `chnroute${serial}`);
    };
    const refusal = async (response: Promise<{ statusCode: number; json: <T>() => T }>) => {
      const answered = await response;
      return [answered.statusCode, answered.json<{ code: string; field?: string }>().code];
    };

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    it('every account has its own channel, listed first; family channels follow, last joined first', async () => {
      const [manager, member] = await Promise.all([person(), person()]);
      const older = await channelWithMembers(api, manager, [member]);
      const newer = await channelWithMembers(api, manager, [member]);
      const list = (await channelCall(api, member, 'GET', '')).json<ChannelList>().chnList;
      expect(list.map((channel) => [channel.chnTypeCode, channel.mngrAt])).toEqual([
        ['0001', 'Y'],
        ['0002', 'N'],
        ['0002', 'N'],
      ]);
      expect(list.slice(1).map((channel) => channel.chnSn)).toEqual([newer.chnSn, older.chnSn]);
      const [myChannel] = await api.db.query<{ my_chn_sn: number }>(
        'SELECT my_chn_sn FROM users WHERE user_id = $1',
        [member.userId],
      );
      expect(list[0]?.chnSn).toBe(myChannel?.my_chn_sn);
      expect(list[1]).toEqual(
        expect.objectContaining({
          prtcpntCnt: 2,
          feedCnt: 1,
          newFeedCnt: 1,
          chnBgImage: null,
          posInvtAt: 'N',
        }),
      );
    });

    it('creating answers 201 with the caller as manager and the images as StoredImage; the images must be the caller’s own of the right purpose', async () => {
      const [manager, other] = await Promise.all([person(), person()]);
      const background = await addImage(api, manager, 'channelBackground');
      const input = await channelInput(api, manager, [freshNumber()], {
        chnBgImageId: background,
        posInvtAt: 'Y',
      });
      const created = await channelCall(api, manager, 'POST', '', input);
      expect(created.statusCode).toBe(201);
      expect(created.json<Channel>()).toEqual(
        expect.objectContaining({
          chnTypeCode: '0002',
          chnNm: '우리 가족',
          mngrAt: 'Y',
          posInvtAt: 'Y',
          prtcpntCnt: 1,
          chnImage: {
            imageId: input.chnImageId,
            url: `/api/files/images/${input.chnImageId}`,
            width: 320,
            height: 240,
          },
          chnBgImage: expect.objectContaining({ imageId: background }),
        }),
      );
      const count = async () => (await api.db.query('SELECT chn_sn FROM channels')).length;
      const before = await count();
      const othersImage = await addImage(api, other, 'channelProfile');
      const boardImage = await addImage(api, manager, 'board');
      const cases: [Partial<typeof input>, number, string][] = [
        [{ chnImageId: othersImage }, 400, 'M0014'],
        [{ chnImageId: boardImage }, 400, 'M0014'],
        [{ chnImageId: background }, 400, 'M0014'],
        [{ chnBgImageId: input.chnImageId }, 400, 'M0017'],
        [{ chnBgImageId: othersImage }, 400, 'M0017'],
        [{ chnNm: '' }, 400, 'M0013'],
        [{ chnNm: '가'.repeat(26) }, 400, 'M0015'],
        [{ invitePhoneList: [] }, 400, 'M0019'],
        [{ invitePhoneList: ['12345'] }, 400, 'M0144'],
        [{ invitePhoneList: [manager.mphonNo] }, 400, 'M1112'],
      ];
      for (const [change, status, code] of cases)
        expect([
          change,
          ...(await refusal(channelCall(api, manager, 'POST', '', { ...input, ...change }))),
        ]).toEqual([change, status, code]);
      const missingImage = await channelCall(api, manager, 'POST', '', { ...input, chnImageId: undefined });
      expect(codeOf(missingImage)).toBe('M0014');
      expect(await count()).toBe(before);
    });

    it('basicInfo: members read it, only the manager changes it (403 M0105), strangers 404 M0105, my channel M1115', async () => {
      const [manager, member, stranger] = await Promise.all([person(), person(), person()]);
      const channel = await channelWithMembers(api, manager, [member]);
      const path = `/${channel.chnSn}/basicInfo`;
      const info = (await channelCall(api, member, 'GET', path)).json<ChannelBasicInfo>();
      expect(info).toEqual({
        chnNm: '우리 가족',
        chnImageId: channel.chnImage?.imageId,
        chnBgImageId: null,
        inviteMssage: '함께해요',
        posInvtAt: 'N',
      });
      const change: ChannelBasicInfo = { ...info, chnNm: '새 이름', posInvtAt: 'Y' };
      expect(await refusal(channelCall(api, member, 'PUT', path, change))).toEqual([403, 'M0105']);
      expect(await refusal(channelCall(api, stranger, 'PUT', path, change))).toEqual([404, 'M0105']);
      expect(await refusal(channelCall(api, stranger, 'GET', path))).toEqual([404, 'M0105']);
      const changed = await channelCall(api, manager, 'PUT', path, change);
      expect(changed.json()).toEqual(change);
      // The image the channel has stays acceptable; a new one must be the manager's own upload.
      const membersImage = await addImage(api, member, 'channelProfile');
      expect(
        await refusal(channelCall(api, manager, 'PUT', path, { ...change, chnImageId: membersImage })),
      ).toEqual([400, 'M0014']);
      const membersBackground = await addImage(api, member, 'channelBackground');
      expect(
        await refusal(channelCall(api, manager, 'PUT', path, { ...change, chnBgImageId: membersBackground })),
      ).toEqual([400, 'M0017']);
      const background = await addImage(api, manager, 'channelBackground');
      expect(
        (await channelCall(api, manager, 'PUT', path, { ...change, chnBgImageId: background })).statusCode,
      ).toBe(200);
      const list = (await channelCall(api, member, 'GET', '')).json<ChannelList>().chnList;
      const [mine, family] = list;
      expect(family).toEqual(expect.objectContaining({ chnNm: '새 이름', posInvtAt: 'Y' }));
      expect(family?.chnBgImage?.imageId).toBe(background);
      expect(await refusal(channelCall(api, member, 'GET', `/${mine?.chnSn}/basicInfo`))).toEqual([
        409,
        'M1115',
      ]);
    });

    it('share items: codes by type, members read the channel’s, only the manager sets them', async () => {
      const [manager, member, stranger] = await Promise.all([person(), person(), person()]);
      const channel = await channelWithMembers(api, manager, [member]);
      const lifelogCodes = (
        await channelCall(api, member, 'GET', '/share/itemCode?shareItemTypeCode=0001')
      ).json<ShareItemCodeList>();
      expect(lifelogCodes.shareItemList).toHaveLength(12);
      expect(lifelogCodes.shareItemList[0]).toBe('0008');
      const activityCodes = (
        await channelCall(api, member, 'GET', '/share/itemCode?shareItemTypeCode=0002')
      ).json<ShareItemCodeList>();
      expect(activityCodes.shareItemList).toEqual(['0002', '0004', '0005', '0006', '0007', '0008']);
      expect(
        await refusal(channelCall(api, member, 'GET', '/share/itemCode?shareItemTypeCode=0003')),
      ).toEqual([400, expect.stringMatching(/^M\d{4}$/)]);
      const path = `/${channel.chnSn}/share/item`;
      expect((await channelCall(api, member, 'GET', path)).json<ChannelShareItems>()).toEqual({
        reqLifelogList: [],
        shareActList: ['0002', '0004', '0005', '0006', '0007', '0008'],
      });
      const items: ChannelShareItems = { reqLifelogList: ['0008', '0015'], shareActList: ['0002', '0006'] };
      expect(await refusal(channelCall(api, member, 'POST', path, items))).toEqual([403, 'M0105']);
      expect(await refusal(channelCall(api, stranger, 'POST', path, items))).toEqual([404, 'M0105']);
      expect(await refusal(channelCall(api, stranger, 'GET', path))).toEqual([404, 'M0105']);
      expect((await channelCall(api, manager, 'POST', path, items)).json()).toEqual(items);
      expect((await channelCall(api, member, 'GET', path)).json()).toEqual(items);
      expect(
        await refusal(
          channelCall(api, manager, 'POST', path, { reqLifelogList: [], shareActList: ['0003'] }),
        ),
      ).toEqual([400, expect.stringMatching(/^M\d{4}$/)]);
    });

    it('act/info counts the channel’s members, posts, comments and likes, and the caller’s; act/history the caller’s over all channels', async () => {
      const [manager, member, stranger] = await Promise.all([person(), person(), person()]);
      const channel = await channelWithMembers(api, manager, [member]);
      const [post] = await api.db.query<{ feed_sn: number }>(
        `INSERT INTO feeds (user_id, act_code, feed_cn) VALUES ($1, '0001', '안녕') RETURNING feed_sn`,
        [member.userId],
      );
      await api.db.query(
        `INSERT INTO channel_feeds (feed_sn, chn_sn, like_cnt, comt_cnt) VALUES ($1, $2, 1, 2)`,
        [post?.feed_sn, channel.chnSn],
      );
      await api.db.query(
        `INSERT INTO feed_comments (feed_sn, chn_sn, user_id, comt_cn) VALUES ($1, $2, $3, '좋아'), ($1, $2, $4, '응')`,
        [post?.feed_sn, channel.chnSn, manager.userId, member.userId],
      );
      const info = (
        await channelCall(api, member, 'GET', `/${channel.chnSn}/act/info`)
      ).json<ChannelActivityInfo>();
      expect(info).toEqual(
        expect.objectContaining({
          chnSn: channel.chnSn,
          prtcpntCnt: 2,
          feedCnt: 2,
          comtCnt: 2,
          likeCnt: 1,
          myFeedCnt: 1,
          myComtCnt: 1,
        }),
      );
      expect(await refusal(channelCall(api, stranger, 'GET', `/${channel.chnSn}/act/info`))).toEqual([
        404,
        'M0105',
      ]);
      const history = await jsonCall(api, member, 'GET', '/api/service/act/history');
      expect(history.json<ActivityHistory>()).toEqual({ myChnCnt: 2, myBrdCnt: 1, myComtCnt: 1 });
      // Leaving takes the channel's activity out of the history.
      await channelCall(api, member, 'PUT', `/${channel.chnSn}/prtcpnt/secsn`);
      expect((await jsonCall(api, member, 'GET', '/api/service/act/history')).json()).toEqual({
        myChnCnt: 1,
        myBrdCnt: 0,
        myComtCnt: 0,
      });
    });

    it('close: only the manager of a family channel; members get 0010 and nobody sees it any more', async () => {
      const [manager, member] = await Promise.all([person(), person()]);
      const channel = await channelWithMembers(api, manager, [member]);
      const path = `/${channel.chnSn}/close`;
      expect(await refusal(channelCall(api, member, 'PUT', path))).toEqual([403, 'M0105']);
      const [mine] = (await channelCall(api, manager, 'GET', '')).json<ChannelList>().chnList;
      expect(await refusal(channelCall(api, manager, 'PUT', `/${mine?.chnSn}/close`))).toEqual([
        409,
        'M1115',
      ]);
      expect((await channelCall(api, manager, 'PUT', path)).statusCode).toBe(200);
      expect(await notificationsOf(api, member, '0010')).toEqual([
        { params: { chnNm: '우리 가족' }, link: null },
      ]);
      expect(await notificationsOf(api, manager, '0010')).toEqual([]);
      for (const who of [manager, member]) {
        expect((await channelCall(api, who, 'GET', '')).json<ChannelList>().chnList).toHaveLength(1);
        expect(await refusal(channelCall(api, who, 'GET', `/${channel.chnSn}/prtcpnt`))).toEqual([
          404,
          'M0105',
        ]);
      }
      expect(await refusal(channelCall(api, manager, 'PUT', path))).toEqual([404, 'M0105']);
    });

    it('noti/chn marks read the caller’s notifications that open this channel, and answers the unread count', async () => {
      const [manager, member, late, stranger] = await Promise.all([person(), person(), person(), person()]);
      const channel = await channelWithMembers(api, manager, [member]);
      const other = await channelWithMembers(api, manager, [late]);
      await channelCall(api, manager, 'POST', '/prtcpnt', {
        chnSn: channel.chnSn,
        invitePhoneList: [late.mphonNo],
        inviteMssage: '',
      });
      const waiting = await api.db.query<{ prtcpnt_sn: number }>(
        `SELECT prtcpnt_sn FROM channel_participants WHERE chn_sn = $1 AND user_id = $2`,
        [channel.chnSn, late.userId],
      );
      await channelCall(api, late, 'PUT', `/prtcpnt/${waiting[0]?.prtcpnt_sn}/accept`);
      // The manager has 0004 for both channels (member, late) and for `other` (late): 3 unread.
      const unread = async (who: Person) =>
        (await jsonCall(api, who, 'GET', '/api/service/noti/newNotiCount')).json<{ newNotiCount: number }>()
          .newNotiCount;
      expect(await unread(manager)).toBe(3);
      const marked = await jsonCall(api, manager, 'GET', `/api/service/noti/chn/${channel.chnSn}`);
      expect(marked.json()).toEqual({ newNotiCount: 1 });
      expect(await unread(manager)).toBe(1);
      expect((await jsonCall(api, manager, 'GET', `/api/service/noti/chn/${other.chnSn}`)).json()).toEqual({
        newNotiCount: 0,
      });
      expect(await refusal(jsonCall(api, stranger, 'GET', `/api/service/noti/chn/${channel.chnSn}`))).toEqual(
        [404, 'M0105'],
      );
    });
  },
);
