import { profilePhotoMaxBytes } from 'shared-kernel/isomorphic';
import { hostileInput, safeAnswerProperty } from '../../../test-support/hostile-input';
import { callerHeaders, signUp, verifyPhone } from '../../../test-support/phone-verification';
import { appClientAuthorization, logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const photo = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;
const png = (size: number) => photo('png', Buffer.concat([pngHeader, Buffer.alloc(size - pngHeader.length)]));

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'account (%s)',
  (_name, kind) => {
    let api: TestApp;
    let token: string;

    beforeAll(async () => {
      api = await openTestApp(kind);
      token = (await logIn(api.app, 'demo-mom')).access_token;
    });
    afterAll(() => api.close());

    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, accessToken = token) =>
      api.app.inject({
        method,
        url,
        headers: callerHeaders(accessToken),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    describe('GET and PUT /api/service/info', () => {
      it("returns the user's profile", async () => {
        const response = await call('GET', '/api/service/info');

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          userId: 'demo-mom',
          userNm: '이정숙',
          userBrthdyDe: '1964-09-03',
          userGenderCode: '0002',
          userMphonNo: '01023456782',
          userEmail: 'demo-mom@example.com',
          height: null,
          profilePhoto: null,
        });
      });

      it('changes only the values sent, removes one sent as null, and answers the new profile', async () => {
        const changed = await call('PUT', '/api/service/info', { height: 162.5, profilePhoto: png(1000) });
        const removed = await call('PUT', '/api/service/info', { profilePhoto: null, userEmail: null });

        expect(changed.json()).toMatchObject({
          height: 162.5,
          profilePhoto: png(1000),
          userEmail: 'demo-mom@example.com',
        });
        expect(removed.json()).toMatchObject({ height: 162.5, profilePhoto: null, userEmail: null });
      });

      it.each([
        ['a height of 0', 'M0136', 'height', { height: 0 }],
        ['a height with two decimals', 'M0135', 'height', { height: 160.55 }],
        ['a height as text', 'M0187', 'height', { height: 'tall' }],
        ['an e-mail of 2 characters', 'M0133', 'userEmail', { userEmail: 'ab' }],
        ['a GIF photo', 'M0140', 'profilePhoto', { profilePhoto: photo('gif', Buffer.from('GIF89a')) }],
        [
          'a photo that is not a picture',
          'M0140',
          'profilePhoto',
          { profilePhoto: photo('jpeg', Buffer.from('hello world!')) },
        ],
        [
          'a photo that is not a data URL',
          'M0140',
          'profilePhoto',
          { profilePhoto: 'https://example.com/me.jpg' },
        ],
        [
          'a photo over the size limit',
          'M0140',
          'profilePhoto',
          { profilePhoto: png(profilePhotoMaxBytes + 3) },
        ],
      ])('refuses %s with 400 %s', async (_case, code, field, payload) => {
        const response = await call('PUT', '/api/service/info', payload);

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code, field });
      });

      it('keeps a photo of exactly the size limit', async () => {
        const response = await call('PUT', '/api/service/info', { profilePhoto: png(profilePhotoMaxBytes) });

        expect(response.statusCode).toBe(200);
      });
    });

    describe('POST /api/user/checkpw and PUT /api/service/info/password', () => {
      it('tells whether a password is the current one', async () => {
        expect((await call('POST', '/api/user/checkpw', { userPassword: 'Demo1234!' })).json()).toEqual({
          matches: true,
        });
        expect((await call('POST', '/api/user/checkpw', { userPassword: 'Wrong1234!' })).json()).toEqual({
          matches: false,
        });
      });

      it('refuses a wrong current password with 400 M0187 field currentPassword', async () => {
        const response = await call('PUT', '/api/service/info/password', {
          currentPassword: 'Wrong1234!',
          userPassword: 'Fresh2026!',
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0187', field: 'currentPassword' });
      });

      it('refuses a new password of 7 characters with 400 M0127', async () => {
        const response = await call('PUT', '/api/service/info/password', {
          currentPassword: 'Demo1234!',
          userPassword: 'Abc123!',
        });

        expect(response.json()).toMatchObject({ code: 'M0127', field: 'userPassword' });
      });

      it('changes the password: the new one logs in', async () => {
        await signUp(api.app, { userId: 'changer', mobilePhone: '01040001001' });
        const { access_token } = await logIn(api.app, 'changer', 'Health2026!');

        const response = await call(
          'PUT',
          '/api/service/info/password',
          { currentPassword: 'Health2026!', userPassword: 'Fresh2026!' },
          access_token,
        );

        expect(response.statusCode).toBe(200);
        expect(await logIn(api.app, 'changer', 'Fresh2026!')).toMatchObject({ scope: 'phr.read phr.write' });
      });
    });

    describe('PUT /api/service/info/phone', () => {
      it('changes the number to one verified for changePhone, once', async () => {
        const verificationId = await verifyPhone(api.app, { mobilePhone: '01040002001' }, token);

        const response = await call('PUT', '/api/service/info/phone', {
          mobilePhone: '010-4000-2001',
          verificationId,
        });
        const again = await call('PUT', '/api/service/info/phone', {
          mobilePhone: '01040002001',
          verificationId,
        });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ userMphonNo: '01040002001' });
        expect(again.json()).toMatchObject({ code: 'M0142' });
      });

      it("refuses a code for the user's own number with 400 M0187 field mobilePhone", async () => {
        const own = (await call('GET', '/api/service/info')).json().userMphonNo;

        const response = await call('POST', '/api/user/identify/phone', { mobilePhone: own });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0187', field: 'mobilePhone' });
      });

      it("refuses a code for another account's number with 409 M0177", async () => {
        const response = await call('POST', '/api/user/identify/phone', { mobilePhone: '01023456781' });

        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'M0177' });
      });

      it("refuses another user's verification with 400 M0142", async () => {
        const { access_token } = await logIn(api.app, 'demo-grandpa');
        const verificationId = await verifyPhone(api.app, { mobilePhone: '01040002002' }, access_token);

        const response = await call('PUT', '/api/service/info/phone', {
          mobilePhone: '01040002002',
          verificationId,
        });

        expect(response.json()).toMatchObject({ code: 'M0142' });
      });

      it('refuses a number another account took meanwhile with 409 M0177', async () => {
        const verificationId = await verifyPhone(api.app, { mobilePhone: '01040002003' }, token);
        await api.db.query(`UPDATE users SET user_mphon_no = '01040002003' WHERE user_id = 'demo-grandpa'`);

        const response = await call('PUT', '/api/service/info/phone', {
          mobilePhone: '01040002003',
          verificationId,
        });

        await api.db.query(`UPDATE users SET user_mphon_no = '01023456783' WHERE user_id = 'demo-grandpa'`);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'M0177' });
      });
    });

    describe('GET and PUT /api/service/agreements', () => {
      it('lists every term with the answer and its date; changes the optional one', async () => {
        const before = await call('GET', '/api/service/agreements');
        const after = await call('PUT', '/api/service/agreements', {
          agreements: [{ stplatCode: '0004', agreed: true }],
        });

        expect(before.json().stplatList.map((term: { agreed: boolean }) => term.agreed)).toEqual([
          true,
          true,
          true,
          false,
        ]);
        expect(before.json().stplatList[3]).toMatchObject({ stplatCode: '0004', agreedDt: null });
        expect(after.statusCode).toBe(200);
        expect(after.json().stplatList[3]).toMatchObject({
          agreed: true,
          agreedDt: '2026-03-02T00:00:00.000Z',
        });
      });

      it('refuses withdrawing a required term with 400 M0141', async () => {
        const response = await call('PUT', '/api/service/agreements', {
          agreements: [{ stplatCode: '0002', agreed: false }],
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0141' });
      });
    });

    describe('POST /api/user/unregister', () => {
      it('erases the personal values, keeps id and reason, revokes the tokens; login fails, the id is M0075', async () => {
        await signUp(api.app, { userId: 'goodbye', mobilePhone: '01040003001' });
        const tokens = await logIn(api.app, 'goodbye', 'Health2026!');

        const response = await call(
          'POST',
          '/api/user/unregister',
          { unregisterReasonCode: '0005', unregisterReason: 'Moving abroad', userPassword: 'Health2026!' },
          tokens.access_token,
        );

        expect(response.statusCode).toBe(200);
        const [row] = await api.db.query(
          `SELECT password_hash, user_nm, user_brthdy_de, user_gender_code, user_mphon_no, user_email, height, profile_photo,
                unregister_reason_code, unregister_reason, unregistered_at IS NOT NULL AS withdrawn
         FROM users WHERE user_id = 'goodbye'`,
        );
        expect(row).toEqual({
          password_hash: null,
          user_nm: null,
          user_brthdy_de: null,
          user_gender_code: null,
          user_mphon_no: null,
          user_email: null,
          height: null,
          profile_photo: null,
          unregister_reason_code: '0005',
          unregister_reason: 'Moving abroad',
          withdrawn: true,
        });
        const refresh = await api.app.inject({
          method: 'POST',
          url: '/oauth/token',
          headers: { authorization: appClientAuthorization },
          payload: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
        });
        expect(refresh.statusCode).toBe(401);
        await expect(logIn(api.app, 'goodbye', 'Health2026!')).rejects.toThrow('401');
        expect((await call('GET', '/api/service/info', undefined, tokens.access_token)).statusCode).toBe(401);
        const exist = await api.app.inject({
          method: 'GET',
          url: '/api/open/register/goodbye/exist',
          headers: callerHeaders(),
        });
        expect(exist.json()).toEqual({ exist: true, code: 'M0075' });
      });

      it('refuses a wrong password with 400 M1172 field userPassword and withdraws nobody (issue 35.16)', async () => {
        const response = await call('POST', '/api/user/unregister', {
          unregisterReasonCode: '0001',
          userPassword: 'Wrong1234!',
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M1172', field: 'userPassword' });
        expect((await call('GET', '/api/service/info')).statusCode).toBe(200);
      });

      const userPassword = 'Demo1234!';
      it.each([
        ['no reason code', 'M0187', 'unregisterReasonCode', { userPassword }],
        ['no password', 'M0187', 'userPassword', { unregisterReasonCode: '0001' }],
        [
          'an unknown reason code',
          'M0187',
          'unregisterReasonCode',
          { unregisterReasonCode: '0009', userPassword },
        ],
        [
          'reason "other" without words',
          'M0187',
          'unregisterReason',
          { unregisterReasonCode: '0005', userPassword },
        ],
        [
          'reason "other" with blank words',
          'M0187',
          'unregisterReason',
          { unregisterReasonCode: '0005', unregisterReason: '   ', userPassword },
        ],
        [
          'words over 500 characters',
          'M0187',
          'unregisterReason',
          { unregisterReasonCode: '0005', unregisterReason: 'x'.repeat(501), userPassword },
        ],
      ])('refuses %s with 400 %s field %s', async (_case, code, field, payload) => {
        const response = await call('POST', '/api/user/unregister', payload);

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code, field });
      });

      it('property: any body answers 2xx or 4xx with an M-code; a refusal withdraws nobody', async () => {
        await signUp(api.app, { userId: 'staying', mobilePhone: '01040003002' });
        const { access_token } = await logIn(api.app, 'staying', 'Health2026!');
        const snapshot = async () =>
          api.db.query("SELECT unregistered_at, password_hash FROM users WHERE user_id = 'staying'");
        const { bodiesNear } = hostileInput(['Health2026!', 'Wrong1234!', '0001', '0005', 'x'.repeat(501)]);

        await safeAnswerProperty(snapshot, 40)(
          bodiesNear({ unregisterReasonCode: '0005', unregisterReason: 'bye', userPassword: 'Wrong1234!' }),
          (body) =>
            api.app.inject({
              method: 'POST',
              url: '/api/user/unregister?lang=ko',
              headers: { ...callerHeaders(access_token), 'content-type': 'application/json' },
              payload: typeof body === 'string' ? body : JSON.stringify(body),
            }),
        );
      });
    });
  },
);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'password check limit (%s)',
  (_name, kind) => {
    it('answers the 3rd password check of a user within the minute with 429 M0145', async () => {
      const api = await openTestApp(kind, {
        rateLimits: { passwordCheck: { max: 2, timeWindowMs: 60_000 } },
      });
      const { access_token } = await logIn(api.app, 'demo');
      const check = () =>
        api.app.inject({
          method: 'POST',
          url: '/api/user/checkpw',
          headers: callerHeaders(access_token),
          payload: { userPassword: 'Guess1234' },
        });

      await check();
      await check();
      const response = await check();

      await api.close();
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ code: 'M0145' });
    });
  },
);
