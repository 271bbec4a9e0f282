import { callerHeaders } from '../../../test-support/phone-verification';
import { logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'GET and PUT /api/service/lifelog/connection (%s)',
  (_name, kind) => {
    let api: TestApp;
    let token: string;

    beforeAll(async () => {
      api = await openTestApp(kind);
      token = (await logIn(api.app, 'demo')).access_token;
    });
    afterAll(() => api.close());

    beforeEach(() => api.db.query('DELETE FROM lifelog_connections'));

    const call = (method: 'GET' | 'PUT', payload?: unknown, accessToken = token) =>
      api.app.inject({
        method,
        url: '/api/service/lifelog/connection',
        headers: callerHeaders(accessToken),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    it('answers "not connected" to a person who never connected a health app', async () => {
      const response = await call('GET');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deviceTypeCode: null, cnncAt: 'N', cnncDt: null });
    });

    it('connects a health app and keeps when it was connected', async () => {
      const connected = await call('PUT', { deviceTypeCode: '0002', cnncAt: 'Y' });
      const read = await call('GET');

      const expected = { deviceTypeCode: '0002', cnncAt: 'Y', cnncDt: api.clock.now().toISOString() };
      expect(connected.statusCode).toBe(200);
      expect(connected.json()).toEqual(expected);
      expect(read.json()).toEqual(expected);
    });

    it('replaces the connected app when another one connects: one source at a time', async () => {
      await call('PUT', { deviceTypeCode: '0001', cnncAt: 'Y' });
      api.clock.advance(60_000);

      const switched = await call('PUT', { deviceTypeCode: '0003', cnncAt: 'Y' });

      expect(switched.json()).toEqual({
        deviceTypeCode: '0003',
        cnncAt: 'Y',
        cnncDt: api.clock.now().toISOString(),
      });
    });

    it('disconnects, with or without naming the app: no app and no connection time', async () => {
      await call('PUT', { deviceTypeCode: '0001', cnncAt: 'Y' });
      const named = await call('PUT', { deviceTypeCode: '0001', cnncAt: 'N' });
      await call('PUT', { deviceTypeCode: '0002', cnncAt: 'Y' });
      const unnamed = await call('PUT', { cnncAt: 'N' });

      const none = { deviceTypeCode: null, cnncAt: 'N', cnncDt: null };
      expect(named.json()).toEqual(none);
      expect(unnamed.json()).toEqual(none);
      expect((await call('GET')).json()).toEqual(none);
    });

    it('keeps one person’s connection apart from another’s', async () => {
      await call('PUT', { deviceTypeCode: '0001', cnncAt: 'Y' });

      const mom = await call('GET', undefined, (await logIn(api.app, 'demo-mom')).access_token);

      expect(mom.json()).toMatchObject({ deviceTypeCode: null, cnncAt: 'N' });
    });

    it.each([
      ['connecting without an app', { deviceTypeCode: null, cnncAt: 'Y' }, 'deviceTypeCode'],
      ['an unknown app code', { deviceTypeCode: '0004', cnncAt: 'Y' }, 'deviceTypeCode'],
      ['an unknown flag', { deviceTypeCode: '0001', cnncAt: 'yes' }, 'cnncAt'],
      ['a body without cnncAt', { deviceTypeCode: '0001' }, 'cnncAt'],
      ['connecting with no deviceTypeCode at all', { cnncAt: 'Y' }, 'deviceTypeCode'],
    ])('refuses %s with 400 M0187', async (_case, payload, field) => {
      const response = await call('PUT', payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M0187', field });
    });

    it('refuses a body that is a JSON array with 400 M0187, never 500', async () => {
      const response = await call('PUT', [{ deviceTypeCode: '0001', cnncAt: 'Y' }]);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M0187' });
    });

    it('refuses calls without a token with 401 M0139', async () => {
      const read = await api.app.inject({ method: 'GET', url: '/api/service/lifelog/connection' });
      const write = await api.app.inject({
        method: 'PUT',
        url: '/api/service/lifelog/connection',
        payload: { deviceTypeCode: '0001', cnncAt: 'Y' },
      });

      expect([read.statusCode, write.statusCode]).toEqual([401, 401]);
      expect(read.json()).toMatchObject({ code: 'M0139' });
    });

    it('refuses a token without phr.write (a migrated account not yet consented) with 403 M0105', async () => {
      const legacy = (await logIn(api.app, 'demo-legacy')).access_token;

      const response = await call('PUT', { deviceTypeCode: '0001', cnncAt: 'Y' }, legacy);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'M0105' });
    });
  },
);
