/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { AppRouter, navigate } from 'shared-kernel';
import { Frame } from './Frame';
import { startLoggedInInKorean } from './testing/loggedIn';

/** How many times the /main bars' module was loaded, counted on the global: a static import loads it first. */
const loads = globalThis as { mainBarsLoads?: number };
jest.mock('./main-bars', () => {
  const counter = globalThis as { mainBarsLoads?: number };
  counter.mainBarsLoads = (counter.mainBarsLoads ?? 0) + 1;
  return jest.requireActual('./main-bars');
});

startLoggedInInKorean();

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
