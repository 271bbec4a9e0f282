import { callerHeaders, verifyPhone } from '../../../test-support/phone-verification';
import { appClientAuthorization, logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'recovery (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const open = (url: string, payload: object) =>
      api.app.inject({ method: 'POST', url, headers: callerHeaders(), payload });

    describe('POST /api/open/register/search (find id)', () => {
      it('answers the id and the registration date for a number verified for findId, once', async () => {
        const verificationId = await verifyPhone(api.app, {
          purpose: 'findId',
          userNm: '이정숙',
          mobilePhone: '01023456782',
        });
        const body = { userNm: '이정숙', mobilePhone: '010-2345-6782', verificationId };

        const response = await open('/api/open/register/search', body);
        const again = await open('/api/open/register/search', body);

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          userId: 'demo-mom',
          registeredDe: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
        expect(again.statusCode).toBe(400);
        expect(again.json()).toMatchObject({ code: 'M0142' });
      });

      it('refuses a verification made for sign-up with 400 M0142', async () => {
        const verificationId = await verifyPhone(api.app, {
          purpose: 'register',
          mobilePhone: '01060001001',
        });

        const response = await open('/api/open/register/search', {
          userNm: '이정숙',
          mobilePhone: '01060001001',
          verificationId,
        });

        expect(response.json()).toMatchObject({ code: 'M0142' });
      });

      it('answers 404 M0185 when no account has that name and number any more', async () => {
        const verificationId = await verifyPhone(api.app, {
          purpose: 'findId',
          userNm: '김영수',
          mobilePhone: '01023456783',
        });
        await api.db.query(`UPDATE users SET user_nm = '김영호' WHERE user_id = 'demo-grandpa'`);

        const response = await open('/api/open/register/search', {
          userNm: '김영수',
          mobilePhone: '01023456783',
          verificationId,
        });

        await api.db.query(`UPDATE users SET user_nm = '김영수' WHERE user_id = 'demo-grandpa'`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'M0185' });
      });
    });

    describe('POST /api/open/register/{userId}/resetpw', () => {
      const resetCode = () =>
        verifyPhone(api.app, {
          purpose: 'resetPassword',
          userId: 'demo',
          userNm: '김민준',
          mobilePhone: '01023456781',
        });

      it('sets the new password, revokes every refresh token of the user, and uses the verification up', async () => {
        const before = await logIn(api.app, 'demo');
        const verificationId = await resetCode();

        const response = await open('/api/open/register/demo/resetpw', {
          verificationId,
          userPassword: 'NewPass2026',
        });
        const again = await open('/api/open/register/demo/resetpw', {
          verificationId,
          userPassword: 'Other2026!',
        });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({});
        expect(again.json()).toMatchObject({ code: 'M0142' });
        const refresh = await api.app.inject({
          method: 'POST',
          url: '/oauth/token',
          headers: { authorization: appClientAuthorization },
          payload: { grant_type: 'refresh_token', refresh_token: before.refresh_token },
        });
        expect(refresh.statusCode).toBe(401);
        await expect(logIn(api.app, 'demo')).rejects.toThrow('401');
        expect(await logIn(api.app, 'demo', 'NewPass2026')).toMatchObject({ scope: 'phr.read phr.write' });
      });

      it("refuses a verification of another user's reset with 400 M0142", async () => {
        api.clock.advance(60_000);
        const verificationId = await resetCode();

        const response = await open('/api/open/register/demo-mom/resetpw', {
          verificationId,
          userPassword: 'NewPass2026',
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0142' });
      });

      it('refuses an unknown id with 404 M0188', async () => {
        const response = await open('/api/open/register/nobody/resetpw', {
          verificationId: '00000000-0000-4000-8000-000000000000',
          userPassword: 'NewPass2026',
        });

        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'M0188', field: 'userId' });
      });

      it.each([
        ['Short1!', 'M0127'],
        ['With space1', 'M0128'],
        ['onlyletters', 'M0129'],
        ['Paaass1234', 'M0130'],
      ])('refuses the new password %s with 400 %s', async (userPassword, code) => {
        const response = await open('/api/open/register/demo/resetpw', {
          verificationId: '00000000-0000-4000-8000-000000000000',
          userPassword,
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code, field: 'userPassword' });
      });
    });
  },
);
