import { callerHeaders } from '../testing/phone-verification';
import { addTestUser, logIn, openTestApp, withdraw, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';

interface SharingLists {
  sharedUserList: { userId: string; userNm: string }[];
  sharedWithMeList: { userId: string; userNm: string; fhirResId: string; userAge: number | null }[];
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'shared users (%s)',
  (_name, kind) => {
    let api: TestApp;
    const tokens: Record<string, string> = {};

    beforeAll(async () => {
      api = await openTestApp(kind);
      for (const userId of ['demo', 'demo-mom', 'demo-grandpa']) {
        tokens[userId] = (await logIn(api.app, userId)).access_token;
      }
    });
    afterAll(() => api.close());

    beforeEach(() => api.db.query('DELETE FROM shared_users'));

    const call = (userId: string, method: 'GET' | 'POST', path: string, payload?: unknown) =>
      api.app.inject({
        method,
        url: `/api/user/${path}`,
        headers: callerHeaders(tokens[userId]),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    const fhirResIdOf = async (userId: string) =>
      (
        await api.db.query<{ id: string }>('SELECT fhir_res_id::text AS id FROM users WHERE user_id = $1', [
          userId,
        ])
      )[0]?.id;

    const sharedUserIds = (response: { json(): unknown }) =>
      (response.json() as SharingLists).sharedUserList.map((user) => user.userId);

    it('shares my data with a user and answers both lists', async () => {
      const response = await call('demo-mom', 'POST', 'sharedUser', { userId: 'demo' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        sharedUserList: [{ userId: 'demo', userNm: '김민준' }],
        sharedWithMeList: [],
      });
    });

    it('shows the people who share with me, oldest first, with the fhirResId to read and the sex, age and height their grades need', async () => {
      await call('demo-mom', 'POST', 'sharedUser', { userId: 'demo' });
      api.clock.advance(1000);
      await call('demo-grandpa', 'POST', 'sharedUser', { userId: 'demo' });

      const response = await call('demo', 'GET', 'sharedUserList');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        sharedUserList: [],
        sharedWithMeList: [
          {
            userId: 'demo-mom',
            userNm: '이정숙',
            fhirResId: await fhirResIdOf('demo-mom'),
            userGenderCode: '0002',
            userAge: 61,
            height: null,
          },
          {
            userId: 'demo-grandpa',
            userNm: '김영수',
            fhirResId: await fhirResIdOf('demo-grandpa'),
            userGenderCode: '0001',
            userAge: 86,
            height: null,
          },
        ],
      });
    });

    it('lets the person I share with read my records through /fhir, and stops when I remove them', async () => {
      const momSubject = `Patient/${await fhirResIdOf('demo-mom')}`;
      const search = () =>
        api.app.inject({
          method: 'GET',
          url: `/fhir/Observation?subject=${encodeURIComponent(momSubject)}`,
          headers: callerHeaders(tokens['demo']),
        });

      const before = await search();
      await call('demo-mom', 'POST', 'sharedUser', { userId: 'demo' });
      const shared = await search();
      const removed = await call('demo-mom', 'POST', 'removeSharedUser', { userId: 'demo' });
      const after = await search();

      expect([before.statusCode, shared.statusCode, after.statusCode]).toEqual([403, 200, 403]);
      expect(removed.json()).toEqual({ sharedUserList: [], sharedWithMeList: [] });
    });

    it('shares with the same user twice without a second row', async () => {
      await call('demo', 'POST', 'sharedUser', { userId: 'demo-mom' });
      const again = await call('demo', 'POST', 'sharedUser', { userId: 'demo-mom' });

      expect(sharedUserIds(again)).toEqual(['demo-mom']);
    });

    it('answers the lists unchanged when removing a user I do not share with', async () => {
      await call('demo', 'POST', 'sharedUser', { userId: 'demo-mom' });

      const response = await call('demo', 'POST', 'removeSharedUser', { userId: 'demo-grandpa' });

      expect(response.statusCode).toBe(200);
      expect(sharedUserIds(response)).toEqual(['demo-mom']);
    });

    it('replaces the whole set with modifySharedUsers, and an empty list removes everyone', async () => {
      await call('demo', 'POST', 'sharedUser', { userId: 'demo-mom' });

      const replaced = await call('demo', 'POST', 'modifySharedUsers', { userIds: ['demo-grandpa'] });
      const both = await call('demo', 'POST', 'modifySharedUsers', { userIds: ['demo-grandpa', 'demo-mom'] });
      const none = await call('demo', 'POST', 'modifySharedUsers', { userIds: [] });

      expect(sharedUserIds(replaced)).toEqual(['demo-grandpa']);
      expect(sharedUserIds(both).sort()).toEqual(['demo-grandpa', 'demo-mom']);
      expect(sharedUserIds(none)).toEqual([]);
    });

    it('refuses to share with myself with 400 M0187, alone or in a set', async () => {
      const single = await call('demo', 'POST', 'sharedUser', { userId: 'demo' });
      const set = await call('demo', 'POST', 'modifySharedUsers', { userIds: ['demo-mom', 'demo'] });

      expect(single.statusCode).toBe(400);
      expect(single.json()).toMatchObject({ code: 'M0187', field: 'userId' });
      expect(set.statusCode).toBe(400);
      expect(set.json()).toMatchObject({ code: 'M0187', field: 'userIds' });
    });

    it('refuses an unknown user with 404 M0188 and changes nothing', async () => {
      await call('demo', 'POST', 'sharedUser', { userId: 'demo-mom' });

      const single = await call('demo', 'POST', 'sharedUser', { userId: 'nobody-here' });
      const set = await call('demo', 'POST', 'modifySharedUsers', {
        userIds: ['demo-grandpa', 'nobody-here'],
      });

      expect(single.statusCode).toBe(404);
      expect(single.json()).toMatchObject({ code: 'M0188', field: 'userId' });
      expect(set.statusCode).toBe(404);
      expect(sharedUserIds(await call('demo', 'GET', 'sharedUserList'))).toEqual(['demo-mom']);
    });

    it('refuses a withdrawn user with 404 M0188, and drops them from my lists', async () => {
      await addTestUser(api.db, 'gone-soon', '01055556666');
      const goneToken = (await logIn(api.app, 'gone-soon')).access_token;
      await call('demo', 'POST', 'sharedUser', { userId: 'gone-soon' });
      await withdraw(api.app, goneToken);

      const lists = await call('demo', 'GET', 'sharedUserList');
      const again = await call('demo', 'POST', 'sharedUser', { userId: 'gone-soon' });

      expect(sharedUserIds(lists)).toEqual([]);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: 'M0188' });
    });

    it('refuses a migrated account not yet consented with 404 M0188', async () => {
      const response = await call('demo', 'POST', 'sharedUser', { userId: 'demo-legacy' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'M0188' });
    });

    it.each([
      ['sharedUser', {}, 'userId'],
      ['sharedUser', { userId: '' }, 'userId'],
      ['sharedUser', { userId: 'x'.repeat(51) }, 'userId'],
      ['removeSharedUser', { userId: { id: 'demo' } }, 'userId'],
      ['modifySharedUsers', { userIds: [{ id: 'demo-mom' }] }, 'userIds.0'],
      ['modifySharedUsers', { userIds: ['demo-mom', 'demo-mom'] }, 'userIds'],
      ['modifySharedUsers', { userId: 'demo-mom' }, 'userIds'],
    ])('refuses the %s body %j with 400 M0187', async (path, payload, field) => {
      const response = await call('demo', 'POST', path, payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M0187', field });
    });

    it('refuses calls without a token with 401 M0139', async () => {
      const responses = await Promise.all([
        api.app.inject({ method: 'GET', url: '/api/user/sharedUserList' }),
        api.app.inject({ method: 'POST', url: '/api/user/sharedUser', payload: { userId: 'demo' } }),
        api.app.inject({ method: 'POST', url: '/api/user/removeSharedUser', payload: { userId: 'demo' } }),
        api.app.inject({ method: 'POST', url: '/api/user/modifySharedUsers', payload: { userIds: [] } }),
      ]);

      expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
    });

    it('refuses a token without phr.read / phr.write with 403 M0105', async () => {
      const legacy = (await logIn(api.app, 'demo-legacy')).access_token;
      const headers = callerHeaders(legacy);

      const read = await api.app.inject({ method: 'GET', url: '/api/user/sharedUserList', headers });
      const write = await api.app.inject({
        method: 'POST',
        url: '/api/user/sharedUser',
        headers,
        payload: { userId: 'demo' },
      });

      expect([read.statusCode, write.statusCode]).toEqual([403, 403]);
      expect(write.json()).toMatchObject({ code: 'M0105' });
    });
  },
);
