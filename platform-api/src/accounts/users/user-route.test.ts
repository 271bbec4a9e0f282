import { randomBytes } from 'node:crypto';
import { createApp } from '../../app';
import { createAccessTokens } from '../../platform/auth/access-tokens';
import { resolveTokenSecret } from '../login/token-secret';
import {
  addTestUser,
  appClientAuthorization,
  logIn,
  openTestApp,
  withdraw,
  type TestApp,
} from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'GET /api/user (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const getUser = (authorization?: string) =>
      api.app.inject({ method: 'GET', url: '/api/user', headers: authorization ? { authorization } : {} });

    function expectLoginAgain(response: Awaited<ReturnType<typeof getUser>>) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'M0139' });
      expect(response.headers['www-authenticate']).toMatch(/^Bearer /);
    }

    it("returns the user's information under the spec's names, with the age computed in Asia/Seoul", async () => {
      const { access_token } = await logIn(api.app, 'demo-mom');

      const response = await getUser(`Bearer ${access_token}`);

      expect(response.statusCode).toBe(200);
      // The test clock reads 2026-03-02 in Seoul; demo-mom was born on 1964-09-03.
      expect(response.json()).toEqual({
        userId: 'demo-mom',
        userNm: '이정숙',
        userBrthdyDe: '1964-09-03',
        userGenderCode: '0002',
        userMphonNo: '01023456782',
        userEmail: 'demo-mom@example.com',
        height: null,
        myChnSn: expect.any(Number),
        pscstrSttusCode: null,
        fhirResId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        userAge: 61,
      });
    });

    it('returns height as a number, and the own channel every account has from the start (type 0001)', async () => {
      await api.db.query(`UPDATE users SET height = 171.5 WHERE user_id = 'demo-grandpa'`);
      const { access_token } = await logIn(api.app, 'demo-grandpa');

      const response = await getUser(`Bearer ${access_token}`);

      const [own] = await api.db.query<{ chn_sn: number }>(
        `SELECT c.chn_sn FROM channels c JOIN channel_participants p USING (chn_sn)
         WHERE p.user_id = 'demo-grandpa' AND c.chn_type_code = '0001' AND p.mngr_at`,
      );
      expect(response.json()).toMatchObject({ height: 171.5, myChnSn: own?.chn_sn });
    });

    it('accepts an access token issued by another instance sharing the database', async () => {
      const otherInstance = createApp({
        db: api.db,
        tokenSecret: await resolveTokenSecret(api.db),
        log: { level: 'silent' },
        now: api.clock.now,
      });
      const { access_token } = await logIn(otherInstance);
      await otherInstance.close();

      expect((await getUser(`Bearer ${access_token}`)).statusCode).toBe(200);
    });

    it('refuses a request without a token with 401 M0139', async () => {
      expectLoginAgain(await getUser());
    });

    it('refuses an expired access token with 401 M0139', async () => {
      const { access_token } = await logIn(api.app);
      api.clock.advance(15 * 60 * 1000 + 1000);

      expectLoginAgain(await getUser(`Bearer ${access_token}`));
    });

    it('accepts an access token until its 15 minutes are over', async () => {
      const { access_token } = await logIn(api.app);
      api.clock.advance(15 * 60 * 1000 - 1000);

      expect((await getUser(`Bearer ${access_token}`)).statusCode).toBe(200);
    });

    it('refuses a token signed with another key with 401 M0139', async () => {
      const forger = createAccessTokens(randomBytes(32), api.clock.now);
      const forged = await forger.issue({
        kind: 'user',
        userId: 'demo',
        clientId: 'family-health-app',
        scopes: ['phr.read'],
      });

      expectLoginAgain(await getUser(`Bearer ${forged}`));
    });

    it('refuses a token whose claims were changed after signing with 401 M0139', async () => {
      const { access_token } = await logIn(api.app);
      const [header, payload, signature] = access_token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
        string,
        unknown
      >;

      const tampered = [header, base64url({ ...claims, sub: 'demo-grandpa' }), signature].join('.');

      expectLoginAgain(await getUser(`Bearer ${tampered}`));
    });

    it('refuses an unsigned token (alg none) with 401 M0139', async () => {
      const { access_token } = await logIn(api.app);
      const payload = access_token.split('.')[1];

      expectLoginAgain(await getUser(`Bearer ${base64url({ alg: 'none', typ: 'at+jwt' })}.${payload}.`));
    });

    it('refuses something that is not a token at all with 401 M0139', async () => {
      expectLoginAgain(await getUser('Bearer not.a.token'));
    });

    it('refuses a client credentials token with 403 M0105: it speaks for no user', async () => {
      const tokenResponse = await api.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: appClientAuthorization },
        payload: { grant_type: 'client_credentials' },
      });
      const { access_token } = tokenResponse.json<{ access_token: string }>();

      const response = await getUser(`Bearer ${access_token}`);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'M0105' });
    });

    it('refuses a token without the scope phr.read with 403 M0105', async () => {
      const secretRows = await api.db.query<{ secret: string }>('SELECT secret FROM server_secrets');
      const sameKey = createAccessTokens(
        new Uint8Array(Buffer.from(secretRows[0]?.secret ?? '', 'base64')),
        api.clock.now,
      );
      const writeOnly = await sameKey.issue({
        kind: 'user',
        userId: 'demo',
        clientId: 'family-health-app',
        scopes: ['phr.write'],
      });

      const response = await getUser(`Bearer ${writeOnly}`);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'M0105' });
    });

    it('refuses the still valid token of a user who has withdrawn with 401 M0139', async () => {
      await addTestUser(api.db, 'leaving-user', '01034567891');
      const { access_token } = await logIn(api.app, 'leaving-user');
      await withdraw(api.app, access_token);

      const response = await getUser(`Bearer ${access_token}`);

      expectLoginAgain(response);
    });
  },
);
