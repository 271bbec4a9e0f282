/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs, outbox, session, startOutboxService, type OutboxService } from 'shared-kernel';

/** The shell's outbox service, which sends kept posts and comments whichever page is open. */
let service: OutboxService | undefined;
import type { FeedComment } from 'shared-kernel/isomorphic';
import {
  fakeApi,
  fixClock,
  logIn,
  refusal,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { comment, dialogOf, noAnswer, post, type FakeApi } from '../feed-common/testing/fixtures';

beforeEach(() => {
  service = startOutboxService();
  fixClock();
  resetSession();
  logIn();
});
afterEach(() => {
  service?.stop();
  service = undefined;
  act(() => dialogs.closeAll());
  jest.useRealTimers();
});

const base = 'GET /api/feed/21/7';
const walk = post(21, { feedCn: '공원 한 바퀴 돌았어요', readAt: 'N', comtCnt: 3 });
const first = comment(1, { comtCn: '멋져요' });
const reply = comment(2, { upperComtSn: 1, userNm: '김민아', comtCn: '고마워요', mineAt: 'Y' });
const second = comment(3, { userNm: '할머니', comtCn: '내일도 같이 가요' });

function answerPost(api: FakeApi, comments: FeedComment[] = [first, reply, second]) {
  return api
    .on(base, { status: 200, data: walk })
    .on('PUT /api/feed/21/7/read', { status: 200, data: { ...walk, readAt: 'Y' } })
    .on('GET /api/service/noti/feed/21/7', { status: 200, data: { newNotiCount: 0 } })
    .on(`${base}/comt`, { status: 200, data: { comtList: comments } });
}

async function openPost(api: FakeApi, language: 'ko' | 'km' = 'ko') {
  await renderRemoteAt(RemoteRoot, '/main/feed/detail/21/7', language);
  await screen.findByText(walk.feedCn!);
  return api;
}

const commentBox = () => screen.getByRole('textbox', { name: '댓글' });

describe('detail/:feedSn/:chnSn', () => {
  it('shows the post, marks it read and its notifications seen, with focus on the heading', async () => {
    const api = await openPost(answerPost(fakeApi()));
    expect(screen.getByRole('heading', { name: '게시글', level: 1 })).toBe(document.activeElement);
    await waitFor(() => expect(api.routes()).toContain('PUT /api/feed/21/7/read'));
    expect(api.routes()).toContain('GET /api/service/noti/feed/21/7');
    expect(screen.getByRole('link', { name: '좋아요한 사람 보기' }).getAttribute('href')).toBe(
      '/main/feed/detail/21/7/like/users/21/7',
    );
  });

  it('says when marking read fails (M0058)', async () => {
    await openPost(
      answerPost(fakeApi()).on(
        'PUT /api/feed/21/7/read',
        refusal(409, 'M0058', '읽음으로 표시하지 못했어요.'),
      ),
    );
    expect((await dialogOf('toast')).message).toBe('읽음으로 표시하지 못했어요.');
  });

  it('lists the comments oldest first with the replies under their comment', async () => {
    await openPost(answerPost(fakeApi()));
    const list = await screen.findByRole('list', { name: '댓글 목록' });
    const tops = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(tops.map((item) => item.querySelector('p')?.textContent)).toEqual(['멋져요', '내일도 같이 가요']);
    const replies = within(tops[0]!).getByRole('list', { name: '답글' });
    expect(within(replies).getByText('고마워요')).toBeTruthy();
    expect(within(replies).queryByRole('button', { name: /답글 쓰기/ })).toBeNull();
    expect(screen.getByRole('heading', { name: '댓글 3' })).toBeTruthy();
  });

  it('sends a reply to the comment chosen', async () => {
    const api = answerPost(fakeApi()).on(`POST /api/feed/21/7/comt`, {
      status: 201,
      data: comment(4, { upperComtSn: 1, comtCn: '저도요', mineAt: 'Y' }),
    });
    await openPost(api);
    fireEvent.click(await screen.findByRole('button', { name: '할아버지님에게 답글 쓰기' }));
    expect(screen.getByText('할아버지님에게 답글을 쓰고 있어요')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '답글' }), { target: { value: ' 저도요 ' } });
    fireEvent.click(screen.getByRole('button', { name: '답글 등록' }));
    await waitFor(() =>
      expect(api.bodies('POST /api/feed/21/7/comt')).toEqual([{ comtCn: '저도요', upperComtSn: 1 }]),
    );
    await waitFor(() => expect(commentBox()).toHaveProperty('value', ''));
  });

  it('requires the text and counts it against 500', async () => {
    const api = await openPost(answerPost(fakeApi()));
    await screen.findByRole('list', { name: '댓글 목록' });
    fireEvent.click(screen.getByRole('button', { name: '댓글 등록' }));
    expect((await screen.findByRole('alert')).textContent).toBe('댓글을 입력해 주세요.');
    expect(api.routes()).not.toContain('POST /api/feed/21/7/comt');
    expect(commentBox().getAttribute('maxLength')).toBe('500');
    fireEvent.change(commentBox(), { target: { value: '좋아요' } });
    expect(screen.getByText('3/500자')).toBeTruthy();
  });

  it('deletes one’s own comment after a confirmation', async () => {
    const api = answerPost(fakeApi()).on('DELETE /api/feed/21/7/comt/2', { status: 204, data: '' });
    await openPost(api);
    const deletes = await screen.findAllByRole('button', { name: '삭제' });
    expect(deletes).toHaveLength(1);
    fireEvent.click(deletes[0]!);
    const confirm = await dialogOf('confirm');
    expect(confirm.options.message).toBe('이 댓글을 삭제할까요?');
    api.on(`${base}/comt`, { status: 200, data: { comtList: [first, second] } });
    act(() => confirm.close(true));
    await waitFor(() => expect(screen.queryByText('고마워요')).toBeNull());
    expect(api.routes()).toContain('DELETE /api/feed/21/7/comt/2');
  });

  it('keeps a comment written offline, shows it waiting, and sends it once the API is back', async () => {
    let online = false;
    const delivered: unknown[] = [];
    const sent = comment(5, { comtCn: '나중에 보내요', mineAt: 'Y' });
    const api = answerPost(fakeApi()).on('POST /api/feed/21/7/comt', (body) => {
      if (!online) return noAnswer();
      delivered.push(body);
      return { status: 201, data: sent };
    });
    await openPost(api);
    await screen.findByRole('list', { name: '댓글 목록' });
    fireEvent.change(commentBox(), { target: { value: '나중에 보내요' } });
    fireEvent.click(screen.getByRole('button', { name: '댓글 등록' }));
    expect((await dialogOf('toast')).message).toBe(
      '인터넷에 연결되면 보낼게요. 이 휴대폰에 저장해 두었어요.',
    );
    expect(await screen.findByText('보내기 대기')).toBeTruthy();
    expect(screen.getByText('보내기를 기다리는 댓글이 1개 있어요')).toBeTruthy();

    online = true;
    api.on(`${base}/comt`, { status: 200, data: { comtList: [first, reply, second, sent] } });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('보내기 대기')).toBeNull());
    expect(screen.getByText('나중에 보내요')).toBeTruthy();
    // Tries while still offline may come and go; it is delivered once.
    expect(delivered).toEqual([{ comtCn: '나중에 보내요', upperComtSn: null }]);
  });

  it('says a comment refused as too frequent (429 M1157) and keeps its text in the box, not on the phone to send later', async () => {
    const api = answerPost(fakeApi()).on(
      'POST /api/feed/21/7/comt',
      refusal(429, 'M1157', '너무 자주 하고 있어요. 잠시 후 다시 시도해 주세요.'),
    );
    await openPost(api);
    await screen.findByRole('list', { name: '댓글 목록' });
    fireEvent.change(commentBox(), { target: { value: '또 같이 가요' } });
    fireEvent.click(screen.getByRole('button', { name: '댓글 등록' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      '너무 자주 하고 있어요. 잠시 후 다시 시도해 주세요.',
    );
    expect(commentBox()).toHaveProperty('value', '또 같이 가요');
    expect(screen.queryByText('보내기 대기')).toBeNull();
    expect(outbox.calls(session.snapshot().userInfo?.userId ?? '')).toEqual([]);
  });

  it('says a post not shared with the person is not for them, with a way back (M0044)', async () => {
    fakeApi().on(base, refusal(404, 'M0044', '없는 게시물이거나 공유되지 않은 게시물이에요.'));
    await renderRemoteAt(RemoteRoot, '/main/feed/detail/21/7');
    expect(await screen.findByRole('heading', { name: '볼 수 없는 게시글이에요' })).toBeTruthy();
    expect(screen.getByText('없는 게시물이거나 공유되지 않은 게시물이에요.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '피드로 돌아가기' }));
    expect(window.location.pathname).toBe('/main/feed');
  });

  it('hides someone else’s comment from its ⋯ menu, for the person only (issue 36.2)', async () => {
    const api = await openPost(
      answerPost(fakeApi()).on('POST /api/user/block/resource', { status: 200, data: {} }),
    );
    expect(screen.queryByRole('button', { name: '김민아님의 댓글 메뉴' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '할아버지님의 댓글 메뉴' }));
    const menu = await dialogOf('select');
    expect(menu.options.options.map((option) => option.label)).toEqual([
      '숨기기',
      '신고하기',
      '이 사람 차단하기',
    ]);
    api.on(`${base}/comt`, { status: 200, data: { comtList: [second] } });
    act(() => menu.close('hide'));
    await waitFor(() => expect(screen.queryByText('멋져요')).toBeNull());
    expect(api.bodies('POST /api/user/block/resource')).toEqual([
      { feedSn: 21, chnSn: 7, comtSn: 1, action: 'hide' },
    ]);
  });

  it('reports a comment with the reason chosen (issue 36.2)', async () => {
    const api = await openPost(
      answerPost(fakeApi()).on('POST /api/user/block/resource', { status: 200, data: {} }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '할머니님의 댓글 메뉴' }));
    act(() => {
      void dialogOf('select').then((menu) => menu.close('report'));
    });
    const form = await screen.findByRole('dialog', { name: '신고하기' });
    fireEvent.click(within(form).getByRole('radio', { name: '욕설·괴롭힘' }));
    fireEvent.click(within(form).getByRole('button', { name: '신고하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '신고하기' })).toBeNull());
    expect(api.bodies('POST /api/user/block/resource')).toEqual([
      { feedSn: 21, chnSn: 7, comtSn: 3, action: 'report', reasonCode: 'abuse' },
    ]);
  });

  it('blocks a comment’s writer after a confirmation, and the comments are read again (issue 36.2)', async () => {
    const api = await openPost(
      answerPost(fakeApi()).on('POST /api/user/block', { status: 200, data: { blockList: [] } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '할머니님의 댓글 메뉴' }));
    const menu = await dialogOf('select');
    act(() => menu.close('block'));
    const confirm = await dialogOf('confirm');
    expect(confirm.options.message).toContain('할머니님을 차단할까요?');
    api.on(`${base}/comt`, { status: 200, data: { comtList: [first, reply] } });
    act(() => confirm.close(true));
    await waitFor(() => expect(screen.queryByText('내일도 같이 가요')).toBeNull());
    expect(api.bodies('POST /api/user/block')).toEqual([{ userId: 'grandpa' }]);
  });

  it('is written in Khmer with no text missing', async () => {
    const missing = watchMissingTexts();
    await openPost(answerPost(fakeApi()), 'km');
    expect(await screen.findByRole('list', { name: 'បញ្ជីមតិ' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'មតិ' })).toBeTruthy();
    expect(missing.stop()).toEqual([]);
  });

  it('is not shared either when the path names no post', async () => {
    await renderRemoteAt(RemoteRoot, '/main/feed/detail/abc/7');
    expect(await screen.findByRole('heading', { name: '볼 수 없는 게시글이에요' })).toBeTruthy();
  });
});
