// Property tests of the notification centre's query strings and paths: whatever arrives (NUL bytes, lone
// surrogates, huge and negative numbers, unknown keys, a repeated key, a body on PUT), the answer is a 2xx or a
// 4xx with an M-code, never a 5xx, and a refused request changes nothing. The stream is left out: its only
// input is `lang`, and an accepted stream never ends.
import fc from 'fast-check';
import type { AppNotification, NotificationPage } from 'shared-kernel/isomorphic';
import { addFhirTestUser, type FhirTestUser } from '../../../test-support/fhir';
import {
  encodeLoosely,
  hostileInput,
  hostileSerials,
  safeAnswerProperty,
} from '../../../test-support/hostile-input';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { addReminders } from '../../../test-support/notifications';

const numRuns = Number(process.env['NOTIFICATION_PROPERTY_RUNS'] ?? 60);

const hostile = hostileInput([
  '0',
  '1',
  '50',
  '51',
  '10000',
  '10001',
  '2147483648',
  '9007199254740993',
  '1.5',
  '0x10',
  ' 1',
  'true',
  'null',
  'ko',
  'Infinity',
  '-Infinity',
  "'; DROP TABLE notifications; --",
]);

const queryKey = fc.oneof(fc.constantFrom('page', 'rows', 'lang', 'notiSn', ''), hostile.queryValue);
const queryString = fc
  .array(fc.tuple(queryKey, hostile.queryValue), { maxLength: 4 })
  .map((pairs) => pairs.map(([key, value]) => `${encodeLoosely(key)}=${encodeLoosely(value)}`).join('&'));

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'notification centre properties (%s)',
  (_name, kind) => {
    let api: TestApp;
    let user: FhirTestUser;
    let other: FhirTestUser;
    let theirs: AppNotification;

    beforeAll(async () => {
      api = await openTestApp(kind);
      user = await addFhirTestUser(api, 'notiproperty1');
      other = await addFhirTestUser(api, 'notiproperty2');
      await addReminders(api.db, user.userId, ['아침 약', '저녁 약', '자기 전 약']);
      await addReminders(api.db, other.userId, ['남의 약']);
      const [first] = (await call(other, 'GET', '/api/service/noti')).json<NotificationPage>().notiList;
      if (!first) throw new Error('no notification');
      theirs = first;
    });
    afterAll(() => api.close());

    function call(caller: FhirTestUser, method: 'GET' | 'PUT', url: string, payload?: unknown) {
      return api.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${caller.token}` },
        ...(payload === undefined ? {} : { payload: payload as string }),
      });
    }

    /** What a refused request must leave as it was: everyone's notifications and read marks. */
    const snapshot = () =>
      api.db.query('SELECT noti_sn, user_id, read_at FROM notifications ORDER BY noti_sn');

    const property = safeAnswerProperty(snapshot, numRuns);

    it('GET /noti: any query answers 2xx (a page no larger than rows) or 4xx with an M-code', async () => {
      await property(queryString, async (query) => {
        const response = await call(user, 'GET', `/api/service/noti?${query}`);
        if (response.statusCode === 200) {
          const page = response.json<NotificationPage>();
          expect(page.totalCount).toBe(3);
          expect(page.notiList.length).toBeLessThanOrEqual(page.rows);
        }
        return response;
      });
    });

    it('GET /noti/newNotiCount: any query answers safely', async () => {
      await property(queryString, (query) => call(user, 'GET', `/api/service/noti/newNotiCount?${query}`));
    });

    it('PUT /noti/{notiSn}: any serial, query and body answer safely; another person’s stays unread', async () => {
      const serial = hostileSerials(theirs.notiSn);
      const body = fc.oneof(
        fc.constant(undefined),
        fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
      );
      await property(fc.tuple(serial, queryString, body), ([notiSn, query, payload]) =>
        call(user, 'PUT', `/api/service/noti/${notiSn}?${query}`, payload),
      );
      const [still] = await api.db.query<{ read: boolean }>(
        'SELECT read_at IS NOT NULL AS read FROM notifications WHERE noti_sn = $1',
        [theirs.notiSn],
      );
      expect(still).toEqual({ read: false });
    });

    it("PUT /noti/{notiSn}/{readAt} (the spec's name, issue 36.8): any serial, read state and query answer safely", async () => {
      const serial = hostileSerials(theirs.notiSn);
      const readAt = fc.oneof(
        fc.constantFrom('Y', 'N', 'y', 'true', '1'),
        hostile.string.filter((value) => value.length > 0),
      );
      await property(fc.tuple(serial, readAt, queryString), ([notiSn, state, query]) =>
        call(user, 'PUT', `/api/service/noti/${notiSn}/${encodeLoosely(state)}?${query}`),
      );
      const [still] = await api.db.query<{ read: boolean }>(
        'SELECT read_at IS NOT NULL AS read FROM notifications WHERE noti_sn = $1',
        [theirs.notiSn],
      );
      expect(still).toEqual({ read: false });
    });
  },
);
