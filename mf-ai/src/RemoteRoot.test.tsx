/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { bodyAgeResult, overviewWith } from './features/prediction-common/testing/predictionFixtures';
import { RemoteRoot } from './RemoteRoot';

beforeEach(() => {
  resetSession();
  logIn();
});

describe('mf-ai routes', () => {
  it('shows the body age against the real age on /main/ai-prediction', async () => {
    fakeApi().on('POST /api/user/predict', {
      status: 200,
      data: overviewWith({ bodyAge: { status: 'result', result: bodyAgeResult } }),
    });
    await renderRemoteAt(RemoteRoot, '/main/ai-prediction');
    expect(await screen.findByText('신체 나이 58세 · 실제 나이 55세')).toBeTruthy();
  });

  it('explains the predictions on /ai/intro', async () => {
    await renderRemoteAt(RemoteRoot, '/ai/intro');
    expect(await screen.findByRole('heading', { name: 'AI 건강 예측 안내' })).toBeTruthy();
  });

  it('opens the questionnaire on /ai/paper-weight', async () => {
    fakeApi().on('GET /api/user/predict/questionnaire', {
      status: 200,
      data: { questionnaire: {}, updatedAt: null },
    });
    await renderRemoteAt(RemoteRoot, '/ai/paper-weight');
    expect(await screen.findByRole('heading', { name: '건강 설문' })).toBeTruthy();
  });
});
