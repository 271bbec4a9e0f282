/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderRemoteAt } from 'shared-kernel/testing';
import { RemoteRoot } from './RemoteRoot';
import { answerFeed, page, post } from './features/feed-common/testing/fixtures';

describe('mf-channel routes', () => {
  it('shows the feed’s empty state, with no made-up post', async () => {
    answerFeed(fakeApi(), page([]));
    await renderRemoteAt(RemoteRoot, '/main/feed');
    expect(await screen.findByText('아직 게시글이 없어요')).toBeTruthy();
  });

  it('shows a post at /main/feed/detail/:feedSn/:chnSn', async () => {
    fakeApi()
      .on('GET /api/feed/21/7', { status: 200, data: post(21, { feedCn: '산책 다녀왔어요' }) })
      .on('GET /api/feed/21/7/comt', { status: 200, data: { comtList: [] } });
    await renderRemoteAt(RemoteRoot, '/main/feed/detail/21/7');
    expect(await screen.findByText('산책 다녀왔어요')).toBeTruthy();
  });

  it('shows the board editor at /main/feed/insert/board', async () => {
    answerFeed(fakeApi(), page([]));
    await renderRemoteAt(RemoteRoot, '/main/feed/insert/board');
    expect(await screen.findByRole('heading', { name: '글쓰기', level: 1 })).toBeTruthy();
  });

  it('opens the post menu over the feed and closes back to it', async () => {
    answerFeed(fakeApi(), page([post(21)])).on('GET /api/feed/21/7', { status: 200, data: post(21) });
    await renderRemoteAt(RemoteRoot, '/main/feed/feedOption/21/7');
    expect(await screen.findByRole('dialog', { name: '게시글 메뉴' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(window.location.pathname).toBe('/main/feed');
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
    fakeApi().on('GET /api/service/inqry', {
      status: 200,
      data: { inqryList: [], totalCount: 0, page: 1, rows: 20 },
    });
    await renderRemoteAt(RemoteRoot, '/user/inqry');
    expect(await screen.findByText('아직 올라온 글이 없어요')).toBeTruthy();
  });

  it('mounts its overlay over another remote’s page and closes back to that page', async () => {
    await renderRemoteAt(RemoteRoot, '/main/my/chnForm');
    const dialog = await screen.findByRole('dialog', { name: '채널 만들기' });
    expect(document.getElementById('overlay-root')?.contains(dialog)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(window.location.pathname).toBe('/main/my');
  });
});
