/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AppProps } from 'single-spa';
import { bus, initI18n } from 'shared-kernel';
import { REMOTE_AREA_ID } from './area-elements';
import { resilientApplication } from './resilient-application';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

beforeAll(async () => {
  await initI18n();
});

it('shows the "could not load" fallback for a remote the registry marks unavailable, without loading its code (issue 17)', async () => {
  document.body.innerHTML = `<div id="${REMOTE_AREA_ID}"></div>`;
  const failures: string[] = [];
  const subscription = bus
    .on('remote.load-failed')
    .subscribe(({ payload }) => failures.push(payload.message));
  const { mount } = resilientApplication({
    name: 'mf_medicine',
    entry: '',
    routes: [{ path: '/main/medicine' }],
    overlays: [],
    unavailable: 'mf-medicine 0.1.0-aaaaaaaa needs shared-kernel ^9.0.0, but the shell provides 0.1.1',
  });

  if (typeof mount !== 'function') throw new Error('mount is one function');
  await act(() => mount({ name: 'mf_medicine' } as AppProps));

  expect(loadRemote).not.toHaveBeenCalled();
  expect(await screen.findByRole('heading', { name: 'This screen could not be loaded' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(failures).toEqual([expect.stringContaining('needs shared-kernel ^9.0.0')]);
  subscription.unsubscribe();
});
