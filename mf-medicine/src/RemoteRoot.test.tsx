/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from './RemoteRoot';
import { answerBoard } from './features/medicine-common/testing/fixtures';

beforeEach(() => {
  resetSession();
  logIn();
  answerBoard(fakeApi(), [], []);
});

describe('mf-medicine routes', () => {
  it('shows the medicine tab at /main/medicine, with no made-up medicine', async () => {
    await renderRemoteAt(RemoteRoot, '/main/medicine');
    expect(await screen.findByRole('region', { name: '등록된 약이 없어요' })).toBeTruthy();
  });

  it('shows registration-options over the tab', async () => {
    await renderRemoteAt(RemoteRoot, '/main/medicine/registration-options');
    expect(await screen.findByRole('dialog', { name: '약 등록' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: '등록된 약이 없어요' })).toBeTruthy();
  });

  it('shows the catalogue search at /medicine/search', async () => {
    await renderRemoteAt(RemoteRoot, '/medicine/search');
    expect(await screen.findByRole('heading', { name: '약 검색' })).toBeTruthy();
  });

  it('shows direct registration at /medicine/direct', async () => {
    await renderRemoteAt(RemoteRoot, '/medicine/direct');
    expect(await screen.findByRole('heading', { name: '약 직접 등록' })).toBeTruthy();
  });

  it('starts the choice again when settings open without a chosen medicine (a reload)', async () => {
    await renderRemoteAt(RemoteRoot, '/medicine/direct/settings/options-time');
    await waitFor(() => expect(window.location.pathname).toBe('/medicine/direct'));
  });

  it('sends any other /medicine path to the search', async () => {
    await renderRemoteAt(RemoteRoot, '/medicine/elsewhere');
    await waitFor(() => expect(window.location.pathname).toBe('/medicine/search'));
  });
});
