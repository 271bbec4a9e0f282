// Web Push end to end against a push service stand-in on 127.0.0.1 (test-support/push-service-stand-in.ts): the
// real push services are not reachable from tests. The stand-in decrypts each push with the browser's keys as a
// browser would (RFC 8291), so the tests read what a person would see.
import type { LightMyRequestResponse } from 'fastify';
import {
  defaultUserSettings,
  notificationKindCodes,
  type NotificationKindCode,
  type UserSettings,
} from 'shared-kernel/isomorphic';
import { insertNotifications, sendDuePushes } from '../index';
import { resolveVapidKeys } from './vapid-keys';
import { allowedEndpoint } from './push-endpoints';
import { hostileInput, safeAnswerProperty, type Json } from '../../../test-support/hostile-input';
import {
  startPushServiceStandIn,
  type BrowserSubscription,
  type PushServiceStandIn,
} from '../../../test-support/push-service-stand-in';
import {
  addTestUser,
  appClientAuthorization,
  logIn,
  openTestApp,
  withdraw,
  type TestApp,
} from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

const numRuns = Number(process.env['PUSH_PROPERTY_RUNS'] ?? 60);
const silentLog = { warn: () => undefined, error: () => undefined, debug: () => undefined };

interface Pushed {
  title: string;
  body: string;
  url: string;
  tag: string;
}

describe('push endpoints a subscription may name', () => {
  const refused = [
    'http://push.example.com/send/1',
    'https://10.1.2.3/send',
    'https://192.168.0.10/send',
    'https://169.254.169.254/latest/meta-data',
    'https://127.0.0.1/send',
    'https://[::1]/send',
    'https://[fd00::1]/send',
    'https://[::ffff:10.0.0.1]/send',
    'https://localhost/send',
    'https://api.localhost/send',
    'https://printer/send',
    'https://user:secret@push.example.com/send',
    'ftp://push.example.com/send',
    'not a url',
  ];

  it.each(refused)('refuses %s: only public HTTPS hosts are push services', (endpoint) => {
    expect(allowedEndpoint(endpoint, { allowLoopback: false })).toBeNull();
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://8.8.8.8/send',
  ])('accepts %s', (endpoint) => {
    expect(allowedEndpoint(endpoint, { allowLoopback: false })).not.toBeNull();
  });

  it('lets a loopback stand-in over HTTP through only when the policy allows it (tests)', () => {
    expect(allowedEndpoint('http://127.0.0.1:9000/x', { allowLoopback: false })).toBeNull();
    expect(allowedEndpoint('http://127.0.0.1:9000/x', { allowLoopback: true })).not.toBeNull();
    expect(allowedEndpoint('http://10.0.0.1:9000/x', { allowLoopback: true })).toBeNull();
  });
});

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'Web Push (%s)',
  (_name, kind) => {
    let api: TestApp;
    let service: PushServiceStandIn;
    let token: string;
    let refreshToken: string;

    beforeAll(async () => {
      api = await openTestApp(kind, { webPush: { allowLoopbackEndpoints: true } });
      service = await startPushServiceStandIn();
      const login = await logIn(api.app);
      token = login.access_token;
      refreshToken = login.refresh_token;
    });
    afterAll(async () => {
      await service.close();
      await api.close();
    });
    // Each test's notifications go to the browsers it subscribed, not to those of the tests before.
    beforeEach(() => api.db.query("DELETE FROM push_subscriptions WHERE user_id = 'demo'"));

    const call = (
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      payload?: unknown,
      headers: Record<string, string> = {},
      bearer = token,
    ): Promise<LightMyRequestResponse> =>
      api.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${bearer}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(payload === undefined
          ? {}
          : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
      });

    const subscribe = (browser: BrowserSubscription, language = 'ko', bearer = token) =>
      call(
        'POST',
        '/api/push/subscriptions',
        { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys },
        { 'language-code': language },
        bearer,
      );

    async function notify(kind: NotificationKindCode, params: Record<string, string>, link: string | null) {
      await insertNotifications(
        api.db,
        [{ userId: 'demo', notiKindCode: kind, params, link, dedupeKey: null }],
        api.clock.now(),
      );
      const [row] = await api.db.query<{ noti_sn: string | number }>(
        'SELECT noti_sn FROM notifications WHERE user_id = $1 ORDER BY noti_sn DESC LIMIT 1',
        ['demo'],
      );
      return Number(row?.noti_sn);
    }

    function send(timeoutMs = 10_000) {
      return sendDuePushes({
        db: api.db,
        now: api.clock.now,
        keys: () => resolveVapidKeys(api.db, 'mailto:webpush@localhost'),
        policy: { allowLoopback: true },
        timeoutMs,
        log: silentLog,
      });
    }

    const pushesTo = (browser: BrowserSubscription) =>
      service.received.filter((push) => browser.endpoint.endsWith(push.path));

    const subscriptionCount = async (endpoint: string) => {
      const [row] = await api.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM push_subscriptions WHERE endpoint = $1',
        [endpoint],
      );
      return row?.count;
    };

    it('GET /api/push/key answers the VAPID public key browsers subscribe with', async () => {
      const response = await call('GET', '/api/push/key');
      expect(response.statusCode).toBe(200);
      const { publicKey } = response.json<{ publicKey: string }>();
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
      expect(publicKey).toBe((await resolveVapidKeys(api.db, 'mailto:webpush@localhost')).publicKey);
    });

    it('pushes a comment on my post to my browser, encrypted, in its language, with TTL, urgency and where a tap goes', async () => {
      const browser = service.subscribe('comment-en');
      expect((await subscribe(browser, 'en')).statusCode).toBe(201);
      const notiSn = await notify(
        notificationKindCodes.feedComment,
        { userNm: 'Mom', comtCn: 'Well done!' },
        '/main/feed/detail/7/3',
      );
      expect(await send()).toMatchObject({ accepted: 1, retried: 0 });

      const [push] = pushesTo(browser);
      expect(push?.headers).toMatchObject({
        ttl: String(7 * 24 * 3600),
        urgency: 'normal',
        topic: `noti-${notiSn}`,
        'content-encoding': 'aes128gcm',
      });
      const { publicKey } = (await call('GET', '/api/push/key')).json<{ publicKey: string }>();
      expect(push?.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
      );
      expect(JSON.parse(browser.decrypt(push?.body ?? Buffer.alloc(0)))).toEqual<Pushed>({
        title: 'Family Health',
        body: 'Mom commented on your post: Well done!',
        url: '/main/feed/detail/7/3',
        tag: `noti-${notiSn}`,
      });
    });

    it('pushes a dose reminder in Korean with high urgency and a one-hour TTL, opening today’s doses', async () => {
      const browser = service.subscribe('dose-ko');
      await subscribe(browser, 'ko');
      const notiSn = await notify(
        notificationKindCodes.doseReminder,
        { tkmdNm: '혈압약', time: '08:00' },
        null,
      );
      await send();
      const [push] = pushesTo(browser);
      expect(push?.headers).toMatchObject({ ttl: '3600', urgency: 'high' });
      const pushed = JSON.parse(browser.decrypt(push?.body ?? Buffer.alloc(0))) as Pushed;
      expect(pushed).toMatchObject({ url: '/main/medicine', tag: `noti-${notiSn}` });
      expect(pushed.body).toContain('혈압약');
      expect(pushed.body).toContain('08:00');
    });

    describe("the person's settings (issue 36: built once for the centre and the pushes)", () => {
      const saveSettings = async (change: Partial<UserSettings>) => {
        const response = await api.app.inject({
          method: 'PUT',
          url: '/api/service/setting',
          headers: { authorization: `Bearer ${token}` },
          payload: { ...defaultUserSettings, ...change },
        });
        expect(response.statusCode).toBe(200);
      };
      const centreCount = async () => {
        const [row] = await api.db.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM notifications WHERE user_id = 'demo'",
        );
        return row?.count ?? 0;
      };
      afterEach(() => saveSettings({}));

      it('a topic turned off (likes) is neither stored in the notification centre nor pushed; others still are', async () => {
        const browser = service.subscribe('likes-off');
        await subscribe(browser);
        await saveSettings({ notifications: { ...defaultUserSettings.notifications, likes: false } });
        const before = await centreCount();

        await notify(notificationKindCodes.feedLike, { userNm: '엄마' }, '/main/feed/detail/7/3');
        await notify(
          notificationKindCodes.feedComment,
          { userNm: '엄마', comtCn: '최고' },
          '/main/feed/detail/7/3',
        );
        await send();

        expect(await centreCount()).toBe(before + 1);
        expect(pushesTo(browser).map((push) => JSON.parse(browser.decrypt(push.body)) as Pushed)).toEqual([
          expect.objectContaining({ body: expect.stringContaining('최고') as unknown }),
        ]);
      });

      it("quiet hours (in the person's time zone) keep a comment in the centre without a push, but not the person's own dose reminder", async () => {
        const browser = service.subscribe('quiet');
        await subscribe(browser);
        // The clock reads 09:00 in Seoul: 07:00 in Phnom Penh, inside 22:00-07:30 there.
        await saveSettings({ quietHours: { start: '22:00', end: '07:30' }, timeZone: 'Asia/Phnom_Penh' });
        const before = await centreCount();

        await notify(notificationKindCodes.feedComment, { userNm: '엄마', comtCn: '밤 인사' }, null);
        await notify(
          notificationKindCodes.doseReminder,
          { tkmdNm: '혈압약', time: '07:00' },
          '/main/medicine',
        );
        await send();

        expect(await centreCount()).toBe(before + 2);
        const pushed = pushesTo(browser).map((push) => JSON.parse(browser.decrypt(push.body)) as Pushed);
        expect(pushed).toHaveLength(1);
        expect(pushed[0]?.body).toContain('혈압약');

        await saveSettings({ quietHours: { start: '22:00', end: '06:30' }, timeZone: 'Asia/Phnom_Penh' });
        await notify(notificationKindCodes.feedComment, { userNm: '엄마', comtCn: '아침 인사' }, null);
        await send();
        expect(pushesTo(browser)).toHaveLength(2);
      });

      it('pushes in the language chosen in the settings, whatever language the browser subscribed in', async () => {
        const browser = service.subscribe('settings-language');
        await subscribe(browser, 'ko');
        await saveSettings({ language: 'en' });

        await notify(notificationKindCodes.feedComment, { userNm: 'Mom', comtCn: 'Hi' }, null);
        await send();

        const [push] = pushesTo(browser);
        expect((JSON.parse(browser.decrypt(push?.body ?? Buffer.alloc(0))) as Pushed).body).toBe(
          'Mom commented on your post: Hi',
        );
      });
    });

    it('names a catalogue medicine by its English name in an English or Khmer push (issue 35.20)', async () => {
      const browser = service.subscribe('dose-en');
      await subscribe(browser, 'en');
      await notify(
        notificationKindCodes.doseReminder,
        { tkmdNm: '타이레놀정500밀리그람', tkmdEngNm: 'Tylenol Tab. 500mg', time: '08:00' },
        null,
      );
      await send();
      const [push] = pushesTo(browser);
      const pushed = JSON.parse(browser.decrypt(push?.body ?? Buffer.alloc(0))) as Pushed;
      expect(pushed.body).toContain('Tylenol Tab. 500mg');
      expect(pushed.body).not.toContain('타이레놀');
    });

    it('removes a subscription whose push service answers 410 Gone, and pushes nothing more to it', async () => {
      const browser = service.subscribe('gone');
      await subscribe(browser);
      service.answer('gone', 410);
      await notify(notificationKindCodes.feedLike, { userNm: '엄마' }, '/main/feed/detail/1/1');
      expect(await send()).toMatchObject({ gone: 1 });
      expect(await subscriptionCount(browser.endpoint)).toBe(0);
      await notify(notificationKindCodes.feedLike, { userNm: '아빠' }, '/main/feed/detail/1/1');
      await send();
      expect(pushesTo(browser)).toHaveLength(1);
    });

    it('retries a push the service answered 503 after a backoff, and sends it once when the service is back', async () => {
      const browser = service.subscribe('busy');
      await subscribe(browser);
      service.answer('busy', 503);
      await notify(notificationKindCodes.feedLike, { userNm: '엄마' }, '/main/feed/detail/1/1');
      expect(await send()).toMatchObject({ retried: 1, accepted: 0 });
      expect(await send()).toMatchObject({ retried: 0, accepted: 0 });
      api.clock.advance(31_000);
      expect(await send()).toMatchObject({ accepted: 1 });
      expect(pushesTo(browser)).toHaveLength(2);
      const [outbox] = await api.db.query<{ waiting: number }>(
        'SELECT count(*)::int AS waiting FROM push_outbox',
      );
      expect(outbox?.waiting).toBe(0);
    });

    it('two senders at once on one database (two instances) send each push exactly once', async () => {
      const browser = service.subscribe('twice');
      await subscribe(browser);
      for (const userNm of ['가', '나', '다', '라', '마', '바']) {
        await notify(notificationKindCodes.feedLike, { userNm }, '/main/feed/detail/1/1');
      }
      const runs = await Promise.all([send(), send()]);
      expect(runs.reduce((sum, run) => sum + run.accepted, 0)).toBe(6);
      const topics = pushesTo(browser).map((push) => push.headers.topic);
      expect(topics).toHaveLength(6);
      expect(new Set(topics).size).toBe(6);
    });

    it('a push service that never answers times out into a retry, holding no database connection meanwhile', async () => {
      const browser = service.subscribe('hangs');
      await subscribe(browser);
      service.answer('hangs', 'hang');
      await notify(notificationKindCodes.feedLike, { userNm: '엄마' }, '/main/feed/detail/1/1');
      const sending = send(2_000);
      for (let wait = 0; wait < 2_000 && pushesTo(browser).length === 0; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(pushesTo(browser)).toHaveLength(1);
      // The sender waits on the push service: the database still answers (PGlite has one connection only).
      expect(await api.db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(await sending).toMatchObject({ retried: 1 });
    });

    it('the same endpoint twice is one device; a sixth browser makes the least recently used give way', async () => {
      const first = service.subscribe('device-1');
      expect((await subscribe(first)).statusCode).toBe(201);
      api.clock.advance(1_000);
      const again = await subscribe(first);
      expect(again.statusCode).toBe(200);
      expect(await subscriptionCount(first.endpoint)).toBe(1);
      for (let device = 2; device <= 6; device += 1) {
        api.clock.advance(1_000);
        await subscribe(service.subscribe(`device-${device}`));
      }
      const [mine] = await api.db.query<{ devices: number }>(
        "SELECT count(*)::int AS devices FROM push_subscriptions WHERE user_id = 'demo'",
      );
      expect(mine?.devices).toBe(5);
      expect(await subscriptionCount(first.endpoint)).toBe(0);
    });

    it('DELETE /api/push/subscriptions stops pushes to that browser', async () => {
      const browser = service.subscribe('unsubscribed');
      await subscribe(browser);
      expect(
        (await call('DELETE', '/api/push/subscriptions', { endpoint: browser.endpoint })).statusCode,
      ).toBe(204);
      expect(await subscriptionCount(browser.endpoint)).toBe(0);
    });

    it('refuses an endpoint on a private address with 400 M0187, naming the field', async () => {
      const browser = service.subscribe('private');
      const response = await call('POST', '/api/push/subscriptions', {
        endpoint: 'https://10.0.0.8/push',
        keys: browser.keys,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M0187', field: 'endpoint' });
    });

    it('refuses keys that are not a P-256 point and a 16-byte secret (400 M0187)', async () => {
      const browser = service.subscribe('bad-keys');
      const shortKey = await call('POST', '/api/push/subscriptions', {
        endpoint: browser.endpoint,
        keys: { p256dh: Buffer.alloc(33, 2).toString('base64url'), auth: browser.keys.auth },
      });
      expect(shortKey.json()).toMatchObject({ code: 'M0187', field: 'keys.p256dh' });
      const shortSecret = await call('POST', '/api/push/subscriptions', {
        endpoint: browser.endpoint,
        keys: { p256dh: browser.keys.p256dh, auth: 'AAAA' },
      });
      expect(shortSecret.json()).toMatchObject({ code: 'M0187', field: 'keys.auth' });
    });

    it('logging out removes the browsers subscribed in that login; withdrawing removes all of a person’s', async () => {
      await addTestUser(api.db, 'pushleaver', '01099990001');
      const leaver = await logIn(api.app, 'pushleaver');
      const loggedOut = service.subscribe('logged-out');
      await subscribe(loggedOut);
      const revoked = await api.app.inject({
        method: 'POST',
        url: '/oauth/revoke',
        headers: {
          authorization: appClientAuthorization,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `token=${refreshToken}`,
      });
      expect(revoked.statusCode).toBe(200);
      expect(await subscriptionCount(loggedOut.endpoint)).toBe(0);

      const withdrawn = service.subscribe('withdrawn');
      await subscribe(withdrawn, 'ko', leaver.access_token);
      expect(await subscriptionCount(withdrawn.endpoint)).toBe(1);
      await withdraw(api.app, leaver.access_token);
      expect(await subscriptionCount(withdrawn.endpoint)).toBe(0);
    });

    describe('hostile input', () => {
      const hostile = hostileInput([
        'https://push.example.com/x',
        'http://127.0.0.1:1/x',
        'https://10.0.0.1/x',
      ]);
      const snapshot = () =>
        api.db.query('SELECT endpoint, user_id FROM push_subscriptions ORDER BY endpoint');
      const property = safeAnswerProperty(snapshot, numRuns);
      const valid = (): Json => {
        const browser = service.subscribe('hostile');
        return { endpoint: 'https://push.example.com/send/abc', keys: browser.keys };
      };

      it('POST /api/push/subscriptions: any body answers 2xx or 4xx with an M-code, and a refusal writes nothing', async () => {
        await property(hostile.bodiesNear(valid()), (body) =>
          call('POST', '/api/push/subscriptions', typeof body === 'string' ? body : JSON.stringify(body)),
        );
      });

      it('DELETE /api/push/subscriptions: any body answers safely', async () => {
        await property(hostile.bodiesNear({ endpoint: 'https://push.example.com/send/abc' }), (body) =>
          call('DELETE', '/api/push/subscriptions', typeof body === 'string' ? body : JSON.stringify(body)),
        );
      });

      it('only a user token subscribes (401 without one)', async () => {
        const response = await api.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          payload: {},
        });
        expect(response.statusCode).toBe(401);
      });
    });
  },
);
