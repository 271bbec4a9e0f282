/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/testing';
import { RemoteRoot } from './RemoteRoot';

describe('mf-lifelog routes', () => {
  it('shows the my-health page’s empty state, with no made-up measurement', async () => {
    await renderRemoteAt(RemoteRoot, '/main/my');
    expect(await screen.findByText('아직 기록된 건강 정보가 없어요')).toBeTruthy();
  });

  it('shows the checkup’s empty state', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-checkup');
    expect(await screen.findByText('건강검진 결과가 없어요')).toBeTruthy();
  });

  it('shows the life-log detail’s empty state', async () => {
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0008');
    expect(await screen.findByText('측정 기록이 없어요')).toBeTruthy();
  });

  it('mounts its overlay over another remote’s page and closes back to that page', async () => {
    await renderRemoteAt(RemoteRoot, '/main/feed/lifelogConnect');
    const dialog = await screen.findByRole('dialog', { name: '건강 앱 연동' });
    expect(document.getElementById('overlay-root')?.contains(dialog)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(window.location.pathname).toBe('/main/feed');
  });
});
