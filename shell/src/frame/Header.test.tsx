/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { AppRouter, changeLanguage } from 'shared-kernel';
import { Header } from './Header';
import { startLoggedInInKorean } from './testing/loggedIn';

startLoggedInInKorean();

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
