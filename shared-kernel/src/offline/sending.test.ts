/** @jest-environment jsdom */
import { ApiError } from '../http/errors';
import { session } from '../session';
import { demoUser, logIn, resetSession } from '../testing/fakeApi';
import { createKeptQueue } from './keptQueue';
import { isRetryableFailure, sendKept, sendOrKeep, type KeptSender } from './sending';

interface Note {
  readonly id: string;
}

const isNote = (value: unknown): value is Note =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

const notes = createKeptQueue<Note>({ storageKeyPrefix: 'test.sending.', isEntry: isNote });
const userId = demoUser.userId;

const offline = () => new ApiError(0, 'M0145', 'no answer');
const refused = (status: number) => new ApiError(status, 'M0105', 'refused');

/** A sender whose API answers each entry by `answer` (an error is thrown), recording what it was asked. */
function senderAnswering(answer: (note: Note) => ApiError | Error | string) {
  const tried: string[] = [];
  const sent: [string, string][] = [];
  const refusals: [string, string][] = [];
  const sender: KeptSender<Note, string> = {
    async send(note) {
      tried.push(note.id);
      const result = answer(note);
      if (typeof result !== 'string') throw result;
      return result;
    },
    sent: (note, result) => sent.push([note.id, result]),
    refused: (note, error) => refusals.push([note.id, error.message]),
  };
  return { sender, tried, sent, refusals };
}

beforeEach(() => {
  resetSession();
  logIn();
});

describe('a failure', () => {
  it.each([0, 408, 429, 500, 503])('with status %i may succeed later', (status) => {
    expect(isRetryableFailure(new ApiError(status, 'M0073', 'later'))).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 422])('with status %i never will', (status) => {
    expect(isRetryableFailure(new ApiError(status, 'M0105', 'never'))).toBe(false);
  });

  it('that is not the API’s is no failure to retry', () => {
    expect(isRetryableFailure(new Error('bug'))).toBe(false);
  });
});

describe('sending or keeping', () => {
  it('answers what the API answered, keeping nothing', async () => {
    await expect(
      sendOrKeep(
        notes,
        async () => 'ok',
        () => ({ id: 'a' }),
      ),
    ).resolves.toEqual({
      state: 'sent',
      answer: 'ok',
    });
    expect(notes.entriesOf(userId)).toEqual([]);
  });

  it('keeps the entry for the logged-in person when the API cannot take it now', async () => {
    await expect(
      sendOrKeep(
        notes,
        () => Promise.reject(offline()),
        () => ({ id: 'a' }),
      ),
    ).resolves.toEqual({
      state: 'kept',
    });
    expect(notes.entriesOf(userId)).toEqual([{ id: 'a' }]);
  });

  it('rejects as the call failed when the API refused it, or without a person to keep it for', async () => {
    const refusal = refused(400);
    await expect(
      sendOrKeep(
        notes,
        () => Promise.reject(refusal),
        () => ({ id: 'a' }),
      ),
    ).rejects.toBe(refusal);
    session.clear();
    const failure = offline();
    await expect(
      sendOrKeep(
        notes,
        () => Promise.reject(failure),
        () => ({ id: 'b' }),
      ),
    ).rejects.toBe(failure);
    expect(notes.entriesOf(userId)).toEqual([]);
  });

  it('rejects as the call failed when storage refuses the entry', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const failure = offline();
    try {
      await expect(
        sendOrKeep(
          notes,
          () => Promise.reject(failure),
          () => ({ id: 'a' }),
        ),
      ).rejects.toBe(failure);
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('sending kept entries', () => {
  it('sends them oldest first, forgetting each once sent', async () => {
    notes.keep(userId, { id: 'a' });
    notes.keep(userId, { id: 'b' });
    const { sender, sent } = senderAnswering((note) => `stored ${note.id}`);
    await sendKept(notes, userId, sender);
    expect(sent).toEqual([
      ['a', 'stored a'],
      ['b', 'stored b'],
    ]);
    expect(notes.entriesOf(userId)).toEqual([]);
  });

  it('stops at the first that may succeed later, keeping it and those after it', async () => {
    notes.keep(userId, { id: 'a' });
    notes.keep(userId, { id: 'b' });
    notes.keep(userId, { id: 'c' });
    const { sender, tried, sent } = senderAnswering((note) => (note.id === 'b' ? offline() : 'ok'));
    await sendKept(notes, userId, sender);
    expect(tried).toEqual(['a', 'b']);
    expect(sent).toEqual([['a', 'ok']]);
    expect(notes.entriesOf(userId)).toEqual([{ id: 'b' }, { id: 'c' }]);
  });

  it('drops an entry the API refuses, says so, and goes on with the next', async () => {
    notes.keep(userId, { id: 'a' });
    notes.keep(userId, { id: 'b' });
    const { sender, sent, refusals } = senderAnswering((note) => (note.id === 'a' ? refused(404) : 'ok'));
    await sendKept(notes, userId, sender);
    expect(refusals).toEqual([['a', 'refused']]);
    expect(sent).toEqual([['b', 'ok']]);
    expect(notes.entriesOf(userId)).toEqual([]);
  });

  it('tells nothing when the session ended during the call', async () => {
    notes.keep(userId, { id: 'a' });
    const { sender, refusals } = senderAnswering(() => {
      session.clear();
      return refused(401);
    });
    await sendKept(notes, userId, sender);
    expect(refusals).toEqual([]);
    expect(notes.entriesOf(userId)).toEqual([]);
  });

  it('rejects with an error that is not the API’s (a bug), keeping the entry', async () => {
    notes.keep(userId, { id: 'a' });
    const bug = new TypeError('bug');
    const { sender } = senderAnswering(() => bug);
    await expect(sendKept(notes, userId, sender)).rejects.toBe(bug);
    expect(notes.entriesOf(userId)).toEqual([{ id: 'a' }]);
  });

  it('runs once a queue at a time, one more run after it for a call made meanwhile', async () => {
    notes.keep(userId, { id: 'a' });
    let fail = () => {};
    const tried: string[] = [];
    const sender: KeptSender<Note, void> = {
      send: (note) => {
        tried.push(note.id);
        // The first try waits, then finds the phone offline; the connection is back for the next.
        return tried.length === 1
          ? new Promise((_, reject) => (fail = () => reject(offline())))
          : Promise.resolve();
      },
      refused: () => {},
    };
    const first = sendKept(notes, userId, sender);
    const second = sendKept(notes, userId, sender);
    expect(second).toBe(first);
    expect(tried).toEqual(['a']);
    fail();
    await first;
    expect(tried).toEqual(['a', 'a']);
    expect(notes.entriesOf(userId)).toEqual([]);
  });
});
