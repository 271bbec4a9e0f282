import { createApp } from '../../app';
import { appClientAuthorization, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'the API (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    it('answers the readiness probe GET /health with status ok', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/health' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('publishes an OpenAPI document at /docs/json in which every route has a success response schema', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/docs/json' });

      const document = response.json<OpenApiDocument>();
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/oauth/token', '/oauth/revoke', '/api/user', '/health']),
      );
      for (const operations of Object.values(document.paths)) {
        for (const operation of Object.values(operations)) {
          expect(Object.keys(operation.responses ?? {})).toContainEqual(expect.stringMatching(/^2\d\d$/));
        }
      }
    });

    it('documents 503 M1131 on every operation that hashes or checks a password, where the hashing queue may be full', async () => {
      const document = (await api.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();

      const passwordOperations: [string, string][] = [
        ['/oauth/token', 'post'],
        ['/api/open/register', 'post'],
        ['/api/open/register/{userId}/resetpw', 'post'],
        ['/api/user/checkpw', 'post'],
        ['/api/service/info/password', 'put'],
      ];
      for (const [path, method] of passwordOperations) {
        expect([path, method, Object.keys(document.paths[path]?.[method]?.responses ?? {})]).toEqual([
          path,
          method,
          expect.arrayContaining(['503']),
        ]);
      }
    });

    it('serves the Swagger UI at /docs from the package, with no CDN', async () => {
      const page = await api.app.inject({ method: 'GET', url: '/docs' });
      const script = await api.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });

      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(/<script[^>]+src="https?:/);
      expect(script.statusCode).toBe(200);
    });

    it('never logs the Authorization header or the password', async () => {
      const logLines: string[] = [];
      const app = createApp({
        db: api.db,
        tokenSecret: new Uint8Array(32),
        log: { level: 'trace', stream: { write: (line) => logLines.push(line) } },
      });

      await app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: appClientAuthorization },
        payload: { grant_type: 'password', username: 'demo', password: 'Secret-Password-1' },
      });

      await app.close();
      expect(logLines.length).toBeGreaterThan(0);
      expect(logLines.join('\n')).not.toContain('Secret-Password-1');
      expect(logLines.join('\n')).not.toContain(appClientAuthorization);
    });
  },
);

describe('CORS', () => {
  const app = (corsOrigins?: string[]) =>
    createApp({
      db: {
        query: async () => [],
        executeScript: async () => {},
        transaction: () => Promise.reject(new Error('unused')),
        listen: () => Promise.reject(new Error('unused')),
        close: async () => {},
      },
      tokenSecret: new Uint8Array(32),
      log: { level: 'silent' },
      ...(corsOrigins ? { corsOrigins } : {}),
    });

  const preflight = (origin: string, corsOrigins?: string[]) =>
    app(corsOrigins).inject({
      method: 'OPTIONS',
      url: '/api/user',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,language-code',
      },
    });

  it.each(['http://localhost:3000', 'http://127.0.0.1:8080'])(
    'allows the local origin %s by default',
    async (origin) => {
      const response = await preflight(origin);

      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers['access-control-allow-headers'])).toMatch(
        /Authorization.*Content-Type.*Language-Code/,
      );
    },
  );

  it('lets the browser send an Idempotency-Key, so that a record saved offline is stored once', async () => {
    const response = await preflight('http://localhost:8080');

    expect(String(response.headers['access-control-allow-headers'])).toContain('Idempotency-Key');
  });

  it('lets the browser send the PUT and DELETE calls of the API, not only GET and POST', async () => {
    const response = await preflight('http://localhost:8080');

    expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    );
  });

  it('refuses other origins by default', async () => {
    const response = await preflight('https://evil.example');

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the configured origins when CORS_ORIGINS is set', async () => {
    expect(
      (await preflight('https://app.example', ['https://app.example'])).headers[
        'access-control-allow-origin'
      ],
    ).toBe('https://app.example');
    expect(
      (await preflight('http://localhost:3000', ['https://app.example'])).headers[
        'access-control-allow-origin'
      ],
    ).toBeUndefined();
  });
});
