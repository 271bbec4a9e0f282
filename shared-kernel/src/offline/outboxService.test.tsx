/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { dialogs, type OpenDialog } from '../dialogs';
import { changeLanguage, initI18n } from '../i18n';
import { session } from '../session';
import { demoUser, fakeApi, logIn, refusal, resetSession, type Reply } from '../testing/fakeApi';
import { createKeptQueue } from './keptQueue';
import { outbox } from './outbox';
import {
  firstRetryDelayMs,
  maxRetryDelayMs,
  retryDelayMs,
  startOutboxService,
  type OutboxService,
} from './outboxService';
import { useOutboxCount } from './useKeptQueue';

interface Note {
  readonly id: string;
  readonly text: string;
  readonly change?: 'edit' | 'delete';
}

const isNote = (value: unknown): value is Note =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

const notes = createKeptQueue<Note>({
  kind: 'test.notes',
  isEntry: isNote,
  toCall: (note) =>
    note.change === 'delete'
      ? {
          method: 'DELETE',
          path: `/api/notes/${note.id}`,
          label: { key: 'shell:outbox.refused', values: { what: note.text } },
        }
      : {
          method: note.change === 'edit' ? 'PUT' : 'POST',
          path: note.change === 'edit' ? `/api/notes/${note.id}` : '/api/notes',
          body: note,
          label: { key: 'shell:outbox.refused', values: { what: note.text } },
        },
});
const userId = demoUser.userId;

const noAnswer = (): never => {
  throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
};

/**
 * A server that stores notes once per idempotency key (as the API's hook does), answering the first answer
 * again for a repeated key; `down` makes it unreachable, `loseAnswers` makes it store but the answer never
 * arrive (the phone cannot tell whether the call went).
 */
let down: boolean;
let loseAnswers: boolean;
let stored: Map<string, string>;
let writes: string[];
let sentKeys: string[];
let api: ReturnType<typeof fakeApi>;
let openDialogs: readonly OpenDialog[] = [];
dialogs.state$.subscribe((current) => {
  openDialogs = current;
});

function handler(route: string) {
  return (body: unknown, { headers }: { headers: Record<string, unknown> }): Reply => {
    if (down) return noAnswer();
    const key = String(headers['Idempotency-Key']);
    sentKeys.push(key);
    if (!stored.has(key)) {
      stored.set(key, route);
      writes.push(`${route} ${(body as Note | undefined)?.text ?? ''}`.trim());
    }
    if (loseAnswers) return noAnswer();
    return { status: 200, data: { key } };
  };
}

let service: OutboxService;
const settle = () => act(async () => {});

beforeAll(async () => {
  await initI18n();
  await changeLanguage('ko');
});

beforeEach(() => {
  jest.useFakeTimers();
  resetSession();
  logIn();
  down = false;
  loseAnswers = false;
  stored = new Map();
  writes = [];
  sentKeys = [];
  api = fakeApi()
    .on('POST /api/notes', handler('POST'))
    .on('PUT /api/notes/a', handler('PUT a'))
    .on('DELETE /api/notes/a', handler('DELETE a'));
});

afterEach(() => {
  service?.stop();
  dialogs.closeAll();
  jest.useRealTimers();
});

describe('the outbox service', () => {
  it('sends the calls oldest first, a create before the edit and the delete that depend on it', async () => {
    notes.keep(userId, { id: 'a', text: 'one' });
    notes.keep(userId, { id: 'a', text: 'two', change: 'edit' });
    notes.keep(userId, { id: 'b', text: 'other' });
    notes.keep(userId, { id: 'a', text: '', change: 'delete' });
    service = startOutboxService();
    await settle();
    expect(writes).toEqual(['POST one', 'PUT a two', 'POST other', 'DELETE a']);
    expect(outbox.calls(userId)).toEqual([]);
  });

  it('makes each call’s change exactly once: every retry carries the key made when it was kept', async () => {
    notes.keep(userId, { id: 'a', text: 'one' });
    const [call] = outbox.calls(userId);
    loseAnswers = true;
    service = startOutboxService();
    await settle();
    await act(async () => void jest.advanceTimersByTime(retryDelayMs(1)));
    loseAnswers = false;
    await act(async () => void jest.advanceTimersByTime(retryDelayMs(2)));
    expect(sentKeys).toEqual([call?.idempotencyKey, call?.idempotencyKey, call?.idempotencyKey]);
    expect(writes).toEqual(['POST one']);
    expect(outbox.calls(userId)).toEqual([]);
  });

  it('stops at a call the API cannot take now, keeping it and those after it in order', async () => {
    notes.keep(userId, { id: 'a', text: 'one' });
    notes.keep(userId, { id: 'a', text: 'two', change: 'edit' });
    api.on('POST /api/notes', refusal(503, 'M0073', 'down'));
    service = startOutboxService();
    await settle();
    expect(writes).toEqual([]);
    expect(notes.entriesOf(userId).map((note) => note.text)).toEqual(['one', 'two']);
  });

  it('backs off while the API stays down: 5 s, doubling, at most 5 min', async () => {
    expect([1, 2, 3, 4, 6, 7, 20].map(retryDelayMs)).toEqual([
      5_000,
      10_000,
      20_000,
      40_000,
      160_000,
      maxRetryDelayMs,
      maxRetryDelayMs,
    ]);
    notes.keep(userId, { id: 'a', text: 'one' });
    down = true;
    let tries = 0;
    api.on('POST /api/notes', (body, request) => {
      tries += 1;
      return handler('POST')(body, request);
    });
    service = startOutboxService();
    await settle();
    expect(tries).toBe(1);
    await act(async () => void jest.advanceTimersByTime(firstRetryDelayMs - 1));
    expect(tries).toBe(1);
    await act(async () => void jest.advanceTimersByTime(1));
    expect(tries).toBe(2);
    await act(async () => void jest.advanceTimersByTime(retryDelayMs(2) - 1));
    expect(tries).toBe(2);
    await act(async () => void jest.advanceTimersByTime(1));
    expect(tries).toBe(3);
    for (let failures = 3; failures < 12; failures += 1) {
      await act(async () => void jest.advanceTimersByTime(retryDelayMs(failures)));
    }
    expect(tries).toBe(12);
    await act(async () => void jest.advanceTimersByTime(maxRetryDelayMs - 1));
    expect(tries).toBe(12);
    down = false;
    await act(async () => void jest.advanceTimersByTime(1));
    expect(writes).toEqual(['POST one']);
  });

  it('sends at once when the browser is back online, starting the backoff over', async () => {
    notes.keep(userId, { id: 'a', text: 'one' });
    down = true;
    service = startOutboxService();
    await settle();
    down = false;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(writes).toEqual(['POST one']);
  });

  it('tries a newly kept call soon, whichever page is open', async () => {
    service = startOutboxService();
    await settle();
    notes.keep(userId, { id: 'a', text: 'one' });
    expect(writes).toEqual([]);
    await act(async () => void jest.advanceTimersByTime(firstRetryDelayMs));
    expect(writes).toEqual(['POST one']);
  });

  it('drops a call the API refuses, tells the person with its label and the API’s message, and goes on', async () => {
    notes.keep(userId, { id: 'a', text: '혈압 기록' });
    notes.keep(userId, { id: 'b', text: 'two' });
    api.on('POST /api/notes', (body, request) =>
      (body as Note).id === 'a'
        ? refusal(400, 'M0134', '체중은 1에서 1000kg 사이로 입력해 주세요.')
        : handler('POST')(body, request),
    );
    const refused: string[] = [];
    const subscription = outbox.results$.subscribe((result) => {
      if (result.outcome === 'refused') refused.push(`${result.call.path} ${result.error.code}`);
    });
    service = startOutboxService();
    await settle();
    await settle();
    subscription.unsubscribe();
    expect(refused).toEqual(['/api/notes M0134']);
    expect(writes).toEqual(['POST two']);
    const alert = openDialogs.find((dialog) => dialog.kind === 'alert');
    expect(alert?.kind === 'alert' && alert.options.message).toBe(
      '이 휴대폰에 저장해 둔 혈압 기록을 보낼 수 없어서 지웠어요. 체중은 1에서 1000kg 사이로 입력해 주세요.',
    );
  });

  it('sends on login, and stops at logout (the calls go with the session)', async () => {
    session.clear();
    service = startOutboxService();
    notes.keep(userId, { id: 'a', text: 'one' });
    await settle();
    expect(writes).toEqual([]);
    await act(async () => logIn());
    await settle();
    expect(writes).toEqual(['POST one']);
    notes.keep(userId, { id: 'b', text: 'two' });
    act(() => session.clear());
    await act(async () => void jest.advanceTimersByTime(maxRetryDelayMs));
    expect(writes).toEqual(['POST one']);
    expect(outbox.calls(userId)).toEqual([]);
  });

  it('never sends a call with another person’s login, and forgets it at their login', async () => {
    notes.keep(userId, { id: 'a', text: 'one' });
    logIn({ ...demoUser, userId: 'jun02' });
    service = startOutboxService();
    await settle();
    expect(writes).toEqual([]);
    expect(outbox.calls(userId)).toEqual([]);
  });
});

describe('the pending count', () => {
  function Count() {
    return <p role="status">{useOutboxCount()}</p>;
  }

  it('follows the logged-in person’s calls, live', async () => {
    down = true;
    render(<Count />);
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => notes.keep(userId, { id: 'a', text: 'one' }));
    expect(screen.getByRole('status').textContent).toBe('1');
    down = false;
    service = startOutboxService();
    await settle();
    expect(screen.getByRole('status').textContent).toBe('0');
  });
});
