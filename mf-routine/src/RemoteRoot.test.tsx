/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/testing';
import { RemoteRoot } from './RemoteRoot';

describe('mf-routine routes', () => {
  it('shows the health-goal dashboard’s empty state, with no made-up goal', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-dashboard');
    expect(await screen.findByText('아직 진행 중인 건강목표가 없어요')).toBeTruthy();
  });

  it('shows the goal history’s empty state', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-history');
    expect(await screen.findByText('지난 건강목표가 없어요')).toBeTruthy();
  });

  it('shows the routine pages’ empty state', async () => {
    await renderRemoteAt(RemoteRoot, '/routine/health-goal');
    expect(await screen.findByText('등록된 루틴이 없어요')).toBeTruthy();
  });
});
