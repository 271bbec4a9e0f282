// PUT /noti/{a}/{b}, the spec's name (section 7) of marking a notification read (issue 36 item 8): the path carries
// the notification's serial and the read state it is put in, Y; it answers as PUT /api/service/noti/{notiSn} does.
import type { AppNotification, NotificationPage } from 'shared-kernel/isomorphic';
import { addFhirTestUser, type FhirTestUser } from '../../../test-support/fhir';
import { addReminders } from '../../../test-support/notifications';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'PUT /noti/{notiSn}/{readAt}, alias of PUT /noti/{notiSn} (%s)',
  (_name, kind) => {
    let api: TestApp;
    let user: FhirTestUser;
    let other: FhirTestUser;

    beforeAll(async () => {
      api = await openTestApp(kind);
      user = await addFhirTestUser(api, 'notialias1');
      other = await addFhirTestUser(api, 'notialias2');
      await addReminders(api.db, user.userId, ['아침 약', '저녁 약']);
      await addReminders(api.db, other.userId, ['남의 약']);
    });
    afterAll(() => api.close());

    const put = (caller: FhirTestUser, url: string) =>
      api.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${caller.token}` } });

    async function notificationsOf(caller: FhirTestUser): Promise<AppNotification[]> {
      const response = await api.app.inject({
        method: 'GET',
        url: '/api/service/noti',
        headers: { authorization: `Bearer ${caller.token}` },
      });
      return response.json<NotificationPage>().notiList;
    }

    it('marks the caller’s notification read and answers it, as the original does', async () => {
      const [first, second] = await notificationsOf(user);
      if (!first || !second) throw new Error('no notifications');

      const alias = await put(user, `/api/service/noti/${first.notiSn}/Y`);
      const original = await put(user, `/api/service/noti/${second.notiSn}`);

      expect(alias.statusCode).toBe(200);
      expect(alias.json()).toMatchObject({ notiSn: first.notiSn, readAt: 'Y' });
      expect(original.json()).toMatchObject({ notiSn: second.notiSn, readAt: 'Y' });
      expect(Object.keys(alias.json<object>()).sort()).toEqual(Object.keys(original.json<object>()).sort());
    });

    it('refuses another person’s notification with the same 404 as the original, and leaves it unread', async () => {
      const [theirs] = await notificationsOf(other);
      if (!theirs) throw new Error('no notification');

      const alias = await put(user, `/api/service/noti/${theirs.notiSn}/Y`);
      const original = await put(user, `/api/service/noti/${theirs.notiSn}`);

      expect(alias.statusCode).toBe(404);
      expect(alias.json()).toEqual(original.json());
      expect((await notificationsOf(other))[0]).toMatchObject({ readAt: 'N' });
    });

    it('refuses a read state other than Y with 400 and an M-code: a notification is never made unread', async () => {
      const [first] = await notificationsOf(user);
      if (!first) throw new Error('no notification');

      const response = await put(user, `/api/service/noti/${first.notiSn}/N`);

      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toMatch(/^M\d{4}$/);
    });
  },
);
