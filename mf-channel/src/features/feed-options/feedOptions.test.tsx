/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs } from 'shared-kernel';
import {
  fakeApi,
  fixClock,
  logIn,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { answerFeed, dialogOf, page, post, type FakeApi } from '../feed-common/testing/fixtures';

const theirs = post(21, { feedCn: '할아버지의 글' });
const mine = post(22, { feedCn: '내 글', mineAt: 'Y', userNm: '김민아' });

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
});
afterEach(() => {
  act(() => dialogs.closeAll());
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

function answerPosts(api: FakeApi) {
  return answerFeed(api, page([mine, theirs]))
    .on('GET /api/feed/21/7', { status: 200, data: theirs })
    .on('GET /api/feed/22/7', { status: 200, data: mine });
}

async function openMenuOf(text: string, language: 'ko' | 'km' = 'ko') {
  await renderRemoteAt(RemoteRoot, '/main/feed', language);
  const article = (await screen.findByText(text)).closest('article')!;
  fireEvent.click(
    within(article).getByRole('link', { name: language === 'ko' ? '게시글 메뉴' : 'ម៉ឺនុយប្រកាស' }),
  );
  return screen.findByRole('dialog');
}

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('feedOption', () => {
  it('offers hide and copy link for another person’s post, and delete only for one’s own', async () => {
    answerPosts(fakeApi());
    let menu = await openMenuOf('할아버지의 글');
    expect(window.location.pathname).toBe('/main/feed/feedOption/21/7');
    await within(menu).findByRole('button', { name: '이 게시글 숨기기' });
    expect(within(menu).queryByRole('button', { name: '게시글 삭제' })).toBeNull();
    fireEvent.click(within(menu).getByRole('button', { name: '닫기' }));

    menu = await openMenuOf('내 글');
    expect(await within(menu).findByRole('button', { name: '게시글 삭제' })).toBeTruthy();
  });

  it('hides the post: it leaves the list', async () => {
    const api = answerPosts(fakeApi()).on('PUT /api/feed/21/7/hide', {
      status: 200,
      data: { ...theirs, hideAt: 'Y' },
    });
    const menu = await openMenuOf('할아버지의 글');
    fireEvent.click(await within(menu).findByRole('button', { name: '이 게시글 숨기기' }));
    await waitFor(() => expect(screen.queryByText('할아버지의 글')).toBeNull());
    expect(api.bodies('PUT /api/feed/21/7/hide')).toEqual([{ hideAt: 'Y' }]);
    // Going back to the feed is a router transition: it may land a render after the list lost the post.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await dialogOf('toast')).message).toBe('게시글을 숨겼어요.');
  });

  it('copies the post’s link', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    clipboard(writeText);
    answerPosts(fakeApi());
    const menu = await openMenuOf('할아버지의 글');
    fireEvent.click(await within(menu).findByRole('button', { name: '링크 복사' }));
    expect((await dialogOf('toast')).message).toBe('링크를 복사했어요.');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/main/feed/detail/21/7`);
  });

  it('says M0043 when the link cannot be copied', async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    answerPosts(fakeApi());
    const menu = await openMenuOf('할아버지의 글');
    fireEvent.click(await within(menu).findByRole('button', { name: '링크 복사' }));
    expect((await dialogOf('toast')).message).toBe('복사하지 못했어요.');
  });

  it('deletes one’s own post after a confirmation', async () => {
    const api = answerPosts(fakeApi()).on('DELETE /api/feed/22/7', { status: 204, data: '' });
    const menu = await openMenuOf('내 글');
    fireEvent.click(await within(menu).findByRole('button', { name: '게시글 삭제' }));
    const confirm = await dialogOf('confirm');
    expect(confirm.options.message).toBe('이 게시글을 삭제할까요? 댓글과 좋아요도 함께 지워져요.');
    act(() => confirm.close(true));
    await waitFor(() => expect(screen.queryByText('내 글')).toBeNull());
    expect(api.routes()).toContain('DELETE /api/feed/22/7');
  });

  it('keeps the post when the deletion is not confirmed', async () => {
    const api = answerPosts(fakeApi());
    const menu = await openMenuOf('내 글');
    fireEvent.click(await within(menu).findByRole('button', { name: '게시글 삭제' }));
    const confirm = await dialogOf('confirm');
    await act(async () => confirm.close(false));
    expect(api.routes()).not.toContain('DELETE /api/feed/22/7');
    expect(screen.getByText('내 글')).toBeTruthy();
  });

  it('is written in Khmer with no text missing', async () => {
    const missing = watchMissingTexts();
    answerPosts(fakeApi());
    const menu = await openMenuOf('내 글', 'km');
    expect(await within(menu).findByRole('button', { name: 'លុបប្រកាស' })).toBeTruthy();
    expect(missing.stop()).toEqual([]);
  });
});
