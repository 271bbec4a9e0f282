/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { changeLanguage, configureKernel, initI18n, openApi, refreshAppStatus } from 'shared-kernel';
import { AppStatusNotice } from './AppStatusNotice';

const maintenance = {
  from: '2026-03-02T01:00:00.000Z',
  until: '2099-03-02T03:00:00.000Z',
  messageCode: 'M1188',
};
let answered: unknown;

beforeAll(async () => {
  await initI18n();
  configureKernel({ apiBaseUrl: 'http://api.test' });
  openApi.defaults.adapter = async (config) => ({
    status: 200,
    statusText: '',
    data: answered,
    headers: {},
    config,
  });
});

const infoWith = (window: typeof maintenance | null) => ({
  platform: 'web',
  minimumVersion: '0.0.0',
  latestVersion: '0.0.0',
  maintenance: window,
});

describe('the maintenance notice (issue 36.3)', () => {
  it('shows the maintenance message and its expected end in Korean over every page, until it is lifted', async () => {
    await changeLanguage('ko');
    answered = infoWith(maintenance);
    await act(() => refreshAppStatus());
    const shown = jest.fn();
    render(<AppStatusNotice onShownChange={shown} />);

    const notice = screen.getByRole('alertdialog', { name: '서비스 점검 중' });
    expect(notice.textContent).toContain('지금 서비스를 점검하고 있어요. 잠시 후 다시 시도해 주세요.');
    expect(notice.textContent).toContain('예상 종료: 2099.03.02 12:00');
    expect(shown).toHaveBeenLastCalledWith(true);

    answered = infoWith(null);
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shown).toHaveBeenLastCalledWith(false);
  });

  it('shows the notice, its end and the button in Khmer', async () => {
    await changeLanguage('km');
    answered = infoWith(maintenance);
    await act(() => refreshAppStatus());
    render(<AppStatusNotice onShownChange={() => undefined} />);
    expect(screen.getByRole('alertdialog', { name: 'កំពុងថែទាំសេវាកម្ម' }).textContent).toContain(
      'រំពឹងថានឹងបញ្ចប់៖ 2099.03.02 12:00',
    );
    expect(screen.getByRole('button', { name: 'ព្យាយាមម្តងទៀត' })).toBeTruthy();
  });
});
