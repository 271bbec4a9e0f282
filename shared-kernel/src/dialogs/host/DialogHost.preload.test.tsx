/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { loadCatalog } from 'locales';
import { createDialogs } from '../dialogService';
import { DialogHost } from './DialogHost';

describe('dialog components fetched when the page is first idle', () => {
  it('are there before any dialog opens, so that a dialog opened later (offline) draws at once', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ko', resources: { ko: { dialogs: (await loadCatalog('ko')).dialogs } } });
    const service = createDialogs();
    jest.useFakeTimers();
    try {
      render(
        <I18nextProvider i18n={i18n}>
          <DialogHost service={service} />
        </I18nextProvider>,
      );
      // The browser's idle moment after start-up (jsdom has no requestIdleCallback: the host waits a second).
      await act(async () => {
        jest.advanceTimersByTime(1_000);
      });
      await act(async () => {});
    } finally {
      jest.useRealTimers();
    }

    act(() => {
      void service.alert({ message: '저장했습니다.' });
    });
    // Drawn in the same render as it opened: nothing left to fetch.
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: '확인' })).toBeTruthy();
  });
});
