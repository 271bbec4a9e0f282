// The spec's names of the account calls (issue 36 item 8, spec section 7) answer as the calls they are aliases of:
// the same success, the same refusal, the same rate-limit counters, and each is listed in the OpenAPI document.
import {
  callerHeaders,
  latestCode,
  requiredAgreements,
  verifyPhone,
} from '../../../test-support/phone-verification';
import { appClientAuthorization, logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

interface OpenApiDocument {
  paths: Record<string, Record<string, { 'x-alias-of'?: string; summary?: string }>>;
}

const minute = 60_000;

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  "the spec's names of the account calls (%s)",
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, accessToken?: string) =>
      api.app.inject({ method, url, headers: callerHeaders(accessToken), ...(payload ? { payload } : {}) });

    it('lists each alias in the OpenAPI document, marked as an alias of its original (issue 36.8)', async () => {
      const document = (await api.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();
      const aliasOf = (path: string, method: string) => document.paths[path]?.[method]?.['x-alias-of'];

      expect(aliasOf('/api/user', 'put')).toBe('PUT /api/service/info');
      expect(aliasOf('/api/open/exist', 'post')).toBe('GET /api/open/register/:userId/exist');
      expect(aliasOf('/api/open/reset/password', 'put')).toBe('POST /api/open/register/:userId/resetpw');
      expect(aliasOf('/api/open/register/{userId}/lostpw', 'post')).toBe('POST /api/open/identify/phone');
      expect(aliasOf('/api/open/register/{userId}/checkauthcode', 'post')).toBe(
        'POST /api/open/identify/check',
      );
      expect(aliasOf('/api/service/noti/{notiSn}/{readAt}', 'put')).toBe('PUT /api/service/noti/:notiSn');
      expect(aliasOf('/api/open/register/{userId}/service', 'post')).toBe('PUT /api/user/platform');
      expect(document.paths['/api/service/info']?.['put']?.['x-alias-of']).toBeUndefined();
      expect(document.paths['/api/open/register/{userId}/lostpw']?.['post']?.summary).toContain(
        'POST /register/{userId}/lostpw',
      );
    });

    describe('PUT /user (alias of PUT /api/service/info)', () => {
      it('changes the profile as PUT /api/service/info does', async () => {
        const { access_token } = await logIn(api.app);

        const response = await call('PUT', '/api/user', { height: 171.5 }, access_token);
        const profile = await call('GET', '/api/service/info', undefined, access_token);

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(profile.json());
        expect(profile.json()).toMatchObject({ height: 171.5 });
      });

      it('refuses a height of 0 with the same 400 M0136 as the original', async () => {
        const { access_token } = await logIn(api.app);

        const alias = await call('PUT', '/api/user', { height: 0 }, access_token);
        const original = await call('PUT', '/api/service/info', { height: 0 }, access_token);

        expect(alias.statusCode).toBe(400);
        expect(alias.json()).toMatchObject({ code: 'M0136', field: 'height' });
        expect(alias.json()).toEqual(original.json());
      });

      it('refuses a call without a token with 401, as the original does', async () => {
        const alias = await api.app.inject({ method: 'PUT', url: '/api/user', payload: { height: 170 } });

        expect(alias.statusCode).toBe(401);
      });
    });

    describe('POST /register/{userId}/service (alias of PUT /api/user/platform)', () => {
      const completion = {
        isAgreeTransfer: true,
        agreements: requiredAgreements,
        userGenderCode: '0002',
        mobilePhone: '01050001002',
      };

      it('refuses a transfer not agreed to with the same 400 M0167 as the original', async () => {
        const { access_token } = await logIn(api.app, 'demo-legacy');
        const body = { ...completion, isAgreeTransfer: false };

        const alias = await call('POST', '/api/open/register/demo-legacy/service', body, access_token);
        const original = await call('PUT', '/api/user/platform', body, access_token);

        expect(alias.statusCode).toBe(400);
        expect(alias.json()).toMatchObject({ code: 'M0167', field: 'isAgreeTransfer' });
        expect(alias.json()).toEqual(original.json());
      });

      it("refuses another account's id in the path with 403 M0105: a token joins only its own account", async () => {
        const { access_token } = await logIn(api.app, 'demo-legacy');

        const response = await call('POST', '/api/open/register/demo/service', completion, access_token);

        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'M0105' });
      });

      it('joins the migrated account to the service; a refresh then returns phr.read phr.write', async () => {
        const tokens = await logIn(api.app, 'demo-legacy');
        const verificationId = await verifyPhone(
          api.app,
          { mobilePhone: '01050001002' },
          tokens.access_token,
        );

        const response = await call(
          'POST',
          '/api/open/register/demo-legacy/service',
          { ...completion, verificationId },
          tokens.access_token,
        );
        const refreshed = await api.app.inject({
          method: 'POST',
          url: '/oauth/token',
          headers: { authorization: appClientAuthorization },
          payload: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
        });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({});
        expect(refreshed.json()).toMatchObject({ scope: 'phr.read phr.write' });
      });
    });

    describe('POST /exist (alias of GET /api/open/register/{userId}/exist)', () => {
      it('answers whether a user id is taken from the id in the body', async () => {
        const alias = await call('POST', '/api/open/exist', { userId: 'demo' });
        const original = await call('GET', '/api/open/register/demo/exist');

        expect(alias.statusCode).toBe(200);
        expect(alias.json()).toEqual({ exist: true, code: 'M1171' });
        expect(alias.json()).toEqual(original.json());
        expect((await call('POST', '/api/open/exist', { userId: 'freshname26' })).json()).toEqual({
          exist: false,
        });
      });

      it('refuses an id of the wrong form with the same 400 as the original', async () => {
        const alias = await call('POST', '/api/open/exist', { userId: 'a b' });
        const original = await call('GET', '/api/open/register/a%20b/exist');

        expect(alias.statusCode).toBe(400);
        expect(alias.json()).toMatchObject({ code: original.json<{ code: string }>().code });
      });

      it("counts against the original's rate limit: the two names do not double it", async () => {
        const limited = await openTestApp(kind, {
          rateLimits: { userIdExists: { max: 2, timeWindowMs: minute } },
        });
        try {
          const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
            limited.app.inject({ method, url, headers: callerHeaders(), ...(payload ? { payload } : {}) });
          expect((await inject('GET', '/api/open/register/demo/exist')).statusCode).toBe(200);
          expect((await inject('POST', '/api/open/exist', { userId: 'demo' })).statusCode).toBe(200);
          const third = await inject('POST', '/api/open/exist', { userId: 'demo' });
          const fourth = await inject('GET', '/api/open/register/demo/exist');

          expect(third.statusCode).toBe(429);
          expect(third.json()).toMatchObject({ code: 'M0145' });
          expect(fourth.statusCode).toBe(429);
        } finally {
          await limited.close();
        }
      });
    });

    describe('lost password by the spec: /register/{userId}/lostpw, /checkauthcode, PUT /reset/password', () => {
      it('sends a reset code, checks it and sets the new password, as the original calls do', async () => {
        const sent = await call('POST', '/api/open/register/demo-mom/lostpw', {
          userNm: '이정숙',
          mobilePhone: '010-2345-6782',
        });
        expect(sent.statusCode).toBe(200);
        const { verificationId } = sent.json<{ verificationId: string }>();

        const checked = await call('POST', '/api/open/register/demo-mom/checkauthcode', {
          verificationId,
          authCode: await latestCode(api.app, '01023456782'),
        });
        const reset = await call('PUT', '/api/open/reset/password', {
          userId: 'demo-mom',
          verificationId,
          userPassword: 'NewPass2026',
        });
        const again = await call('PUT', '/api/open/reset/password', {
          userId: 'demo-mom',
          verificationId,
          userPassword: 'Other2026!',
        });

        expect(checked.json()).toEqual({ verified: true });
        expect(reset.statusCode).toBe(200);
        expect(reset.json()).toEqual({});
        expect(again.json()).toMatchObject({ code: 'M0142' });
        expect(await logIn(api.app, 'demo-mom', 'NewPass2026')).toMatchObject({
          scope: 'phr.read phr.write',
        });
      });

      it('refuses a name that is not the account holder’s with the same 404 M0185 as the original', async () => {
        const body = { userNm: '김철수', mobilePhone: '01023456781' };
        const alias = await call('POST', '/api/open/register/demo/lostpw', body);
        const original = await call('POST', '/api/open/identify/phone', {
          ...body,
          purpose: 'resetPassword',
          userId: 'demo',
        });

        expect(alias.statusCode).toBe(404);
        expect(alias.json()).toMatchObject({ code: 'M0185' });
        expect(alias.json()).toEqual(original.json());
      });

      it('refuses an unknown user id in the path with 404 M0188, as the original does', async () => {
        const response = await call('POST', '/api/open/register/nobody/lostpw', {
          userNm: '김민준',
          mobilePhone: '01023456781',
        });

        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'M0188', field: 'userId' });
      });

      it('refuses a wrong code with the same 400 M0189 as the original', async () => {
        api.clock.advance(minute);
        const sent = await call('POST', '/api/open/register/demo/lostpw', {
          userNm: '김민준',
          mobilePhone: '01023456781',
        });
        const { verificationId } = sent.json<{ verificationId: string }>();
        const code = await latestCode(api.app, '01023456781');
        const wrong = code === '000000' ? '111111' : '000000';

        const alias = await call('POST', '/api/open/register/demo/checkauthcode', {
          verificationId,
          authCode: wrong,
        });
        const original = await call('POST', '/api/open/identify/check', { verificationId, authCode: wrong });

        expect(alias.statusCode).toBe(400);
        expect(alias.json()).toMatchObject({ code: 'M0189' });
        expect(original.json()).toMatchObject({ code: 'M0189' });
      });

      it('refuses a reset without a verified number with the same 400 M0142 as the original', async () => {
        const body = { verificationId: '00000000-0000-4000-8000-000000000000', userPassword: 'NewPass2026' };
        const alias = await call('PUT', '/api/open/reset/password', { ...body, userId: 'demo' });
        const original = await call('POST', '/api/open/register/demo/resetpw', body);

        expect(alias.statusCode).toBe(400);
        expect(alias.json()).toMatchObject({ code: 'M0142' });
        expect(alias.json()).toEqual(original.json());
      });
    });
  },
);
