import { logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'the API’s security headers (%s)',
  (_name, kind) => {
    let api: TestApp;
    let token: string;

    beforeAll(async () => {
      api = await openTestApp(kind);
      token = (await logIn(api.app)).access_token;
    });
    afterAll(() => api.close());

    const get = (url: string) =>
      api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

    it.each([
      '/api/user',
      '/fhir/Observation',
      '/api/user/predict/questionnaire',
      '/api/service/noti',
      '/api/unknown-route',
    ])('keeps %s out of every cache (no-store), unsniffed, without referrer, unframeable', async (url) => {
      const response = await get(url);

      expect(response.headers).toMatchObject({
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
      });
    });

    it('answers a login (tokens) and a refused login with no-store', async () => {
      const refused = await api.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'password', username: 'demo', password: 'wrong' },
      });

      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
    });

    it('lets the Swagger UI page run its own scripts (no API policy on /docs)', async () => {
      const page = await api.app.inject({ method: 'GET', url: '/docs' });
      const script = await api.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });

      expect(page.headers['content-security-policy']).toBeUndefined();
      expect(script.statusCode).toBe(200);
      expect(script.headers['x-content-type-options']).toBe('nosniff');
    });
  },
);
