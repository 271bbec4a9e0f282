/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { AppRouter, changeLanguage, initI18n, uiStyles } from 'shared-kernel';
import { ErrorPage } from './ErrorPage';

describe('the error page', () => {
  it('names the tab after itself and offers "처음으로" as a button-sized link home', async () => {
    await initI18n();
    await changeLanguage('ko');
    window.history.replaceState(null, '', '/error');
    render(
      <AppRouter>
        <ErrorPage />
      </AppRouter>,
    );
    expect(document.title).toBe('문제가 발생했어요 · 가족 건강');
    const home = screen.getByRole('link', { name: '처음으로' });
    expect(home.getAttribute('href')).toBe('/main/health-goal-dashboard');
    // The class's 44×44 px minimum on links is checked in the kernel (tapTargets.test.ts).
    expect(home.className).toBe(uiStyles.button);
  });
});
