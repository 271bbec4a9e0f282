/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import type { AppNotification } from '../isomorphic/notifications';
import { fakeApi, fakeNotificationStream, logIn, resetSession } from '../testing';
import { markNotificationRead, subscribeNotifications, useNewNotificationCount } from './index';

const familyAlert: AppNotification = {
  notiSn: 7,
  notiKindCode: '0002',
  params: { userNm: '할아버지', tkmdNm: '아스피린', time: '08:00' },
  link: null,
  readAt: 'N',
  creatDt: '2026-03-02T09:00:00+09:00',
};

function Count() {
  const count = useNewNotificationCount();
  return <output>{count === null ? 'unknown' : count}</output>;
}

beforeEach(() => {
  resetSession();
  logIn();
});
afterEach(() => resetSession());

describe('the kernel notification centre', () => {
  it('useNewNotificationCount reads the count, then follows the stream, over one shared connection', async () => {
    fakeApi().on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 2 } });
    const server = fakeNotificationStream();
    const view = render(
      <>
        <Count />
        <Count />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('2')).toHaveLength(2));

    act(() => server.latest().push({ event: 'count', data: { newNotiCount: 3 } }));

    await waitFor(() => expect(screen.getAllByText('3')).toHaveLength(2));
    expect(server.connections()).toHaveLength(1);
    view.unmount();
    expect(server.latest().aborted()).toBe(true);
  });

  it('subscribeNotifications hands every pushed notification to the listener until unsubscribed', async () => {
    fakeApi().on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 0 } });
    const server = fakeNotificationStream();
    const listener = jest.fn();
    const unsubscribe = subscribeNotifications(listener);
    await waitFor(() => expect(server.connections()).toHaveLength(1));

    server.latest().push({ event: 'noti', data: familyAlert });
    await waitFor(() => expect(listener).toHaveBeenCalledWith(familyAlert));
    unsubscribe();
    expect(server.latest().aborted()).toBe(true);
  });

  it('markNotificationRead puts the read mark and reads the count again, for when the stream is down', async () => {
    let unread = 1;
    const api = fakeApi()
      .on('GET /api/service/noti/newNotiCount', () => ({ status: 200, data: { newNotiCount: unread } }))
      .on('PUT /api/service/noti/7', () => {
        unread = 0;
        return { status: 200, data: { ...familyAlert, readAt: 'Y' } };
      });
    fakeNotificationStream().answerNext(503, 503, 503);
    render(<Count />);
    await screen.findByText('1');

    await expect(markNotificationRead(7)).resolves.toMatchObject({ notiSn: 7, readAt: 'Y' });

    await screen.findByText('0');
    expect(api.routes()).toContain('PUT /api/service/noti/7');
  });
});
