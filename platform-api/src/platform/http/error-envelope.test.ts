import { loadCatalog, messageText, type Language } from 'locales';
import { createApp } from '../../app';
import type { Database } from '../database/database';
import { appClientAuthorization, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'error envelope (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const unauthenticated = (headers: Record<string, string> = {}, query = '') =>
      api.app.inject({ method: 'GET', url: `/api/user${query}`, headers });

    it.each<Language>(['ko', 'en', 'km'])(
      'writes the message in the Language-Code language (%s)',
      async (language) => {
        const response = await unauthenticated({ 'language-code': language });

        expect(response.headers['content-language']).toBe(language);
        expect(response.json()).toEqual({
          code: 'M0139',
          message: messageText(await loadCatalog(language), 'M0139'),
        });
      },
    );

    it('takes the language from the lang query parameter when no Language-Code header is sent', async () => {
      const response = await unauthenticated({}, '?lang=km');

      expect(response.headers['content-language']).toBe('km');
    });

    it('prefers the Language-Code header to the lang query parameter', async () => {
      const response = await unauthenticated({ 'language-code': 'en' }, '?lang=km');

      expect(response.headers['content-language']).toBe('en');
    });

    it.each<Record<string, string>>([{}, { 'language-code': 'fr' }])(
      'falls back to Korean without a supported language (%p)',
      async (headers) => {
        const response = await unauthenticated(headers);

        expect(response.headers['content-language']).toBe('ko');
        expect(response.json()).toMatchObject({ message: messageText(await loadCatalog('ko'), 'M0139') });
      },
    );

    it('answers an unknown route with 404 M0187', async () => {
      const response = await api.app.inject({
        method: 'GET',
        url: '/api/nothing-here',
        headers: { 'language-code': 'en' },
      });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'M0187',
        message: messageText(await loadCatalog('en'), 'M0187'),
      });
    });

    it('answers a schema violation with 400 M0187 and the field at fault', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: appClientAuthorization },
        payload: { grant_type: 'password', username: 'demo', password: 'x'.repeat(300) },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M0187', field: 'password' });
    });

    it.each([
      ['malformed JSON', { 'content-type': 'application/json' }, '{"grant_type": '],
      ['an unsupported media type', { 'content-type': 'text/plain' }, 'grant_type=password'],
      [
        'a repeated form field',
        { 'content-type': 'application/x-www-form-urlencoded' },
        'grant_type=password&grant_type=password',
      ],
      [
        'a body over 1 MiB',
        { 'content-type': 'application/json' },
        JSON.stringify({ grant_type: 'x'.repeat(1_100_000) }),
      ],
      [
        'a client header that is not base64',
        { authorization: 'Basic %%%', 'content-type': 'application/json' },
        '{}',
      ],
    ])('answers %s with a 4xx envelope, never a 500', async (_case, headers, payload) => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: appClientAuthorization, ...headers },
        payload,
      });

      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({
        code: expect.stringMatching(/^M\d{4}$/),
        message: expect.any(String),
      });
    });
  },
);

describe('unexpected errors', () => {
  const failingDatabase: Database = {
    query: () => Promise.reject(new Error('connection to db.internal:5432 refused')),
    executeScript: () => Promise.reject(new Error('unused')),
    transaction: () => Promise.reject(new Error('unused')),
    listen: () => Promise.reject(new Error('unused')),
    close: () => Promise.resolve(),
  };

  it('answer 500 M0073 without internals, and are logged with the request id', async () => {
    const logLines: string[] = [];
    const app = createApp({
      db: failingDatabase,
      tokenSecret: new Uint8Array(32),
      log: { level: 'error', stream: { write: (line) => logLines.push(line) } },
    });

    const response = await app.inject({ method: 'GET', url: '/health' });

    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'M0073',
      message: messageText(await loadCatalog('ko'), 'M0073'),
    });
    expect(response.body).not.toContain('db.internal');
    const logged = logLines.map((line) => JSON.parse(line) as { reqId?: string; err?: { message?: string } });
    expect(logged).toContainEqual(
      expect.objectContaining({
        reqId: expect.any(String),
        err: expect.objectContaining({ message: expect.stringContaining('db.internal') }),
      }),
    );
  });
});
