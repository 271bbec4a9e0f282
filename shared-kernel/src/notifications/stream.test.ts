/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import type { AppNotification } from '../isomorphic/notifications';
import { session } from '../session';
import { fakeApi, fakeNotificationStream, logIn, resetSession } from '../testing';
import { createNotificationStream, type NotificationStream } from './index';

const reminder: AppNotification = {
  notiSn: 41,
  notiKindCode: '0001',
  params: { tkmdNm: '타이레놀', time: '08:00' },
  link: '/main/medicine',
  readAt: 'N',
  creatDt: '2026-03-02T08:00:05+09:00',
};

let releases: (() => void)[] = [];

function openStream(): { stream: NotificationStream; received: AppNotification[] } {
  const stream = createNotificationStream({ retryDelayMs: () => 5, silenceLimitMs: 300 });
  const received: AppNotification[] = [];
  const subscription = stream.notifications$.subscribe((notification) => received.push(notification));
  const release = stream.hold();
  releases.push(() => {
    subscription.unsubscribe();
    release();
  });
  return { stream, received };
}

function countAnswering(...counts: number[]) {
  let next = 0;
  return fakeApi().on('GET /api/service/noti/newNotiCount', () => ({
    status: 200,
    data: { newNotiCount: counts[Math.min(next++, counts.length - 1)] },
  }));
}

beforeEach(() => {
  resetSession();
  logIn();
});

afterEach(() => {
  releases.forEach((release) => release());
  releases = [];
  resetSession();
});

describe('the notification stream', () => {
  it('connects with the bearer token and asks for Server-Sent Events', async () => {
    countAnswering(0);
    const server = fakeNotificationStream();
    openStream();
    await waitFor(() => expect(server.connections()).toHaveLength(1));
    expect(server.latest().url).toBe('http://api.test/api/service/noti/stream');
    expect(server.latest().headers).toMatchObject({
      Authorization: 'Bearer access',
      Accept: 'text/event-stream',
    });
  });

  it('parses noti and count events, also when the network splits them anywhere, and skips comments', async () => {
    countAnswering(2);
    const server = fakeNotificationStream();
    const { stream, received } = openStream();
    await waitFor(() => expect(stream.newCount()).toBe(2));

    const text = `: heartbeat\n\nevent: noti\ndata: ${JSON.stringify(reminder)}\n\nevent: count\ndata: {"newNotiCount":3}\n\n`;
    for (let at = 0; at < text.length; at += 7) server.latest().write(text.slice(at, at + 7));

    await waitFor(() => expect(stream.newCount()).toBe(3));
    expect(received).toEqual([reminder]);
  });

  it('ignores events whose data is not JSON or has another shape, and events of other names', async () => {
    countAnswering(0);
    const server = fakeNotificationStream();
    const { stream, received } = openStream();
    await waitFor(() => expect(server.connections()).toHaveLength(1));

    server.latest().write('event: noti\ndata: {not json\n\n');
    server.latest().write(`event: noti\ndata: ${JSON.stringify({ ...reminder, notiSn: 'x' })}\n\n`);
    server.latest().write('event: count\ndata: {"newNotiCount":-1}\n\n');
    server.latest().write(`event: other\ndata: ${JSON.stringify(reminder)}\n\n`);
    server.latest().push({ event: 'noti', data: { ...reminder, notiSn: 42 } });

    await waitFor(() => expect(received.map(({ notiSn }) => notiSn)).toEqual([42]));
    expect(stream.newCount()).toBe(0);
  });

  it('reconnects after the server ends the stream and reads the count again for what it missed', async () => {
    const api = countAnswering(1, 4);
    const server = fakeNotificationStream();
    const { stream, received } = openStream();
    await waitFor(() => expect(stream.newCount()).toBe(1));

    server.latest().end();
    await waitFor(() => expect(server.connections()).toHaveLength(2));
    await waitFor(() => expect(stream.newCount()).toBe(4));
    server.latest().push({ event: 'noti', data: reminder });
    await waitFor(() => expect(received).toEqual([reminder]));
    expect(api.routes().filter((route) => route.endsWith('newNotiCount'))).toHaveLength(2);
  });

  it('reconnects after a refused connection and after a silent one (no heartbeat), with a growing delay', async () => {
    countAnswering(0);
    const server = fakeNotificationStream();
    const delays: number[] = [];
    const stream = createNotificationStream({
      retryDelayMs: (attempt) => {
        delays.push(attempt);
        return 5;
      },
      silenceLimitMs: 100,
    });
    server.answerNext(503, 502);
    releases.push(stream.hold());

    await waitFor(() => expect(server.connections()).toHaveLength(3));
    expect(delays).toEqual([1, 2]);
    // The third connection opens and then says nothing: it is given up and opened anew.
    await waitFor(() => expect(server.connections()).toHaveLength(4));
    expect(server.connections()[2]?.aborted()).toBe(true);
  });

  it('refreshes the token after a 401 and reconnects with the new one', async () => {
    const api = fakeApi()
      .on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 0 } })
      .on('POST /oauth/token', {
        status: 200,
        data: { access_token: 'fresh', refresh_token: 'refresh2', expires_in: 600 },
      });
    const server = fakeNotificationStream();
    server.answerNext(401);
    openStream();

    await waitFor(() => expect(server.connections()).toHaveLength(2));
    expect(api.routes()).toContain('POST /oauth/token');
    expect(server.latest().headers.Authorization).toBe('Bearer fresh');
  });

  it('refreshes an expired token after the server ended the stream (it does when the token expires)', async () => {
    fakeApi()
      .on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 0 } })
      .on('POST /oauth/token', {
        status: 200,
        data: { access_token: 'fresh', refresh_token: 'refresh2', expires_in: 600 },
      });
    const server = fakeNotificationStream();
    openStream();
    await waitFor(() => expect(server.connections()).toHaveLength(1));
    server.latest().push({ event: 'count', data: { newNotiCount: 0 } });
    server.answerNext(401);
    server.latest().end();

    await waitFor(() => expect(server.connections()).toHaveLength(3));
    expect(server.latest().headers.Authorization).toBe('Bearer fresh');
  });

  it('reconnects with the new token when the session refreshes it, closing the old connection', async () => {
    countAnswering(0);
    const server = fakeNotificationStream();
    openStream();
    await waitFor(() => expect(server.connections()).toHaveLength(1));

    session.setAuth({ access_token: 'renewed', refresh_token: 'refresh', expires_in: 600 });

    await waitFor(() => expect(server.connections()).toHaveLength(2));
    expect(server.connections()[0]?.aborted()).toBe(true);
    expect(server.latest().headers.Authorization).toBe('Bearer renewed');
  });

  it('closes at logout, forgets the count and does not reconnect', async () => {
    countAnswering(5);
    const server = fakeNotificationStream();
    const { stream } = openStream();
    await waitFor(() => expect(stream.newCount()).toBe(5));

    resetSession();

    expect(stream.newCount()).toBeNull();
    expect(server.latest().aborted()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.connections()).toHaveLength(1);
  });

  it('shares one connection among its holders and closes it when the last one lets go', async () => {
    countAnswering(0);
    const server = fakeNotificationStream();
    const stream = createNotificationStream({ retryDelayMs: () => 5 });
    const first = stream.hold();
    const second = stream.hold();
    await waitFor(() => expect(server.connections()).toHaveLength(1));

    first();
    first();
    expect(server.latest().aborted()).toBe(false);
    second();
    expect(server.latest().aborted()).toBe(true);
  });

  it('reads the count again when the page becomes visible', async () => {
    countAnswering(1, 6);
    fakeNotificationStream();
    const { stream } = openStream();
    await waitFor(() => expect(stream.newCount()).toBe(1));

    document.dispatchEvent(new Event('visibilitychange'));

    await waitFor(() => expect(stream.newCount()).toBe(6));
  });

  it('gives its connection back when the page is left for another, and opens a new one when it is shown again', async () => {
    countAnswering(0);
    const server = fakeNotificationStream();
    openStream();
    await waitFor(() => expect(server.connections()).toHaveLength(1));

    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(server.latest().aborted()).toBe(true);

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(server.connections()).toHaveLength(2));
    expect(server.latest().aborted()).toBe(false);
  });
});
