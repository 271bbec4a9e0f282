/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { AppRouter, changeLanguage, initI18n } from 'shared-kernel';
import { TabBar } from './TabBar';

async function renderTabBarAt(path: string) {
  await initI18n();
  await changeLanguage('ko');
  window.history.replaceState(null, '', path);
  render(
    <AppRouter>
      <TabBar />
    </AppRouter>,
  );
}

function currentTabs(): string[] {
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

describe('the bottom tab bar', () => {
  it.each([
    ['/main/health-checkup', '마이'],
    ['/main/health-checkup/result-standard', '마이'],
    ['/main/my', '마이'],
    ['/main/my/lifeLogForm', '마이'],
    ['/main/health-goal-dashboard', '건강목표'],
    ['/main/health-goal-history', '건강목표'],
    ['/main/ai-prediction/detail', 'AI 예측'],
  ])('marks the tab of the area on %s as the current page (%s)', async (path, tab) => {
    await renderTabBarAt(path);
    expect(currentTabs()).toEqual([tab]);
  });

  it('marks no tab on a /main page outside the tabs’ areas', async () => {
    await renderTabBarAt('/main/unknown');
    expect(currentTabs()).toEqual([]);
  });
});
