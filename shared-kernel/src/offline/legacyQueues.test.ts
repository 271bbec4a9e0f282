/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { demoUser, fakeApi, logIn, resetSession, type Reply } from '../testing/fakeApi';
import { createKeptQueue } from './keptQueue';
import { outbox } from './outbox';
import { startOutboxService, type OutboxService } from './outboxService';

const userId = demoUser.userId;
const observation = {
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: 'http://loinc.org', code: '29463-7' }], text: 'Body weight' },
  effectiveDateTime: '2026-03-01T08:00:00+09:00',
  valueQuantity: { value: 70.5, unit: 'kg' },
};
const oldSave = { idempotencyKey: 'old-key-1', observation, createdAt: '2026-03-01T08:01:00.000Z' };
const oldTick = {
  tkmdSn: 3,
  tkmdDtlsSn: 41,
  tkmdNm: '메트포르민',
  tkmdPlanDt: '2026-03-01 08:00',
  tkmdSttusCode: '0002',
  createdAt: '2026-03-01T08:02:00.000Z',
};
const oldComment = {
  feedSn: 7,
  chnSn: 2,
  comtCn: '잘했어요',
  upperComtSn: null,
  createdAt: '2026-03-01T08:03:00.000Z',
};

let service: OutboxService | undefined;
let sent: { route: string; key: unknown; body: unknown }[];

function recorder(route: string) {
  return (body: unknown, { headers }: { headers: Record<string, unknown> }): Reply => {
    sent.push({ route, key: headers['Idempotency-Key'], body });
    return { status: 200, data: {} };
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  resetSession();
  sent = [];
  fakeApi()
    .on('POST /fhir/Observation', recorder('POST /fhir/Observation'))
    .on('PUT /api/medication/plan/3/41', recorder('PUT /api/medication/plan/3/41'))
    .on('POST /api/feed/7/2/comt', recorder('POST /api/feed/7/2/comt'))
    .on('POST /api/notes', recorder('POST /api/notes'));
});

afterEach(() => {
  service?.stop();
  service = undefined;
  jest.useRealTimers();
});

describe('entries the old build kept under its per-area keys', () => {
  it('move into the outbox once at start, before the calls kept since, and are sent; the old keys are removed', async () => {
    localStorage.setItem(`mf-lifelog.pendingSaves.${userId}`, JSON.stringify([oldSave]));
    localStorage.setItem(`mf-medicine.pendingTicks.${userId}`, JSON.stringify([oldTick]));
    localStorage.setItem(`mf-channel.keptComments.${userId}`, JSON.stringify([oldComment, { feedSn: 'x' }]));
    localStorage.setItem('mf-lifelog.pendingSaves.jun02', JSON.stringify([oldSave]));
    logIn();
    const notes = createKeptQueue<{ text: string }>({
      kind: 'test.notes',
      isEntry: (value): value is { text: string } => typeof value === 'object' && value !== null,
      toCall: (note) => ({
        method: 'POST',
        path: '/api/notes',
        body: note,
        label: { key: 'shell:outbox.refused' },
      }),
    });
    notes.keep(userId, { text: 'kept since' });

    await act(async () => {
      service = startOutboxService();
    });

    expect(sent.map(({ route }) => route)).toEqual([
      'POST /fhir/Observation',
      'PUT /api/medication/plan/3/41',
      'POST /api/feed/7/2/comt',
      'POST /api/notes',
    ]);
    // A record keeps the key it was kept with, so that the API stores it once even if the old build sent it.
    expect(sent[0]).toMatchObject({ key: 'old-key-1', body: observation });
    expect(sent[1]).toMatchObject({ body: { tkmdSttusCode: '0002' } });
    expect(sent[2]).toMatchObject({ body: { comtCn: '잘했어요', upperComtSn: null } });
    expect(outbox.calls(userId)).toEqual([]);
    const left = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).filter(
      (key) => key?.startsWith('mf-'),
    );
    expect(left).toEqual([]);
  });

  it('are shown by the area’s own view of the outbox while they wait, as the new build keeps them', async () => {
    localStorage.setItem(`mf-lifelog.pendingSaves.${userId}`, JSON.stringify([oldSave]));
    logIn();
    fakeApi().on('POST /fhir/Observation', { status: 503, data: { code: 'M0073', message: 'down' } });
    await act(async () => {
      service = startOutboxService();
    });
    const [call] = outbox.calls(userId);
    expect(call).toMatchObject({
      kind: 'mf-lifelog.pendingSaves',
      entry: oldSave,
      idempotencyKey: 'old-key-1',
      createdAt: oldSave.createdAt,
      label: {
        key: 'lifelogRecords:pending.dropped',
        values: { type: 'Body weight', date: '2026-03-01 08:00' },
      },
    });
    expect(localStorage.getItem(`mf-lifelog.pendingSaves.${userId}`)).toBeNull();
  });

  it('wait for their owner’s login when nobody is logged in at start', async () => {
    localStorage.setItem(`mf-medicine.pendingTicks.${userId}`, JSON.stringify([oldTick]));
    await act(async () => {
      service = startOutboxService();
    });
    expect(localStorage.getItem(`mf-medicine.pendingTicks.${userId}`)).not.toBeNull();
    await act(async () => logIn());
    expect(sent.map(({ route }) => route)).toEqual(['PUT /api/medication/plan/3/41']);
    expect(localStorage.getItem(`mf-medicine.pendingTicks.${userId}`)).toBeNull();
  });
});
