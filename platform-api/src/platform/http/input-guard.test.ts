import { loadCatalog } from 'locales';
import { logIn, openTestApp, appClientAuthorization, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { maxStringLength } from './input-guard';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'the input guard: no NUL, no lone surrogate, no endless number, no endless string (%s)',
  (_name, kind) => {
    let api: TestApp;
    let token: string;

    beforeAll(async () => {
      api = await openTestApp(kind);
      token = (await logIn(api.app)).access_token;
    });
    afterAll(() => api.close());

    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string, bearer = true) =>
      api.app.inject({
        method,
        url,
        headers: {
          'language-code': 'en',
          authorization: bearer ? `Bearer ${token}` : appClientAuthorization,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { payload }),
      });

    const unregisteredAt = async () =>
      (
        await api.db.query<{ at: string | null }>(
          "SELECT unregistered_at::text AS at, unregister_reason FROM users WHERE user_id = 'demo'",
        )
      )[0]?.at;

    it.each([
      [
        'a token request’s username',
        'POST',
        '/oauth/token',
        '{"grant_type":"password","username":"de\\u0000mo","password":"x"}',
        false,
        'username',
      ],
      ['a user id in the path', 'GET', '/api/open/register/de%00mo/exist', undefined, false, 'userId'],
      ['a chat question (NUL)', 'POST', '/api/user/ai/chat', '{"question":"a\\u0000b"}', true, 'question'],
      [
        'a chat question (lone high surrogate)',
        'POST',
        '/api/user/ai/chat',
        '{"question":"a\\ud800"}',
        true,
        'question',
      ],
      [
        'a questionnaire key (lone low surrogate)',
        'PUT',
        '/api/user/predict/questionnaire',
        '{"\\udc00":1}',
        true,
        '',
      ],
    ] as const)(
      'refuses a NUL or lone surrogate in %s with 400 M1140',
      async (_what, method, url, payload, bearer, field) => {
        const response = await call(method, url, payload, bearer);

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M1140', ...(field ? { field } : {}) });
      },
    );

    it('refuses a NUL in the reason of a withdrawal with 400 M1140 and withdraws nobody', async () => {
      const response = await call(
        'POST',
        '/api/user/unregister',
        '{"unregisterReasonCode":"0005","unregisterReason":"bye\\u0000"}',
      );

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M1140', field: 'unregisterReason' });
      expect(await unregisteredAt()).toBeNull();
    });

    it('refuses a path that does not decode (a lone surrogate as UTF-8) with the envelope, 400 M1140', async () => {
      const response = await call('GET', '/api/user/predict/%ED%A0%80');

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M1140', field: 'url', message: expect.any(String) });
    });

    it.each(['/api/user/predict/7/history', '/api/user/ai/chat/history'])(
      'refuses page=99999999999999999999 on %s with 400 M1141',
      async (path) => {
        const response = await call('GET', `${path}?page=99999999999999999999`);

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M1141', field: 'page' });
      },
    );

    it.each(['"Infinity"', '"1e309"', '1e309', '"-Infinity"'])(
      'refuses the questionnaire answer %s with 4xx before writing it (was stored as 0, then 500)',
      async (value) => {
        const before = await call('GET', '/api/user/predict/questionnaire');

        const response = await call('PUT', '/api/user/predict/questionnaire', `{"ageAtMenarche":${value}}`);

        expect(response.statusCode).toBe(400);
        expect(response.json<{ code: string }>().code).toMatch(/^M(1141|0187)$/);
        expect((await call('GET', '/api/user/predict/questionnaire')).json()).toEqual(before.json());
      },
    );

    it('refuses a path serial "Infinity" (coerced past the schema’s bounds) with 400 M1141', async () => {
      const response = await call('PUT', '/api/service/noti/Infinity');

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M1141', field: 'notiSn' });
    });

    it(`refuses a string over ${maxStringLength} characters anywhere with 400 M1142 and the limit`, async () => {
      const response = await call(
        'POST',
        '/api/user/ai/chat',
        JSON.stringify({ question: 'x'.repeat(maxStringLength + 1) }),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M1142', params: { max: maxStringLength } });
    });

    it.each(['[7]', '[null]', '0', '""'])(
      'refuses a nullable serial sent as %s with 400 and an M-code, never coercing it (was a 500 from PostgreSQL)',
      async (chnSn) => {
        const response = await call(
          'POST',
          '/api/channel/prtcpnt/checking',
          `{"chnSn":${chnSn},"mphonNoList":["01085277532"]}`,
        );

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: expect.stringMatching(/^M\d{4}$/), field: 'chnSn' });
      },
    );

    it('refuses a NUL under /fhir too, with a 4xx', async () => {
      const response = await api.app.inject({
        method: 'GET',
        url: '/fhir/Observation?code=29463-7%00',
        headers: { authorization: `Bearer ${token}` },
      });

      expect(response.statusCode).toBe(400);
    });
  },
);

describe('the input guard’s messages', () => {
  it.each(['ko', 'en', 'km'] as const)('has a text for M1140–M1143 in %s', async (language) => {
    const catalog = await loadCatalog(language);
    for (const code of ['M1140', 'M1141', 'M1142', 'M1143'])
      expect(JSON.stringify(catalog)).toContain(`"${code}"`);
  });
});
