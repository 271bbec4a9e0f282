/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { AppRouter, changeLanguage, initI18n, navigate } from 'shared-kernel';
import { fakeApi, fakeNotificationStream, logIn, resetSession } from 'shared-kernel/testing';
import { Frame } from './Frame';

/** How many times the /main bars' module was loaded, counted on the global: a static import loads it first. */
const loads = globalThis as { mainBarsLoads?: number };
jest.mock('./main-bars', () => {
  const counter = globalThis as { mainBarsLoads?: number };
  counter.mainBarsLoads = (counter.mainBarsLoads ?? 0) + 1;
  return jest.requireActual('./main-bars');
});

beforeEach(async () => {
  resetSession();
  logIn();
  fakeApi().on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 0 } });
  fakeNotificationStream();
  await initI18n();
  await changeLanguage('ko');
});
afterEach(() => resetSession());

describe('the frame (issue 15: the login page starts without the /main bars)', () => {
  it('fetches the header and tab bar only once a /main page is shown, then draws them', async () => {
    window.history.replaceState(null, '', '/intro/login');
    render(
      <AppRouter>
        <Frame />
      </AppRouter>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(loads.mainBarsLoads).toBeUndefined();

    act(() => navigate('/main/health-goal-dashboard'));
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '주요 메뉴' })).toBeTruthy();
    expect(loads.mainBarsLoads).toBe(1);
  });
});
