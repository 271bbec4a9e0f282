/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { changeLanguage, DialogHost, dialogs, initI18n, translate, type Language } from 'shared-kernel';
import { fakeApi, fakeNotificationStream, logIn, resetSession } from 'shared-kernel/testing';
import type { AppNotification } from 'shared-kernel/isomorphic';
import { DoseReminderAlerts } from './DoseReminderAlerts';

const morningDose: AppNotification = {
  notiSn: 41,
  notiKindCode: '0001',
  params: { tkmdNm: '타이레놀', time: '08:00' },
  link: '/main/medicine',
  readAt: 'N',
  creatDt: '2026-03-02T08:00:05+09:00',
};
const otherDose: AppNotification = {
  ...morningDose,
  notiSn: 42,
  params: { tkmdNm: '아스피린', time: '08:00' },
};
const familyAlert: AppNotification = {
  ...morningDose,
  notiSn: 43,
  notiKindCode: '0002',
  params: { userNm: '할아버지', tkmdNm: '타이레놀', time: '08:00' },
  link: null,
};

/** A stand-in for the browser's Notification API that records what the page shows. */
function fakeNotificationApi(permission: NotificationPermission) {
  const shown: { title: string; options: NotificationOptions; instance: { onclick: (() => void) | null } }[] =
    [];
  class FakeNotification {
    static permission = permission;
    onclick: (() => void) | null = null;
    constructor(title: string, options: NotificationOptions) {
      shown.push({ title, options, instance: this });
    }
    close() {}
  }
  window.Notification = FakeNotification as unknown as typeof Notification;
  return shown;
}

async function mountAlerts(language: Language = 'ko') {
  await initI18n();
  await changeLanguage(language);
  const api = fakeApi()
    .on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 1 } })
    .on('PUT /api/service/noti/41', { status: 200, data: { ...morningDose, readAt: 'Y' } })
    .on('PUT /api/service/noti/42', { status: 200, data: { ...otherDose, readAt: 'Y' } });
  const server = fakeNotificationStream();
  render(
    <>
      <DoseReminderAlerts />
      <DialogHost />
    </>,
  );
  await waitFor(() => expect(server.connections()).toHaveLength(1));
  return { api, server };
}

/**
 * The reminder's dialog once it shows: after the gathering wait, and the dialog host's first load of its views,
 * which a loaded machine can take a few seconds over.
 */
const findReminder = (name: string) => screen.findByRole('dialog', { name }, { timeout: 10_000 });

beforeEach(() => {
  resetSession();
  logIn();
  window.history.replaceState(null, '', '/main/feed');
});
afterEach(() => {
  act(() => dialogs.closeAll());
  resetSession();
  Reflect.deleteProperty(window, 'Notification');
  delete window.FamilyHealthAndroid;
});

describe('dose reminders while the app is open', () => {
  it('shows the in-app taking-medicine screen when the browser may not show notifications', async () => {
    fakeNotificationApi('default');
    const { api, server } = await mountAlerts();

    act(() => server.latest().push({ event: 'noti', data: morningDose }));

    const dialog = await findReminder('약 드실 시간이에요');
    expect(dialog.textContent).toContain(translate('common:notifications.kinds.0001', morningDose.params));
    fireEvent.click(screen.getByRole('button', { name: '복약 화면 열기' }));
    await waitFor(() => expect(window.location.pathname).toBe('/main/medicine'));
    await waitFor(() => expect(api.routes()).toContain('PUT /api/service/noti/41'));
  });

  it('gathers reminders due together into one screen, and closing it stays on the page and marks nothing', async () => {
    const { api, server } = await mountAlerts();

    act(() => {
      server.latest().push({ event: 'noti', data: morningDose });
      server.latest().push({ event: 'noti', data: otherDose });
    });

    const dialog = await findReminder('약 드실 시간이에요');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog.textContent).toContain(translate('common:notifications.kinds.0001', otherDose.params));
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/main/feed');
    expect(api.routes().filter((route) => route.startsWith('PUT'))).toEqual([]);
  });

  it.each([
    [10, '10분 뒤에 다시 알림'],
    [30, '30분 뒤에 다시 알림'],
    [60, '1시간 뒤에 다시 알림'],
  ])(
    'puts the reminder off for %i minutes and shows it again then, still unread (issue 35: snooze)',
    async (minutes, snooze) => {
      const { api, server } = await mountAlerts();
      act(() => server.latest().push({ event: 'noti', data: morningDose }));
      await findReminder('약 드실 시간이에요');

      jest.useFakeTimers();
      try {
        fireEvent.click(screen.getByRole('button', { name: snooze }));
        await act(async () => {
          await jest.advanceTimersByTimeAsync(minutes * 60_000 - 1);
        });
        expect(screen.queryByRole('dialog')).toBeNull();
        await act(async () => {
          await jest.advanceTimersByTimeAsync(1);
        });
        const again = screen.getByRole('dialog', { name: '약 드실 시간이에요' });
        expect(again.textContent).toContain(translate('common:notifications.kinds.0001', morningDose.params));
      } finally {
        jest.useRealTimers();
      }
      expect(window.location.pathname).toBe('/main/feed');
      expect(api.routes().filter((route) => route.startsWith('PUT'))).toEqual([]);
    },
  );

  it('shows a system notification when the browser may, and its click opens the medication screen', async () => {
    const shown = fakeNotificationApi('granted');
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    const { api, server } = await mountAlerts();

    act(() => server.latest().push({ event: 'noti', data: morningDose }));

    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({
      title: '약 드실 시간이에요',
      options: {
        body: translate('common:notifications.kinds.0001', morningDose.params),
        tag: 'noti-41',
        lang: 'ko',
      },
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => shown[0]?.instance.onclick?.());
    expect(focus).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/main/medicine');
    await waitFor(() => expect(api.routes()).toContain('PUT /api/service/noti/41'));
  });

  it('shows the in-app screen inside the native shell, whose own reminders are scheduled through the bridge', async () => {
    const shown = fakeNotificationApi('granted');
    window.FamilyHealthAndroid = { postMessage: jest.fn() };
    const { server } = await mountAlerts();

    act(() => server.latest().push({ event: 'noti', data: morningDose }));

    expect(await findReminder('약 드실 시간이에요')).toBeTruthy();
    expect(shown).toHaveLength(0);
  });

  it('leaves other kinds (a family member’s missed dose) to the bell and the list', async () => {
    const shown = fakeNotificationApi('granted');
    const { server } = await mountAlerts();

    act(() => server.latest().push({ event: 'noti', data: familyAlert }));

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(shown).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['en', 'Time to take your medicine', 'Open medication', 'Remind me in 30 minutes'],
    ['km', 'ដល់ម៉ោងលេបថ្នាំហើយ', 'បើកការលេបថ្នាំ', 'រំលឹកម្ដងទៀតក្នុងរយៈពេល 30 នាទី'],
  ] as const)('speaks %s', async (language, title, open, snooze) => {
    const { server } = await mountAlerts(language);
    act(() => server.latest().push({ event: 'noti', data: morningDose }));
    expect(await findReminder(title)).toBeTruthy();
    expect(screen.getByRole('button', { name: open })).toBeTruthy();
    expect(screen.getByRole('button', { name: snooze })).toBeTruthy();
  });
});
