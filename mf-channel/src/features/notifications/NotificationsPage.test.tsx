/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs, translate, type Language } from 'shared-kernel';
import { getI18n } from 'react-i18next';
import type { AppNotification, NotificationPage } from 'shared-kernel/isomorphic';
import {
  fakeApi,
  fakeNotificationStream,
  logIn,
  refusal,
  renderRemoteAt,
  resetSession,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';

const now = Date.parse('2026-03-02T09:00:00+09:00');

function notification(notiSn: number, changes: Partial<AppNotification> = {}): AppNotification {
  return {
    notiSn,
    notiKindCode: '0001',
    params: { tkmdNm: `약${notiSn}`, time: '08:00' },
    link: '/main/medicine',
    readAt: 'N',
    creatDt: '2026-03-02T08:00:00+09:00',
    ...changes,
  };
}

const familyAlert = notification(2, {
  notiKindCode: '0002',
  params: { userNm: '할아버지', tkmdNm: '아스피린', time: '07:00' },
  link: null,
  readAt: 'N',
  creatDt: '2026-03-02T08:55:00+09:00',
});
const readReminder = notification(1, { readAt: 'Y', creatDt: '2026-02-27T08:00:00+09:00' });

function page(notiList: AppNotification[], totalCount = notiList.length, pageNo = 1): NotificationPage {
  return { notiList, totalCount, page: pageNo, rows: 20 };
}

/** The kind's text from the shared catalogue (`common`), or the generic text of a kind it has none for. */
function kindText({ notiKindCode, params }: AppNotification): string {
  const key = `common:notifications.kinds.${notiKindCode}`;
  return getI18n().exists(key) ? translate(key, params) : translate('channel:notifications.unknownKind');
}

/** An accessible name that contains the text, whatever characters it has. */
function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

async function openPage(api: ReturnType<typeof fakeApi>, language: Language = 'ko') {
  api.on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 1 } });
  const server = fakeNotificationStream();
  await renderRemoteAt(RemoteRoot, '/user/noti', language);
  return server;
}

beforeEach(() => {
  resetSession();
  logIn();
  jest.spyOn(Date, 'now').mockReturnValue(now);
});
afterEach(() => {
  act(() => dialogs.closeAll());
  resetSession();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'Notification');
});

describe('/user/noti', () => {
  it('lists the notifications newest first with their kind texts, unread marked, and when they came', async () => {
    await openPage(
      fakeApi().on('GET /api/service/noti', { status: 200, data: page([familyAlert, readReminder]) }),
    );

    const items = within(await screen.findByRole('list', { name: '알림 목록' })).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      `안 읽음${kindText(familyAlert)}5분 전`,
      `${kindText(readReminder)}2026.02.27 08:00`,
    ]);
    expect(items[1]?.querySelector('time')?.getAttribute('dateTime')).toBe(readReminder.creatDt);
  });

  it('marks a notification read when tapped and follows its link', async () => {
    const reminder = notification(3);
    const api = fakeApi()
      .on('GET /api/service/noti', { status: 200, data: page([reminder]) })
      .on('PUT /api/service/noti/3', { status: 200, data: { ...reminder, readAt: 'Y' } });
    await openPage(api);

    fireEvent.click(await screen.findByRole('button', { name: containing(kindText(reminder)) }));

    expect(window.location.pathname).toBe('/main/medicine');
    await waitFor(() => expect(api.routes()).toContain('PUT /api/service/noti/3'));
  });

  it('opens the family member’s health page for a missed dose, stored without a link, and marks it read (issue 35)', async () => {
    const api = fakeApi()
      .on('GET /api/service/noti', { status: 200, data: page([familyAlert]) })
      .on('PUT /api/service/noti/2', { status: 200, data: { ...familyAlert, readAt: 'Y' } });
    await openPage(api);

    fireEvent.click(await screen.findByRole('button', { name: containing(kindText(familyAlert)) }));

    expect(window.location.pathname).toBe('/main/my');
    await waitFor(() => expect(api.routes()).toContain('PUT /api/service/noti/2'));
  });

  it('opens the post a comment is about (issue 35)', async () => {
    const comment = notification(4, {
      notiKindCode: '0005',
      params: { userNm: '할머니', comtCn: '좋아요' },
      link: '/main/feed/detail/21/7',
    });
    const api = fakeApi()
      .on('GET /api/service/noti', { status: 200, data: page([comment]) })
      .on('PUT /api/service/noti/4', { status: 200, data: { ...comment, readAt: 'Y' } });
    await openPage(api);

    fireEvent.click(await screen.findByRole('button', { name: containing(kindText(comment)) }));

    expect(window.location.pathname).toBe('/main/feed/detail/21/7');
    await waitFor(() => expect(api.routes()).toContain('PUT /api/service/noti/4'));
  });

  /** A kind this app does not know yet, stored without a link: it opens nothing. */
  const newKind = notification(6, { notiKindCode: '0099' as AppNotification['notiKindCode'], link: null });

  it('marks one of a kind it does not know and without a link read and stays, showing it read', async () => {
    const api = fakeApi()
      .on('GET /api/service/noti', { status: 200, data: page([newKind]) })
      .on('PUT /api/service/noti/6', { status: 200, data: { ...newKind, readAt: 'Y' } });
    await openPage(api);

    const item = await screen.findByRole('button', { name: containing(kindText(newKind)) });
    fireEvent.click(item);

    await waitFor(() => expect(api.routes()).toContain('PUT /api/service/noti/6'));
    expect(window.location.pathname).toBe('/user/noti');
    expect(item.textContent).not.toContain('안 읽음');
  });

  it('shows it unread again and says so when the mark fails', async () => {
    const api = fakeApi()
      .on('GET /api/service/noti', { status: 200, data: page([newKind]) })
      .on('PUT /api/service/noti/6', refusal(404, 'M0105', '찾을 수 없어요'));
    const toast = jest.spyOn(dialogs, 'toast').mockResolvedValue();
    await openPage(api);

    fireEvent.click(await screen.findByRole('button', { name: containing(kindText(newKind)) }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith('알림을 읽음으로 표시하지 못했어요.'));
    expect(screen.getByRole('button', { name: containing(kindText(newKind)) }).textContent).toContain(
      '안 읽음',
    );
  });

  it('never follows a link outside the app', async () => {
    const foreign = notification(5, {
      notiKindCode: '0099' as AppNotification['notiKindCode'],
      link: '//evil.example/phish',
    });
    const api = fakeApi()
      .on('GET /api/service/noti', { status: 200, data: page([foreign]) })
      .on('PUT /api/service/noti/5', { status: 200, data: { ...foreign, readAt: 'Y' } });
    await openPage(api);
    fireEvent.click(await screen.findByRole('button', { name: containing(kindText(foreign)) }));
    await waitFor(() => expect(api.routes()).toContain('PUT /api/service/noti/5'));
    expect(window.location.pathname).toBe('/user/noti');
  });

  it('reads more pages on demand, each notification shown once, until all are shown', async () => {
    const first = Array.from({ length: 20 }, (_, index) => notification(100 - index));
    const second = [notification(80), notification(79)];
    const api = fakeApi().on('GET /api/service/noti', (_body, { query }) => ({
      status: 200,
      data: query.get('page') === '1' ? page(first, 22) : page([first[19]!, ...second], 22, 2),
    }));
    await openPage(api);

    const list = await screen.findByRole('list', { name: '알림 목록' });
    expect(within(list).getAllByRole('button')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));

    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(22));
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('puts a notification arriving live on top', async () => {
    const server = await openPage(
      fakeApi().on('GET /api/service/noti', { status: 200, data: page([readReminder]) }),
    );
    const list = await screen.findByRole('list', { name: '알림 목록' });
    await waitFor(() => expect(server.connections()).toHaveLength(1));

    const arriving = notification(9, { creatDt: '2026-03-02T09:00:00+09:00' });
    act(() => server.latest().push({ event: 'noti', data: arriving }));

    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    expect(within(list).getAllByRole('button')[0]?.textContent).toBe(`안 읽음${kindText(arriving)}방금`);
  });

  it('shows a generic text for a kind this app has no text for yet (a channel may add kinds first)', async () => {
    const unknownKind = notification(6, { notiKindCode: '0999' as AppNotification['notiKindCode'] });
    await openPage(fakeApi().on('GET /api/service/noti', { status: 200, data: page([unknownKind]) }));
    expect((await screen.findByRole('button', { name: /새 알림이 있어요/ })).textContent).toContain(
      '1시간 전',
    );
  });

  it('says when there is none yet', async () => {
    await openPage(fakeApi().on('GET /api/service/noti', { status: 200, data: page([]) }));
    expect(await screen.findByRole('region', { name: '알림이 없어요' })).toBeTruthy();
  });

  it('says when the list could not be read, and reads it again on retry', async () => {
    let fail = true;
    const api = fakeApi().on('GET /api/service/noti', () =>
      fail
        ? refusal(503, 'M0187', '잠시 후 다시 시도해 주세요')
        : { status: 200, data: page([readReminder]) },
    );
    await openPage(api);

    expect((await screen.findByRole('alert')).textContent).toContain('알림을 불러오지 못했어요.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: '알림 목록' })).toBeTruthy();
  });

  it('offers to turn on browser notifications only while the browser has not asked', async () => {
    const requestPermission = jest.fn().mockResolvedValue('granted');
    window.Notification = Object.assign(function FakeNotification() {}, {
      permission: 'default',
      requestPermission,
    }) as unknown as typeof Notification;
    const toast = jest.spyOn(dialogs, 'toast').mockResolvedValue();
    await openPage(fakeApi().on('GET /api/service/noti', { status: 200, data: page([]) }));

    fireEvent.click(await screen.findByRole('button', { name: '브라우저 알림 켜기' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith('브라우저 알림이 켜졌어요.'));
    expect(requestPermission).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '브라우저 알림 켜기' })).toBeNull();
  });

  it('tells how to allow them when the person refuses in the browser’s prompt', async () => {
    window.Notification = Object.assign(function FakeNotification() {}, {
      permission: 'default',
      requestPermission: jest.fn().mockResolvedValue('denied'),
    }) as unknown as typeof Notification;
    const alert = jest.spyOn(dialogs, 'alert').mockResolvedValue();
    await openPage(fakeApi().on('GET /api/service/noti', { status: 200, data: page([]) }));

    fireEvent.click(await screen.findByRole('button', { name: '브라우저 알림 켜기' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith({
        message: '브라우저 알림이 차단되어 있어요. 브라우저 설정에서 허용해 주세요.',
      }),
    );
    expect(screen.queryByRole('button', { name: '브라우저 알림 켜기' })).toBeNull();
  });

  it.each(['granted', 'denied'])(
    'does not offer it when the permission is already %s',
    async (permission) => {
      window.Notification = Object.assign(function FakeNotification() {}, {
        permission,
      }) as unknown as typeof Notification;
      await openPage(fakeApi().on('GET /api/service/noti', { status: 200, data: page([]) }));
      await screen.findByRole('region', { name: '알림이 없어요' });
      expect(screen.queryByRole('button', { name: '브라우저 알림 켜기' })).toBeNull();
    },
  );

  it.each([
    ['en', 'Notification list', 'Unread', '5 minutes ago'],
    ['km', 'បញ្ជីការជូនដំណឹង', 'មិនទាន់អាន', '5 នាទីមុន'],
  ] as const)('speaks %s', async (language, listName, unread, ago) => {
    await openPage(
      fakeApi().on('GET /api/service/noti', { status: 200, data: page([familyAlert]) }),
      language,
    );
    const list = await screen.findByRole('list', { name: listName });
    expect(within(list).getByRole('button').textContent).toBe(`${unread}${kindText(familyAlert)}${ago}`);
  });
});
