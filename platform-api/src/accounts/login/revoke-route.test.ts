import { appClientAuthorization, logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'POST /oauth/revoke (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const revoke = (token: string, authorization = appClientAuthorization) =>
      api.app.inject({
        method: 'POST',
        url: '/oauth/revoke',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });

    const refresh = (refreshToken: string) =>
      api.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: appClientAuthorization },
        payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
      });

    it('logs out: the refresh token stops working', async () => {
      const { refresh_token } = await logIn(api.app);

      const response = await revoke(refresh_token);

      expect(response.statusCode).toBe(200);
      expect((await refresh(refresh_token)).statusCode).toBe(401);
    });

    it('revokes the whole family: revoking an old token of the login also ends its newest token', async () => {
      const login = await logIn(api.app);
      const { refresh_token: newest } = (await refresh(login.refresh_token)).json<{
        refresh_token: string;
      }>();

      await revoke(login.refresh_token);

      expect((await refresh(newest)).statusCode).toBe(401);
    });

    it("leaves the user's other logins working", async () => {
      const phone = await logIn(api.app);
      const tablet = await logIn(api.app);

      await revoke(phone.refresh_token);

      expect((await refresh(tablet.refresh_token)).statusCode).toBe(200);
    });

    it('answers 200 for a token it does not know', async () => {
      expect((await revoke('never-issued')).statusCode).toBe(200);
    });

    it('refuses an unknown client with 401', async () => {
      const response = await revoke('never-issued', `Basic ${Buffer.from('other-app:').toString('base64')}`);

      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'M0105' });
    });

    it('refuses a request without token with 400 M0187', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/oauth/revoke',
        headers: { authorization: appClientAuthorization },
        payload: {},
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M0187', field: 'token' });
    });
  },
);
