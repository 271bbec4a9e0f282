/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/testing';
import { RemoteRoot } from './RemoteRoot';

describe('mf-medicine routes', () => {
  it('shows the medicine schedule’s empty state, with no made-up medicine', async () => {
    await renderRemoteAt(RemoteRoot, '/main/medicine');
    expect(await screen.findByText('등록된 약이 없어요')).toBeTruthy();
  });

  it('says plainly that adding medicines is not available yet', async () => {
    await renderRemoteAt(RemoteRoot, '/medicine/search');
    expect(await screen.findByText('약 등록은 아직 준비 중이에요')).toBeTruthy();
  });
});
