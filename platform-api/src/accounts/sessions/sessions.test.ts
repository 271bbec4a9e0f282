import fc from 'fast-check';
import {
  encodeLoosely,
  hostileInput,
  safeAnswerProperty,
  type Json,
} from '../../../test-support/hostile-input';
import { appClientAuthorization, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

interface SessionItem {
  sessionId: string;
  userAgent: string | null;
  creatDt: string;
  lastUsedDt: string;
  current: boolean;
}

interface Tokens {
  access_token: string;
  refresh_token: string;
}

const numRuns = Number(process.env['SESSION_PROPERTY_RUNS'] ?? 30);
jest.setTimeout(Math.max(120_000, numRuns * 2_000));

const phone =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const laptop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'sessions (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());
    beforeEach(() => api.db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE revoked_at IS NULL'));

    async function logInFrom(userAgent: string | undefined, username = 'demo'): Promise<Tokens> {
      const response = await api.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: appClientAuthorization, ...(userAgent ? { 'user-agent': userAgent } : {}) },
        payload: { grant_type: 'password', username, password: 'Demo1234!' },
      });
      expect(response.statusCode).toBe(200);
      return response.json<Tokens>();
    }

    const refresh = (tokens: Tokens) =>
      api.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: appClientAuthorization },
        payload: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      });

    const call = (tokens: Tokens, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
      api.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${tokens.access_token}` },
        ...(payload ? { payload } : {}),
      });

    const sessionsOf = async (tokens: Tokens) => {
      const response = await call(tokens, 'GET', '/api/user/sessions');
      expect(response.statusCode).toBe(200);
      return response.json<{ sessionList: SessionItem[] }>().sessionList;
    };

    it('lists my signed-in sessions with the user agent given at login, this one first and marked, and never a token', async () => {
      const onPhone = await logInFrom(phone);
      api.clock.advance(60_000);
      const onLaptop = await logInFrom(laptop);
      await logInFrom(laptop, 'demo-mom');

      const response = await call(onPhone, 'GET', '/api/user/sessions');
      const list = response.json<{ sessionList: SessionItem[] }>().sessionList;

      expect(response.headers['cache-control']).toBe('no-store');
      expect(list.map(({ userAgent, current }) => ({ userAgent, current }))).toEqual([
        { userAgent: phone, current: true },
        { userAgent: laptop, current: false },
      ]);
      expect(Object.keys(list[0] as object).sort()).toEqual([
        'creatDt',
        'current',
        'lastUsedDt',
        'sessionId',
        'userAgent',
      ]);
      expect(response.body).not.toContain(onPhone.refresh_token);
      expect(response.body).not.toContain(onLaptop.refresh_token);
    });

    it('a refresh keeps the session (same id, still current) and moves its last use', async () => {
      const tokens = await logInFrom(phone);
      const [before] = await sessionsOf(tokens);
      api.clock.advance(5 * 60_000);
      const refreshed = (await refresh(tokens)).json<Tokens>();

      const after = await sessionsOf(refreshed);

      expect(after).toEqual([
        { ...before, lastUsedDt: new Date(Date.parse(before?.lastUsedDt ?? '') + 5 * 60_000).toISOString() },
      ]);
    });

    it('a blank User-Agent is listed as null, and a long one cut to 256 characters', async () => {
      const bare = await logInFrom('   ');
      await logInFrom(`${'x'.repeat(300)}`);

      const list = await sessionsOf(bare);

      expect(list.map((session) => session.userAgent)).toEqual([null, 'x'.repeat(256)]);
    });

    describe('a password change signs every other session out and keeps this one', () => {
      it('the other sessions cannot refresh (401 M0139); this one can, and is the only one listed', async () => {
        const here = await logInFrom(phone);
        const other = await logInFrom(laptop);
        const third = await logInFrom(laptop);

        const changed = await call(here, 'PUT', '/api/service/info/password', {
          currentPassword: 'Demo1234!',
          userPassword: 'Changed2026!',
        });
        const otherRefresh = await refresh(other);
        const thirdRefresh = await refresh(third);
        const hereRefresh = await refresh(here);

        expect(changed.statusCode).toBe(200);
        expect([otherRefresh.statusCode, thirdRefresh.statusCode, hereRefresh.statusCode]).toEqual([
          401, 401, 200,
        ]);
        expect(otherRefresh.json()).toMatchObject({ code: 'M0139' });
        expect((await sessionsOf(hereRefresh.json<Tokens>())).map((session) => session.userAgent)).toEqual([
          phone,
        ]);
        // Back to the demo password for the other tests.
        await call(hereRefresh.json<Tokens>(), 'PUT', '/api/service/info/password', {
          currentPassword: 'Changed2026!',
          userPassword: 'Demo1234!',
        });
      });

      it("another session's access token works until it expires (15 minutes), then is refused", async () => {
        const here = await logInFrom(phone);
        const other = await logInFrom(laptop);
        await call(here, 'PUT', '/api/service/info/password', {
          currentPassword: 'Demo1234!',
          userPassword: 'Changed2026!',
        });

        const within = await call(other, 'GET', '/api/user/sessions');
        api.clock.advance(15 * 60_000 + 1000);
        const after = await call(other, 'GET', '/api/user/sessions');

        expect([within.statusCode, after.statusCode]).toEqual([200, 401]);
        // Back to the demo password (demo-mom's hash is of the same password) for the other tests.
        await api.db.query(
          "UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE user_id = 'demo-mom') WHERE user_id = 'demo'",
        );
      });

      it('a wrong current password signs nobody out', async () => {
        const here = await logInFrom(phone);
        const other = await logInFrom(laptop);

        const refused = await call(here, 'PUT', '/api/service/info/password', {
          currentPassword: 'Wrong1234!',
          userPassword: 'Changed2026!',
        });

        expect(refused.statusCode).toBe(400);
        expect((await refresh(other)).statusCode).toBe(200);
      });

      it('the current password given as the new one is refused with 400 M1170 and signs nobody out (issue 35.12)', async () => {
        const here = await logInFrom(phone);
        const other = await logInFrom(laptop);

        const refused = await call(here, 'PUT', '/api/service/info/password', {
          currentPassword: 'Demo1234!',
          userPassword: 'Demo1234!',
        });

        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'M1170', field: 'userPassword' });
        expect((await refresh(other)).statusCode).toBe(200);
        expect((await sessionsOf(here)).map((session) => session.userAgent)).toEqual([phone, laptop]);
      });

      it('property: any body answers 2xx or 4xx with an M-code; a refusal changes neither the password nor the sessions', async () => {
        const here = await logInFrom(phone);
        await logInFrom(laptop);
        const snapshot = async () => ({
          sessions: await sessionsOf(here),
          password: (await call(here, 'POST', '/api/user/checkpw', { userPassword: 'Demo1234!' })).json(),
        });
        const { bodiesNear } = hostileInput(['Demo1234!', 'Changed2026!', 'Demo1234!\u0000']);
        const property = safeAnswerProperty(snapshot, numRuns);

        await property(bodiesNear({ currentPassword: 'Demo1234!', userPassword: 'Demo1234!' }), (body) =>
          api.app.inject({
            method: 'PUT',
            url: '/api/service/info/password?lang=ko',
            headers: { authorization: `Bearer ${here.access_token}`, 'content-type': 'application/json' },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
          }),
        );
        // A random body may have been a valid change: back to the demo password for the other tests.
        await api.db.query(
          "UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE user_id = 'demo-mom') WHERE user_id = 'demo'",
        );
      });
    });

    describe('signing a session out', () => {
      it('signs out the chosen session: it cannot refresh, and the list answers the sessions left', async () => {
        const here = await logInFrom(phone);
        const other = await logInFrom(laptop);
        const target = (await sessionsOf(here)).find((session) => !session.current);

        const response = await call(here, 'DELETE', `/api/user/sessions/${target?.sessionId ?? ''}`);

        expect(response.statusCode).toBe(200);
        expect(response.json<{ sessionList: SessionItem[] }>().sessionList.map((s) => s.userAgent)).toEqual([
          phone,
        ]);
        expect((await refresh(other)).statusCode).toBe(401);
        expect((await refresh(here)).statusCode).toBe(200);
      });

      it("an unknown session, one already signed out or another person's is 404 M1145, and changes nothing", async () => {
        const here = await logInFrom(phone);
        const mom = await logInFrom(laptop, 'demo-mom');
        const momSession = (await sessionsOf(mom))[0]?.sessionId ?? '';
        const gone = await logInFrom(laptop);
        const goneSession = (await sessionsOf(gone))[0]?.sessionId ?? '';
        await call(here, 'DELETE', `/api/user/sessions/${goneSession}`);

        const responses = await Promise.all(
          ['00000000-0000-4000-8000-000000000000', goneSession, momSession].map((id) =>
            call(here, 'DELETE', `/api/user/sessions/${id}`),
          ),
        );

        for (const response of responses) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toMatchObject({ code: 'M1145', field: 'sessionId' });
        }
        expect((await refresh(mom)).statusCode).toBe(200);
      });

      it('"sign out all other sessions" keeps only this one', async () => {
        const here = await logInFrom(phone);
        const others = [await logInFrom(laptop), await logInFrom(laptop)];

        const response = await call(here, 'POST', '/api/user/sessions/signOutOthers');

        expect(response.json<{ sessionList: SessionItem[] }>().sessionList).toHaveLength(1);
        expect((await Promise.all(others.map(refresh))).map((r) => r.statusCode)).toEqual([401, 401]);
        expect((await refresh(here)).statusCode).toBe(200);
      });

      it('refuses calls without a token with 401 and a malformed session id with 400 and an M-code', async () => {
        const here = await logInFrom(phone);
        const anonymous = await api.app.inject({ method: 'GET', url: '/api/user/sessions' });
        const malformed = await call(here, 'DELETE', '/api/user/sessions/not-a-uuid');

        expect(anonymous.statusCode).toBe(401);
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json<{ code: string }>().code).toMatch(/^M\d{4}$/);
      });

      it('property: any session id in the path and any body answer 2xx or 4xx with an M-code; a refusal changes nothing', async () => {
        const here = await logInFrom(phone);
        await logInFrom(laptop);
        const snapshot = () => sessionsOf(here);
        const { string, bodiesNear } = hostileInput(['00000000-0000-4000-8000-000000000000', 'not-a-uuid']);
        const property = safeAnswerProperty(snapshot, numRuns);
        const known = (await sessionsOf(here)).map((session) => session.sessionId.toUpperCase());

        await property(fc.oneof(string, fc.constantFrom(...known.map((id) => `${id}x`))), (id) =>
          call(here, 'DELETE', `/api/user/sessions/${encodeLoosely(id)}`),
        );
        await property(bodiesNear({} as Json), (body) =>
          api.app.inject({
            method: 'POST',
            url: '/api/user/sessions/signOutOthers?lang=ko',
            headers: { authorization: `Bearer ${here.access_token}`, 'content-type': 'application/json' },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
          }),
        );
      });
    });
  },
);
