/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs, formatDate, type Language } from 'shared-kernel';
import type { Inquiry, InquiryInput, InquiryPage } from 'shared-kernel/isomorphic';
import {
  fakeApi,
  logIn,
  refusal,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';

const route = 'GET /api/service/inqry';

function entry(inqrySn: number, changes: Partial<Inquiry> = {}): Inquiry {
  return {
    inqrySn,
    title: `문의 ${inqrySn}`,
    content: `내용 ${inqrySn}`,
    privateAt: 'N',
    userNm: '이정숙',
    mineAt: 'N',
    answer: null,
    answerDt: null,
    creatDt: '2026-03-02T09:00:00+09:00',
    ...changes,
  };
}

const answered = entry(3, {
  title: '알림이 안 와요',
  content: '약 알림이 오지 않아요.\n확인 부탁드려요.',
  mineAt: 'Y',
  userNm: '김민준',
  answer: '설정에서 알림을 켜 주세요.',
  answerDt: '2026-03-03T10:30:00+09:00',
});
const othersPrivate = entry(2, {
  title: null,
  content: null,
  userNm: null,
  privateAt: 'Y',
  answerDt: '2026-03-02T11:00:00+09:00',
});
const myPrivate = entry(1, { title: '제 약 이름', privateAt: 'Y', mineAt: 'Y', userNm: '김민준' });

function page(inqryList: Inquiry[], totalCount = inqryList.length, pageNo = 1): InquiryPage {
  return { inqryList, totalCount, page: pageNo, rows: 20 };
}

async function openBoard(api: ReturnType<typeof fakeApi>, language: Language = 'ko') {
  await renderRemoteAt(RemoteRoot, '/user/inqry', language);
  return api;
}

/** The entries as shown, by the name each article has (a private one of someone else: its statement). */
const shownEntries = async (name = '고객의 소리 목록') =>
  within(await screen.findByRole('list', { name })).getAllByRole('article');

beforeEach(() => {
  resetSession();
  logIn();
});
afterEach(() => {
  act(() => dialogs.closeAll());
  resetSession();
  jest.restoreAllMocks();
});

describe('/user/inqry, the feedback board', () => {
  it('lists everyone’s entries newest first with the total, private ones locked, answers under them', async () => {
    await openBoard(
      fakeApi().on(route, (_body, { query }) => {
        expect(query.get('totalYn')).toBe('Y');
        return { status: 200, data: page([answered, othersPrivate, myPrivate], 41) };
      }),
    );

    const entries = await shownEntries();
    expect(entries.map((article) => article.getAttribute('aria-label'))).toEqual([
      '알림이 안 와요',
      '비공개 글이에요',
      '제 약 이름',
    ]);
    expect(screen.getByRole('heading', { name: '올라온 글 전체 41건' })).toBeTruthy();

    const [first, second, third] = entries;
    expect(first?.textContent).toContain('약 알림이 오지 않아요.\n확인 부탁드려요.');
    const answer = within(first!).getByRole('region', { name: '운영자 답변' });
    expect(answer.textContent).toContain('설정에서 알림을 켜 주세요.');
    expect(within(answer).getByText('2026.03.03 10:30 답변').getAttribute('dateTime')).toBe(
      answered.answerDt,
    );
    expect(within(first!).getByText('내 글')).toBeTruthy();

    expect(within(second!).getByText('비공개').textContent).toBe('🔒 비공개');
    expect(within(second!).getByText('답변 완료')).toBeTruthy();
    expect(second?.textContent).not.toContain('이정숙');
    expect(within(second!).queryByRole('region', { name: '운영자 답변' })).toBeNull();

    expect(within(third!).getByText('비공개')).toBeTruthy();
    expect(within(third!).getByText('답변 대기')).toBeTruthy();
    expect(third?.textContent).toContain('김민준');
  });

  it('shows what people wrote as text, never as markup', async () => {
    const markup = entry(9, { title: '<img src=x onerror=alert(1)>', content: '<b>굵게</b>' });
    await openBoard(fakeApi().on(route, { status: 200, data: page([markup]) }));
    const [article] = await shownEntries();
    expect(article?.querySelector('img, b')).toBeNull();
    expect(article?.textContent).toContain('<b>굵게</b>');
  });

  it('reads more pages on demand, each entry once, until all are shown', async () => {
    const first = Array.from({ length: 20 }, (_, index) => entry(100 - index));
    const second = [entry(80), entry(79)];
    const api = fakeApi().on(route, (_body, { query }) => ({
      status: 200,
      data: query.get('page') === '1' ? page(first, 22) : page([first[19]!, ...second], 22, 2),
    }));
    await openBoard(api);

    expect(await shownEntries()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));

    await waitFor(async () => expect(await shownEntries()).toHaveLength(22));
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    await openBoard(fakeApi().on(route, { status: 200, data: page([]) }));
    expect(await screen.findByRole('region', { name: '아직 올라온 글이 없어요' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '의견 남기기' })).toBeTruthy();
  });

  it('says when the board could not be read, and reads it again on retry', async () => {
    let fail = true;
    await openBoard(
      fakeApi().on(route, () =>
        fail ? refusal(503, 'M0187', '잠시 후 다시 시도해 주세요') : { status: 200, data: page([answered]) },
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('고객의 소리를 불러오지 못했어요.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await shownEntries()).toHaveLength(1);
  });

  describe('writing', () => {
    async function openForm(
      api: ReturnType<typeof fakeApi>,
      language: Language = 'ko',
      write = '의견 남기기',
    ) {
      await openBoard(api, language);
      fireEvent.click(await screen.findByRole('button', { name: write }));
      return screen.getByRole('form');
    }

    it('checks with the kernel’s rules: a title is required, content stays under 500, counted as typed', async () => {
      const api = fakeApi().on(route, { status: 200, data: page([]) });
      const form = await openForm(api);
      const title = within(form).getByRole('textbox', { name: '제목' });
      expect(document.activeElement).toBe(title);

      fireEvent.change(title, { target: { value: '   ' } });
      fireEvent.click(within(form).getByRole('button', { name: '등록' }));
      expect((await within(form).findByRole('alert')).textContent).toBe('제목을 입력해 주세요.');
      expect(document.activeElement).toBe(title);

      const content = within(form).getByRole('textbox', { name: '내용' });
      fireEvent.change(title, { target: { value: '제목' } });
      await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
      // At most 500 characters, as a post or a comment (spec section 9, issue 35: it was 499 here).
      fireEvent.change(content, { target: { value: '가'.repeat(501) } });
      expect(within(form).getByText('501/500자')).toBeTruthy();
      fireEvent.click(within(form).getByRole('button', { name: '등록' }));
      expect((await within(form).findByRole('alert')).textContent).toBe('내용은 500자 이하로 입력해 주세요.');
      expect(document.activeElement).toBe(content);
      expect(api.routes()).not.toContain('POST /api/service/inqry');

      fireEvent.change(content, { target: { value: '😀'.repeat(3) } });
      expect(within(form).getByText('3/500자')).toBeTruthy();
    });

    it("clears each field's error as soon as it is valid, the API's refusal of a title too (issue 35.4)", async () => {
      const api = fakeApi()
        .on(route, { status: 200, data: page([]) })
        .on('POST /api/service/inqry', refusal(400, 'M0013', '제목이 너무 짧아요.', 'title'));
      const form = await openForm(api);
      const title = within(form).getByRole('textbox', { name: '제목' });
      const content = within(form).getByRole('textbox', { name: '내용' });

      fireEvent.change(title, { target: { value: '문의' } });
      fireEvent.change(content, { target: { value: '가'.repeat(501) } });
      fireEvent.click(within(form).getByRole('button', { name: '등록' }));
      expect((await within(form).findByRole('alert')).textContent).toBe('내용은 500자 이하로 입력해 주세요.');
      expect(content.getAttribute('aria-invalid')).toBe('true');
      fireEvent.change(content, { target: { value: '가'.repeat(500) } });
      await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
      expect(content.getAttribute('aria-invalid')).toBeNull();

      fireEvent.click(within(form).getByRole('button', { name: '등록' }));
      expect((await within(form).findByRole('alert')).textContent).toBe('제목이 너무 짧아요.');
      expect(title.getAttribute('aria-invalid')).toBe('true');
      fireEvent.change(title, { target: { value: '앱 사용 문의' } });
      await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
      expect(title.getAttribute('aria-invalid')).toBeNull();
    });

    it('posts the entry, puts it on top with the total one higher, and empties the form', async () => {
      let posted: unknown;
      const written = entry(50, {
        title: '기능 제안',
        content: '글씨를 키워 주세요',
        privateAt: 'Y',
        mineAt: 'Y',
      });
      const api = fakeApi()
        .on(route, { status: 200, data: page([answered], 1) })
        .on('POST /api/service/inqry', (body) => {
          posted = body;
          return { status: 201, data: written };
        });
      const toast = jest.spyOn(dialogs, 'toast').mockResolvedValue();
      const form = await openForm(api);

      fireEvent.change(within(form).getByRole('textbox', { name: '제목' }), {
        target: { value: ' 기능 제안 ' },
      });
      fireEvent.change(within(form).getByRole('textbox', { name: '내용' }), {
        target: { value: '글씨를 키워 주세요' },
      });
      fireEvent.click(within(form).getByRole('checkbox', { name: '비공개로 남기기' }));
      fireEvent.click(within(form).getByRole('button', { name: '등록' }));

      await waitFor(() => expect(toast).toHaveBeenCalledWith('의견을 등록했어요.'));
      expect(posted).toEqual({
        title: '기능 제안',
        content: '글씨를 키워 주세요',
        privateAt: 'Y',
      } satisfies InquiryInput);
      expect((await shownEntries()).map((article) => article.getAttribute('aria-label'))).toEqual([
        '기능 제안',
        '알림이 안 와요',
      ]);
      expect(screen.getByRole('heading', { name: '올라온 글 전체 2건' })).toBeTruthy();
      expect(screen.queryByRole('form')).toBeNull();
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: '의견 남기기' })),
      );

      fireEvent.click(screen.getByRole('button', { name: '의견 남기기' }));
      expect((screen.getByRole('textbox', { name: '제목' }) as HTMLInputElement).value).toBe('');
    });

    it.each([
      [
        'the server names the field',
        refusal(400, 'M0187', '제목을 확인해 주세요.', 'title'),
        '제목을 확인해 주세요.',
      ],
      [
        'the server cannot save',
        refusal(503, 'M0073', '잠시 후 다시 시도해 주세요.'),
        '등록하지 못했어요. 쓰신 내용은 그대로 있어요. (잠시 후 다시 시도해 주세요.)',
      ],
      [
        'the person writes too often (429 M1157)',
        refusal(429, 'M1157', '너무 자주 하고 있어요. 잠시 후 다시 시도해 주세요.'),
        '등록하지 못했어요. 쓰신 내용은 그대로 있어요. (너무 자주 하고 있어요. 잠시 후 다시 시도해 주세요.)',
      ],
    ])('keeps everything typed when %s, and says why', async (_case, reply, message) => {
      const api = fakeApi()
        .on(route, { status: 200, data: page([]) })
        .on('POST /api/service/inqry', reply);
      const form = await openForm(api);
      fireEvent.change(within(form).getByRole('textbox', { name: '제목' }), {
        target: { value: '앱이 느려요' },
      });
      fireEvent.change(within(form).getByRole('textbox', { name: '내용' }), {
        target: { value: '첫 화면이\n느려요' },
      });
      fireEvent.click(within(form).getByRole('checkbox', { name: '비공개로 남기기' }));
      fireEvent.click(within(form).getByRole('button', { name: '등록' }));

      expect((await within(form).findByRole('alert')).textContent).toBe(message);
      expect((within(form).getByRole('textbox', { name: '제목' }) as HTMLInputElement).value).toBe(
        '앱이 느려요',
      );
      expect((within(form).getByRole('textbox', { name: '내용' }) as HTMLTextAreaElement).value).toBe(
        '첫 화면이\n느려요',
      );
      expect(
        (within(form).getByRole('checkbox', { name: '비공개로 남기기' }) as HTMLInputElement).checked,
      ).toBe(true);
    });

    it('keeps the draft when the form is closed and opened again', async () => {
      const form = await openForm(fakeApi().on(route, { status: 200, data: page([]) }));
      fireEvent.change(within(form).getByRole('textbox', { name: '제목' }), {
        target: { value: '나중에 쓸 글' },
      });
      fireEvent.click(within(form).getByRole('button', { name: '닫기' }));
      fireEvent.click(screen.getByRole('button', { name: '의견 남기기' }));
      expect((screen.getByRole('textbox', { name: '제목' }) as HTMLInputElement).value).toBe('나중에 쓸 글');
    });
  });

  describe.each([
    ['ko', '고객의 소리 목록', '비공개 글이에요', '비공개', '의견 남기기', '제목을 입력해 주세요.'],
    ['en', 'Customer voice posts', 'This post is private', 'Private', 'Leave feedback', 'Title is required.'],
    ['km', 'បញ្ជីសំឡេងអតិថិជន', 'ការបង្ហោះនេះជាឯកជន', 'ឯកជន', 'ផ្ដល់មតិ', 'សូមបញ្ចូលចំណងជើង។'],
  ] as const)('in %s', (language, listName, hiddenName, privateText, write, titleRequired) => {
    it('shows the board and the form with every text found, the schema’s message in the language', async () => {
      const missing = watchMissingTexts();
      await openBoard(
        fakeApi().on(route, { status: 200, data: page([answered, othersPrivate, myPrivate]) }),
        language,
      );
      const entries = await shownEntries(listName);
      expect(entries[1]?.getAttribute('aria-label')).toBe(hiddenName);
      expect(within(entries[1]!).getByText(privateText).textContent).toBe(`🔒 ${privateText}`);
      expect(entries[0]?.textContent).toContain(formatDate(answered.answerDt!, 'YYYY.MM.DD HH:mm'));

      fireEvent.click(screen.getByRole('button', { name: write }));
      const form = screen.getByRole('form');
      fireEvent.click(within(form).getAllByRole('button').at(-1)!);
      expect((await within(form).findByRole('alert')).textContent).toBe(titleRequired);
      expect(missing.stop()).toEqual([]);
    });
  });
});
