/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/testing';
import { RemoteRoot } from './RemoteRoot';

describe('mf-ai routes', () => {
  it('shows no prediction until there is a real one', async () => {
    await renderRemoteAt(RemoteRoot, '/main/ai-prediction');
    expect(await screen.findByText('아직 예측 결과가 없어요')).toBeTruthy();
  });

  it('says plainly that predictions are not available yet', async () => {
    await renderRemoteAt(RemoteRoot, '/ai/intro');
    expect(await screen.findByText('AI 예측은 아직 준비 중이에요')).toBeTruthy();
  });
});
