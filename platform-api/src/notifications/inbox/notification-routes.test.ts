import type { AddressInfo } from 'node:net';
import type { AppNotification, NotificationPage } from 'shared-kernel/isomorphic';
import { addFhirTestUser, type FhirTestUser } from '../../../test-support/fhir';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { insertNotifications } from './notification-store';
import {
  addReminders,
  doseReminder,
  openSecondInstance,
  openStream,
  type SecondInstance,
} from '../../../test-support/notifications';

let personCounter = 0;

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'notification centre API (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const newPerson = () => addFhirTestUser(api, `noti${(personCounter += 1)}`);
    const call = (user: FhirTestUser, method: 'GET' | 'PUT', url: string) =>
      api.app.inject({ method, url, headers: { authorization: `Bearer ${user.token}` } });
    const page = async (user: FhirTestUser, query: string) => {
      const response = await call(user, 'GET', `/api/service/noti?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<NotificationPage>();
    };
    const count = async (user: FhirTestUser) =>
      (await call(user, 'GET', '/api/service/noti/newNotiCount')).json<{ newNotiCount: number }>()
        .newNotiCount;

    it('lists the caller’s notifications newest first, a page at a time, with the total', async () => {
      const person = await newPerson();
      const other = await newPerson();
      const names = Array.from({ length: 25 }, (_, index) => `약${index + 1}`);
      await addReminders(api.db, person.userId, names);
      await addReminders(api.db, other.userId, ['남의 약']);

      const first = await page(person, 'page=1&rows=10');
      expect(first).toMatchObject({ totalCount: 25, page: 1, rows: 10 });
      expect(first.notiList.map((noti) => noti.params['tkmdNm'])).toEqual(names.slice(15).reverse());
      expect(first.notiList[0]).toEqual({
        notiSn: expect.any(Number),
        notiKindCode: '0001',
        params: { tkmdNm: '약25', time: '08:00' },
        link: '/main/medicine',
        readAt: 'N',
        creatDt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      const sns = first.notiList.map((noti) => noti.notiSn);
      expect([...sns].sort((a, b) => b - a)).toEqual(sns);

      const last = await page(person, 'page=3&rows=10');
      expect(last.notiList.map((noti) => noti.params['tkmdNm'])).toEqual(names.slice(0, 5).reverse());
      expect((await page(person, 'page=4&rows=10')).notiList).toEqual([]);
      expect(await page(person, '')).toMatchObject({ page: 1, rows: 20, totalCount: 25 });
    });

    it('answers 400 for a page or rows out of range, and 401 without a token', async () => {
      const person = await newPerson();
      for (const query of ['page=0', 'rows=51', 'rows=0', 'page=x', 'rows=1.5', 'other=1']) {
        const response = await call(person, 'GET', `/api/service/noti?${query}`);
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
        expect(response.json()).toMatchObject({ code: 'M0187' });
      }
      for (const url of ['/api/service/noti', '/api/service/noti/newNotiCount', '/api/service/noti/stream']) {
        expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
      expect((await api.app.inject({ method: 'PUT', url: '/api/service/noti/1' })).statusCode).toBe(401);
    });

    it('marks a notification read (again: no change) and counts the unread ones', async () => {
      const person = await newPerson();
      await addReminders(api.db, person.userId, ['아침 약', '저녁 약']);
      expect(await count(person)).toBe(2);
      const [newest] = (await page(person, 'rows=1')).notiList as [AppNotification];

      const marked = await call(person, 'PUT', `/api/service/noti/${newest.notiSn}`);
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toEqual({ ...newest, readAt: 'Y' });
      expect(await count(person)).toBe(1);

      const again = await call(person, 'PUT', `/api/service/noti/${newest.notiSn}`);
      expect(again.json()).toEqual({ ...newest, readAt: 'Y' });
      expect(await count(person)).toBe(1);
      expect((await page(person, '')).notiList.map((noti) => noti.readAt)).toEqual(['Y', 'N']);
    });

    it('refuses another person’s notification or an unknown one with 404 M0105, changing nothing', async () => {
      const owner = await newPerson();
      const stranger = await newPerson();
      await addReminders(api.db, owner.userId, ['혈압약']);
      const [theirs] = (await page(owner, '')).notiList as [AppNotification];

      for (const notiSn of [theirs.notiSn, 2_147_483_647]) {
        const response = await call(stranger, 'PUT', `/api/service/noti/${notiSn}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'M0105', field: 'notiSn' });
      }
      expect(await count(owner)).toBe(1);
      for (const notiSn of ['0', '-1', 'abc', '2147483648', '1.5']) {
        const response = await call(stranger, 'PUT', `/api/service/noti/${notiSn}`);
        expect({ notiSn, status: response.statusCode }).toEqual({ notiSn, status: 400 });
      }
    });

    it('stores a notification once per dedupe key, in one call or in several', async () => {
      const person = await newPerson();
      const key = `missed:1:${person.userId}`;
      expect(
        await insertNotifications(api.db, [
          doseReminder(person.userId, '타이레놀', key),
          doseReminder(person.userId, '타이레놀', key),
          doseReminder(person.userId, '없는 키'),
        ]),
      ).toBe(2);
      expect(await insertNotifications(api.db, [doseReminder(person.userId, '타이레놀', key)])).toBe(0);
      expect(await insertNotifications(api.db, [])).toBe(0);
      expect((await page(person, '')).totalCount).toBe(2);
    });

    it('leaves nothing behind when the transaction it is part of rolls back', async () => {
      const person = await newPerson();
      await expect(
        api.db.transaction(async (transaction) => {
          await insertNotifications(transaction, [doseReminder(person.userId, '롤백')]);
          throw new Error('the rest of the change failed');
        }),
      ).rejects.toThrow('the rest of the change failed');
      expect(await count(person)).toBe(0);
    });

    describe('the live stream', () => {
      let second: SecondInstance;
      let baseUrl: string;

      beforeAll(async () => {
        await api.app.listen({ port: 0, host: '127.0.0.1' });
        baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
        second = await openSecondInstance(kind, api);
      });
      afterAll(async () => {
        await second.close();
        // fetch (undici) opens a spare connection after an abort, which would keep the server's close waiting.
        api.app.server.closeAllConnections();
      });

      it('sends the count, then each notification another instance stores, and the count after a read', async () => {
        const person = await newPerson();
        await addReminders(api.db, person.userId, ['어제 약']);
        // From the shell's origin, as a browser would call it.
        const stream = await openStream(baseUrl, person.token, { origin: 'http://localhost:3000' });
        try {
          expect(stream.status).toBe(200);
          expect(stream.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
          expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
          expect(stream.headers.get('cache-control')).toBe('no-cache');
          expect(stream.headers.get('x-accel-buffering')).toBe('no');
          expect(await stream.nextEvent()).toEqual({ event: 'count', data: { newNotiCount: 1 } });

          await insertNotifications(second.db, [doseReminder(person.userId, '아침 약', 'stream:1')]);
          const arrived = await stream.nextEvent();
          expect(arrived).toEqual({
            event: 'noti',
            data: expect.objectContaining({ params: { tkmdNm: '아침 약', time: '08:00' }, readAt: 'N' }),
          });
          expect(await stream.nextEvent()).toEqual({ event: 'count', data: { newNotiCount: 2 } });

          const notiSn = (arrived as { data: AppNotification }).data.notiSn;
          const read = await second.app.inject({
            method: 'PUT',
            url: `/api/service/noti/${notiSn}`,
            headers: { authorization: `Bearer ${person.token}` },
          });
          expect(read.statusCode).toBe(200);
          expect(await stream.nextEvent()).toEqual({ event: 'count', data: { newNotiCount: 1 } });
        } finally {
          stream.abort();
        }
      });

      it('sends nothing of another person’s notifications', async () => {
        const person = await newPerson();
        const other = await newPerson();
        const stream = await openStream(baseUrl, person.token);
        try {
          expect(await stream.nextEvent()).toEqual({ event: 'count', data: { newNotiCount: 0 } });
          await addReminders(second.db, other.userId, ['남의 약']);
          await addReminders(second.db, person.userId, ['내 약']);
          expect(await stream.nextEvent()).toMatchObject({
            event: 'noti',
            data: { params: { tkmdNm: '내 약' } },
          });
        } finally {
          stream.abort();
        }
      });

      it('ends when the access token expires, so that a revoked login stops hearing', async () => {
        const person = await newPerson();
        // The token lasts 15 minutes of the test clock: open the stream 200 ms before it expires.
        api.clock.advance(15 * 60_000 - 200);
        try {
          const stream = await openStream(baseUrl, person.token);
          expect(await stream.nextEvent()).toEqual({ event: 'count', data: { newNotiCount: 0 } });
          expect(await stream.nextEvent()).toBe('end');
        } finally {
          api.clock.advance(-(15 * 60_000 - 200));
        }
      });

      it('keeps at most 10 streams of one person on an instance (429 M0145 beyond)', async () => {
        const person = await newPerson();
        const streams = await Promise.all(
          Array.from({ length: 10 }, () => openStream(baseUrl, person.token)),
        );
        try {
          expect(streams.map((stream) => stream.status)).toEqual(Array(10).fill(200));
          await Promise.all(streams.map((stream) => stream.nextEvent()));
          const refused = await call(person, 'GET', '/api/service/noti/stream');
          expect(refused.statusCode).toBe(429);
          expect(refused.json()).toMatchObject({ code: 'M0145' });
        } finally {
          for (const stream of streams) stream.abort();
        }
      });

      it('lets the app close while a stream is open, ending the stream', async () => {
        const person = await newPerson();
        const third = await openSecondInstance(kind, api);
        await third.app.listen({ port: 0, host: '127.0.0.1' });
        const port = (third.app.server.address() as AddressInfo).port;
        const stream = await openStream(`http://127.0.0.1:${port}`, person.token);
        expect(await stream.nextEvent()).toEqual({ event: 'count', data: { newNotiCount: 0 } });
        const started = Date.now();
        await third.close();
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(await stream.nextEvent()).toBe('end');
      });
    });
  },
);
