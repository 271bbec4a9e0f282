/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { loadCatalog } from 'locales';
import { createDialogs } from '../dialogService';
import { DialogHost } from './DialogHost';

describe('dialog components where a service worker keeps the app', () => {
  it('are not fetched ahead when the page is idle, only when the first dialog opens (issue 30 budgets)', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ko', resources: { ko: { dialogs: (await loadCatalog('ko')).dialogs } } });
    const service = createDialogs();
    jest.useFakeTimers();
    try {
      render(
        <I18nextProvider i18n={i18n}>
          <DialogHost service={service} preloadViews={false} />
        </I18nextProvider>,
      );
      await act(async () => {
        jest.advanceTimersByTime(10_000);
      });
    } finally {
      jest.useRealTimers();
    }

    act(() => {
      void service.alert({ message: '저장했습니다.' });
    });
    // Not drawn in the render it opened in: its components were still to fetch.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });
});
