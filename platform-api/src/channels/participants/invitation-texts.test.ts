// Issue 34: invitation texts with a budget per inviter and per number, texts without typed words, an opt-out link,
// and number lookups that tell strangers nothing; on both databases.
import type {
  CreatedChannel,
  InvitationResult,
  InviteCheckList,
  NotTexted,
  WaitingInvitationList,
} from 'shared-kernel/isomorphic';
import {
  addPerson,
  channelCall,
  channelInput,
  codeOf,
  freshNumber,
  type Person,
} from '../../../test-support/channels';
import { solapiConfig, solapiErrors, startSolapiStandIn } from '../../../test-support/solapi-stand-in';
import {
  addTestUser,
  appClientAuthorization,
  logIn,
  openTestApp,
  type TestApp,
} from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

const day = 24 * 60 * 60 * 1000;
const textPattern =
  /^\[가족건강\] 박서연님이 초대했어요 http:\/\/localhost:8080\/register\?invite=([A-Za-z0-9_-]{12})$/;

const freshNumbers = (count: number) => Array.from({ length: count }, () => freshNumber());
const reasons = (list: NotTexted[]) => list.map((item) => item.reason);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'invitation texts (%s)',
  (_name, kind) => {
    let api: TestApp;
    let serial = 0;
    const person = () => {
      serial += 1;
      return addPerson(api, `texts${serial}`);
    };

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    /** Moves the clock by days; access tokens live 15 minutes, so `people` log in again. */
    async function daysLater(days: number, ...people: Person[]) {
      api.clock.advance(days * day);
      for (const someone of people) someone.token = (await logIn(api.app, someone.userId)).access_token;
    }

    /** The texts the dev outbox kept for these numbers, oldest first. */
    const textsTo = (numbers: readonly string[]) =>
      api.db.query<{ mobile_phone: string; text: string }>(
        `SELECT mobile_phone, text FROM dev_sms_outbox WHERE mobile_phone = ANY ($1::text[])
          ORDER BY sent_at, mobile_phone`,
        [numbers],
      );

    async function create(manager: Person, numbers: string[], changes: Record<string, string> = {}) {
      const response = await channelCall(
        api,
        manager,
        'POST',
        '',
        await channelInput(api, manager, numbers, changes),
      );
      expect(response.statusCode).toBe(201);
      return response.json<CreatedChannel>();
    }

    async function invite(inviter: Person, chnSn: number, numbers: string[], inviteMssage = '') {
      const response = await channelCall(api, inviter, 'POST', '/prtcpnt', {
        chnSn,
        invitePhoneList: numbers,
        inviteMssage,
      });
      expect(response.statusCode).toBe(201);
      return response.json<InvitationResult>();
    }

    const close = async (manager: Person, chnSn: number) =>
      expect((await channelCall(api, manager, 'PUT', `/${chnSn}/close`)).statusCode).toBe(200);

    const waitingNumbers = async (chnSn: number) =>
      (
        await api.db.query<{ mphon_no: string }>(
          `SELECT mphon_no FROM channel_participants WHERE chn_sn = $1 AND prtcpnt_sttus_code = '0001'
            ORDER BY prtcpnt_sn`,
          [chnSn],
        )
      ).map((row) => row.mphon_no);

    it('3 create/close cycles of 20 numbers send at most 20 texts (M1153); every invitation is made all the same', async () => {
      const manager = await person();
      const cycles = [freshNumbers(20), freshNumbers(20), freshNumbers(20)];
      const answers: CreatedChannel[] = [];
      for (const numbers of cycles) {
        const channel = await create(manager, numbers);
        answers.push(channel);
        expect(await waitingNumbers(channel.chnSn)).toEqual(numbers);
        await close(manager, channel.chnSn);
      }

      expect(await textsTo(cycles.flat())).toHaveLength(20);
      expect((await textsTo(cycles[0] ?? [])).map((text) => text.mobile_phone).sort()).toEqual(
        [...(cycles[0] ?? [])].sort(),
      );
      expect(answers.map((answer) => answer.notTextedList.length)).toEqual([0, 20, 20]);
      expect(answers[1]?.notTextedList).toEqual(
        (cycles[1] ?? []).map((mphonNo) => ({ mphonNo, reason: 'M1153' })),
      );
    });

    it('an inviter’s day is any 24 hours and their month any 30 days: 20 a day, 100 a month (M1153)', async () => {
      const manager = await person();
      const sent: number[] = [];
      for (let dayOfMonth = 1; dayOfMonth <= 6; dayOfMonth += 1) {
        const numbers = freshNumbers(20);
        const channel = await create(manager, numbers);
        sent.push((await textsTo(numbers)).length);
        await close(manager, channel.chnSn);
        await daysLater(1, manager);
      }
      expect(sent).toEqual([20, 20, 20, 20, 20, 0]);
      // 30 days after the first day's texts, that day's slots are free again.
      await daysLater(24, manager);
      const numbers = freshNumbers(20);
      const channel = await create(manager, numbers);
      expect(await textsTo(numbers)).toHaveLength(20);
      expect(channel.notTextedList).toEqual([]);
      const [oneMore] = freshNumbers(1);
      const invited = await invite(manager, channel.chnSn, [oneMore ?? '']);
      expect(invited.notTextedList).toEqual([{ mphonNo: oneMore, reason: 'M1153' }]);
    });

    it('one number invited by 3 accounts gets 1 text (M1154); 1 a day and 3 a month in all', async () => {
      const [first, second, third] = await Promise.all([person(), person(), person()]);
      const number = freshNumber();
      const answers = [
        await create(first, [number]),
        await create(second, [number]),
        await create(third, [number]),
      ];
      expect(answers.map((answer) => reasons(answer.notTextedList))).toEqual([[], ['M1154'], ['M1154']]);
      expect(await textsTo([number])).toHaveLength(1);

      const texted: number[] = [];
      for (const inviter of [first, second, third]) {
        await daysLater(1, inviter);
        await create(inviter, [number]);
        texted.push((await textsTo([number])).length);
      }
      // Days 2 and 3 add one each; the fourth day is past the month's 3.
      expect(texted).toEqual([2, 3, 3]);
    });

    it('no text contains the channel name or invite message: the inviter’s account name, the service and a link with a code of its own, in one SMS', async () => {
      const manager = await person();
      const numbers = freshNumbers(3);
      const channel = await create(manager, numbers.slice(0, 2), {
        chnNm: '본인확인 evil.example/k',
        inviteMssage: '지금 확인하세요 https://evil.example/login',
      });
      await invite(manager, channel.chnSn, numbers.slice(2), '계좌 확인 evil.example/pay');

      const texts = await textsTo(numbers);
      expect(texts).toHaveLength(3);
      const codes = texts.map(({ text }) => textPattern.exec(text)?.[1]);
      expect(codes).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
      expect(new Set(codes).size).toBe(3);
      for (const { text } of texts) {
        expect(text).not.toMatch(/evil|본인확인|확인하세요|계좌/);
        // Korean carriers' one SMS: 90 bytes, a Hangul syllable counting 2.
        expect(
          [...text].reduce((bytes, character) => bytes + (character > '\u007f' ? 2 : 1), 0),
        ).toBeLessThanOrEqual(90);
      }
      const stored = await api.db.query<{ mphon_no: string; invite_code: string }>(
        'SELECT mphon_no, invite_code FROM invitation_texts WHERE mphon_no = ANY ($1::text[]) ORDER BY mphon_no',
        [numbers],
      );
      expect(stored.map((row) => row.invite_code).sort()).toEqual([...codes].sort());
    });

    it('a number with an account is never texted but takes a slot, and is answered exactly like a number without one (M1154)', async () => {
      const [earlier, inviter, holder, otherHolder] = await Promise.all([
        person(),
        person(),
        person(),
        person(),
      ]);
      const nobody = freshNumber();
      await create(earlier, [holder.mphonNo, nobody]);
      expect(await textsTo([holder.mphonNo])).toEqual([]);
      expect(await textsTo([nobody])).toHaveLength(1);

      const channel = await create(inviter, [holder.mphonNo, nobody]);
      expect(channel.notTextedList).toEqual([
        { mphonNo: holder.mphonNo, reason: 'M1154' },
        { mphonNo: nobody, reason: 'M1154' },
      ]);
      // Still notified in the app, as every invited account is.
      const waiting = (await channelCall(api, holder, 'GET', '/prtcpnt/wait')).json<WaitingInvitationList>();
      expect(waiting.waitList.map((item) => item.chnSn)).toContain(channel.chnSn);

      const strangers = freshNumbers(2);
      const answer = await invite(inviter, channel.chnSn, [otherHolder.mphonNo, ...strangers]);
      expect(answer.notTextedList).toEqual([]);
      expect(
        answer.prtcpntList.map((item) => [item.mphonNo, item.userId, item.userNm, item.prtcpntSttusCode]),
      ).toEqual([otherHolder.mphonNo, ...strangers].map((mphonNo) => [mphonNo, null, null, '0001']));
      expect(await textsTo([otherHolder.mphonNo])).toEqual([]);
      expect(await textsTo(strangers)).toHaveLength(2);
      const [slots] = await api.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM invitation_texts WHERE inviter_id = $1',
        [inviter.userId],
      );
      expect(slots).toEqual({ count: 3 });
    });

    it('the opt-out stops texts from anyone (M1155); invitations are still made and shown once the number signs up', async () => {
      const [first, second] = await Promise.all([person(), person()]);
      const number = freshNumber();
      const firstChannel = await create(first, [number]);
      const [text] = await textsTo([number]);
      const inviteCode = textPattern.exec(text?.text ?? '')?.[1];
      const optOut = (body: unknown, authorization = appClientAuthorization) =>
        api.app.inject({
          method: 'POST',
          url: '/api/open/invite/optout',
          headers: { authorization, 'content-type': 'application/json', 'language-code': 'en' },
          payload: JSON.stringify(body),
        });

      const withoutClient = await optOut({ inviteCode }, '');
      expect([withoutClient.statusCode, codeOf(withoutClient)]).toEqual([401, 'M0105']);
      const unknown = await optOut({ inviteCode: 'AAAAAAAAAAAA' });
      expect([unknown.statusCode, codeOf(unknown)]).toEqual([404, 'M0105']);
      const malformed = await optOut({ inviteCode: `${inviteCode}x` });
      expect([malformed.statusCode, codeOf(malformed)]).toEqual([400, 'M0187']);
      expect((await optOut({ inviteCode })).statusCode).toBe(200);
      expect((await optOut({ inviteCode })).statusCode).toBe(200);

      await daysLater(1, second);
      const secondChannel = await create(second, [number]);
      expect(secondChannel.notTextedList).toEqual([{ mphonNo: number, reason: 'M1155' }]);
      await daysLater(1, second);
      const other = freshNumber();
      const again = await invite(second, secondChannel.chnSn, [other]);
      expect(again.notTextedList).toEqual([]);
      expect(await textsTo([number])).toHaveLength(1);
      expect(await textsTo([other])).toHaveLength(1);

      await addTestUser(api.db, `texts${(serial += 1)}`, number);
      const newcomer: Person = {
        userId: `texts${serial}`,
        mphonNo: number,
        token: (await logIn(api.app, `texts${serial}`)).access_token,
      };
      const waiting = (
        await channelCall(api, newcomer, 'GET', '/prtcpnt/wait')
      ).json<WaitingInvitationList>();
      expect(waiting.waitList.map((item) => item.chnSn).sort()).toEqual(
        [firstChannel.chnSn, secondChannel.chnSn].sort(),
      );
    });

    it('a call repeated with its Idempotency-Key texts once and takes its slots once', async () => {
      const manager = await person();
      const numbers = freshNumbers(2);
      const input = await channelInput(api, manager, numbers);
      const send = () =>
        api.app.inject({
          method: 'POST',
          url: '/api/channel',
          headers: {
            authorization: `Bearer ${manager.token}`,
            'content-type': 'application/json',
            'idempotency-key': `texts-${manager.userId}`,
          },
          payload: JSON.stringify(input),
        });
      const [first, again] = [await send(), await send()];
      expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed']]).toEqual([
        201,
        201,
        'true',
      ]);
      expect(await textsTo(numbers)).toHaveLength(2);
      const [slots] = await api.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM invitation_texts WHERE inviter_id = $1',
        [manager.userId],
      );
      expect(slots).toEqual({ count: 2 });
    });

    it('6,000 lookups are answered without any account information, and the 201st number of a day meets 429 M1156', async () => {
      const looker = await person();
      const holders: string[] = [];
      for (let index = 0; index < 100; index += 1) {
        const number = freshNumber();
        await addTestUser(api.db, `lookedup${serial}x${index}`, number);
        holders.push(number);
      }
      const lookUp = (mphonNoList: string[]) =>
        channelCall(api, looker, 'POST', '/prtcpnt/checking', { chnSn: null, mphonNoList });

      let answered = 0;
      for (let round = 0; round < 30; round += 1) {
        const strangers = freshNumbers(100);
        const numbers = round % 2 === 0 ? [...holders, ...strangers] : [...strangers, ...holders];
        const response = await lookUp(numbers);
        expect(response.statusCode).toBe(200);
        expect(response.json<InviteCheckList>()).toEqual({
          checkList: numbers.map((mphonNo) => ({ mphonNo, inviteAt: 'Y', reason: null })),
        });
        answered += numbers.length;

        const beyond = await lookUp([freshNumber()]);
        expect([beyond.statusCode, codeOf(beyond), beyond.headers['retry-after']]).toEqual([
          429,
          'M1156',
          '86400',
        ]);
        await daysLater(1, looker);
      }
      expect(answered).toBe(6000);
    });
  },
);

/**
 * Solapi's stand-in on 127.0.0.1 (test-support/solapi-stand-in.ts, which checks the signature and body): records
 * the numbers it takes, and refuses with a server error while `refusing` is set.
 */
async function startGateway() {
  const solapi = await startSolapiStandIn();
  const received: string[] = [];
  const state = { refusing: true, acceptBeforeRefusing: 0 };
  solapi.state.answer = (message) => {
    if (state.refusing && state.acceptBeforeRefusing <= 0) return solapiErrors.serverError;
    state.acceptBeforeRefusing -= 1;
    received.push(message.to);
    return null;
  };
  return { baseUrl: solapi.baseUrl, received, state, close: solapi.close };
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'invitation texts through a gateway that fails (%s)',
  (_name, kind) => {
    let gateway: Awaited<ReturnType<typeof startGateway>>;
    let api: TestApp;

    beforeAll(async () => {
      gateway = await startGateway();
      api = await openTestApp(kind, {
        sms: solapiConfig(gateway.baseUrl),
      });
    });
    afterAll(async () => {
      await api.close();
      await gateway.close();
    });

    const counts = async () => {
      const [row] = await api.db.query<{ channels: number; invitations: number; slots: number }>(
        `SELECT (SELECT count(*)::int FROM channels) AS channels,
                (SELECT count(*)::int FROM channel_participants) AS invitations,
                (SELECT count(*)::int FROM invitation_texts) AS slots`,
      );
      return row;
    };

    it('a gateway failure consumes no budget: 503 M0091, nothing written; the 20 texts go once it works', async () => {
      const manager = await addPerson(api, 'gatewayfails');
      const numbers = freshNumbers(20);
      const before = await counts();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const refused = await channelCall(
          api,
          manager,
          'POST',
          '',
          await channelInput(api, manager, numbers),
        );
        expect([refused.statusCode, codeOf(refused)]).toEqual([503, 'M0091']);
      }
      expect(await counts()).toEqual(before);

      gateway.state.refusing = false;
      const made = await channelCall(api, manager, 'POST', '', await channelInput(api, manager, numbers));
      expect(made.statusCode).toBe(201);
      expect(made.json<CreatedChannel>().notTextedList).toEqual([]);
      expect(gateway.received).toEqual(numbers);
    });

    it('texts the gateway took before it failed still count; the others’ slots go back', async () => {
      const manager = await addPerson(api, 'gatewayhalf');
      const numbers = freshNumbers(5);
      gateway.received.length = 0;
      Object.assign(gateway.state, { refusing: true, acceptBeforeRefusing: 2 });
      const refused = await channelCall(api, manager, 'POST', '', await channelInput(api, manager, numbers));
      expect([refused.statusCode, codeOf(refused)]).toEqual([503, 'M0091']);
      const slots = await api.db.query<{ mphon_no: string }>(
        'SELECT mphon_no FROM invitation_texts WHERE inviter_id = $1 ORDER BY text_sn',
        [manager.userId],
      );
      expect(slots.map((slot) => slot.mphon_no)).toEqual(numbers.slice(0, 2));
      expect(gateway.received).toEqual(numbers.slice(0, 2));
    });
  },
);
