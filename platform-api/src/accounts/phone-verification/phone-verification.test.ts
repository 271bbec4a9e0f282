import { loadCatalog, messageText } from 'locales';
import { callerHeaders, checkCode, latestCode, sendCode } from '../../../test-support/phone-verification';
import { logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

const second = 1000;
const minute = 60 * second;

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'phone verification (%s)',
  (_name, kind) => {
    let api: TestApp;
    let phoneCounter = 0;
    /** A number no other test of this file uses, so that the resend rules of one test never touch another. */
    const freshPhone = () => `0109000${String(1000 + ++phoneCounter)}`;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    async function sent(body: Record<string, unknown>) {
      const response = await sendCode(api.app, body);
      expect(response.statusCode).toBe(200);
      return response.json<{ verificationId: string; expiresIn: number; resendIn: number }>();
    }

    describe('POST /api/open/identify/phone', () => {
      it('sends a 6-digit code through the dev outbox and answers its id, lifetime and resend delay', async () => {
        const mobilePhone = freshPhone();

        const answer = await sent({ purpose: 'register', mobilePhone });

        expect(answer).toEqual({
          verificationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          expiresIn: 180,
          resendIn: 60,
        });
        const outbox = await api.app.inject({
          method: 'GET',
          url: `/api/dev/sms-outbox?mobilePhone=${mobilePhone}`,
        });
        expect(outbox.json()).toEqual({
          messages: [
            {
              mobilePhone,
              text: expect.stringMatching(/^\[가족건강\] 인증번호 \d{6} /),
              authCode: expect.stringMatching(/^\d{6}$/),
              sentAt: '2026-03-02T00:00:00.000Z',
            },
          ],
        });
      });

      it('normalizes a number typed with dashes and spaces, and writes the SMS in the request language', async () => {
        await sent({ purpose: 'register', mobilePhone: '010-9111 2222' });

        const outbox = await api.app.inject({
          method: 'GET',
          url: '/api/dev/sms-outbox?mobilePhone=010-9111-2222',
        });
        expect(outbox.json().messages[0].text).toMatch(/^\[가족건강\]/);
        const english = await api.app.inject({
          method: 'POST',
          url: '/api/open/identify/phone?lang=en',
          headers: callerHeaders(),
          payload: { purpose: 'register', mobilePhone: freshPhone() },
        });
        expect(english.statusCode).toBe(200);
      });

      it('keeps only a hash of the code in phone_verifications', async () => {
        const mobilePhone = freshPhone();
        const { verificationId } = await sent({ purpose: 'register', mobilePhone });

        const [row] = await api.db.query<{ codeHash: string }>(
          'SELECT code_hash AS "codeHash" FROM phone_verifications WHERE id = $1',
          [verificationId],
        );
        expect(row?.codeHash).not.toContain(await latestCode(api.app, mobilePhone));
      });

      it('refuses a second code within 60 seconds with 429 M0089 and minutes = 1 in the message and params', async () => {
        const mobilePhone = freshPhone();
        await sent({ purpose: 'register', mobilePhone });
        api.clock.advance(59 * second);

        const response = await api.app.inject({
          method: 'POST',
          url: '/api/open/identify/phone',
          headers: { ...callerHeaders(), 'language-code': 'en' },
          payload: { purpose: 'register', mobilePhone },
        });

        expect(response.statusCode).toBe(429);
        expect(response.json()).toEqual({
          code: 'M0089',
          message: messageText(await loadCatalog('en'), 'M0089', { minutes: 1 }),
          params: { minutes: 1 },
        });
        expect(response.json().message).toContain('1 minutes');
      });

      it('sends again after 60 seconds, and counts the resend rules per purpose', async () => {
        const mobilePhone = freshPhone();
        await sent({ purpose: 'register', mobilePhone });

        api.clock.advance(60 * second);
        expect((await sendCode(api.app, { purpose: 'register', mobilePhone })).statusCode).toBe(200);
      });

      it('refuses a 6th code within an hour with 429 M0089 and the minutes until one more is allowed', async () => {
        const mobilePhone = freshPhone();
        for (let sends = 0; sends < 5; sends += 1) {
          await sent({ purpose: 'register', mobilePhone });
          api.clock.advance(2 * minute);
        }
        // The first code went out 10 minutes ago: the next one is allowed 50 minutes from now.
        const response = await sendCode(api.app, { purpose: 'register', mobilePhone });

        expect(response.statusCode).toBe(429);
        expect(response.json()).toMatchObject({ code: 'M0089', params: { minutes: 50 } });
        api.clock.advance(49 * minute + 59 * second);
        expect((await sendCode(api.app, { purpose: 'register', mobilePhone })).json()).toMatchObject({
          params: { minutes: 1 },
        });
        api.clock.advance(second);
        expect((await sendCode(api.app, { purpose: 'register', mobilePhone })).statusCode).toBe(200);
      });

      it('refuses register for the number of an active account with 409 M0177', async () => {
        const response = await sendCode(api.app, { purpose: 'register', mobilePhone: '01023456781' });

        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'M0177', field: 'mobilePhone' });
      });

      it('refuses register for the number of a migrated account pending transfer with 409 M0168', async () => {
        await api.db.query(`UPDATE users SET user_mphon_no = '01090009999' WHERE user_id = 'demo-legacy'`);

        const response = await sendCode(api.app, { purpose: 'register', mobilePhone: '01090009999' });

        await api.db.query(`UPDATE users SET user_mphon_no = NULL WHERE user_id = 'demo-legacy'`);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'M0168' });
      });

      it('sends findId only when an active account has that name and number (else 404 M0185)', async () => {
        expect(
          (await sendCode(api.app, { purpose: 'findId', mobilePhone: '01023456782', userNm: '이정숙' }))
            .statusCode,
        ).toBe(200);

        const wrongName = await sendCode(api.app, {
          purpose: 'findId',
          mobilePhone: '01023456783',
          userNm: '이정숙',
        });
        const unknownNumber = await sendCode(api.app, {
          purpose: 'findId',
          mobilePhone: freshPhone(),
          userNm: '이정숙',
        });

        expect(wrongName.statusCode).toBe(404);
        expect(wrongName.json()).toMatchObject({ code: 'M0185' });
        expect(unknownNumber.json()).toMatchObject({ code: 'M0185' });
      });

      it('asks findId for the name (400 M0120 field userNm)', async () => {
        const response = await sendCode(api.app, { purpose: 'findId', mobilePhone: '01023456782' });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0120', field: 'userNm' });
      });

      it('sends resetPassword for the id, name and number of one account; 404 M0188 unknown id, 404 M0185 mismatch', async () => {
        const body = {
          purpose: 'resetPassword',
          userId: 'demo-grandpa',
          userNm: '김영수',
          mobilePhone: '01023456783',
        };
        expect((await sendCode(api.app, body)).statusCode).toBe(200);

        const unknownId = await sendCode(api.app, { ...body, userId: 'nobody' });
        const wrongName = await sendCode(api.app, { ...body, userNm: '김민준' });
        const wrongNumber = await sendCode(api.app, { ...body, mobilePhone: '01023456781' });

        expect(unknownId.statusCode).toBe(404);
        expect(unknownId.json()).toMatchObject({ code: 'M0188', field: 'userId' });
        expect(wrongName.json()).toMatchObject({ code: 'M0185' });
        expect(wrongNumber.json()).toMatchObject({ code: 'M0185' });
      });

      it.each([
        ['no body', 'M0187', undefined],
        ['an unknown purpose', 'M0187', { purpose: 'changePhone', mobilePhone: '01090001111' }],
        ['a missing number', 'M0116', { purpose: 'register' }],
        ['a number too long', 'M0117', { purpose: 'register', mobilePhone: '010123456789' }],
        ['a number that is not mobile', 'M0187', { purpose: 'register', mobilePhone: '0212345678' }],
        ['a null number', 'M0187', { purpose: 'register', mobilePhone: null }],
        ['a number as an object', 'M0187', { purpose: 'register', mobilePhone: { a: 1 } }],
        [
          'a very long name',
          'M0187',
          { purpose: 'findId', mobilePhone: '01023456782', userNm: '가'.repeat(10_000) },
        ],
      ])('answers %s with 400 %s, never a 500', async (_case, code, payload) => {
        const response = await api.app.inject({
          method: 'POST',
          url: '/api/open/identify/phone',
          headers: callerHeaders(),
          ...(payload ? { payload } : {}),
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code });
      });

      it('refuses a call without the client credentials with 401 M0105', async () => {
        const response = await api.app.inject({
          method: 'POST',
          url: '/api/open/identify/phone',
          payload: { purpose: 'register', mobilePhone: '01090001111' },
        });

        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'M0105' });
      });
    });

    describe('POST /api/open/identify/check', () => {
      async function codeFor(mobilePhone = freshPhone()) {
        const { verificationId } = await sent({ purpose: 'register', mobilePhone });
        return { verificationId, authCode: await latestCode(api.app, mobilePhone) };
      }

      it('verifies the right code', async () => {
        const { verificationId, authCode } = await codeFor();

        const response = await checkCode(api.app, verificationId, authCode);

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ verified: true });
      });

      it('answers a wrong code with 400 M0189', async () => {
        const { verificationId, authCode } = await codeFor();

        const response = await checkCode(
          api.app,
          verificationId,
          authCode === '000000' ? '111111' : '000000',
        );

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0189' });
      });

      it('locks the code on the 5th wrong try: even the right code then answers 400 M0109', async () => {
        const { verificationId, authCode } = await codeFor();
        const wrong = authCode === '000000' ? '111111' : '000000';

        const answers = [];
        for (let tries = 0; tries < 5; tries += 1)
          answers.push((await checkCode(api.app, verificationId, wrong)).json());
        const right = await checkCode(api.app, verificationId, authCode);

        expect(answers.map((answer: { code: string }) => answer.code)).toEqual([
          'M0189',
          'M0189',
          'M0189',
          'M0189',
          'M0189',
        ]);
        expect(right.statusCode).toBe(400);
        expect(right.json()).toMatchObject({ code: 'M0109' });
      });

      it('accepts the right code after 4 wrong tries', async () => {
        const { verificationId, authCode } = await codeFor();
        for (let tries = 0; tries < 4; tries += 1)
          await checkCode(api.app, verificationId, authCode === '000000' ? '111111' : '000000');

        expect((await checkCode(api.app, verificationId, authCode)).statusCode).toBe(200);
      });

      it('accepts a code 179 seconds after it was sent', async () => {
        const { verificationId, authCode } = await codeFor();
        api.clock.advance(179 * second);

        expect((await checkCode(api.app, verificationId, authCode)).statusCode).toBe(200);
      });

      it('refuses a code 181 seconds after it was sent with 400 M0109 (expired)', async () => {
        const { verificationId, authCode } = await codeFor();
        api.clock.advance(181 * second);

        const response = await checkCode(api.app, verificationId, authCode);

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0109' });
      });

      it('refuses an unknown verification id with 400 M0109', async () => {
        const response = await checkCode(api.app, '00000000-0000-4000-8000-000000000000', '123456');

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0109' });
      });

      it("does not check a logged-in user's code (changePhone) on the open call: 400 M0109", async () => {
        const { access_token } = await logIn(api.app, 'demo');
        const mobilePhone = freshPhone();
        const response = await sendCode(api.app, { mobilePhone }, access_token);
        const { verificationId } = response.json<{ verificationId: string }>();

        const open = await checkCode(api.app, verificationId, await latestCode(api.app, mobilePhone));

        expect(open.json()).toMatchObject({ code: 'M0109' });
      });

      it.each([
        ['5 digits', 'M0187', '12345'],
        ['letters', 'M0187', 'abcdef'],
        ['nothing', 'M0119', undefined],
      ])('refuses a code of %s with 400 %s field authCode', async (_case, code, authCode) => {
        const response = await api.app.inject({
          method: 'POST',
          url: '/api/open/identify/check',
          headers: callerHeaders(),
          payload: {
            verificationId: '00000000-0000-4000-8000-000000000000',
            ...(authCode ? { authCode } : {}),
          },
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code, field: 'authCode' });
      });

      it.each(['not-a-uuid', 'urn:uuid:00000000-0000-4000-8000-000000000000', ''])(
        'answers the verification id %p with a 400, never a 500',
        async (verificationId) => {
          const response = await checkCode(api.app, verificationId, '123456');

          expect(response.statusCode).toBe(400);
        },
      );
    });
  },
);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'phone verification rate limits (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind, {
        rateLimits: {
          sendCode: { max: 2, timeWindowMs: 60 * minute },
          checkCode: { max: 2, timeWindowMs: minute },
        },
      });
    });
    afterAll(() => api.close());

    it('answers the 3rd code request of an IP address within the hour with 429 M0145', async () => {
      await sendCode(api.app, { purpose: 'register', mobilePhone: '01090002001' });
      await sendCode(api.app, { purpose: 'register', mobilePhone: '01090002002' });

      const response = await sendCode(api.app, { purpose: 'register', mobilePhone: '01090002003' });

      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ code: 'M0145' });
    });

    it('answers the 3rd code check of an IP address within the minute with 429 M0145', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      await checkCode(api.app, id, '123456');
      await checkCode(api.app, id, '123456');

      const response = await checkCode(api.app, id, '123456');

      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ code: 'M0145' });
    });
  },
);
