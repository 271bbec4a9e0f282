/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { ApiError } from '../http/errors';
import { session } from '../session';
import { demoUser, logIn, resetSession } from '../testing/fakeApi';
import { createKeptQueue } from './keptQueue';
import { retryIntervalMs, type KeptSender } from './sending';
import { useKeptQueue } from './useKeptQueue';

interface Note {
  readonly id: string;
}

const isNote = (value: unknown): value is Note =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

const notes = createKeptQueue<Note>({ storageKeyPrefix: 'test.hook.', isEntry: isNote });
const userId = demoUser.userId;
const otherUser = { ...demoUser, userId: 'jun02' };

let apiUp: boolean;
let tried: string[];

const sender: KeptSender<Note> = {
  async send(note) {
    tried.push(note.id);
    if (!apiUp) throw new ApiError(0, 'M0145', 'no answer');
  },
  refused: () => {},
};

function Waiting() {
  const count = useKeptQueue(notes, sender);
  return <p role="status">{count}</p>;
}

const waiting = () => Number(screen.getByRole('status').textContent);

/** Lets the sending started by an event end. */
const settle = () => act(async () => {});

beforeEach(() => {
  jest.useFakeTimers();
  resetSession();
  logIn();
  apiUp = false;
  tried = [];
  notes.keep(userId, { id: 'a' });
});

afterEach(() => jest.useRealTimers());

describe('a kept queue in use', () => {
  it('is sent on mount, and counts what waits', async () => {
    notes.keep(userId, { id: 'b' });
    render(<Waiting />);
    await settle();
    expect(tried).toEqual(['a']);
    expect(waiting()).toBe(2);
  });

  it('is tried again every 30 s while any wait', async () => {
    render(<Waiting />);
    await settle();
    await act(async () => {
      jest.advanceTimersByTime(retryIntervalMs);
    });
    expect(tried).toEqual(['a', 'a']);
    apiUp = true;
    await act(async () => {
      jest.advanceTimersByTime(retryIntervalMs);
    });
    expect(waiting()).toBe(0);
    await act(async () => {
      jest.advanceTimersByTime(retryIntervalMs * 3);
    });
    expect(tried).toEqual(['a', 'a', 'a']);
  });

  it('is sent as soon as the browser is back online', async () => {
    render(<Waiting />);
    await settle();
    apiUp = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(tried).toEqual(['a', 'a']);
    expect(waiting()).toBe(0);
  });

  it('counts a newly kept entry at once', async () => {
    render(<Waiting />);
    await settle();
    act(() => notes.keep(userId, { id: 'b' }));
    expect(waiting()).toBe(2);
  });

  it('forgets another person’s entries, never sending them with this person’s login', async () => {
    logIn(otherUser);
    notes.keep(otherUser.userId, { id: 'theirs' });
    logIn();
    apiUp = true;
    render(<Waiting />);
    await settle();
    expect(tried).toEqual(['a']);
    expect(notes.entriesOf(otherUser.userId)).toEqual([]);
  });

  it('counts nothing and sends nothing without a login', async () => {
    render(<Waiting />);
    await settle();
    act(() => session.clear());
    expect(waiting()).toBe(0);
    tried = [];
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      jest.advanceTimersByTime(retryIntervalMs);
    });
    expect(tried).toEqual([]);
  });
});
