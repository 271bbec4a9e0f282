/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fixClock, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { post } from '../feed-common/testing/fixtures';

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
});
afterEach(() => jest.useRealTimers());

const walk = post(21, { feedCn: '공원 한 바퀴 돌았어요', likeCnt: 2 });

function answerPost() {
  return fakeApi()
    .on('GET /api/feed/21/7', { status: 200, data: walk })
    .on('GET /api/feed/21/7/comt', { status: 200, data: { comtList: [] } })
    .on('GET /api/service/noti/feed/21/7', { status: 200, data: { newNotiCount: 0 } });
}

describe('like/users', () => {
  it('lists who liked the post, newest first, over the post’s page', async () => {
    answerPost().on('GET /api/feed/21/7/like/users', {
      status: 200,
      data: {
        likeUserList: [
          { userId: 'grandma', userNm: '할머니', creatDt: '2026-03-11T09:58:00+09:00' },
          { userId: 'grandpa', userNm: '할아버지', creatDt: '2026-03-10T08:00:00+09:00' },
        ],
      },
    });
    await renderRemoteAt(RemoteRoot, '/main/feed/detail/21/7');
    fireEvent.click(await screen.findByRole('link', { name: '좋아요한 사람 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '좋아요한 사람' });
    const list = await within(dialog).findByRole('list', { name: '좋아요한 사람 2명' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['할머니2분 전', '할아버지2026.03.10 08:00']);
    expect(screen.getByText('공원 한 바퀴 돌았어요')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    // Opened from the post's page, closing goes back to it (issue 35).
    await waitFor(() => expect(window.location.pathname).toBe('/main/feed/detail/21/7'));
  });

  it('says so when nobody liked it, and gives the API’s refusal', async () => {
    answerPost().on('GET /api/feed/21/7/like/users', { status: 200, data: { likeUserList: [] } });
    await renderRemoteAt(RemoteRoot, '/main/feed/detail/21/7/like/users/21/7');
    expect(await screen.findByText('아직 좋아요한 사람이 없어요.')).toBeTruthy();

    answerPost().on(
      'GET /api/feed/21/7/like/users',
      refusal(404, 'M0044', '없는 게시물이거나 공유되지 않은 게시물이에요.'),
    );
    await renderRemoteAt(RemoteRoot, '/main/feed/detail/21/7/like/users/21/7');
    expect(await screen.findByText('없는 게시물이거나 공유되지 않은 게시물이에요.')).toBeTruthy();
  });
});
