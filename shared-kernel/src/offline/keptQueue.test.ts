/** @jest-environment jsdom */
import { logIn, resetSession } from '../testing/fakeApi';
import { session } from '../session';
import { createKeptQueue } from './keptQueue';
import { outbox } from './outbox';

interface Note {
  readonly id: string;
  readonly text: string;
}

const isNote = (value: unknown): value is Note =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { text?: unknown }).text === 'string';

const toCall = (note: Note) => ({
  method: 'POST' as const,
  path: `/api/notes/${note.id}`,
  body: { text: note.text },
  label: { key: 'test:refused', values: { text: note.text } },
});
const notes = createKeptQueue<Note>({ kind: 'test.notes', isEntry: isNote, toCall });
const latestOnly = createKeptQueue<Note>({
  kind: 'test.latest',
  isEntry: isNote,
  toCall,
  replaces: (kept, entry) => kept.id === entry.id,
});

let changes: number;
let unsubscribe: () => void;

beforeEach(() => {
  resetSession();
  logIn();
  changes = 0;
  unsubscribe = notes.subscribe(() => (changes += 1));
});

afterEach(() => unsubscribe());

describe('a remote’s kept queue, a view of the outbox', () => {
  it('keeps each person’s entries as self-describing calls in the one outbox, oldest first', () => {
    notes.keep('mina01', { id: 'a', text: 'one' }, 'key-a');
    notes.keep('mina01', { id: 'b', text: 'two' });
    notes.keep('jun02', { id: 'c', text: 'three' });
    expect(notes.entriesOf('mina01')).toEqual([
      { id: 'a', text: 'one' },
      { id: 'b', text: 'two' },
    ]);
    const [first, second] = outbox.calls('mina01');
    expect(first).toMatchObject({
      idempotencyKey: 'key-a',
      userId: 'mina01',
      method: 'POST',
      path: '/api/notes/a',
      body: { text: 'one' },
      label: { key: 'test:refused', values: { text: 'one' } },
      kind: 'test.notes',
    });
    expect(second?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(notes.entriesOf('jun02')).toEqual([{ id: 'c', text: 'three' }]);
    expect(changes).toBe(3);
  });

  it('reads only its own kind, and only calls and entries that pass their checks', () => {
    latestOnly.keep('mina01', { id: 'x', text: 'other kind' });
    const [call] = outbox.calls('mina01');
    localStorage.setItem(
      'kernel.outbox.mina01',
      JSON.stringify([
        call,
        { ...call, kind: 'test.notes', entry: { id: 'a', text: 'one' } },
        { ...call, kind: 'test.notes', entry: { id: 7 } },
        { ...call, method: 'GET', kind: 'test.notes', entry: { id: 'b', text: 'two' } },
        null,
      ]),
    );
    expect(notes.entriesOf('mina01')).toEqual([{ id: 'a', text: 'one' }]);
    localStorage.setItem('kernel.outbox.mina01', '{"id":"a"');
    expect(notes.entriesOf('mina01')).toEqual([]);
  });

  it('gives the same list while the outbox holds the same calls, a new one after a change', () => {
    notes.keep('mina01', { id: 'a', text: 'one' });
    const first = notes.entriesOf('mina01');
    expect(notes.entriesOf('mina01')).toBe(first);
    notes.keep('mina01', { id: 'b', text: 'two' });
    expect(notes.entriesOf('mina01')).not.toBe(first);
  });

  it('replaces the kept entries a newer one overtakes, keeping the newer last', () => {
    latestOnly.keep('mina01', { id: 'a', text: 'one' });
    notes.keep('mina01', { id: 'a', text: 'another kind is not overtaken' });
    latestOnly.keep('mina01', { id: 'b', text: 'two' });
    latestOnly.keep('mina01', { id: 'a', text: 'three' });
    expect(latestOnly.entriesOf('mina01')).toEqual([
      { id: 'b', text: 'two' },
      { id: 'a', text: 'three' },
    ]);
    expect(outbox.calls('mina01').map((call) => call.kind)).toEqual([
      'test.notes',
      'test.latest',
      'test.latest',
    ]);
  });

  it('removes that very entry, leaving one kept beside it, and the key once empty', () => {
    notes.keep('mina01', { id: 'a', text: 'one' });
    notes.keep('mina01', { id: 'a', text: 'newer' });
    const [oldest] = notes.entriesOf('mina01');
    notes.remove('mina01', oldest as Note);
    expect(notes.entriesOf('mina01')).toEqual([{ id: 'a', text: 'newer' }]);
    notes.removeWhere('mina01', (kept) => kept.id === 'a');
    expect(localStorage.getItem('kernel.outbox.mina01')).toBeNull();
  });

  it('tells no one when there was nothing to remove', () => {
    notes.keep('mina01', { id: 'a', text: 'one' });
    changes = 0;
    notes.removeWhere('mina01', (kept) => kept.id === 'b');
    outbox.forget('mina01');
    expect(changes).toBe(0);
  });

  it('forgets every other person’s calls, and everyone’s without a person to keep', () => {
    notes.keep('mina01', { id: 'a', text: 'one' });
    notes.keep('jun02', { id: 'b', text: 'two' });
    localStorage.setItem('unrelated', 'stays');
    changes = 0;
    outbox.forget('mina01');
    expect(notes.entriesOf('jun02')).toEqual([]);
    expect(notes.entriesOf('mina01')).toHaveLength(1);
    expect(changes).toBe(1);
    outbox.forget();
    expect(notes.entriesOf('mina01')).toEqual([]);
    expect(localStorage.getItem('unrelated')).toBe('stays');
  });

  it('forgets everyone’s calls at logout', () => {
    notes.keep('mina01', { id: 'a', text: 'one' });
    latestOnly.keep('mina01', { id: 'b', text: 'two' });
    session.clear();
    expect(notes.entriesOf('mina01')).toEqual([]);
    expect(latestOnly.entriesOf('mina01')).toEqual([]);
  });

  it('throws when storage refuses an entry', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(() => notes.keep('mina01', { id: 'a', text: 'one' })).toThrow('full');
    } finally {
      setItem.mockRestore();
    }
  });
});
