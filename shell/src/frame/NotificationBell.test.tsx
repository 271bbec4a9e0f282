/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { AppRouter, changeLanguage, initI18n, type Language } from 'shared-kernel';
import { fakeApi, fakeNotificationStream, logIn, resetSession } from 'shared-kernel/testing';
import { Header } from './Header';

async function renderHeader(language: Language = 'ko') {
  await initI18n();
  await changeLanguage(language);
  window.history.replaceState(null, '', '/main/my');
  return render(
    <AppRouter>
      <Header pathname="/main/my" />
    </AppRouter>,
  );
}

beforeEach(() => {
  resetSession();
  logIn();
});
afterEach(() => resetSession());

describe('the header’s notification bell', () => {
  it('names the unread count, its number a word of its own as the badge shows it (WCAG 2.5.3), and moves with the stream’s count events, without a reload', async () => {
    fakeApi().on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 2 } });
    const server = fakeNotificationStream();
    await renderHeader();

    const bell = await screen.findByRole('link', { name: '알림, 안 읽은 알림 2 개' });
    expect(bell.getAttribute('href')).toBe('/user/noti');
    expect(bell.textContent).toBe('2');

    act(() => server.latest().push({ event: 'count', data: { newNotiCount: 3 } }));
    expect(await screen.findByRole('link', { name: '알림, 안 읽은 알림 3 개' })).toBe(bell);

    act(() => server.latest().push({ event: 'count', data: { newNotiCount: 0 } }));
    expect(await screen.findByRole('link', { name: '알림' })).toBe(bell);
    expect(bell.textContent).toBe('');
  });

  it('shows 99+ on the badge past 99, and the real number in its name', async () => {
    fakeApi().on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 120 } });
    fakeNotificationStream();
    await renderHeader();
    const bell = await screen.findByRole('link', { name: '알림, 안 읽은 알림 120 개' });
    expect(bell.textContent).toBe('99+');
  });

  it.each([
    ['en', 'Notifications, 1 unread'],
    ['km', 'ការជូនដំណឹង មិនទាន់អាន 1'],
  ] as const)('names the count in %s', async (language, name) => {
    fakeApi().on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 1 } });
    fakeNotificationStream();
    await renderHeader(language);
    expect(await screen.findByRole('link', { name })).toBeTruthy();
  });

  it('is a plain link to the notifications while the count is unknown (the API is down)', async () => {
    fakeApi().on('GET /api/service/noti/newNotiCount', { status: 503, data: {} });
    fakeNotificationStream().answerNext(503);
    await renderHeader();
    expect(screen.getByRole('link', { name: '알림' }).getAttribute('href')).toBe('/user/noti');
  });
});
