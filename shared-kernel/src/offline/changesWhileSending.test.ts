/** @jest-environment jsdom */
import { dialogs, type OpenDialog } from '../dialogs';
import { userApi } from '../http/userApi';
import { demoUser, fakeApi, logIn, refusal, resetSession, type Reply } from '../testing/fakeApi';
import { createKeptQueue } from './keptQueue';
import { newIdempotencyKey, outbox } from './outbox';
import { startOutboxService, type OutboxService } from './outboxService';
import { sendOrKeep } from './sending';

// Issue 15: the outbox sends each kept write exactly once, even when the person edits or deletes a waiting
// entry while it is being sent. Rule under test: a create whose request has left (and whose answer did not say
// that nothing was written) is locked — an edit or delete of it is sent after its answer as an update or delete
// of what it made; before its request leaves, an edit replaces it (one call) and a delete drops it (none).

interface RecordEntry {
  readonly key: string;
  readonly text: string;
  readonly change?: 'edit' | 'delete';
  /** The stored record an edit or delete changes. */
  readonly id?: string;
}

const isRecordEntry = (value: unknown): value is RecordEntry =>
  typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';

const records = createKeptQueue<RecordEntry>({
  kind: 'test.records',
  isEntry: isRecordEntry,
  toCall: (entry) => {
    const label = { key: 'shell:outbox.refused', values: { what: entry.text } };
    if (entry.change === undefined) {
      return {
        method: 'POST',
        path: '/api/records',
        body: { text: entry.text },
        idempotencyKey: entry.key,
        label,
      };
    }
    const path = `/api/records/${encodeURIComponent(entry.id ?? '')}`;
    return entry.change === 'delete'
      ? { method: 'DELETE', path, idempotencyKey: entry.key, label }
      : { method: 'PUT', path, body: { id: entry.id, text: entry.text }, idempotencyKey: entry.key, label };
  },
  replaces: (kept, entry) =>
    kept.key === entry.key || (kept.id !== undefined && kept.id === entry.id && entry.change !== undefined),
  changeOfMade: (entry, change, madeId) => ({
    key: newIdempotencyKey(),
    text: entry.text,
    change,
    id: madeId,
  }),
});
const userId = demoUser.userId;

/**
 * A server that stores records, a create once per idempotency key (a repeated key answers the first answer);
 * `refuseOne` refuses a record of 'one', `failNext` answers the next one with a server failure, writing nothing,
 * and `stillRunning` says the next one's key is still being handled (409 M1151) while it lands.
 */
let stored: Map<string, string>;
let createdByKey: Map<string, string>;
let sent: string[];
let refuseOne: boolean;
let failNext: boolean;
let stillRunning: boolean;
let openDialogs: readonly OpenDialog[] = [];
dialogs.state$.subscribe((current) => {
  openDialogs = current;
});

function create(body: unknown, { headers }: { headers: Record<string, unknown> }): Reply {
  sent.push('POST');
  if (refuseOne && (body as { text: string }).text === 'one') return refusal(400, 'M0134', 'refused');
  if (failNext) {
    failNext = false;
    return refusal(503, 'M0073', 'down');
  }
  if (stillRunning) {
    // The first request of this key reached the API, which stores it but has not answered yet.
    stillRunning = false;
    createdByKey.set(String(headers['Idempotency-Key']), 'r1');
    stored.set('r1', (body as { text: string }).text);
    return refusal(409, 'M1151', 'still running');
  }
  const key = String(headers['Idempotency-Key']);
  let id = createdByKey.get(key);
  if (id === undefined) {
    id = `r${createdByKey.size + 1}`;
    createdByKey.set(key, id);
    stored.set(id, (body as { text: string }).text);
  }
  return { status: 201, data: { id, text: stored.get(id) } };
}

function change(method: 'PUT' | 'DELETE', id: string) {
  return (body: unknown): Reply => {
    sent.push(`${method} ${id}`);
    if (!stored.has(id)) return refusal(404, 'M0187', 'gone');
    if (method === 'DELETE') stored.delete(id);
    else stored.set(id, (body as { text: string }).text);
    return { status: 200, data: { id } };
  };
}

/**
 * Holds the answer of the next request: the server has handled it (or not yet, for `before`), the phone has no
 * answer until `release`; `lose` makes the answer never arrive (no connection).
 */
let hold: { answer: Promise<void>; release(outcome?: 'answer' | 'lose'): void } | null;
let lose = false;

function holdNextAnswer(): (outcome?: 'answer' | 'lose') => void {
  let release: (outcome?: 'answer' | 'lose') => void = () => undefined;
  const answer = new Promise<void>((resolve) => {
    release = (outcome = 'answer') => {
      lose = outcome === 'lose';
      resolve();
    };
  });
  hold = { answer, release };
  return release;
}

let service: OutboxService;
/** Lets every promise and timer-free step run: the outbox service sends as far as it can. */
const settle = async () => {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  resetSession();
  logIn();
  stored = new Map();
  createdByKey = new Map();
  sent = [];
  refuseOne = false;
  failNext = false;
  stillRunning = false;
  hold = null;
  lose = false;
  fakeApi()
    .on('POST /api/records', create)
    .on('PUT /api/records/r1', change('PUT', 'r1'))
    .on('DELETE /api/records/r1', change('DELETE', 'r1'));
  const fake = userApi.defaults.adapter as (config: unknown) => Promise<unknown>;
  userApi.defaults.adapter = (async (config: unknown) => {
    const answer = fake(config).then(
      (response) => ({ response }),
      (error: unknown) => ({ error }),
    );
    const held = hold;
    hold = null;
    if (held) await held.answer;
    if (lose) {
      lose = false;
      throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config });
    }
    const outcome = await answer;
    if ('error' in outcome) throw outcome.error;
    return outcome.response;
  }) as never;
});

afterEach(() => {
  service?.stop();
  dialogs.closeAll();
});

const waiting = (text: string): RecordEntry => ({ key: 'create-a', text });

/** Keeps a new record, then starts sending it and holds its answer. */
async function createOnItsWay(): Promise<(outcome?: 'answer' | 'lose') => void> {
  records.keep(userId, waiting('one'), 'create-a');
  const release = holdNextAnswer();
  service = startOutboxService();
  await settle();
  expect(sent).toEqual(['POST']);
  return release;
}

describe('an edit of a waiting create', () => {
  it('made while its create is on its way is sent after it as an update of what it made: one create, the new value', async () => {
    const release = await createOnItsWay();
    expect(records.isSending(userId, 'create-a')).toBe(true);
    records.keep(userId, waiting('two'), 'create-a');
    // The person sees the values they saved, still on their way.
    expect(records.entriesOf(userId)).toEqual([waiting('two')]);
    release();
    await settle();
    expect(sent).toEqual(['POST', 'PUT r1']);
    expect([...stored]).toEqual([['r1', 'two']]);
    expect(outbox.calls(userId)).toEqual([]);
    expect(records.isSending(userId, 'create-a')).toBe(false);
  });

  it('made twice while it goes sends only the latest, once', async () => {
    const release = await createOnItsWay();
    records.keep(userId, waiting('two'), 'create-a');
    records.keep(userId, waiting('three'), 'create-a');
    release();
    await settle();
    expect(sent).toEqual(['POST', 'PUT r1']);
    expect([...stored]).toEqual([['r1', 'three']]);
  });

  it('made before its request leaves replaces it: one create with the new value', async () => {
    records.keep(userId, waiting('one'), 'create-a');
    records.keep(userId, waiting('two'), 'create-a');
    service = startOutboxService();
    await settle();
    expect(sent).toEqual(['POST']);
    expect([...stored]).toEqual([['r1', 'two']]);
  });

  it('goes in its place, as a create, when the API refuses the create (nothing was made), without a refusal told', async () => {
    refuseOne = true;
    const release = await createOnItsWay();
    records.keep(userId, waiting('two'), 'create-a');
    release();
    await settle();
    expect(openDialogs).toEqual([]);
    expect(sent).toEqual(['POST', 'POST']);
    expect([...stored]).toEqual([['r1', 'two']]);
    expect(outbox.calls(userId)).toEqual([]);
  });

  it('replaces it when the answer says nothing was written (a server failure)', async () => {
    records.keep(userId, waiting('one'), 'create-a');
    failNext = true;
    service = startOutboxService();
    await settle();
    expect(records.isSending(userId, 'create-a')).toBe(false);
    records.keep(userId, waiting('two'), 'create-a');
    await service.flush();
    expect(sent).toEqual(['POST', 'POST']);
    expect([...stored]).toEqual([['r1', 'two']]);
  });

  it('stays an update after a request whose answer never came: the create may have landed', async () => {
    const release = await createOnItsWay();
    release('lose');
    await settle();
    expect([...stored]).toEqual([['r1', 'one']]);
    expect(records.isSending(userId, 'create-a')).toBe(true);
    records.keep(userId, waiting('two'), 'create-a');
    await service.flush();
    expect(sent).toEqual(['POST', 'POST', 'PUT r1']);
    expect([...stored]).toEqual([['r1', 'two']]);
  });

  it('stays an update while the API is still handling the create’s first request (409 M1151), never told as refused', async () => {
    records.keep(userId, waiting('one'), 'create-a');
    stillRunning = true;
    service = startOutboxService();
    await settle();
    expect(openDialogs).toEqual([]);
    expect(records.isSending(userId, 'create-a')).toBe(true);
    records.keep(userId, waiting('two'), 'create-a');
    await service.flush();
    expect(sent).toEqual(['POST', 'POST', 'PUT r1']);
    expect([...stored]).toEqual([['r1', 'two']]);
  });

  it('saved after its create went (a form still open on it) changes what the create made', async () => {
    records.keep(userId, waiting('one'), 'create-a');
    service = startOutboxService();
    await settle();
    records.keep(userId, waiting('two'), 'create-a');
    await service.flush();
    expect(sent).toEqual(['POST', 'PUT r1']);
    expect([...stored]).toEqual([['r1', 'two']]);
  });
});

describe('a create kept after its own request got no answer', () => {
  it('may have landed: an edit of it follows it as an update, one record with the new value', async () => {
    const release = holdNextAnswer();
    const kept = sendOrKeep(
      records,
      async (key) =>
        (await userApi.post('/api/records', { text: 'one' }, { headers: { 'Idempotency-Key': key } })).data,
      () => waiting('one'),
      'create-a',
    );
    await settle();
    release('lose');
    await expect(kept).resolves.toEqual({ state: 'kept' });
    expect(records.isSending(userId, 'create-a')).toBe(true);
    records.keep(userId, waiting('two'), 'create-a');
    service = startOutboxService();
    await settle();
    expect(sent).toEqual(['POST', 'POST', 'PUT r1']);
    expect([...stored]).toEqual([['r1', 'two']]);
  });
});

describe('a delete of a waiting create', () => {
  it('made while its create is on its way deletes what it made, after its answer', async () => {
    const release = await createOnItsWay();
    records.drop(userId, waiting('one'), 'create-a');
    // Gone from the person's list at once; the create and the delete still count as waiting.
    expect(records.entriesOf(userId)).toEqual([]);
    expect(outbox.calls(userId)).toHaveLength(1);
    release();
    await settle();
    expect(sent).toEqual(['POST', 'DELETE r1']);
    expect([...stored]).toEqual([]);
    expect(outbox.calls(userId)).toEqual([]);
  });

  it('made before its request leaves drops it: nothing is sent', async () => {
    records.keep(userId, waiting('one'), 'create-a');
    records.drop(userId, waiting('one'), 'create-a');
    service = startOutboxService();
    await settle();
    expect(sent).toEqual([]);
  });

  it('of a create the API refuses sends nothing more and tells nothing', async () => {
    refuseOne = true;
    const release = await createOnItsWay();
    records.drop(userId, waiting('one'), 'create-a');
    release();
    await settle();
    expect(sent).toEqual(['POST']);
    expect(outbox.calls(userId)).toEqual([]);
    expect(openDialogs).toEqual([]);
  });

  it('confirmed after its create went deletes what the create made', async () => {
    records.keep(userId, waiting('one'), 'create-a');
    service = startOutboxService();
    await settle();
    records.drop(userId, waiting('one'), 'create-a');
    await service.flush();
    expect(sent).toEqual(['POST', 'DELETE r1']);
    expect([...stored]).toEqual([]);
  });
});

describe('while the browser says it is offline', () => {
  it('sends nothing, so an edit still replaces the waiting create; back online it goes once', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      records.keep(userId, waiting('one'), 'create-a');
      service = startOutboxService();
      await settle();
      expect(sent).toEqual([]);
      records.keep(userId, waiting('two'), 'create-a');
    } finally {
      onLine.mockRestore();
    }
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(sent).toEqual(['POST']);
    expect([...stored]).toEqual([['r1', 'two']]);
  });
});

// Issue 32.6: a change of a create whose first request — the page's own, through `sendOrKeep` — has no answer yet
// has neither a kept call to follow nor an id to change; it waits for that request's fate and is never lost.
describe('a change made while the create’s first request is on its way', () => {
  /** Starts the page's own create of 'one' under `create-a` and holds its answer. */
  async function firstRequestOnItsWay() {
    const release = holdNextAnswer();
    const result = sendOrKeep(
      records,
      async (key) =>
        (await userApi.post('/api/records', { text: 'one' }, { headers: { 'Idempotency-Key': key } })).data,
      () => waiting('one'),
      'create-a',
    );
    await settle();
    expect(sent).toEqual(['POST']);
    return { release, result };
  }

  it('is sent as an update of what the create made once its answer comes: one record, the new value', async () => {
    const { release, result } = await firstRequestOnItsWay();
    records.keep(userId, waiting('two'), 'create-a');
    expect(outbox.calls(userId)).toEqual([]);

    release();
    await expect(result).resolves.toMatchObject({ state: 'sent' });
    service = startOutboxService();
    await settle();

    expect(sent).toEqual(['POST', 'PUT r1']);
    expect([...stored]).toEqual([['r1', 'two']]);
    expect(outbox.calls(userId)).toEqual([]);
  });

  it('follows the kept create when the answer never came (it may have landed): one record, the new value', async () => {
    const { release, result } = await firstRequestOnItsWay();
    records.keep(userId, waiting('two'), 'create-a');

    release('lose');
    await expect(result).resolves.toEqual({ state: 'kept' });
    expect(records.entriesOf(userId)).toEqual([waiting('two')]);
    service = startOutboxService();
    await settle();

    expect(sent).toEqual(['POST', 'POST', 'PUT r1']);
    expect([...stored]).toEqual([['r1', 'two']]);
  });

  it('goes in the kept create when the answer says nothing was written: one create, with the new value', async () => {
    failNext = true;
    const { release, result } = await firstRequestOnItsWay();
    records.keep(userId, waiting('two'), 'create-a');

    release();
    await expect(result).resolves.toEqual({ state: 'kept' });
    service = startOutboxService();
    await settle();

    expect(sent).toEqual(['POST', 'POST']);
    expect([...stored]).toEqual([['r1', 'two']]);
  });

  it('deletes what the create made once its answer comes, when the person dropped it meanwhile', async () => {
    const { release, result } = await firstRequestOnItsWay();
    records.drop(userId, waiting('one'), 'create-a');

    release();
    await expect(result).resolves.toMatchObject({ state: 'sent' });
    service = startOutboxService();
    await settle();

    expect(sent).toEqual(['POST', 'DELETE r1']);
    expect([...stored]).toEqual([]);
  });

  it('is kept as the create with the new value when the API refuses the first one (it made nothing)', async () => {
    refuseOne = true;
    const { release, result } = await firstRequestOnItsWay();
    records.keep(userId, waiting('two'), 'create-a');

    release();
    await expect(result).rejects.toMatchObject({ code: 'M0134' });
    service = startOutboxService();
    await settle();

    expect(sent).toEqual(['POST', 'POST']);
    expect([...stored]).toEqual([['r1', 'two']]);
  });
});
