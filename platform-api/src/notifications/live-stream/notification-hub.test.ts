import type { NotificationStreamEvent } from 'shared-kernel/isomorphic';
import { addFhirTestUser } from '../../../test-support/fhir';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { createNotificationHub, type NotificationHub, type StreamSink } from './notification-hub';
import { insertNotifications } from '../inbox/notification-store';
import { doseReminder } from '../../../test-support/notifications';

/** A sink that keeps what it gets, and waits for what it has not got yet. */
function recordingSink() {
  const events: NotificationStreamEvent[] = [];
  let heartbeats = 0;
  let ended = false;
  const sink: StreamSink = {
    send: (event) => events.push(event),
    heartbeat: () => (heartbeats += 1),
    end: () => (ended = true),
  };
  const until = async (done: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`never: ${what}; got ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const names = () =>
    events.flatMap((event) => (event.event === 'noti' ? [event.data.params['tkmdNm']] : []));
  return {
    sink,
    events,
    names,
    heartbeats: () => heartbeats,
    ended: () => ended,
    untilNames: (count: number) => until(() => names().length >= count, `${count} notifications`),
    untilHeartbeat: () => until(() => heartbeats > 0, 'a heartbeat'),
    untilCount: (newNotiCount: number) =>
      until(
        () => events.some((event) => event.event === 'count' && event.data.newNotiCount === newNotiCount),
        `the count ${newNotiCount}`,
      ),
  };
}

let personCounter = 0;

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'notification hub (%s)',
  (name, kind) => {
    let api: TestApp;
    let hub: NotificationHub;
    const errors: unknown[] = [];

    beforeAll(async () => {
      api = await openTestApp(kind);
      hub = createNotificationHub({ db: api.db, heartbeatMs: 100, onError: (error) => errors.push(error) });
    });
    afterAll(async () => {
      await hub.close();
      await api.close();
    });
    afterEach(() => expect(errors).toEqual([]));

    const newPerson = async () => (await addFhirTestUser(api, `hub${(personCounter += 1)}`)).userId;

    it('beats every heartbeatMs, and catches up on a notification whose NOTIFY it never heard', async () => {
      const userId = await newPerson();
      const recorder = recordingSink();
      const stop = await hub.subscribe(userId, recorder.sink);
      // Stored without pg_notify, as if the LISTEN connection was down when it was sent.
      await api.db.query(
        `INSERT INTO notifications (user_id, kind, params, link) VALUES ($1, '0001', '{"tkmdNm":"몰래"}', NULL)`,
        [userId],
      );
      // The notification and the count that follows it are sent one database read apart.
      await recorder.untilCount(1);
      expect(recorder.names()).toEqual(['몰래']);
      expect(recorder.heartbeats()).toBeGreaterThan(0);
      expect(recorder.events.at(-1)).toEqual({ event: 'count', data: { newNotiCount: 1 } });
      stop();
    });

    it('sends each notification once, in order, and a count only when it changed', async () => {
      const userId = await newPerson();
      const recorder = recordingSink();
      const stop = await hub.subscribe(userId, recorder.sink);
      const names = Array.from({ length: 120 }, (_, index) => `약${index}`);
      await insertNotifications(
        api.db,
        names.map((tkmdNm) => doseReminder(userId, tkmdNm)),
      );
      await recorder.untilNames(120);
      await recorder.untilHeartbeat();
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(recorder.names()).toEqual(names);
      const counts = recorder.events.filter((event) => event.event === 'count');
      expect(counts.map((event) => event.data)).toEqual([{ newNotiCount: 0 }, { newNotiCount: 120 }]);
      stop();
    });

    it('ends its streams on close, and stops sending to one that stopped', async () => {
      const closing = createNotificationHub({ db: api.db, onError: (error) => errors.push(error) });
      const userId = await newPerson();
      const stopped = recordingSink();
      const open = recordingSink();
      const stop = await closing.subscribe(userId, stopped.sink);
      await closing.subscribe(userId, open.sink);
      expect(closing.streamCount(userId)).toBe(2);
      stop();
      await insertNotifications(api.db, [doseReminder(userId, '하나')]);
      await open.untilNames(1);
      expect(stopped.names()).toEqual([]);
      await closing.close();
      expect([open.ended(), stopped.ended(), closing.streamCount(userId)]).toEqual([true, false, 0]);
    });

    (name === 'PostgreSQL' ? it : it.skip)(
      'sends a notification committed after a newer one (numbers are taken before commit)',
      async () => {
        const userId = await newPerson();
        const recorder = recordingSink();
        const stop = await hub.subscribe(userId, recorder.sink);
        await api.db.transaction(async (transaction) => {
          await insertNotifications(transaction, [doseReminder(userId, '먼저 번호, 나중 커밋')]);
          await insertNotifications(api.db, [doseReminder(userId, '나중 번호, 먼저 커밋')]);
          await recorder.untilNames(1);
        });
        await recorder.untilNames(2);
        expect(recorder.names()).toEqual(['나중 번호, 먼저 커밋', '먼저 번호, 나중 커밋']);
        stop();
      },
    );
  },
);
