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
const mine = post(22, { feedCn: '내 글', mineAt: 'Y', userId: 'mina', userNm: '김민아' });

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

  it('offers report and block for another person’s post, and neither nor hide for one’s own (issue 36.2)', async () => {
    answerPosts(fakeApi());
    let menu = await openMenuOf('할아버지의 글');
    await within(menu).findByRole('button', { name: '신고하기' });
    expect(within(menu).getByRole('button', { name: '이 사람 차단하기' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('button', { name: '닫기' }));

    menu = await openMenuOf('내 글');
    await within(menu).findByRole('button', { name: '게시글 삭제' });
    for (const name of ['이 게시글 숨기기', '신고하기', '이 사람 차단하기'])
      expect(within(menu).queryByRole('button', { name })).toBeNull();
  });

  it('blocks the author after a confirmation: every post of theirs leaves the feed at once (issue 36.2)', async () => {
    const another = post(23, { feedCn: '할아버지의 다른 글' });
    const api = answerFeed(fakeApi(), page([mine, theirs, another]))
      .on('GET /api/feed/21/7', { status: 200, data: theirs })
      .on('POST /api/user/block', { status: 200, data: { blockList: [] } });
    const menu = await openMenuOf('할아버지의 글');
    fireEvent.click(await within(menu).findByRole('button', { name: '이 사람 차단하기' }));
    const confirm = await dialogOf('confirm');
    expect(confirm.options.message).toContain('할아버지님을 차단할까요?');
    act(() => confirm.close(true));
    await waitFor(() => expect(screen.queryByText('할아버지의 글')).toBeNull());
    expect(screen.queryByText('할아버지의 다른 글')).toBeNull();
    expect(screen.getByText('내 글')).toBeTruthy();
    expect(api.bodies('POST /api/user/block')).toEqual([{ userId: 'grandpa' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '게시글 메뉴' })).toBeNull());
  });

  it('keeps everything when the block is not confirmed', async () => {
    const api = answerPosts(fakeApi());
    const menu = await openMenuOf('할아버지의 글');
    fireEvent.click(await within(menu).findByRole('button', { name: '이 사람 차단하기' }));
    await act(async () => (await dialogOf('confirm')).close(false));
    expect(api.routes()).not.toContain('POST /api/user/block');
    expect(screen.getByText('할아버지의 글')).toBeTruthy();
  });

  it('reports the post with a reason; “other” asks for a few words first (issue 36.2)', async () => {
    const api = answerPosts(fakeApi()).on('POST /api/user/block/resource', { status: 200, data: {} });
    const menu = await openMenuOf('할아버지의 글');
    fireEvent.click(await within(menu).findByRole('button', { name: '신고하기' }));
    const form = await screen.findByRole('dialog', { name: '신고하기' });
    const send = within(form).getByRole('button', { name: '신고하기' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(form).getByRole('radio', { name: '기타' }));
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form).getByRole('textbox', { name: '기타 이유 (200자 이내)' }), {
      target: { value: '가족이 아닌 사람이 올린 광고' },
    });
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByText('할아버지의 글')).toBeNull());
    expect(api.bodies('POST /api/user/block/resource')).toEqual([
      {
        feedSn: 21,
        chnSn: 7,
        comtSn: null,
        action: 'report',
        reasonCode: 'other',
        reasonText: '가족이 아닌 사람이 올린 광고',
      },
    ]);
  });

  it('closes through the overlay history: the feed is the entry the menu was opened from (issue 35)', async () => {
    answerPosts(fakeApi()).on('PUT /api/feed/21/7/hide', { status: 200, data: { ...theirs, hideAt: 'Y' } });
    const menu = await openMenuOf('할아버지의 글');
    const entries = window.history.length;
    fireEvent.click(await within(menu).findByRole('button', { name: '이 게시글 숨기기' }));
    await waitFor(() => expect(window.location.pathname).toBe('/main/feed'));
    // Went back to the feed's entry rather than pushing a new one on top of the menu's.
    expect(window.history.length).toBe(entries);
  });

  it('is written in Khmer with no text missing', async () => {
    const missing = watchMissingTexts();
    answerPosts(fakeApi());
    let menu = await openMenuOf('내 글', 'km');
    expect(await within(menu).findByRole('button', { name: 'លុបប្រកាស' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('button', { name: 'បិទ' }));
    menu = await openMenuOf('할아버지의 글', 'km');
    expect(await within(menu).findByRole('button', { name: 'ទប់ស្កាត់មនុស្សនេះ' })).toBeTruthy();
    expect(missing.stop()).toEqual([]);
  });
});
