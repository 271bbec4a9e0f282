/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppRouter, dialogs, RemoteOverlays } from 'shared-kernel';
import { fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { AiChatOverlay } from './AiChatOverlay';
import type { ChatMessage } from 'shared-kernel/isomorphic';
import { forgetOverview, rememberOverview } from '../prediction-common/overviewMemory';
import { ascvdResult, overviewWith } from '../prediction-common/testing/predictionFixtures';

function TestRoot() {
  return (
    <AppRouter>
      <RemoteOverlays overlays={{ aiChat: AiChatOverlay }} />
    </AppRouter>
  );
}

const chatPath = '/main/ai-prediction/aiChat';
const historyPath = `${chatPath}/aiChatHistory`;

function message(id: number, role: ChatMessage['role'], content: string, createdAt: string): ChatMessage {
  return { id: `m${id}`, role, content, createdAt, ...(role === 'assistant' && { engine: 'offline' }) };
}

/** `count` messages, newest first as the API keeps them, alternating question and answer, one a minute. */
function conversation(count: number, newest = Date.parse('2026-03-02T01:00:00Z')): ChatMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const number = count - index;
    const role = number % 2 === 1 ? 'user' : 'assistant';
    return message(
      number,
      role,
      `${role === 'user' ? '질문' : '답변'} ${number}`,
      new Date(newest - index * 60_000).toISOString(),
    );
  });
}

/** The API's chat routes over a stored history (newest first). */
function chatApi(stored: ChatMessage[]) {
  let history = [...stored];
  let nextId = 1000;
  return fakeApi()
    .on('GET /api/user/ai/chat/history', (_, { query }) => {
      const page = Number(query.get('page'));
      const rows = Number(query.get('rows'));
      return {
        status: 200,
        data: { total: history.length, messages: history.slice((page - 1) * rows, page * rows) },
      };
    })
    .on('POST /api/user/ai/chat', (body) => {
      const { message: text } = body as { message: string };
      const question = message((nextId += 1), 'user', text, '2026-03-02T02:00:00Z');
      const answer = message(
        (nextId += 1),
        'assistant',
        `"${text}"에 대한 답변이에요.`,
        '2026-03-02T02:00:01Z',
      );
      history = [answer, question, ...history];
      return { status: 201, data: { question, answer } };
    })
    .on('DELETE /api/user/ai/chat/history', () => {
      history = [];
      return { status: 204, data: '' };
    });
}

/** Predictions with a result that is high. */
const highRisk = overviewWith({ ascvd: { status: 'result', result: { ...ascvdResult, severity: 'high' } } });

/** Each message of the log as "speaker + text". */
function logMessages(): string[] {
  return within(screen.getByRole('log'))
    .queryAllByRole('listitem')
    .map(
      (item) => `${item.querySelector('span')?.textContent}: ${item.querySelectorAll('p')[1]?.textContent}`,
    );
}

/** Answers the next confirmation dialog, and gives its message. */
function answerConfirm(answer: boolean): Promise<string> {
  return new Promise((resolve) => {
    const subscription = dialogs.state$.subscribe((open) => {
      const confirm = open.find((dialog) => dialog.kind === 'confirm');
      if (confirm?.kind !== 'confirm') return;
      queueMicrotask(() => {
        subscription.unsubscribe();
        resolve(confirm.options.message);
        confirm.close(answer);
      });
    });
  });
}

beforeEach(() => {
  resetSession();
  logIn();
  dialogs.closeAll();
  forgetOverview();
});

describe('AI chat', () => {
  it('shows the recent conversation oldest first, each message named by its speaker in a polite log', async () => {
    chatApi(conversation(4));
    await renderRemoteAt(TestRoot, chatPath);
    const log = await screen.findByRole('log', { name: '대화 내용' });
    await within(log).findByText('질문 1');
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(logMessages()).toEqual(['나: 질문 1', 'AI: 답변 2', '나: 질문 3', 'AI: 답변 4']);
    expect(screen.getByRole('dialog', { name: 'AI 채팅' })).toBeTruthy();
  });

  it('keeps the conversation in one focusable, labelled log that holds the note with the messages', async () => {
    chatApi(conversation(6));
    await renderRemoteAt(TestRoot, chatPath);
    const log = await screen.findByRole('log', { name: '대화 내용' });
    await within(log).findByText('질문 5');
    // A keyboard can reach and scroll it (axe: scrollable-region-focusable).
    expect(log.tabIndex).toBe(0);
    expect(logMessages()).toHaveLength(6);
    // What answers rest on scrolls with the conversation instead of taking the sheet's height under it.
    expect(within(log).getByText(/진료지침을 바탕으로 해요/)).toBeTruthy();
    // The question field and the suggested questions stay outside the log, under it.
    expect(within(log).queryByRole('textbox')).toBeNull();
    expect(within(log).queryByRole('button')).toBeNull();
  });

  it('scrolls the log to the newest question, so that its answer reads from its first line', async () => {
    // jsdom lays nothing out: each message sits 100 px below the one before it.
    const offsetTop = jest.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.parentElement ? [...this.parentElement.children].indexOf(this) * 100 : 0;
    });
    try {
      chatApi(conversation(4));
      await renderRemoteAt(TestRoot, chatPath);
      const log = await screen.findByRole('log', { name: '대화 내용' });
      await within(log).findByText('질문 3');
      expect(log.scrollTop).toBe(200);

      fireEvent.click(screen.getByRole('button', { name: '혈압을 낮추려면 어떻게 해야 하나요?' }));
      await within(log).findByText('"혈압을 낮추려면 어떻게 해야 하나요?"에 대한 답변이에요.');
      expect(log.scrollTop).toBe(400);
    } finally {
      offsetTop.mockRestore();
    }
  });

  it('shows only the last page of a long history', async () => {
    const api = chatApi(conversation(45));
    await renderRemoteAt(TestRoot, chatPath);
    await within(await screen.findByRole('log')).findByText('질문 45');
    expect(logMessages()).toHaveLength(20);
    expect(logMessages()[0]).toBe('AI: 답변 26');
    expect(api.routes().filter((route) => route.includes('/ai/chat'))).toEqual([
      'GET /api/user/ai/chat/history',
    ]);
  });

  it('sends a typed question with Enter and shows the answer, emptying the field', async () => {
    const api = chatApi([]);
    await renderRemoteAt(TestRoot, chatPath);
    expect(await screen.findByText(/아직 나눈 대화가 없어요/)).toBeTruthy();
    const field = screen.getByRole('textbox', { name: '질문' });
    fireEvent.change(field, { target: { value: '  혈압이 걱정돼요  ' } });
    expect(screen.getByText('12/500자')).toBeTruthy();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toBe('AI가 답변을 쓰고 있어요…');
    expect(await screen.findByText('"혈압이 걱정돼요"에 대한 답변이에요.')).toBeTruthy();
    expect(logMessages()).toEqual(['나: 혈압이 걱정돼요', 'AI: "혈압이 걱정돼요"에 대한 답변이에요.']);
    expect(api.bodies('POST /api/user/ai/chat')).toEqual([{ message: '혈압이 걱정돼요' }]);
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts a new line with Shift+Enter instead of sending', async () => {
    const api = chatApi([]);
    await renderRemoteAt(TestRoot, chatPath);
    const field = await screen.findByRole('textbox', { name: '질문' });
    fireEvent.change(field, { target: { value: '첫 줄' } });
    expect(fireEvent.keyDown(field, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(api.bodies('POST /api/user/ai/chat')).toEqual([]);
  });

  it('keeps Send disabled while the question is empty or blank', async () => {
    chatApi([]);
    await renderRemoteAt(TestRoot, chatPath);
    const send = await screen.findByRole('button', { name: '보내기' });
    expect(send.hasAttribute('disabled')).toBe(true);
    const field = screen.getByRole('textbox', { name: '질문' });
    fireEvent.change(field, { target: { value: '   ' } });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: '안녕' } });
    expect(send.hasAttribute('disabled')).toBe(false);
    expect(field.getAttribute('maxLength')).toBe('500');
  });

  /** The suggested questions, once the predictions they depend on are known. */
  async function suggestedQuestions(): Promise<string[]> {
    const suggestions = await screen.findByRole('region', { name: '이런 걸 물어볼 수 있어요' });
    await waitFor(() => expect(within(suggestions).getAllByRole('button')).toHaveLength(4));
    return within(suggestions)
      .getAllByRole('button')
      .map((button) => button.textContent ?? '');
  }

  it.each([
    ['a moderate or high result', highRisk, '제 위험도는 왜 높은가요?'],
    [
      'only low results',
      overviewWith({ ascvd: { status: 'result', result: ascvdResult } }),
      '제 위험도는 왜 낮은가요?',
    ],
    ['no result yet', overviewWith({}), '제 예측 결과가 있나요?'],
  ])('suggests the risk question that fits %s (issue 35)', async (_case, overview, question) => {
    chatApi([]).on('POST /api/user/predict', { status: 200, data: overview });
    await renderRemoteAt(TestRoot, chatPath);

    expect((await suggestedQuestions())[1]).toBe(question);
  });

  it('takes the results from the predictions page under the chat, computing none again (issue 35)', async () => {
    rememberOverview(overviewWith({ ascvd: { status: 'result', result: ascvdResult } }));
    const api = chatApi([]);
    await renderRemoteAt(TestRoot, chatPath);

    expect((await suggestedQuestions())[1]).toBe('제 위험도는 왜 낮은가요?');
    expect(api.routes()).not.toContain('POST /api/user/predict');
  });

  it('sends a suggested question when it is tapped', async () => {
    const api = chatApi([]).on('POST /api/user/predict', {
      status: 200,
      data: highRisk,
    });
    await renderRemoteAt(TestRoot, chatPath);
    await suggestedQuestions();
    const suggestions = screen.getByRole('region', { name: '이런 걸 물어볼 수 있어요' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '혈압을 낮추려면 어떻게 해야 하나요?',
      '제 위험도는 왜 높은가요?',
      '지난달과 비교해 무엇이 달라졌나요?',
      '제 등급은 무슨 뜻인가요?',
    ]);
    fireEvent.click(within(suggestions).getByRole('button', { name: '제 위험도는 왜 높은가요?' }));
    expect(await screen.findByText('"제 위험도는 왜 높은가요?"에 대한 답변이에요.')).toBeTruthy();
    expect(api.bodies('POST /api/user/ai/chat')).toEqual([{ message: '제 위험도는 왜 높은가요?' }]);
  });

  it('shows the API’s message when sending fails and keeps the question to send again', async () => {
    const api = chatApi(conversation(2)).on(
      'POST /api/user/ai/chat',
      refusal(503, 'M0145', '불편을 드려 죄송해요. 잠시 후 다시 시도해 주세요.'),
    );
    await renderRemoteAt(TestRoot, chatPath);
    await screen.findByText('질문 1');
    const field = screen.getByRole('textbox', { name: '질문' });
    fireEvent.change(field, { target: { value: '콜레스테롤을 낮추려면?' } });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '불편을 드려 죄송해요. 잠시 후 다시 시도해 주세요.',
    );
    expect((field as HTMLTextAreaElement).value).toBe('콜레스테롤을 낮추려면?');
    expect(logMessages()).toEqual(['나: 질문 1', 'AI: 답변 2']);
    expect(api.routes().filter((route) => route === 'POST /api/user/ai/chat')).toHaveLength(1);
  });

  it('puts a suggested question that failed into the field', async () => {
    chatApi([]).on('POST /api/user/ai/chat', refusal(503, 'M0145', '잠시 후 다시 시도해 주세요.'));
    await renderRemoteAt(TestRoot, chatPath);
    fireEvent.click(await screen.findByRole('button', { name: '제 등급은 무슨 뜻인가요?' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '질문' }) as HTMLTextAreaElement).value).toBe(
      '제 등급은 무슨 뜻인가요?',
    );
  });

  it('says where answers come from, that they are not medical advice, and to call 119 in an emergency', async () => {
    chatApi([]);
    await renderRemoteAt(TestRoot, chatPath);
    expect(
      await screen.findByText(
        '답변은 내 기록, 공개된 예측식과 진료지침을 바탕으로 해요. 의사의 진료를 대신하지 않아요. 응급 상황이면 119에 전화하세요.',
      ),
    ).toBeTruthy();
  });

  it('closes back to the page underneath', async () => {
    chatApi([]);
    await renderRemoteAt(TestRoot, chatPath);
    const dialog = await screen.findByRole('dialog', { name: 'AI 채팅' });
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(window.location.pathname).toBe('/main/ai-prediction');
  });

  it('is in English', async () => {
    chatApi(conversation(2)).on('POST /api/user/predict', { status: 200, data: highRisk });
    await renderRemoteAt(TestRoot, chatPath, 'en');
    await screen.findByRole('dialog', { name: 'AI chat' });
    await screen.findByText('질문 1');
    expect(logMessages()).toEqual(['Me: 질문 1', 'AI: 답변 2']);
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Why is my risk high?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'What changed since last month?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'What does my grade mean?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How do I lower my blood pressure?' })).toBeTruthy();
    expect(screen.getByText(/do not replace a doctor\. In an emergency, call 119\./)).toBeTruthy();
  });

  it('is in Khmer', async () => {
    chatApi([]).on('POST /api/user/predict', { status: 200, data: highRisk });
    await renderRemoteAt(TestRoot, chatPath, 'km');
    await screen.findByRole('dialog', { name: 'ជជែកជាមួយ AI' });
    expect(screen.getByRole('textbox', { name: 'សំណួររបស់អ្នក' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'ហេតុអ្វីបានជាហានិភ័យរបស់ខ្ញុំខ្ពស់?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'តើខ្ញុំគួរធ្វើអ្វីដើម្បីបន្ថយសម្ពាធឈាម?' })).toBeTruthy();
    expect(screen.getByRole('log', { name: 'ការសន្ទនា' }).tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'ផ្ញើ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'មើលការសន្ទនាមុនៗ' })).toBeTruthy();
  });
});

describe('AI chat history', () => {
  it('opens from the chat and goes back to it', async () => {
    chatApi(conversation(2));
    await renderRemoteAt(TestRoot, `${chatPath}?from=overview`);
    fireEvent.click(await screen.findByRole('link', { name: '지난 대화 보기' }));
    expect(await screen.findByRole('dialog', { name: '지난 대화' })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe(`${historyPath}?from=overview`);
    fireEvent.click(screen.getByRole('link', { name: '대화로 돌아가기' }));
    expect(await screen.findByRole('dialog', { name: 'AI 채팅' })).toBeTruthy();
    expect(window.location.pathname).toBe(chatPath);
  });

  it('groups messages by date, newest day first, each day in the order it was said', async () => {
    chatApi([
      message(4, 'assistant', '오늘 답변', '2026-03-02T00:30:00Z'),
      message(3, 'user', '오늘 질문', '2026-03-02T00:29:00Z'),
      // 23:50 on 1 March in Seoul.
      message(2, 'assistant', '어제 답변', '2026-03-01T14:50:00Z'),
      message(1, 'user', '어제 질문', '2026-03-01T14:49:00Z'),
    ]);
    await renderRemoteAt(TestRoot, historyPath);
    const today = await screen.findByRole('region', { name: '2026.03.02' });
    const yesterday = screen.getByRole('region', { name: '2026.03.01' });
    expect(
      within(today)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['나09:29오늘 질문', 'AI09:30오늘 답변']);
    expect(
      within(yesterday)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['나23:49어제 질문', 'AI23:50어제 답변']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '2026.03.02',
      '2026.03.01',
    ]);
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('shows 20 messages at a time and more on request', async () => {
    const api = chatApi(conversation(45));
    await renderRemoteAt(TestRoot, historyPath);
    expect(await screen.findByText('메시지 45개')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(40));
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
    expect(screen.getByText('질문 1')).toBeTruthy();
    expect(api.routes()).toEqual([
      'GET /api/user/ai/chat/history',
      'GET /api/user/ai/chat/history',
      'GET /api/user/ai/chat/history',
    ]);
  });

  it('clears the history only after the person confirms', async () => {
    const api = chatApi(conversation(3));
    await renderRemoteAt(TestRoot, historyPath);
    await screen.findByText('질문 1');

    const declined = answerConfirm(false);
    fireEvent.click(screen.getByRole('button', { name: '기록 지우기' }));
    expect(await declined).toBe('지난 대화를 모두 지울까요? 지운 대화는 되돌릴 수 없어요.');
    expect(api.routes()).not.toContain('DELETE /api/user/ai/chat/history');
    expect(screen.getByText('질문 1')).toBeTruthy();

    const confirmed = answerConfirm(true);
    fireEvent.click(screen.getByRole('button', { name: '기록 지우기' }));
    await confirmed;
    expect(await screen.findByRole('region', { name: '아직 나눈 대화가 없어요' })).toBeTruthy();
    expect(api.routes()).toContain('DELETE /api/user/ai/chat/history');
    expect(screen.queryByText('질문 1')).toBeNull();
    expect(screen.queryByRole('button', { name: '기록 지우기' })).toBeNull();
  });

  it('says plainly when there is no conversation yet', async () => {
    chatApi([]);
    await renderRemoteAt(TestRoot, historyPath);
    const empty = await screen.findByRole('region', { name: '아직 나눈 대화가 없어요' });
    expect(empty.textContent).toContain('AI에게 물어본 질문과 답변이 여기에 쌓여요.');
    expect(screen.queryByRole('button', { name: '기록 지우기' })).toBeNull();
  });

  it('is in Khmer', async () => {
    chatApi(conversation(2));
    await renderRemoteAt(TestRoot, historyPath, 'km');
    expect(await screen.findByRole('dialog', { name: 'ការសន្ទនាមុនៗ' })).toBeTruthy();
    expect(await screen.findByText('សារសរុប 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'លុបប្រវត្តិ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ត្រឡប់ទៅការសន្ទនាវិញ' })).toBeTruthy();
  });
});
