import fc from 'fast-check';
import { callerHeaders } from '../../../test-support/phone-verification';
import { hostileInput, safeAnswerProperty, type Json } from '../../../test-support/hostile-input';
import { addTestUser, logIn, openTestApp, withdraw, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { maxWaitingShareRequests, shareRequestLifetimeMs } from './share-requests';

interface SharingLists {
  sharedUserList: { userId: string; userNm: string }[];
  sharedWithMeList: { userId: string; userNm: string; fhirResId: string; userAge: number | null }[];
  pendingSharedUserList: { userId: string; requestDt: string; expiryDt: string }[];
  shareRequestList: { userId: string; userNm: string; requestDt: string }[];
}

const numRuns = Number(process.env['SHARED_USER_PROPERTY_RUNS'] ?? 30);
// Runs and the test apps' start take longer on a loaded machine than jest's default 5 s.
jest.setTimeout(Math.max(120_000, numRuns * 2_000));

const { bodiesNear } = hostileInput(['demo', 'demo-mom', 'demo-grandpa', 'demo-legacy', 'nobody-here']);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'shared users (%s)',
  (_name, kind) => {
    let api: TestApp;
    const tokens: Record<string, string> = {};

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    async function logInAll() {
      for (const userId of ['demo', 'demo-mom', 'demo-grandpa']) {
        tokens[userId] = (await logIn(api.app, userId)).access_token;
      }
    }

    /** Moves the clock past requests' expiry, and with it past access tokens' 15 minutes: everyone logs in again. */
    async function passRequestLifetime() {
      api.clock.advance(shareRequestLifetimeMs);
      await logInAll();
    }

    beforeEach(async () => {
      await logInAll();
      await api.db.query('DELETE FROM shared_users');
      await api.db.query('DELETE FROM share_requests');
      await api.db.query('DELETE FROM rate_limit_counters');
      await api.db.query("DELETE FROM notifications WHERE kind = '0013'");
    });

    const call = (userId: string, method: 'GET' | 'POST', path: string, payload?: unknown) =>
      api.app.inject({
        method,
        url: `/api/user/${path}`,
        headers: callerHeaders(tokens[userId]),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    /** `owner` asks `userId`, who accepts. */
    async function share(owner: string, userId: string) {
      expect((await call(owner, 'POST', 'sharedUser', { userId })).statusCode).toBe(202);
      const accepted = await call(userId, 'POST', 'acceptSharedUser', { userId: owner });
      expect(accepted.statusCode).toBe(200);
    }

    const fhirResIdOf = async (userId: string) =>
      (
        await api.db.query<{ id: string }>('SELECT fhir_res_id::text AS id FROM users WHERE user_id = $1', [
          userId,
        ])
      )[0]?.id;

    const lists = async (userId: string) =>
      (await call(userId, 'GET', 'sharedUserList')).json<SharingLists>();
    const sharedUserIds = (response: { json(): unknown }) =>
      (response.json() as SharingLists).sharedUserList.map((user) => user.userId);
    const shareNotifications = (userId: string) =>
      api.db.query<{ params: unknown; link: string }>(
        "SELECT params, link FROM notifications WHERE user_id = $1 AND kind = '0013'",
        [userId],
      );

    /** The answer with the typed id taken out: what must not differ between ids. */
    const withoutTypedId = (response: { statusCode: number; json(): unknown }, typed: string) => ({
      statusCode: response.statusCode,
      body: JSON.parse(JSON.stringify(response.json()).replaceAll(JSON.stringify(typed), '"<typed>"')),
    });

    describe('asking reveals no name and no existence', () => {
      it('answers 202 "request sent" with the same body for an account, an unknown id, a withdrawn one and a migrated one', async () => {
        await addTestUser(api.db, 'gone-soon', '01055556666');
        await withdraw(api.app, (await logIn(api.app, 'gone-soon')).access_token);
        const answers = [];
        for (const userId of ['demo-mom', 'nobody-here', 'gone-soon', 'demo-legacy']) {
          await api.db.query('DELETE FROM share_requests');
          answers.push(withoutTypedId(await call('demo', 'POST', 'sharedUser', { userId }), userId));
        }

        expect(answers[0]).toEqual({
          statusCode: 202,
          body: {
            sharedUserList: [],
            sharedWithMeList: [],
            pendingSharedUserList: [
              {
                userId: '<typed>',
                requestDt: '2026-03-02T00:00:00.000Z',
                expiryDt: '2026-03-16T00:00:00.000Z',
              },
            ],
            shareRequestList: [],
          },
        });
        expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
        expect(JSON.stringify(answers)).not.toContain('이정숙');
      });

      it('shares nothing until the other person accepts: /fhir is refused to them before, allowed after', async () => {
        const momSubject = `Patient/${await fhirResIdOf('demo-mom')}`;
        const search = () =>
          api.app.inject({
            method: 'GET',
            url: `/fhir/Observation?subject=${encodeURIComponent(momSubject)}`,
            headers: callerHeaders(tokens['demo']),
          });

        await call('demo-mom', 'POST', 'sharedUser', { userId: 'demo' });
        const asked = await search();
        await call('demo', 'POST', 'acceptSharedUser', { userId: 'demo-mom' });
        const accepted = await search();

        expect([asked.statusCode, accepted.statusCode]).toEqual([403, 200]);
      });

      it('notifies the account that has the id (its text is the asker name, it opens the sharing page), and nobody for an unknown id', async () => {
        await call('demo-mom', 'POST', 'sharedUser', { userId: 'demo' });
        await call('demo-mom', 'POST', 'sharedUser', { userId: 'nobody-here' });

        expect(await shareNotifications('demo')).toEqual([
          { params: { userNm: '이정숙' }, link: '/user/myChn/setting/sharing' },
        ]);
        const [{ count }] = (await api.db.query<{ count: number | string }>(
          "SELECT count(*) AS count FROM notifications WHERE kind = '0013'",
        )) as [{ count: number | string }];
        expect(Number(count)).toBe(1);
      });

      it('shows the person asked who asks, with their name, and the asker only the id they typed', async () => {
        await call('demo-mom', 'POST', 'sharedUser', { userId: 'demo' });

        expect((await lists('demo')).shareRequestList).toEqual([
          { userId: 'demo-mom', userNm: '이정숙', requestDt: '2026-03-02T00:00:00.000Z' },
        ]);
        expect((await lists('demo-mom')).pendingSharedUserList.map((request) => request.userId)).toEqual([
          'demo',
        ]);
      });

      it('asking the same id twice keeps one request and one notification', async () => {
        await call('demo-mom', 'POST', 'sharedUser', { userId: 'demo' });
        api.clock.advance(1000);
        const again = await call('demo-mom', 'POST', 'sharedUser', { userId: 'demo' });

        expect(again.json<SharingLists>().pendingSharedUserList).toHaveLength(1);
        expect(await shareNotifications('demo')).toHaveLength(1);
      });
    });

    describe('the person asked answers', () => {
      it('accepting shares: both lists name each other, the request is gone', async () => {
        await call('demo-mom', 'POST', 'sharedUser', { userId: 'demo' });
        const accepted = await call('demo', 'POST', 'acceptSharedUser', { userId: 'demo-mom' });

        expect(accepted.statusCode).toBe(200);
        expect(accepted.json<SharingLists>()).toMatchObject({
          sharedWithMeList: [{ userId: 'demo-mom', userNm: '이정숙' }],
          shareRequestList: [],
        });
        expect(await lists('demo-mom')).toMatchObject({
          sharedUserList: [{ userId: 'demo', userNm: '김민준' }],
          pendingSharedUserList: [],
        });
      });

      it('declining drops it from my list; the asker goes on seeing it waiting, as for an unknown id, until it expires', async () => {
        await call('demo-mom', 'POST', 'sharedUser', { userId: 'demo' });
        await call('demo-mom', 'POST', 'sharedUser', { userId: 'nobody-here' });

        const declined = await call('demo', 'POST', 'declineSharedUser', { userId: 'demo-mom' });
        const askerSees = (await lists('demo-mom')).pendingSharedUserList.map((request) => request.userId);
        await passRequestLifetime();
        const afterExpiry = await lists('demo-mom');

        expect(declined.statusCode).toBe(200);
        expect(declined.json<SharingLists>().shareRequestList).toEqual([]);
        expect(askerSees).toEqual(['demo', 'nobody-here']);
        expect(afterExpiry.pendingSharedUserList).toEqual([]);
        expect(afterExpiry.sharedUserList).toEqual([]);
      });

      it.each(['acceptSharedUser', 'declineSharedUser'])(
        '%s without a request waiting (none, declined, expired, cancelled) is 404 M1146 and changes nothing',
        async (path) => {
          const none = await call('demo', 'POST', path, { userId: 'demo-grandpa' });
          await call('demo-mom', 'POST', 'sharedUser', { userId: 'demo' });
          await call('demo', 'POST', 'declineSharedUser', { userId: 'demo-mom' });
          const declined = await call('demo', 'POST', path, { userId: 'demo-mom' });
          await call('demo-grandpa', 'POST', 'sharedUser', { userId: 'demo' });
          await passRequestLifetime();
          const expired = await call('demo', 'POST', path, { userId: 'demo-grandpa' });
          await call('demo-grandpa', 'POST', 'sharedUser', { userId: 'demo' });
          await call('demo-grandpa', 'POST', 'removeSharedUser', { userId: 'demo' });
          const cancelled = await call('demo', 'POST', path, { userId: 'demo-grandpa' });

          for (const response of [none, declined, expired, cancelled]) {
            expect(response.statusCode).toBe(404);
            expect(response.json()).toMatchObject({ code: 'M1146', field: 'userId' });
          }
          expect((await lists('demo')).sharedWithMeList).toEqual([]);
        },
      );

      it('a request of a withdrawn asker disappears and cannot be accepted', async () => {
        await addTestUser(api.db, 'leaving', '01077778888');
        const leaving = (await logIn(api.app, 'leaving')).access_token;
        tokens['leaving'] = leaving;
        await call('leaving', 'POST', 'sharedUser', { userId: 'demo' });
        await withdraw(api.app, leaving);

        expect((await lists('demo')).shareRequestList).toEqual([]);
        expect((await call('demo', 'POST', 'acceptSharedUser', { userId: 'leaving' })).statusCode).toBe(404);
      });
    });

    describe('managing what I share', () => {
      it('shows the people who share with me, oldest first, with the fhirResId to read and the sex, age and height their grades need', async () => {
        await share('demo-mom', 'demo');
        api.clock.advance(1000);
        await share('demo-grandpa', 'demo');

        const response = await call('demo', 'GET', 'sharedUserList');

        expect(response.statusCode).toBe(200);
        expect(response.json<SharingLists>().sharedWithMeList).toEqual([
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
        ]);
      });

      it('removing stops the sharing (and /fhir with it), and cancels a request', async () => {
        await share('demo-mom', 'demo');
        await call('demo-mom', 'POST', 'sharedUser', { userId: 'demo-grandpa' });

        const removed = await call('demo-mom', 'POST', 'removeSharedUser', { userId: 'demo' });
        const cancelled = await call('demo-mom', 'POST', 'removeSharedUser', { userId: 'demo-grandpa' });
        const search = await api.app.inject({
          method: 'GET',
          url: `/fhir/Observation?subject=Patient/${await fhirResIdOf('demo-mom')}`,
          headers: callerHeaders(tokens['demo']),
        });

        expect(removed.json<SharingLists>().sharedUserList).toEqual([]);
        expect(cancelled.json<SharingLists>().pendingSharedUserList).toEqual([]);
        expect((await lists('demo-grandpa')).shareRequestList).toEqual([]);
        expect(search.statusCode).toBe(403);
      });

      it('modifySharedUsers keeps the accepted ones listed, asks the new ids, and drops the ones left out', async () => {
        await share('demo', 'demo-mom');

        const asked = await call('demo', 'POST', 'modifySharedUsers', {
          userIds: ['demo-mom', 'demo-grandpa', 'nobody-here'],
        });
        const none = await call('demo', 'POST', 'modifySharedUsers', { userIds: [] });

        expect(asked.statusCode).toBe(200);
        expect(sharedUserIds(asked)).toEqual(['demo-mom']);
        expect(asked.json<SharingLists>().pendingSharedUserList.map((request) => request.userId)).toEqual([
          'demo-grandpa',
          'nobody-here',
        ]);
        expect(none.json<SharingLists>()).toMatchObject({ sharedUserList: [], pendingSharedUserList: [] });
      });

      it('takes a cancelled request’s notification out of the other person’s list, and leaves the rest', async () => {
        const shareNotices = async (userId: string) =>
          (
            await api.db.query<{ count: number | string }>(
              "SELECT count(*) AS count FROM notifications WHERE user_id = $1 AND kind = '0013'",
              [userId],
            )
          ).map((row) => Number(row.count))[0];
        await call('demo-mom', 'POST', 'sharedUser', { userId: 'demo-grandpa' });
        await call('demo', 'POST', 'sharedUser', { userId: 'demo-grandpa' });
        await call('demo', 'POST', 'sharedUser', { userId: 'demo-mom' });
        expect(await shareNotices('demo-grandpa')).toBe(2);

        await call('demo-mom', 'POST', 'removeSharedUser', { userId: 'demo-grandpa' });
        await call('demo', 'POST', 'modifySharedUsers', { userIds: ['demo-grandpa'] });

        expect(await shareNotices('demo-grandpa')).toBe(1);
        expect(await shareNotices('demo-mom')).toBe(0);
      });

      it('takes an answered request’s notification out of the list, accepted or declined, and moves the bell (issue 32)', async () => {
        const shareNotices = async (userId: string) =>
          (
            await api.db.query<{ requester: string }>(
              `SELECT split_part(dedupe_key, '|', 2) AS requester FROM notifications
                WHERE user_id = $1 AND kind = '0013' ORDER BY requester`,
              [userId],
            )
          ).map((row) => row.requester);
        const bell = async (userId: string) =>
          (
            await api.app.inject({
              method: 'GET',
              url: '/api/service/noti/newNotiCount',
              headers: callerHeaders(tokens[userId]),
            })
          ).json<{ newNotiCount: number }>().newNotiCount;
        await call('demo', 'POST', 'sharedUser', { userId: 'demo-grandpa' });
        await call('demo-mom', 'POST', 'sharedUser', { userId: 'demo-grandpa' });
        expect(await shareNotices('demo-grandpa')).toEqual(['demo', 'demo-mom']);
        const before = await bell('demo-grandpa');

        expect((await call('demo-grandpa', 'POST', 'acceptSharedUser', { userId: 'demo' })).statusCode).toBe(
          200,
        );
        expect(await shareNotices('demo-grandpa')).toEqual(['demo-mom']);
        expect(await bell('demo-grandpa')).toBe(before - 1);

        expect(
          (await call('demo-grandpa', 'POST', 'declineSharedUser', { userId: 'demo-mom' })).statusCode,
        ).toBe(200);
        expect(await shareNotices('demo-grandpa')).toEqual([]);
        expect(await bell('demo-grandpa')).toBe(before - 2);
      });

      it('refuses to share with myself with 400 M0187, alone or in a set, and writes nothing', async () => {
        await call('demo', 'POST', 'sharedUser', { userId: 'demo-mom' });

        const single = await call('demo', 'POST', 'sharedUser', { userId: 'demo' });
        const set = await call('demo', 'POST', 'modifySharedUsers', { userIds: ['demo-grandpa', 'demo'] });

        expect(single.statusCode).toBe(400);
        expect(single.json()).toMatchObject({ code: 'M0187', field: 'userId' });
        expect(set.statusCode).toBe(400);
        expect(set.json()).toMatchObject({ code: 'M0187', field: 'userIds' });
        expect((await lists('demo')).pendingSharedUserList.map((request) => request.userId)).toEqual([
          'demo-mom',
        ]);
      });
    });

    describe('limits', () => {
      it(`at most ${maxWaitingShareRequests} requests wait at once: one more is 429 M1147 and writes nothing`, async () => {
        const ids = Array.from({ length: maxWaitingShareRequests }, (_, index) => `someone-${index}`);
        const full = await call('demo', 'POST', 'modifySharedUsers', { userIds: ids });
        const more = await call('demo', 'POST', 'sharedUser', { userId: 'demo-mom' });
        const set = await call('demo', 'POST', 'modifySharedUsers', {
          userIds: [...ids.slice(1), 'x1', 'x2'],
        });

        expect(full.statusCode).toBe(200);
        expect(more.statusCode).toBe(429);
        expect(more.json()).toMatchObject({ code: 'M1147' });
        expect(set.statusCode).toBe(429);
        expect((await lists('demo')).pendingSharedUserList).toHaveLength(maxWaitingShareRequests);
        expect(await shareNotifications('demo-mom')).toEqual([]);
      });

      it('answers unexpected bodies with 400 and an M-code', async () => {
        const cases: [string, unknown, string][] = [
          ['sharedUser', {}, 'userId'],
          ['sharedUser', { userId: '' }, 'userId'],
          ['sharedUser', { userId: 'x'.repeat(51) }, 'userId'],
          ['sharedUser', { userId: null }, 'userId'],
          ['acceptSharedUser', { userId: { id: 'demo-mom' } }, 'userId'],
          ['declineSharedUser', {}, 'userId'],
          ['removeSharedUser', { userId: { id: 'demo' } }, 'userId'],
          ['modifySharedUsers', { userIds: [{ id: 'demo-mom' }] }, 'userIds.0'],
          ['modifySharedUsers', { userIds: ['demo-mom', 'demo-mom'] }, 'userIds'],
          ['modifySharedUsers', { userId: 'demo-mom' }, 'userIds'],
        ];
        for (const [path, payload, field] of cases) {
          const response = await call('demo', 'POST', path, payload);
          expect([path, response.statusCode]).toEqual([path, 400]);
          expect(response.json()).toMatchObject({ code: 'M0187', field });
        }
        for (const userId of ['a\u0000b', 'a\ud800b']) {
          const response = await call('demo', 'POST', 'sharedUser', { userId });
          expect(response.statusCode).toBe(400);
          expect(response.json<{ code: string }>().code).toMatch(/^M\d{4}$/);
        }
        expect(await api.db.query('SELECT 1 FROM share_requests')).toEqual([]);
      });

      it('refuses calls without a token with 401 M0139, and a token without phr.read / phr.write with 403 M0105', async () => {
        const paths = [
          'sharedUserList',
          'sharedUser',
          'removeSharedUser',
          'modifySharedUsers',
          'acceptSharedUser',
          'declineSharedUser',
        ];
        const anonymous = await Promise.all(
          paths.map((path) =>
            api.app.inject({
              method: path === 'sharedUserList' ? 'GET' : 'POST',
              url: `/api/user/${path}`,
              payload: { userId: 'demo', userIds: [] },
            }),
          ),
        );
        const legacy = (await logIn(api.app, 'demo-legacy')).access_token;
        const write = await api.app.inject({
          method: 'POST',
          url: '/api/user/sharedUser',
          headers: callerHeaders(legacy),
          payload: { userId: 'demo' },
        });

        expect(anonymous.map((response) => response.statusCode)).toEqual(paths.map(() => 401));
        expect(write.statusCode).toBe(403);
        expect(write.json()).toMatchObject({ code: 'M0105' });
      });

      it.each([
        ['sharedUser', { userId: 'demo-mom' }],
        ['acceptSharedUser', { userId: 'demo-mom' }],
        ['declineSharedUser', { userId: 'demo-mom' }],
        ['removeSharedUser', { userId: 'demo-mom' }],
        ['modifySharedUsers', { userIds: ['demo-mom', 'nobody-here'] }],
      ] as [string, Json][])(
        'property: any body of %s (NUL, lone surrogates, 1 MB, null, wrong types) answers 2xx or 4xx with an M-code; a refusal changes nothing',
        async (path, valid) => {
          const snapshot = async () => [await lists('demo'), await lists('demo-mom')];
          const property = safeAnswerProperty(snapshot, numRuns);
          const huge = fc.constant<Json>({ userId: 'x'.repeat(1_000_000), userIds: ['x'.repeat(1_000_000)] });
          await property(fc.oneof(bodiesNear(valid), huge), (body) =>
            api.app.inject({
              method: 'POST',
              url: `/api/user/${path}`,
              headers: { ...callerHeaders(tokens['demo']), 'content-type': 'application/json' },
              payload: typeof body === 'string' ? body : JSON.stringify(body),
            }),
          );
        },
      );
    });
  },
);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'share requests are limited per user (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind, {
        rateLimits: { shareRequest: { max: 3, timeWindowMs: 60 * 60 * 1000 } },
      });
    });
    afterAll(() => api.close());

    it('the 4th request of a user within the hour is 429 M0145 and writes nothing; another user is not held back', async () => {
      const demo = (await logIn(api.app, 'demo')).access_token;
      const mom = (await logIn(api.app, 'demo-mom')).access_token;
      const ask = (token: string, userId: string) =>
        api.app.inject({
          method: 'POST',
          url: '/api/user/sharedUser',
          headers: callerHeaders(token),
          payload: { userId },
        });

      const statuses = [];
      for (const userId of ['guess-1', 'guess-2', 'guess-3', 'guess-4']) {
        statuses.push((await ask(demo, userId)).statusCode);
      }
      const fourth = await ask(demo, 'guess-5');
      const other = await ask(mom, 'guess-1');
      const rows = await api.db.query("SELECT 1 FROM share_requests WHERE owner_user_id = 'demo'");

      expect(statuses).toEqual([202, 202, 202, 429]);
      expect(fourth.json()).toMatchObject({ code: 'M0145' });
      expect(other.statusCode).toBe(202);
      expect(rows).toHaveLength(3);
    });
  },
);
