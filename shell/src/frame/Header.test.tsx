/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { AppRouter, changeLanguage, initI18n } from 'shared-kernel';
import { fakeApi, fakeNotificationStream, logIn, resetSession } from 'shared-kernel/testing';
import { Header } from './Header';

beforeEach(async () => {
  resetSession();
  logIn();
  fakeApi().on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 0 } });
  fakeNotificationStream();
  await initI18n();
  await changeLanguage('ko');
});
afterEach(() => resetSession());

describe('the /main header names the browser tab', () => {
  it('after the area, changing with the route and the language (not "가족 건강" on every screen)', async () => {
    window.history.replaceState(null, '', '/main/health-checkup');
    const { rerender, unmount } = render(
      <AppRouter>
        <Header pathname="/main/health-checkup" />
      </AppRouter>,
    );
    expect(document.title).toBe('건강검진 · 가족 건강');

    rerender(
      <AppRouter>
        <Header pathname="/main/medicine" />
      </AppRouter>,
    );
    expect(document.title).toBe('복약 관리 · 가족 건강');

    await act(() => changeLanguage('en'));
    expect(document.title).toBe('Medicine · Family Health');
    unmount();
  });
});
