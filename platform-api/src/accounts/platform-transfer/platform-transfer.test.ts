import {
  callerHeaders,
  latestCode,
  requiredAgreements,
  sendCode,
  verifyPhone,
} from '../../../test-support/phone-verification';
import { appClientAuthorization, logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'platform transfer (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeEach(async () => {
      api = await openTestApp(kind);
    });
    afterEach(() => api.close());

    const call = (method: 'GET' | 'PUT' | 'POST', url: string, accessToken: string, payload?: object) =>
      api.app.inject({ method, url, headers: callerHeaders(accessToken), ...(payload ? { payload } : {}) });

    const completion = {
      isAgreeTransfer: true,
      agreements: requiredAgreements,
      userGenderCode: '0002',
      mobilePhone: '01050001001',
    };

    it('logs demo-legacy in with the scope platform.transfer only: other calls answer 403 M0105', async () => {
      const tokens = await logIn(api.app, 'demo-legacy');

      expect(tokens).toMatchObject({ scope: 'platform.transfer' });
      for (const [method, url] of [
        ['GET', '/api/user'],
        ['GET', '/api/service/info'],
        ['POST', '/api/user/checkpw'],
      ] as const) {
        const response = await call(
          method,
          url,
          tokens.access_token,
          method === 'POST' ? { userPassword: 'x' } : undefined,
        );
        expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
          url,
          status: 403,
          code: 'M0105',
        });
      }
    });

    it('shows the terms, the values and the missing fields of the migrated account', async () => {
      const { access_token } = await logIn(api.app, 'demo-legacy');

      const response = await call('GET', '/api/user/platform?lang=en', access_token);

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        isAgreeTransfer: false,
        userInfo: {
          userId: 'demo-legacy',
          userNm: '박순자',
          userBrthdyDe: '1958-05-10',
          userGenderCode: null,
          userMphonNo: null,
          userEmail: null,
          height: null,
        },
        missingFields: ['userGenderCode', 'mobilePhone'],
      });
      expect(body.agreeInfo.stplatList).toHaveLength(4);
      expect(body.agreeInfo.stplatList[0]).toMatchObject({
        stplatCode: '0001',
        stplatNm: 'Terms of service',
        agreed: false,
      });
    });

    it('refuses the platform calls to a completed account token (403 M0105)', async () => {
      const { access_token } = await logIn(api.app, 'demo');

      expect((await call('GET', '/api/user/platform', access_token)).statusCode).toBe(403);
    });

    it('completes the account with a number verified for transfer; a refresh then returns phr.read phr.write', async () => {
      const tokens = await logIn(api.app, 'demo-legacy');
      const verificationId = await verifyPhone(api.app, { mobilePhone: '01050001001' }, tokens.access_token);

      const response = await call('PUT', '/api/user/platform', tokens.access_token, {
        ...completion,
        verificationId,
        height: 158.5,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
      const refreshed = await api.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: appClientAuthorization },
        payload: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      });
      expect(refreshed.json()).toMatchObject({ scope: 'phr.read phr.write' });
      const info = await call('GET', '/api/service/info', refreshed.json().access_token);
      expect(info.json()).toMatchObject({
        userNm: '박순자',
        userGenderCode: '0002',
        userMphonNo: '01050001001',
        height: 158.5,
      });
      const agreed = await call('GET', '/api/service/agreements', refreshed.json().access_token);
      expect(agreed.json().stplatList.map((term: { agreed: boolean }) => term.agreed)).toEqual([
        true,
        true,
        true,
        false,
      ]);
      expect((await call('PUT', '/api/user/platform', tokens.access_token, completion)).statusCode).toBe(403);
    });

    it.each([
      ['isAgreeTransfer false', { isAgreeTransfer: false }, 'M0167', 'isAgreeTransfer'],
      ['no isAgreeTransfer', { isAgreeTransfer: undefined }, 'M0167', 'isAgreeTransfer'],
      ['a required term not agreed', { agreements: requiredAgreements.slice(1) }, 'M0141', 'agreements'],
      ['the gender missing', { userGenderCode: undefined }, 'M0166', 'userGenderCode'],
      ['the number missing', { mobilePhone: undefined }, 'M0166', 'mobilePhone'],
      ['a new number without verification', {}, 'M0142', 'verificationId'],
    ])('refuses %s with 400 %s', async (_case, overrides, code, field) => {
      const { access_token } = await logIn(api.app, 'demo-legacy');

      const response = await call('PUT', '/api/user/platform', access_token, { ...completion, ...overrides });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, field });
    });

    it('refuses a verification of the wrong purpose (changePhone of another user) with 400 M0142', async () => {
      const demo = await logIn(api.app, 'demo');
      const verificationId = await verifyPhone(api.app, { mobilePhone: '01050001001' }, demo.access_token);
      const { access_token } = await logIn(api.app, 'demo-legacy');

      const response = await call('PUT', '/api/user/platform', access_token, {
        ...completion,
        verificationId,
      });

      expect(response.json()).toMatchObject({ code: 'M0142' });
    });

    it('answers 409 M0177 for a verified number that another account took meanwhile', async () => {
      const { access_token } = await logIn(api.app, 'demo-legacy');
      const verificationId = await verifyPhone(api.app, { mobilePhone: '01050001001' }, access_token);
      await api.db.query(`UPDATE users SET user_mphon_no = '01050001001' WHERE user_id = 'demo-mom'`);

      const response = await call('PUT', '/api/user/platform', access_token, {
        ...completion,
        verificationId,
      });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'M0177' });
    });

    it("refuses a code for another account's number with 409 M0177 (identify/phone, purpose transfer)", async () => {
      const { access_token } = await logIn(api.app, 'demo-legacy');

      const response = await sendCode(api.app, { mobilePhone: '01023456781' }, access_token);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'M0177' });
    });

    it("checks only the user's own codes on /api/user/identify/check (400 M0109 for another's)", async () => {
      const demo = await logIn(api.app, 'demo');
      const sent = await sendCode(api.app, { mobilePhone: '01050002002' }, demo.access_token);
      const legacy = await logIn(api.app, 'demo-legacy');

      const response = await api.app.inject({
        method: 'POST',
        url: '/api/user/identify/check',
        headers: callerHeaders(legacy.access_token),
        payload: {
          verificationId: sent.json().verificationId,
          authCode: await latestCode(api.app, '01050002002'),
        },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M0109' });
    });

    it('refuses the user identify calls without a bearer token with 401 M0139', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/user/identify/phone',
        headers: { authorization: callerHeaders().authorization ?? '' },
        payload: { mobilePhone: '01050001001' },
      });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'M0139' });
    });
  },
);
