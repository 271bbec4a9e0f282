// The OAuth authorization_code grant with PKCE (issue 36.8; RFC 6749 section 4.1, RFC 7636 S256): a native host
// logs the person in at POST /oauth/authorize and trades the one-time code at POST /oauth/token.
import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { decodeJwt } from 'jose';
import { hostileInput, safeAnswerProperty, type Json } from '../../../test-support/hostile-input';
import { appClientAuthorization, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

const numRuns = Number(process.env['OAUTH_CODE_PROPERTY_RUNS'] ?? 40);
jest.setTimeout(Math.max(60_000, numRuns * 2_000));

const redirectUri = 'familyhealth://oauth/callback';

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'authorization_code grant with PKCE (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const post = (url: string, body: Json | string, authorization: string | null = appClientAuthorization) =>
      api.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          ...(authorization === null ? {} : { authorization }),
        },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });

    const authorizeBody = (challenge: string, extra: Record<string, string> = {}) => ({
      response_type: 'code',
      username: 'demo',
      password: 'Demo1234!',
      redirect_uri: redirectUri,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    });

    async function authorize() {
      const pkce = pkcePair();
      const response = await post('/oauth/authorize', authorizeBody(pkce.challenge, { state: 'xyz' }));
      expect(response.statusCode).toBe(200);
      return { ...pkce, code: response.json<{ code: string }>().code };
    }

    const exchange = (code: string, verifier: string, uri = redirectUri) =>
      post('/oauth/token', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: uri,
        code_verifier: verifier,
      });

    const refresh = (refreshToken: string) =>
      post('/oauth/token', { grant_type: 'refresh_token', refresh_token: refreshToken });

    it('gives a one-time code with the state and a location on the redirect URI, valid 60 s', async () => {
      const { challenge } = pkcePair();
      const response = await post('/oauth/authorize', authorizeBody(challenge, { state: 'a b&c' }));

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<{ code: string; state: string; expires_in: number; location: string }>();
      expect(body).toEqual({
        code: expect.any(String),
        state: 'a b&c',
        expires_in: 60,
        location: expect.any(String),
      });
      const location = new URL(body.location);
      expect(`${location.protocol}//${location.host}${location.pathname}`).toBe(redirectUri);
      expect(location.searchParams.get('code')).toBe(body.code);
      expect(location.searchParams.get('state')).toBe('a b&c');
    });

    it('stores only the hash of a code, never the code', async () => {
      const { code } = await authorize();

      const rows = await api.db.query<{ code_hash: string }>(
        'SELECT code_hash FROM oauth_authorization_codes',
      );
      expect(rows.some((row) => row.code_hash === code)).toBe(false);
      expect(rows.map((row) => row.code_hash)).toContain(
        createHash('sha256').update(code).digest('base64url'),
      );
    });

    it('trades a code and its verifier for the login, also as platformOauthTokenInfo', async () => {
      const { code, verifier } = await authorize();

      const response = await exchange(code, verifier);

      expect(response.statusCode).toBe(200);
      const body = response.json<Record<string, unknown> & { access_token: string; refresh_token: string }>();
      expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'phr.read phr.write' });
      expect(body['platformOauthTokenInfo']).toEqual({
        access_token: body.access_token,
        refresh_token: body.refresh_token,
        expires_in: 900,
      });
      expect(decodeJwt(body.access_token)).toMatchObject({ sub: 'demo', client_id: 'family-health-app' });
      expect((await refresh(body.refresh_token)).statusCode).toBe(200);
    });

    it('refuses a wrong code verifier with 400 M1256 and spends the code', async () => {
      const { code, verifier } = await authorize();

      const wrong = await exchange(code, pkcePair().verifier);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'M1256' });
      const retried = await exchange(code, verifier);
      expect(retried.json()).toMatchObject({ code: 'M1253' });
    });

    it('refuses a code traded with another redirect_uri than authorized with 400 M1255', async () => {
      const { code, verifier } = await authorize();

      const response = await exchange(code, verifier, 'familyhealth://oauth/other');

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M1255' });
    });

    it('refuses a code after its 60 s with 400 M1254', async () => {
      const { code, verifier } = await authorize();
      api.clock.advance(60_000);

      const response = await exchange(code, verifier);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M1254' });
    });

    it('refuses a replayed code with 400 M1253 and revokes the tokens issued from it (RFC 6749 4.1.2)', async () => {
      const { code, verifier } = await authorize();
      const first = await exchange(code, verifier);
      const { refresh_token } = first.json<{ refresh_token: string }>();

      const replay = await exchange(code, verifier);

      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ code: 'M1253' });
      const refreshed = await refresh(refresh_token);
      expect(refreshed.statusCode).toBe(401);
      expect(refreshed.json()).toMatchObject({ code: 'M0139' });
    });

    it('refuses a code never issued with 400 M1252, and a missing verifier with 400 M0187', async () => {
      const unknown = await exchange(randomBytes(32).toString('base64url'), pkcePair().verifier);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'M1252' });

      const { code } = await authorize();
      const missing = await post('/oauth/token', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'M0187', field: 'code_verifier' });
    });

    it('refuses a redirect_uri not on the allow-list with 400 M1250, issuing no code', async () => {
      const before = await api.db.query('SELECT count(*)::int AS n FROM oauth_authorization_codes');
      const response = await post(
        '/oauth/authorize',
        authorizeBody(pkcePair().challenge, { redirect_uri: 'https://evil.example/callback' }),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M1250', field: 'redirect_uri' });
      expect(await api.db.query('SELECT count(*)::int AS n FROM oauth_authorization_codes')).toEqual(before);
    });

    it('refuses the plain method and malformed challenges with 400 M1251 (S256 only)', async () => {
      const { verifier, challenge } = pkcePair();
      for (const body of [
        authorizeBody(verifier, { code_challenge_method: 'plain' }),
        authorizeBody(challenge.slice(1)),
        authorizeBody(`${challenge.slice(1)}=`),
      ]) {
        const response = await post('/oauth/authorize', body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M1251' });
      }
    });

    it('refuses a wrong password at authorize with 401 M0139 and an unknown client with 401 M0105', async () => {
      const wrong = await post(
        '/oauth/authorize',
        authorizeBody(pkcePair().challenge, { password: 'Wrong1234!' }),
      );
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'M0139' });

      const client = await post(
        '/oauth/authorize',
        authorizeBody(pkcePair().challenge),
        `Basic ${Buffer.from('other-app:').toString('base64')}`,
      );
      expect(client.statusCode).toBe(401);
      expect(client.json()).toMatchObject({ code: 'M0105' });
    });

    it('lists both calls in the OpenAPI document', async () => {
      const document = (await api.app.inject({ method: 'GET', url: '/docs/json' })).json<{
        paths: Record<string, Record<string, { requestBody?: unknown }>>;
      }>();
      expect(document.paths['/oauth/authorize']?.['post']).toBeDefined();
      expect(JSON.stringify(document.paths['/oauth/token'])).toContain('authorization_code');
    });

    describe('properties', () => {
      const hostile = hostileInput(['demo', 'Demo1234!', redirectUri, 'S256', 'code', 'authorization_code']);
      const snapshot = async () => [
        await api.db.query('SELECT count(*)::int AS codes FROM oauth_authorization_codes'),
        await api.db.query('SELECT count(*)::int AS tokens FROM refresh_tokens'),
      ];

      it('POST /oauth/authorize: any body answers 2xx or 4xx with an M-code, and a refusal issues no code', async () => {
        const { challenge } = pkcePair();
        await safeAnswerProperty(snapshot, numRuns)(hostile.bodiesNear(authorizeBody(challenge)), (body) =>
          post('/oauth/authorize', body),
        );
      });

      it('POST /oauth/token (authorization_code): any body answers 2xx or 4xx with an M-code, and a refusal logs no one in', async () => {
        const { code, verifier } = await authorize();
        const valid = {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: verifier,
        };
        await safeAnswerProperty(snapshot, numRuns)(hostile.bodiesNear(valid), (body) =>
          post('/oauth/token', body),
        );
      });

      it('a code works once whatever order of wrong and right verifiers is tried', async () => {
        await fc.assert(
          fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }), async (rightOnes) => {
            const { code, verifier } = await authorize();
            const answers: number[] = [];
            for (const right of rightOnes) {
              answers.push((await exchange(code, right ? verifier : pkcePair().verifier)).statusCode);
            }
            const expected = rightOnes[0]
              ? [200, ...rightOnes.slice(1).map(() => 400)]
              : rightOnes.map(() => 400);
            expect(answers).toEqual(expected);
          }),
          { numRuns: Math.min(numRuns, 15) },
        );
      });
    });
  },
);
