/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { changeLanguage, initI18n, loadNamespaces, OVERLAY_ROOT_ID } from 'shared-kernel';
import { fakeApi, watchMissingTexts } from 'shared-kernel/testing';
import { RemoteRoot } from './RemoteRoot';

/** Renders the remote at `path` with the texts its lifecycles load (the start ones and `login`), and no more. */
async function renderWithStartTexts(path: string) {
  await initI18n();
  await changeLanguage('ko');
  await loadNamespaces(['login']);
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="${OVERLAY_ROOT_ID}"></div>`;
  render(<RemoteRoot />, { container: document.body.appendChild(document.createElement('div')) });
}

describe("the auth remote's texts (issue 15: the login page downloads only its own)", () => {
  it('draws the login page from the login namespace alone', async () => {
    const missing = watchMissingTexts();
    await renderWithStartTexts('/intro/login');
    expect(await screen.findByRole('heading', { name: '가족 건강' })).toBeTruthy();
    expect(screen.getByLabelText('언어')).toBeTruthy();
    expect(missing.stop()).toEqual([]);
  });

  it('loads the auth texts with the code of another flow before drawing it', async () => {
    fakeApi().on('GET /api/open/register/stplat', { status: 200, data: { stplatList: [] } });
    const missing = watchMissingTexts();
    await renderWithStartTexts('/register/agreement');
    expect(await screen.findByRole('heading', { name: '서비스 이용 약관에 동의해 주세요' })).toBeTruthy();
    expect(missing.stop()).toEqual([]);
  });
});
