import crypto from 'node:crypto';
import { decodeJwt } from 'jose';
import {
  addTestUser,
  appClientAuthorization,
  logIn,
  openTestApp,
  withdraw,
  type TestApp,
} from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

const fourteenDays = 14 * 24 * 60 * 60 * 1000;

function basic(clientId: string, secret = ''): string {
  return `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'POST /oauth/token (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    function requestToken(
      fields: Record<string, string>,
      authorization: string | null = appClientAuthorization,
    ) {
      return api.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(authorization === null ? {} : { authorization }),
        },
        payload: new URLSearchParams(fields).toString(),
      });
    }

    const refresh = (refreshToken: string) =>
      requestToken({ grant_type: 'refresh_token', refresh_token: refreshToken });

    describe('password grant', () => {
      it('returns a bearer access token, a refresh token and the scopes phr.read phr.write', async () => {
        const response = await requestToken({
          grant_type: 'password',
          username: 'demo',
          password: 'Demo1234!',
        });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          access_token: expect.any(String),
          token_type: 'Bearer',
          expires_in: 900,
          refresh_token: expect.any(String),
          scope: 'phr.read phr.write',
          platformOauthTokenInfo: expect.any(Object),
        });
      });

      it("answers the login also as the spec's platformOauthTokenInfo, from the same values (issue 36.8)", async () => {
        const response = await requestToken({
          grant_type: 'password',
          username: 'demo',
          password: 'Demo1234!',
        });

        const body = response.json<Record<string, unknown>>();
        expect(body['platformOauthTokenInfo']).toEqual({
          access_token: body['access_token'],
          refresh_token: body['refresh_token'],
          expires_in: 900,
        });
      });

      it('forbids caching of token responses (Cache-Control no-store)', async () => {
        const response = await requestToken({
          grant_type: 'password',
          username: 'demo',
          password: 'Demo1234!',
        });

        expect(response.headers['cache-control']).toBe('no-store');
      });

      it('accepts a JSON body as well as a form body', async () => {
        const response = await api.app.inject({
          method: 'POST',
          url: '/oauth/token',
          headers: { authorization: appClientAuthorization },
          payload: { grant_type: 'password', username: 'demo-mom', password: 'Demo1234!' },
        });

        expect(response.statusCode).toBe(200);
      });

      it('issues a signed JWT access token for the user that lives 15 minutes', async () => {
        const { access_token } = await logIn(api.app, 'demo-grandpa');

        const claims = decodeJwt(access_token);
        expect(claims).toMatchObject({
          sub: 'demo-grandpa',
          client_id: 'family-health-app',
          scope: 'phr.read phr.write',
        });
        expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
      });

      it('refuses a wrong password with 401 M0139', async () => {
        const response = await requestToken({
          grant_type: 'password',
          username: 'demo',
          password: 'Wrong1234!',
        });

        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'M0139' });
      });

      it('refuses an unknown user id with 401 M0139, the same answer as a wrong password', async () => {
        const response = await requestToken({
          grant_type: 'password',
          username: 'nobody',
          password: 'Demo1234!',
        });

        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'M0139' });
      });

      it.each([
        ['username', { password: 'Demo1234!' }],
        ['password', { username: 'demo' }],
        ['username', { username: '', password: 'Demo1234!' }],
        ['password', { username: 'demo', password: '' }],
      ])('refuses a request without %s with 400 M0146', async (field, credentials) => {
        const response = await requestToken({ grant_type: 'password', ...credentials });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0146', field });
      });

      it('refuses a withdrawn user with 401 M0139', async () => {
        await addTestUser(api.db, 'withdrawn-user', '01034567890');
        await withdraw(api.app, (await logIn(api.app, 'withdrawn-user')).access_token);

        const response = await requestToken({
          grant_type: 'password',
          username: 'withdrawn-user',
          password: 'Demo1234!',
        });

        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'M0139' });
      });
    });

    describe('client authentication', () => {
      it.each([
        ['an unknown client id', basic('other-app')],
        ['a secret for the public client', basic('family-health-app', 'guess')],
        ['a bearer scheme', 'Bearer family-health-app'],
        ['no credentials', null],
      ])('refuses %s with 401', async (_case, authorization) => {
        const response = await requestToken({ grant_type: 'client_credentials' }, authorization);

        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toMatch(/^Basic /);
        expect(response.json()).toMatchObject({ code: 'M0105' });
      });
    });

    describe('client_credentials grant', () => {
      it('returns an access token for the client and no refresh token', async () => {
        const response = await requestToken({ grant_type: 'client_credentials' });

        expect(response.statusCode).toBe(200);
        const body = response.json<Record<string, unknown>>();
        expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
        expect(body).not.toHaveProperty('refresh_token');
        expect(body).not.toHaveProperty('platformOauthTokenInfo');
        const claims = decodeJwt(String(body['access_token']));
        expect(claims).toMatchObject({ client_id: 'family-health-app' });
        expect(claims).not.toHaveProperty('sub');
      });
    });

    describe('refresh_token grant', () => {
      it('returns a new access token and a new refresh token', async () => {
        const login = await logIn(api.app);

        const response = await refresh(login.refresh_token);

        expect(response.statusCode).toBe(200);
        const body = response.json<Record<string, unknown>>();
        expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'phr.read phr.write' });
        expect(body['refresh_token']).toEqual(expect.any(String));
        expect(body['refresh_token']).not.toBe(login.refresh_token);
        expect(body['platformOauthTokenInfo']).toEqual({
          access_token: body['access_token'],
          refresh_token: body['refresh_token'],
          expires_in: 900,
        });
        expect(decodeJwt(String(body['access_token']))).toMatchObject({ sub: 'demo' });
      });

      it('rotates: a refresh token works once, then its successor works', async () => {
        const login = await logIn(api.app);
        const second = (await refresh(login.refresh_token)).json<{ refresh_token: string }>();

        const third = await refresh(second.refresh_token);

        expect(third.statusCode).toBe(200);
      });

      it('revokes the whole family when an already used refresh token is presented again', async () => {
        const login = await logIn(api.app);
        const second = (await refresh(login.refresh_token)).json<{ refresh_token: string }>();
        const third = (await refresh(second.refresh_token)).json<{ refresh_token: string }>();

        const reuse = await refresh(login.refresh_token);

        expect(reuse.statusCode).toBe(401);
        expect(reuse.json()).toMatchObject({ code: 'M0139' });
        expect((await refresh(third.refresh_token)).statusCode).toBe(401);
      });

      it('leaves the other logins of the same user working when one family is revoked', async () => {
        const stolen = await logIn(api.app);
        const otherDevice = await logIn(api.app);
        await refresh(stolen.refresh_token);
        await refresh(stolen.refresh_token);

        expect((await refresh(otherDevice.refresh_token)).statusCode).toBe(200);
      });

      it('refuses an unknown refresh token with 401 M0139', async () => {
        const response = await refresh('not-a-token-we-issued');

        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'M0139' });
      });

      it('refuses a refresh token older than 14 days', async () => {
        const login = await logIn(api.app);
        api.clock.advance(fourteenDays + 1000);

        expect((await refresh(login.refresh_token)).statusCode).toBe(401);
      });

      it('refuses the refresh token of a user who has since withdrawn', async () => {
        await addTestUser(api.db, 'leaving-user', '01034567891');
        const login = await logIn(api.app, 'leaving-user');
        await withdraw(api.app, login.access_token);

        const response = await refresh(login.refresh_token);

        expect(response.statusCode).toBe(401);
      });

      it('refuses a request without refresh_token with 400 M0187', async () => {
        const response = await requestToken({ grant_type: 'refresh_token' });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0187', field: 'refresh_token' });
      });

      it('stores refresh tokens only as hashes', async () => {
        const { refresh_token } = await logIn(api.app);

        const rows = await api.db.query<{ row: string }>(
          'SELECT row_to_json(refresh_tokens)::text AS row FROM refresh_tokens',
        );

        expect(rows.length).toBeGreaterThan(0);
        expect(rows.some(({ row }) => row.includes(refresh_token))).toBe(false);
      });
    });

    it.each(['implicit', 'device_code'])(
      'refuses the unsupported grant %s with 400 M0187',
      async (grantType) => {
        const response = await requestToken({ grant_type: grantType, code: 'x' });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0187', field: 'grant_type' });
      },
    );

    it('refuses a request without grant_type with 400 M0187', async () => {
      const response = await requestToken({ username: 'demo', password: 'Demo1234!' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M0187', field: 'grant_type' });
    });
  },
);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'token rate limit (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind, { rateLimits: { token: { max: 2, timeWindowMs: 60_000 } } });
    });
    afterAll(() => api.close());

    const attempt = (username: string) =>
      api.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: appClientAuthorization },
        payload: { grant_type: 'password', username, password: 'Wrong1234!' },
      });

    it('answers 429 M0145 once an IP address has used up its attempts for a username', async () => {
      await attempt('demo');
      await attempt('demo');

      const response = await attempt('demo');

      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ code: 'M0145' });
      expect((await attempt('demo-mom')).statusCode).toBe(401);
    });
  },
);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'token rate limits per IP address, per token family and per client (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind, {
        rateLimits: {
          loginPerIp: { max: 3, timeWindowMs: 60_000 },
          clientCredentials: { max: 2, timeWindowMs: 60_000 },
        },
      });
    });
    afterAll(() => api.close());
    beforeEach(() => api.clock.advance(61_000));

    const grant = (payload: Record<string, string>, remoteAddress = '127.0.0.1') =>
      api.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: appClientAuthorization },
        remoteAddress,
        payload,
      });

    it('answers 429 M1130 with Retry-After once an IP address has tried its logins, whatever the usernames', async () => {
      for (const username of ['nobody1', 'nobody2', 'nobody3']) {
        expect((await grant({ grant_type: 'password', username, password: 'Wrong1234!' })).statusCode).toBe(
          401,
        );
      }

      const refused = await grant({ grant_type: 'password', username: 'demo', password: 'Demo1234!' });

      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'M1130' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await grant({ grant_type: 'password', username: 'demo', password: 'Demo1234!' }, '10.0.0.2'))
          .statusCode,
      ).toBe(200);
    });

    it('limits client-credentials grants per client, from any address', async () => {
      const clientGrant = (remoteAddress: string) =>
        grant({ grant_type: 'client_credentials' }, remoteAddress);
      expect((await clientGrant('10.0.0.3')).statusCode).toBe(200);
      expect((await clientGrant('10.0.0.4')).statusCode).toBe(200);

      const refused = await clientGrant('10.0.0.5');

      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'M0145' });
    });
  },
);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'password grants during a spray of unknown ids (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      // A short line (one slot, four places), and new hashes (a decoy's cost) at N = 2^14 rather than the tests'
      // 2^10, about 20 ms: a spray that hashed or took places in line would refuse real logins. The demo family's
      // stored hashes keep their cheap cost.
      api = await openTestApp(kind, {
        passwordHashing: { logN: 14, r: 8, p: 1 },
        passwordHashingConcurrency: { maxConcurrent: 1, maxQueued: 4 },
      });
    });
    afterAll(() => api.close());

    const grant = (username: string, password: string, remoteAddress: string) =>
      api.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: appClientAuthorization },
        remoteAddress,
        payload: { grant_type: 'password', username, password },
      });

    it('real logins interleaved with a spray of unknown ids from six addresses all succeed (200), none 503', async () => {
      const people = ['demo', 'demo-mom', 'demo-grandpa'];
      // The spray is under way: its first attempt already answered.
      expect((await grant('nobody', 'Wrong1234!', '127.0.0.11')).statusCode).toBe(401);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) => {
          const person = index % 20 === 0 ? people[index / 20] : undefined;
          return person
            ? grant(person, 'Demo1234!', `127.0.0.${21 + index / 20}`).then((response) => ({
                person,
                response,
              }))
            : grant(`nobody-${index}`, 'Wrong1234!', `127.0.0.${11 + (index % 6)}`).then((response) => ({
                person,
                response,
              }));
        }),
      );

      const real = answers.filter(({ person }) => person);
      expect(real.map(({ response }) => response.statusCode)).toEqual([200, 200, 200]);
      // The spray: refused as a wrong password, or 503 M1131 once an address holds its share of the line.
      for (const { response } of answers.filter(({ person }) => !person)) {
        expect([
          { statusCode: 401, code: 'M0139' },
          { statusCode: 503, code: 'M1131' },
        ]).toContainEqual({ statusCode: response.statusCode, code: response.json<{ code: string }>().code });
      }
    });

    it('runs no scrypt for an unknown id once the instance has timed one check, and one for a known id with a wrong password', async () => {
      // Timed at the instance's cost (2^14 here), by the first unknown id if nothing else was.
      expect((await grant('nobody-first', 'Wrong1234!', '127.0.0.31')).statusCode).toBe(401);
      const scrypt = jest.spyOn(crypto, 'scrypt');
      try {
        for (let index = 0; index < 10; index += 1) {
          expect((await grant(`nobody-else-${index}`, 'Wrong1234!', '127.0.0.31')).statusCode).toBe(401);
        }
        expect(scrypt).not.toHaveBeenCalled();

        expect((await grant('demo', 'Wrong1234!', '127.0.0.32')).statusCode).toBe(401);
        expect(scrypt).toHaveBeenCalledTimes(1);
      } finally {
        scrypt.mockRestore();
      }
    });
  },
);
