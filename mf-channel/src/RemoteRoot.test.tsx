/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderRemoteAt } from 'shared-kernel/testing';
import { RemoteRoot } from './RemoteRoot';

describe('mf-channel routes', () => {
  it('shows the feed’s empty state, with no made-up post', async () => {
    await renderRemoteAt(RemoteRoot, '/main/feed');
    expect(await screen.findByText('아직 게시글이 없어요')).toBeTruthy();
  });

  it('shows the notification centre at /user/noti', async () => {
    fakeApi().on('GET /api/service/noti', {
      status: 200,
      data: { notiList: [], totalCount: 0, page: 1, rows: 20 },
    });
    await renderRemoteAt(RemoteRoot, '/user/noti');
    expect(await screen.findByText('알림이 없어요')).toBeTruthy();
  });

  it('shows the feedback board’s empty state', async () => {
    await renderRemoteAt(RemoteRoot, '/user/inqry');
    expect(await screen.findByText('작성한 문의가 없어요')).toBeTruthy();
  });

  it('mounts its overlay over another remote’s page and closes back to that page', async () => {
    await renderRemoteAt(RemoteRoot, '/main/my/chnForm');
    const dialog = await screen.findByRole('dialog', { name: '채널 만들기' });
    expect(document.getElementById('overlay-root')?.contains(dialog)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(window.location.pathname).toBe('/main/my');
  });
});
