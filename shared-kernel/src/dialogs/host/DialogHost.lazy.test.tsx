/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { loadCatalog } from 'locales';
import { createDialogs } from '../dialogService';
import { DialogHost } from './DialogHost';

describe('dialog components fetched on first use', () => {
  it('draws the first dialog once its components have arrived, and its promise still resolves', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ko', resources: { ko: { dialogs: (await loadCatalog('ko')).dialogs } } });
    const service = createDialogs();
    render(
      <I18nextProvider i18n={i18n}>
        <DialogHost service={service} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();

    let closed: Promise<void> | undefined;
    act(() => {
      closed = service.alert({ message: '저장했습니다.' });
    });
    fireEvent.click(await screen.findByRole('button', { name: '확인' }));
    await expect(closed).resolves.toBeUndefined();
  });
});
