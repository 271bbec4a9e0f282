/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from './RemoteRoot';

describe('mf-routine routes', () => {
  it('shows the health-goal dashboard’s start when no goal holds today, with no made-up goal', async () => {
    resetSession();
    logIn();
    fakeApi()
      .on('GET /api/routine/dashboard2', { status: 200, data: { helthGoalList: [], routhLapseList: [] } })
      .on('GET /api/routine/helthGoal/recommendation', refusal(404, 'M0187', '잘못된 요청이에요.'));
    await renderRemoteAt(RemoteRoot, '/main/health-goal-dashboard');
    expect(await screen.findByRole('heading', { name: '아직 진행 중인 건강목표가 없어요' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '건강목표 만들기' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '오늘의 목표' })).toBeNull();
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
