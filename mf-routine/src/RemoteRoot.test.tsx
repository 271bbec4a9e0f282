/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from './RemoteRoot';

/** The routine API of a person without any goal or record yet. */
function newcomerApi() {
  return fakeApi()
    .on('GET /api/routine/helthGoal/history', { status: 200, data: { helthGoalList: [] } })
    .on('GET /api/routine/helthGoal/recommendation', {
      status: 200,
      data: {
        predictDt: null,
        bmicode: null,
        bmicomt: null,
        bmicomtKey: null,
        bmiVal: null,
        helthGoalItemCode: null,
        beforeVal: null,
        goalVal: null,
        goalBeginDe: '2026-03-11',
        goalEndDe: null,
        source: 'WHO',
      },
    });
}

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

  it('shows the goal history’s empty state, with a way to start a goal', async () => {
    resetSession();
    logIn();
    newcomerApi();
    await renderRemoteAt(RemoteRoot, '/main/health-goal-history');
    expect(await screen.findByText('아직 건강목표가 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '건강목표 만들기' })).toBeTruthy();
  });

  it('shows the goal page at /routine/health-goal, with nothing chosen for the person', async () => {
    resetSession();
    logIn();
    newcomerApi();
    await renderRemoteAt(RemoteRoot, '/routine/health-goal');
    expect(await screen.findByRole('button', { name: '목표 저장하기' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '건강목표 만들기', level: 1 })).toBeTruthy();
    expect(screen.getByText('아직 넣은 운동이 없어요. 운동을 하나 이상 넣어 주세요.')).toBeTruthy();
  });
});
