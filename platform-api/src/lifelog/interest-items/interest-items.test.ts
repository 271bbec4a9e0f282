import { callerHeaders } from '../../../test-support/phone-verification';
import { addTestUser, logIn, openTestApp, withdraw, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'GET and PUT /api/service/interest/item (%s)',
  (_name, kind) => {
    let api: TestApp;
    let token: string;

    beforeAll(async () => {
      api = await openTestApp(kind);
      token = (await logIn(api.app, 'demo-mom')).access_token;
    });
    afterAll(() => api.close());

    const call = (method: 'GET' | 'PUT', payload?: unknown, accessToken = token) =>
      api.app.inject({
        method,
        url: '/api/service/interest/item',
        headers: callerHeaders(accessToken),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    it('gives a person who never chose the default cards', async () => {
      const response = await call('GET', undefined, (await logIn(api.app, 'demo-grandpa')).access_token);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        interestItems: [
          'bloodPressure',
          'bloodGlucose',
          'weight',
          'step',
          'waistCircumference',
          'bodyMassIndex',
        ],
      });
    });

    it('keeps the cards a person chose, in their order, and answers them', async () => {
      const chosen = ['waistHipRatio', 'sleep', 'bloodPressure', 'fatFreeMassIndex'];

      const saved = await call('PUT', { interestItems: chosen });
      const read = await call('GET');

      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ interestItems: chosen });
      expect(read.json()).toEqual({ interestItems: chosen });
    });

    it('replaces the earlier choice with the new one', async () => {
      await call('PUT', { interestItems: ['weight', 'step'] });
      await call('PUT', { interestItems: ['basalMetabolicRate'] });

      expect((await call('GET')).json()).toEqual({ interestItems: ['basalMetabolicRate'] });
    });

    it.each([
      ['an unknown key', { interestItems: ['weight', 'mood'] }, 'interestItems.1'],
      ['a duplicate key', { interestItems: ['weight', 'step', 'weight'] }, 'interestItems'],
      ['an empty list', { interestItems: [] }, 'interestItems'],
      ['a list that is not an array of strings', { interestItems: [{ key: 'weight' }] }, 'interestItems.0'],
      ['a body without interestItems', { items: ['weight'] }, 'interestItems'],
    ])('refuses %s with 400 M0187 and keeps the earlier choice', async (_case, payload, field) => {
      await call('PUT', { interestItems: ['hbA1c'] });

      const response = await call('PUT', payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M0187', field });
      expect((await call('GET')).json()).toEqual({ interestItems: ['hbA1c'] });
    });

    it('refuses more than 30 keys with 400 M0187', async () => {
      const keys = Array.from({ length: 31 }, (_, index) => `key${index}`);

      const response = await call('PUT', { interestItems: keys });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M0187' });
    });

    it('refuses a body that is not JSON with 400 M0187, never 500', async () => {
      const response = await api.app.inject({
        method: 'PUT',
        url: '/api/service/interest/item',
        headers: { ...callerHeaders(token), 'content-type': 'application/json' },
        payload: '{"interestItems": [',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M0187' });
    });

    it('refuses calls without a token with 401 M0139', async () => {
      const read = await api.app.inject({ method: 'GET', url: '/api/service/interest/item' });
      const write = await api.app.inject({
        method: 'PUT',
        url: '/api/service/interest/item',
        payload: { interestItems: ['weight'] },
      });

      expect([read.statusCode, write.statusCode]).toEqual([401, 401]);
      expect(write.json()).toMatchObject({ code: 'M0139' });
    });

    it('refuses a token without phr.write (a migrated account not yet consented) with 403 M0105', async () => {
      const legacy = (await logIn(api.app, 'demo-legacy')).access_token;

      const response = await call('PUT', { interestItems: ['weight'] }, legacy);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'M0105' });
    });

    it('refuses a withdrawn user whose token has not expired yet with 401 M0139', async () => {
      await addTestUser(api.db, 'leaving-user', '01098765432');
      const leaving = (await logIn(api.app, 'leaving-user')).access_token;
      await withdraw(api.app, leaving);

      const response = await call('PUT', { interestItems: ['weight'] }, leaving);

      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'M0139' });
    });
  },
);
