/** @jest-environment jsdom */
import { ApiError } from '../http/errors';
import { session } from '../session';
import { demoUser, logIn, resetSession } from '../testing/fakeApi';
import { createKeptQueue } from './keptQueue';
import { outbox } from './outbox';
import { isRetryableFailure, sendOrKeep } from './sending';

interface Note {
  readonly id: string;
}

const isNote = (value: unknown): value is Note =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

const notes = createKeptQueue<Note>({
  kind: 'test.sending',
  isEntry: isNote,
  toCall: (note) => ({ method: 'POST', path: '/api/notes', body: note, label: { key: 'test:refused' } }),
});
const userId = demoUser.userId;

const offline = () => new ApiError(0, 'M0145', 'no answer');
const refused = (status: number) => new ApiError(status, 'M0105', 'refused');

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

  it('saying the first call with its key is still being handled (409 M1151) may succeed later', () => {
    expect(isRetryableFailure(new ApiError(409, 'M1151', 'still running'))).toBe(true);
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

  it('sends the call with an idempotency key and keeps the entry under that same key', async () => {
    const keys: string[] = [];
    await sendOrKeep(
      notes,
      async (key) => {
        keys.push(key);
        throw offline();
      },
      () => ({ id: 'a' }),
    );
    await sendOrKeep(
      notes,
      async (key) => {
        keys.push(key);
        throw offline();
      },
      () => ({ id: 'b' }),
      'given-key',
    );
    expect(outbox.calls(userId).map((call) => call.idempotencyKey)).toEqual(keys);
    expect(keys[1]).toBe('given-key');
    expect(keys[0]).not.toBe(keys[1]);
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
