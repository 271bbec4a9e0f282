// Property tests of the channel calls' bodies, queries and paths: whatever arrives (NUL bytes, lone surrogates,
// huge numbers, null in arrays, unknown keys, broken JSON), the answer is a 2xx or a 4xx with an M-code, never a
// 5xx, and a refused request changes nothing (channels, participants, notifications, texts and their budgets,
// opt-outs, number lookups counted, feed posts).
import fc from 'fast-check';
import type { ChannelBasicInfo, ParticipantList } from 'shared-kernel/isomorphic';
import {
  hostileInput,
  hostileSerials,
  safeAnswerProperty,
  type Json,
} from '../../../test-support/hostile-input';
import { jsonCall } from '../../../test-support/json-call';
import { appClientAuthorization, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import {
  addImage,
  addPerson,
  channelCall,
  channelInput,
  channelWithMembers,
  freshNumber,
  makeChannel,
  type Person,
} from '../../../test-support/channels';

const numRuns = Number(process.env['CHANNEL_PROPERTY_RUNS'] ?? 40);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'channel call properties (%s)',
  (_name, kind) => {
    let api: TestApp;
    let manager: Person;
    let member: Person;
    let stranger: Person;
    let chnSn: number;
    let myChnSn: number;
    let memberSn: number;
    let waitingSn: number;
    let othersChnSn: number;
    let hostile: ReturnType<typeof hostileInput>;

    beforeAll(async () => {
      api = await openTestApp(kind);
      [manager, member, stranger] = await Promise.all([
        addPerson(api, 'chnprop1'),
        addPerson(api, 'chnprop2'),
        addPerson(api, 'chnprop3'),
      ]);
      const channel = await channelWithMembers(api, manager, [member]);
      chnSn = channel.chnSn;
      await channelCall(api, manager, 'POST', '/prtcpnt', {
        chnSn,
        invitePhoneList: [stranger.mphonNo],
        inviteMssage: '',
      });
      const list = (await channelCall(api, manager, 'GET', `/${chnSn}/prtcpnt`)).json<ParticipantList>();
      memberSn = list.prtcpntList.find((item) => item.userId === member.userId)?.prtcpntSn ?? 0;
      waitingSn = list.prtcpntList.find((item) => item.userId === stranger.userId)?.prtcpntSn ?? 0;
      othersChnSn = (await makeChannel(api, stranger, [], { invitePhoneList: [freshNumber()] })).chnSn;
      const [mine] = await api.db.query<{ my_chn_sn: number }>(
        'SELECT my_chn_sn FROM users WHERE user_id = $1',
        [manager.userId],
      );
      myChnSn = mine?.my_chn_sn ?? 0;
      const strangersImage = await addImage(api, stranger, 'channelProfile');
      hostile = hostileInput([
        manager.mphonNo,
        member.mphonNo,
        stranger.mphonNo,
        '010-1234-5678',
        '01012345678',
        '0212345678',
        strangersImage,
        '00000000-0000-0000-0000-000000000000',
        '가'.repeat(25),
        '가'.repeat(26),
        'a'.repeat(201),
        '0003',
        '0008',
        '0019',
        '0020',
        'channelProfile',
        "'; DROP TABLE channels; --",
      ]);
    });
    afterAll(() => api.close());

    /** What a refused request must leave as it was. */
    const snapshot = async () => ({
      channels: await api.db.query(
        `SELECT chn_sn, chn_nm, chn_image_id, chn_bg_image_id, invite_mssage, pos_invt_at, req_lifelog_list,
                share_act_list, closed_at IS NULL AS open
           FROM channels ORDER BY chn_sn`,
      ),
      participants: await api.db.query(
        'SELECT prtcpnt_sn, user_id, mphon_no, prtcpnt_sttus_code, mngr_at FROM channel_participants ORDER BY 1',
      ),
      notifications: await api.db.query('SELECT count(*)::int AS count FROM notifications'),
      texts: await api.db.query('SELECT count(*)::int AS count FROM dev_sms_outbox'),
      budgets: await api.db.query('SELECT text_sn FROM invitation_texts ORDER BY 1'),
      optOuts: await api.db.query('SELECT mphon_no FROM invitation_text_optouts ORDER BY 1'),
      lookups: await api.db.query('SELECT user_id, looked_up FROM number_lookup_counters ORDER BY 1'),
      feeds: await api.db.query('SELECT count(*)::int AS count FROM feeds'),
    });
    const property = () => safeAnswerProperty(snapshot, numRuns);

    it('POST /api/channel: any body answers safely', async () => {
      const valid = (await channelInput(api, manager, [freshNumber()])) as unknown as Json;
      await property()(hostile.bodiesNear(valid), (payload) =>
        channelCall(api, manager, 'POST', '', payload),
      );
    });

    it('PUT /{chnSn}/basicInfo: any body and serial answer safely', async () => {
      const info = (await channelCall(api, manager, 'GET', `/${chnSn}/basicInfo`)).json<ChannelBasicInfo>();
      const valid = { ...info, chnNm: '바뀐 이름' } as unknown as Json;
      const serial = hostileSerials(chnSn, myChnSn, othersChnSn);
      await property()(
        fc.tuple(hostile.bodiesNear(valid), serial, fc.constantFrom(manager, member, stranger)),
        ([payload, target, who]) => channelCall(api, who, 'PUT', `/${target}/basicInfo`, payload),
      );
    });

    it('POST /prtcpnt and /prtcpnt/checking: any body answers safely', async () => {
      const invitation = { chnSn, invitePhoneList: [freshNumber()], inviteMssage: '와요' };
      const check = { chnSn, mphonNoList: [member.mphonNo, freshNumber()] };
      await property()(
        fc.tuple(
          fc.oneof(hostile.bodiesNear(invitation), hostile.bodiesNear(check)),
          fc.constantFrom('/prtcpnt', '/prtcpnt/checking'),
          fc.constantFrom(manager, member),
        ),
        ([payload, path, who]) => channelCall(api, who, 'POST', path, payload),
      );
    });

    it('POST /api/open/invite/optout: any body, with or without the app’s credentials, answers safely', async () => {
      const [texted] = await api.db.query<{ invite_code: string }>(
        'SELECT invite_code FROM invitation_texts WHERE invite_code IS NOT NULL LIMIT 1',
      );
      const valid = { inviteCode: texted?.invite_code ?? '' };
      await property()(
        fc.tuple(hostile.bodiesNear(valid), fc.constantFrom(appClientAuthorization, 'Basic eDp5', '')),
        ([payload, authorization]) =>
          api.app.inject({
            method: 'POST',
            url: '/api/open/invite/optout',
            headers: { authorization, 'content-type': 'application/json', 'language-code': 'en' },
            payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
          }),
      );
    });

    it('POST /{chnSn}/share/item: any body and serial answer safely', async () => {
      const valid = { reqLifelogList: ['0008', '0015'], shareActList: ['0002'] };
      await property()(
        fc.tuple(
          hostile.bodiesNear(valid),
          hostileSerials(chnSn, othersChnSn),
          fc.constantFrom(manager, member),
        ),
        ([payload, target, who]) => channelCall(api, who, 'POST', `/${target}/share/item`, payload),
      );
    });

    it('GET share/itemCode and the GET calls: any query and serial answer safely', async () => {
      const urls = hostile.urlsWithHostileQueries({
        '/api/channel': ['lang'],
        '/api/channel/share/itemCode': ['shareItemTypeCode', 'lang'],
        '/api/channel/prtcpnt/wait': ['lang'],
        '/api/service/act/history': ['lang'],
      });
      const paths = fc
        .tuple(
          hostileSerials(chnSn, myChnSn, othersChnSn),
          fc.constantFrom('prtcpnt', 'basicInfo', 'act/info', 'share/item'),
        )
        .map(([target, path]) => `/api/channel/${target}/${path}`);
      const marks = hostileSerials(chnSn, othersChnSn).map((target) => `/api/service/noti/chn/${target}`);
      await property()(
        fc.tuple(fc.oneof(urls, paths, marks), fc.constantFrom(manager, member, stranger)),
        ([url, who]) => jsonCall(api, who, 'GET', url),
      );
    });

    it('accept / reject: any serial answers safely', async () => {
      await property()(
        fc.tuple(
          hostileSerials(waitingSn, memberSn),
          fc.constantFrom('accept', 'reject'),
          fc.constantFrom(member, stranger),
        ),
        ([target, answer, who]) => channelCall(api, who, 'PUT', `/prtcpnt/${target}/${answer}`),
      );
    });

    it('except / delegate / close / secsn: any body and serial answer safely', async () => {
      // Last, as the manager may succeed (exclude, hand over, close) and change what the others may do.
      const choice = fc.oneof(
        hostile.bodiesNear({ prtcpntSn: memberSn }).map((payload) => ({ payload })),
        hostile.bodiesNear({ prtcpntSn: waitingSn }).map((payload) => ({ payload })),
        fc.constant({ payload: '{' as Json | string }),
      );
      await property()(
        fc.tuple(
          choice,
          hostileSerials(chnSn, myChnSn, othersChnSn),
          fc.constantFrom(
            ['PUT', 'prtcpnt/except'] as const,
            ['POST', 'manager/delegate'] as const,
            ['PUT', 'close'] as const,
            ['PUT', 'prtcpnt/secsn'] as const,
          ),
          fc.constantFrom(member, stranger, manager),
        ),
        ([{ payload }, target, [method, path], who]) =>
          channelCall(api, who, method, `/${target}/${path}`, payload),
      );
    });
  },
);
