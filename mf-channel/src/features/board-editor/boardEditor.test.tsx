/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs, outbox, session, startOutboxService, type OutboxService } from 'shared-kernel';

/** The shell's outbox service, which sends kept posts and comments whichever page is open. */
let service: OutboxService | undefined;
import type { UploadedImage } from 'shared-kernel/isomorphic';
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
import {
  answerFeed,
  channel,
  dialogOf,
  familyChannel,
  myChannel,
  noAnswer,
  page,
  post,
  type FakeApi,
} from '../feed-common/testing/fixtures';

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

const uncle = channel(8, { chnNm: '삼촌네' });
const upload = 'POST /api/files/images';
const posted = post(40, { feedCn: '오늘 저녁은 같이 먹어요', mineAt: 'Y' });

function image(n: number): UploadedImage {
  return {
    imageId: `0000000${n}-0000-4000-8000-000000000000`,
    url: `/api/files/images/0000000${n}-0000-4000-8000-000000000000`,
    width: 1000,
    height: 750,
    purpose: 'board',
  };
}

function answerEditor(api: FakeApi) {
  answerFeed(api, page([]), [myChannel, familyChannel, uncle]);
  return api.on('POST /api/feed', { status: 201, data: { feedList: [posted] } });
}

async function openEditor(api: FakeApi, language: 'ko' | 'en' = 'ko') {
  await renderRemoteAt(RemoteRoot, '/main/feed/insert/board', language);
  await screen.findByRole('heading', { level: 1, name: language === 'ko' ? '글쓰기' : 'Write a post' });
  return api;
}

const content = () => screen.getByRole('textbox', { name: '내용' });
const photoInput = () => screen.getByLabelText('사진 추가') as HTMLInputElement;

function choose(...files: File[]) {
  fireEvent.change(photoInput(), { target: { files } });
}

const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('insert/board', () => {
  it('posts the text, title, background and photos to the chosen channels (the family channels at first), then shows the feed', async () => {
    let uploads = 0;
    const api = answerEditor(fakeApi()).on(upload, (_body, { query }) => {
      expect(query.get('purpose')).toBe('board');
      uploads += 1;
      return { status: 201, data: image(uploads) };
    });
    await openEditor(api);
    expect(screen.getByRole('heading', { level: 1, name: '글쓰기' })).toBe(document.activeElement);
    fireEvent.change(screen.getByRole('textbox', { name: '제목 (선택)' }), { target: { value: '저녁' } });
    fireEvent.change(content(), { target: { value: '오늘 저녁은 같이 먹어요' } });
    expect(screen.getByText('13/500자')).toBeTruthy();
    choose(jpeg('a.jpg'), jpeg('b.jpg'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '올리기' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByRole('group', { name: '사진 (2/5장)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: '배경 고르기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '배경 고르기' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /배경 3/ }));
    fireEvent.click(screen.getByRole('button', { name: '완료' }));

    expect(await screen.findByText('올릴 채널: 우리 가족, 삼촌네')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '채널 고르기' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '삼촌네' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '김민아 (내 채널)' }));
    fireEvent.click(screen.getByRole('button', { name: '완료' }));

    expect(await screen.findByText('올릴 채널: 김민아 (내 채널), 우리 가족')).toBeTruthy();
    expect(screen.getByText('배경: 배경 3')).toBeTruthy();
    expect(content()).toHaveProperty('value', '오늘 저녁은 같이 먹어요');
    fireEvent.click(screen.getByRole('button', { name: '올리기' }));

    await waitFor(() => expect(window.location.pathname).toBe('/main/feed'));
    expect(api.bodies('POST /api/feed')).toEqual([
      {
        chnSnList: [7, 1],
        feedTitle: '저녁',
        feedCn: '오늘 저녁은 같이 먹어요',
        feedBgCode: '0003',
        imageIdList: [image(1).imageId, image(2).imageId],
      },
    ]);
    expect((await dialogOf('toast')).message).toBe('글을 올렸어요.');
  });

  it('starts with the channel the feed shows', async () => {
    session.setChannelState({ curChnSn: 8 });
    await openEditor(answerEditor(fakeApi()));
    expect(screen.getByText('올릴 채널: 삼촌네')).toBeTruthy();
  });

  it('requires the text', async () => {
    const api = await openEditor(answerEditor(fakeApi()));
    fireEvent.click(screen.getByRole('button', { name: '올리기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('내용을 입력해 주세요.');
    expect(api.routes()).not.toContain('POST /api/feed');
  });

  it('says why a photo is refused: not an image (before sending) and too large (M0140), and lets it go', async () => {
    const api = answerEditor(fakeApi()).on(
      upload,
      refusal(413, 'M0140', '사진을 불러오지 못했어요. 너무 큰 사진은 사용할 수 없어요.'),
    );
    await openEditor(api);
    choose(new File(['hello'], 'note.txt', { type: 'text/plain' }), jpeg('big.jpg'));
    const list = await screen.findByRole('list', { name: '올릴 사진' });
    expect(within(list).getByText('사진 파일만 올릴 수 있어요.')).toBeTruthy();
    expect(
      await within(list).findByText('사진을 불러오지 못했어요. 너무 큰 사진은 사용할 수 없어요.'),
    ).toBeTruthy();
    expect(api.routes().filter((route) => route === upload)).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: '사진 1 (note.txt) 빼기' }));
    expect(within(list).queryByText('사진 파일만 올릴 수 있어요.')).toBeNull();
  });

  it('takes five photos at most (M1116)', async () => {
    let uploads = 0;
    const api = answerEditor(fakeApi()).on(upload, () => ({ status: 201, data: image(++uploads) }));
    await openEditor(api);
    choose(...['1', '2', '3', '4', '5', '6'].map((n) => jpeg(`${n}.jpg`)));
    expect(await screen.findByText('사진은 한 게시물에 5장까지 올릴 수 있어요.')).toBeTruthy();
    await waitFor(() => expect(uploads).toBe(5));
    expect(screen.queryByLabelText('사진 추가')).toBeNull();
  });

  it('keeps a post written offline and says it will be sent; it goes once the API is back', async () => {
    let online = false;
    let delivered = 0;
    const api = answerEditor(fakeApi()).on('POST /api/feed', () => {
      if (!online) return noAnswer();
      delivered += 1;
      return { status: 201, data: { feedList: [posted] } };
    });
    await openEditor(api);
    fireEvent.change(content(), { target: { value: '오늘 저녁은 같이 먹어요' } });
    fireEvent.click(screen.getByRole('button', { name: '올리기' }));
    expect((await dialogOf('toast')).message).toBe(
      '인터넷에 연결되면 보낼게요. 이 휴대폰에 저장해 두었어요.',
    );
    await waitFor(() => expect(window.location.pathname).toBe('/main/feed'));
    expect(await screen.findByText('보내기를 기다리는 글이 1개 있어요')).toBeTruthy();

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('보내기를 기다리는 글이 1개 있어요')).toBeNull());
    // Tries while still offline (on the feed's first render, say) may come and go; it is delivered once.
    expect(delivered).toBe(1);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(delivered).toBe(1);
  });

  it('keeps a photo post written offline with its photo waiting on the phone, and once online uploads the photo, then posts naming it (issue 32.6)', async () => {
    let online = false;
    let uploads = 0;
    const api = answerEditor(fakeApi())
      .on(upload, () => {
        if (!online) return noAnswer();
        uploads += 1;
        return { status: 201, data: image(uploads) };
      })
      .on('POST /api/feed', () => (online ? { status: 201, data: { feedList: [posted] } } : noAnswer()));
    await openEditor(api);
    fireEvent.change(content(), { target: { value: '오늘 저녁은 같이 먹어요' } });
    choose(jpeg('a.jpg'));
    const list = await screen.findByRole('list', { name: '올릴 사진' });
    expect(await within(list).findByText('보내기 대기')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '올리기' }));
    expect((await dialogOf('toast')).message).toBe(
      '인터넷에 연결되면 보낼게요. 이 휴대폰에 저장해 두었어요.',
    );
    await waitFor(() => expect(window.location.pathname).toBe('/main/feed'));
    expect(await screen.findByText('보내기를 기다리는 글이 1개 있어요')).toBeTruthy();

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('보내기를 기다리는 글이 1개 있어요')).toBeNull());
    expect(uploads).toBe(1);
    expect(api.bodies('POST /api/feed').at(-1)).toMatchObject({
      feedCn: '오늘 저녁은 같이 먹어요',
      imageIdList: [image(1).imageId],
    });
  });

  it('says a post refused as too frequent (429 M1157) and keeps its text in the form, not on the phone to send later', async () => {
    const api = answerEditor(fakeApi()).on(
      'POST /api/feed',
      refusal(429, 'M1157', '너무 자주 하고 있어요. 잠시 후 다시 시도해 주세요.'),
    );
    await openEditor(api);
    fireEvent.change(content(), { target: { value: '오늘 저녁은 같이 먹어요' } });
    fireEvent.click(screen.getByRole('button', { name: '올리기' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      '너무 자주 하고 있어요. 잠시 후 다시 시도해 주세요.',
    );
    expect(content()).toHaveProperty('value', '오늘 저녁은 같이 먹어요');
    expect(window.location.pathname).toBe('/main/feed/insert/board');
    expect(outbox.calls(session.snapshot().userInfo?.userId ?? '')).toEqual([]);
    expect(screen.getByRole('button', { name: '올리기' }).hasAttribute('disabled')).toBe(false);
  });

  it('says on the photo when its upload is refused as too frequent (429 M1157)', async () => {
    const api = answerEditor(fakeApi()).on(
      upload,
      refusal(429, 'M1157', '너무 자주 하고 있어요. 잠시 후 다시 시도해 주세요.'),
    );
    await openEditor(api);
    choose(jpeg('a.jpg'));
    const list = await screen.findByRole('list', { name: '올릴 사진' });
    expect(await within(list).findByText('너무 자주 하고 있어요. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
  });

  it('is written in English with no text missing', async () => {
    const missing = watchMissingTexts();
    await openEditor(answerEditor(fakeApi()), 'en');
    expect(screen.getByRole('textbox', { name: 'Text' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Choose background' }));
    expect(await screen.findByRole('radio', { name: /Background 8/ })).toBeTruthy();
    expect(missing.stop()).toEqual([]);
  });
});
