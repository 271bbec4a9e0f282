import type { Inquiry, InquiryInput, InquiryPage, NotificationPage } from 'shared-kernel/isomorphic';
import { addFhirTestUser, type FhirTestUser } from '../../../test-support/fhir';
import { jsonCall } from '../../../test-support/json-call';
import { openTestApp, withdraw, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { runAnswerCommand } from './answer-command';

const url = '/api/service/inqry';
let personCounter = 0;

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'feedback board API (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const newPerson = () => addFhirTestUser(api, `inqry${(personCounter += 1)}`);
    const write = async (person: FhirTestUser, input: Partial<InquiryInput> = {}) => {
      const response = await jsonCall(api, person, 'POST', url, {
        title: '앱 사용 문의',
        content: '혈압 기록을 지울 수 있나요?',
        privateAt: 'N',
        ...input,
      });
      expect(response.statusCode).toBe(201);
      return response.json<Inquiry>();
    };
    const board = async (person: FhirTestUser, query = '') => {
      const response = await jsonCall(api, person, 'GET', `${url}?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<InquiryPage>();
    };
    const entryOf = async (person: FhirTestUser, inqrySn: number) =>
      (await board(person, 'rows=50')).inqryList.find((entry) => entry.inqrySn === inqrySn);
    const rowCount = async () =>
      (await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM inquiries'))[0]?.count;
    const notificationsOf = async (person: FhirTestUser) =>
      (await jsonCall(api, person, 'GET', '/api/service/noti')).json<NotificationPage>().notiList;
    const answer = (inqrySn: number | string, text: string) =>
      runAnswerCommand(api.db, [String(inqrySn), text], api.clock.now());

    it('stores an entry as written and answers 201 with it as its author sees it', async () => {
      const person = await newPerson();
      const entry = await write(person, {
        title: '제목 <b>그대로</b>',
        content: '첫 줄\n둘째 줄',
        privateAt: 'Y',
      });
      expect(entry).toEqual({
        inqrySn: expect.any(Number),
        title: '제목 <b>그대로</b>',
        content: '첫 줄\n둘째 줄',
        privateAt: 'Y',
        userNm: '박서연',
        mineAt: 'Y',
        answer: null,
        answerDt: null,
        creatDt: api.clock.now().toISOString(),
      });
      expect(await entryOf(person, entry.inqrySn)).toEqual(entry);
    });

    it('lists everyone’s entries newest first, a page at a time, with the total only when asked', async () => {
      const person = await newPerson();
      const other = await newPerson();
      const before = (await board(person, 'totalYn=Y')).totalCount ?? 0;
      const written: Inquiry[] = [];
      for (let index = 1; index <= 5; index += 1)
        written.push(await write(index % 2 ? person : other, { title: `문의 ${index}` }));

      const first = await board(person, 'page=1&rows=2&totalYn=Y');
      expect(first).toMatchObject({ page: 1, rows: 2, totalCount: before + 5 });
      expect(first.inqryList.map((entry) => entry.title)).toEqual(['문의 5', '문의 4']);
      expect(first.inqryList.map((entry) => entry.mineAt)).toEqual(['Y', 'N']);
      const third = await board(person, 'page=3&rows=2');
      expect(third.totalCount).toBeNull();
      expect(third.inqryList[0]?.title).toBe('문의 1');
      expect(await board(person)).toMatchObject({ page: 1, rows: 20, totalCount: null });
      const sns = (await board(person, 'rows=50')).inqryList.map((entry) => entry.inqrySn);
      expect([...sns].sort((a, b) => b - a)).toEqual(sns);
    });

    it('keeps a private entry’s title, content, author and answer from everyone but its author', async () => {
      const author = await newPerson();
      const reader = await newPerson();
      const secret = await write(author, { title: '개인 문의', content: '제 약 이름은...', privateAt: 'Y' });
      expect((await answer(secret.inqrySn, '확인했습니다.')).exitCode).toBe(0);

      const seen = await entryOf(reader, secret.inqrySn);
      expect(seen).toEqual({
        inqrySn: secret.inqrySn,
        title: null,
        content: null,
        privateAt: 'Y',
        userNm: null,
        mineAt: 'N',
        answer: null,
        answerDt: api.clock.now().toISOString(),
        creatDt: secret.creatDt,
      });
      expect(await entryOf(author, secret.inqrySn)).toMatchObject({
        title: '개인 문의',
        content: '제 약 이름은...',
        answer: '확인했습니다.',
      });
    });

    it('refuses a missing, blank or over-long title, content over 500 characters (as a post, issue 35), another privateAt: 400', async () => {
      const person = await newPerson();
      const valid = { title: '제목', content: '', privateAt: 'N' };
      const before = await rowCount();
      const refused: [Record<string, unknown>, string][] = [
        [{ ...valid, title: undefined }, 'title'],
        [{ ...valid, title: '' }, 'title'],
        [{ ...valid, title: '   ' }, 'title'],
        [{ ...valid, title: '가'.repeat(101) }, 'title'],
        [{ ...valid, title: '줄\n바꿈' }, 'title'],
        [{ ...valid, content: '가'.repeat(501) }, 'content'],
        [{ ...valid, content: 'a\u0000b' }, 'content'],
        [{ ...valid, content: undefined }, 'content'],
        [{ ...valid, privateAt: 'X' }, 'privateAt'],
      ];
      for (const [body, field] of refused) {
        const response = await jsonCall(api, person, 'POST', url, body);
        expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
        // A NUL is refused by the API-wide input guard (M1140) before the form's own rules.
        const code = body['content'] === 'a\u0000b' ? 'M1140' : 'M0187';
        expect(response.json()).toMatchObject({ code, field });
      }
      const extra = await jsonCall(api, person, 'POST', url, { ...valid, userId: 'demo' });
      expect(extra.statusCode).toBe(400);
      expect(await rowCount()).toBe(before);

      await write(person, { title: '가'.repeat(100), content: '가'.repeat(500) });
      await write(person, { content: '' });
    });

    it('answers 400 for a page or rows out of range and 401 without a token', async () => {
      const person = await newPerson();
      for (const query of ['page=0', 'rows=51', 'rows=0', 'page=x', 'totalYn=y', 'other=1']) {
        const response = await jsonCall(api, person, 'GET', `${url}?${query}`);
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
        expect(response.json()).toMatchObject({ code: 'M0187' });
      }
      expect((await jsonCall(api, null, 'GET', url)).statusCode).toBe(401);
      expect(
        (await jsonCall(api, null, 'POST', url, { title: 't', content: '', privateAt: 'N' })).statusCode,
      ).toBe(401);
    });

    it('shows the operator’s answer under the entry and notifies its author (0009, /user/inqry)', async () => {
      const author = await newPerson();
      const reader = await newPerson();
      const entry = await write(author, { title: '알림이 안 와요' });

      const outcome = await answer(entry.inqrySn, '설정에서 알림을 켜 주세요.\n감사합니다.');
      expect(outcome).toEqual({
        exitCode: 0,
        message: `Inquiry ${entry.inqrySn} ("알림이 안 와요") answered; its author was notified`,
      });
      const answered = {
        answer: '설정에서 알림을 켜 주세요.\n감사합니다.',
        answerDt: api.clock.now().toISOString(),
      };
      expect(await entryOf(author, entry.inqrySn)).toMatchObject(answered);
      expect(await entryOf(reader, entry.inqrySn)).toMatchObject(answered);
      expect(await notificationsOf(author)).toEqual([
        expect.objectContaining({
          notiKindCode: '0009',
          params: { title: '알림이 안 와요' },
          link: '/user/inqry',
          readAt: 'N',
        }),
      ]);
      expect(await notificationsOf(reader)).toEqual([]);

      api.clock.advance(60_000);
      await answer(entry.inqrySn, '고쳐서 다시 답합니다.');
      expect(await entryOf(reader, entry.inqrySn)).toMatchObject({
        answer: '고쳐서 다시 답합니다.',
        answerDt: api.clock.now().toISOString(),
      });
      expect(await notificationsOf(author)).toHaveLength(2);
    });

    it('refuses a wrong command without writing anything', async () => {
      const author = await newPerson();
      const entry = await write(author);
      const snapshot = () => api.db.query('SELECT * FROM inquiries ORDER BY inqry_sn');
      const before = await snapshot();
      const wrong: string[][] = [
        [],
        [String(entry.inqrySn)],
        [String(entry.inqrySn), 'a', 'b'],
        ['0', '답'],
        ['abc', '답'],
        ['2147483648', '답'],
        ['999999', '답'],
        [String(entry.inqrySn), ''],
        [String(entry.inqrySn), '  \n '],
        [String(entry.inqrySn), '가'.repeat(2001)],
        [String(entry.inqrySn), 'a\u0000b'],
      ];
      for (const args of wrong) {
        const outcome = await runAnswerCommand(api.db, args, api.clock.now());
        expect({ args, exitCode: outcome.exitCode }).toEqual({ args, exitCode: 1 });
      }
      expect(await snapshot()).toEqual(before);
      expect(await notificationsOf(author)).toEqual([]);
      expect(
        (await runAnswerCommand(api.db, ['--', String(entry.inqrySn), '가'.repeat(2000)], api.clock.now()))
          .exitCode,
      ).toBe(0);
    });

    it('answers the entry of a withdrawn author without notifying anyone', async () => {
      const author = await newPerson();
      const reader = await newPerson();
      const entry = await write(author, { title: '탈퇴 전에 남긴 글' });
      await withdraw(api.app, author.token);

      const outcome = await answer(entry.inqrySn, '답변드립니다.');
      expect(outcome.message).toContain('nobody was notified');
      expect(await entryOf(reader, entry.inqrySn)).toMatchObject({ userNm: null, answer: '답변드립니다.' });
      const [row] = await api.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM notifications WHERE kind = '0009' AND params->>'title' = $1`,
        ['탈퇴 전에 남긴 글'],
      );
      expect(row?.count).toBe(0);
    });
  },
);
