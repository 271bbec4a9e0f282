/** @jest-environment jsdom */
import { logIn, resetSession } from '../testing/fakeApi';
import { session } from '../session';
import { createKeptQueue } from './keptQueue';

interface Note {
  readonly id: string;
  readonly text: string;
}

const isNote = (value: unknown): value is Note =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { text?: unknown }).text === 'string';

const prefix = 'test.notes.';
const notes = createKeptQueue<Note>({ storageKeyPrefix: prefix, isEntry: isNote });
const latestOnly = createKeptQueue<Note>({
  storageKeyPrefix: 'test.latest.',
  isEntry: isNote,
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

describe('a kept queue', () => {
  it('keeps each person’s entries under their own key, oldest first', () => {
    notes.keep('mina01', { id: 'a', text: 'one' });
    notes.keep('mina01', { id: 'b', text: 'two' });
    notes.keep('jun02', { id: 'c', text: 'three' });
    expect(notes.entriesOf('mina01')).toEqual([
      { id: 'a', text: 'one' },
      { id: 'b', text: 'two' },
    ]);
    expect(notes.entriesOf('jun02')).toEqual([{ id: 'c', text: 'three' }]);
    expect(JSON.parse(localStorage.getItem(`${prefix}jun02`) ?? 'null')).toEqual([
      { id: 'c', text: 'three' },
    ]);
    expect(changes).toBe(3);
  });

  it('reads only the entries that pass its check, and nothing from what is not a list of them', () => {
    localStorage.setItem(`${prefix}mina01`, JSON.stringify([{ id: 'a', text: 'one' }, { id: 7 }, null]));
    expect(notes.entriesOf('mina01')).toEqual([{ id: 'a', text: 'one' }]);
    localStorage.setItem(`${prefix}mina01`, '{"id":"a"');
    expect(notes.entriesOf('mina01')).toEqual([]);
    localStorage.setItem(`${prefix}mina01`, '{"id":"a","text":"one"}');
    expect(notes.entriesOf('mina01')).toEqual([]);
  });

  it('gives the same list while storage holds the same entries, a new one after a change', () => {
    notes.keep('mina01', { id: 'a', text: 'one' });
    const first = notes.entriesOf('mina01');
    expect(notes.entriesOf('mina01')).toBe(first);
    notes.keep('mina01', { id: 'b', text: 'two' });
    expect(notes.entriesOf('mina01')).not.toBe(first);
    expect(notes.entriesOf('nobody')).toBe(notes.entriesOf('nobody'));
  });

  it('replaces the kept entries a newer one overtakes, keeping the newer last', () => {
    latestOnly.keep('mina01', { id: 'a', text: 'one' });
    latestOnly.keep('mina01', { id: 'b', text: 'two' });
    latestOnly.keep('mina01', { id: 'a', text: 'three' });
    expect(latestOnly.entriesOf('mina01')).toEqual([
      { id: 'b', text: 'two' },
      { id: 'a', text: 'three' },
    ]);
  });

  it('removes that very entry, leaving one kept beside it, and the key once empty', () => {
    notes.keep('mina01', { id: 'a', text: 'one' });
    notes.keep('mina01', { id: 'a', text: 'newer' });
    const [oldest] = notes.entriesOf('mina01');
    notes.remove('mina01', oldest as Note);
    expect(notes.entriesOf('mina01')).toEqual([{ id: 'a', text: 'newer' }]);
    notes.removeWhere('mina01', (kept) => kept.id === 'a');
    expect(localStorage.getItem(`${prefix}mina01`)).toBeNull();
  });

  it('tells no one when there was nothing to remove', () => {
    notes.keep('mina01', { id: 'a', text: 'one' });
    changes = 0;
    notes.removeWhere('mina01', (kept) => kept.id === 'b');
    notes.forget('mina01');
    expect(changes).toBe(0);
  });

  it('forgets every other person’s entries, and everyone’s without a person to keep', () => {
    notes.keep('mina01', { id: 'a', text: 'one' });
    notes.keep('jun02', { id: 'b', text: 'two' });
    localStorage.setItem('unrelated', 'stays');
    changes = 0;
    notes.forget('mina01');
    expect(notes.entriesOf('jun02')).toEqual([]);
    expect(notes.entriesOf('mina01')).toHaveLength(1);
    expect(changes).toBe(1);
    notes.forget();
    expect(notes.entriesOf('mina01')).toEqual([]);
    expect(localStorage.getItem('unrelated')).toBe('stays');
  });

  it('forgets everyone’s entries at logout', () => {
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
