/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { dialogs, outbox, startOutboxService, userApi, type OutboxService } from 'shared-kernel';
import { buildLifelogObservation, type GuideRange } from 'shared-kernel/isomorphic';
import {
  demoUser,
  dialogOf,
  fakeApi,
  fixClock,
  logIn,
  noAnswer,
  renderRemoteAt,
  resetSession,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';

jest.mock('react-apexcharts/core', () => ({ __esModule: true, default: () => null }));

type Observation = ReturnType<typeof buildLifelogObservation>;

/** Types `systolic/diastolic` into the form's two pressure fields, as a person does. */
function typePressure(value: string) {
  const [systolic = '', diastolic = ''] = value.split('/');
  fireEvent.change(screen.getByLabelText('수축기 혈압'), { target: { value: systolic } });
  fireEvent.change(screen.getByLabelText('이완기 혈압'), { target: { value: diastolic } });
}
const stored = buildLifelogObservation({
  id: 'bp-1',
  typeKey: 'bloodPressure',
  subjectId: demoUser.fhirResId,
  values: { sbp: 130, dbp: 85 },
  effectiveDateTime: '2026-03-14T09:30:00+09:00',
});
const guides: GuideRange[] = [];

/** Whether the phone has a connection: the browser knows it too (`navigator.onLine`), so nothing leaves offline. */
let online: boolean;
let onLine: jest.SpyInstance<boolean, []>;
let sent: { route: string; key: unknown; body: unknown }[];
let api: ReturnType<typeof fakeApi>;
let service: OutboxService | undefined;

/** A write the API takes only while online, recorded with its key. */
function write(route: string) {
  api.on(route, (body, { headers }) => {
    if (!online) return noAnswer();
    sent.push({ route, key: headers['Idempotency-Key'], body });
    return { status: 200, data: body ?? '' };
  });
}

beforeEach(() => {
  // Today is 2026-03-15 12:00 in Seoul.
  fixClock(new Date('2026-03-15T03:00:00Z'));
  resetSession();
  logIn();
  online = false;
  onLine = jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  sent = [];
  api = fakeApi()
    .on('GET /api/service/idxguide', { status: 200, data: { idxGuideList: guides } })
    .on('GET /api/service/idxguide/sbp', { status: 200, data: { idxGuideList: guides } })
    .on('POST /fhir/Observation/$aggregate', (body) => {
      type Part = { name: string; valueCode?: string };
      const [lifelog] = (body as { parameter?: { part?: Part[] }[] }).parameter ?? [];
      const recent = (lifelog?.part ?? []).some(
        ({ name, valueCode }) => name === 'type' && valueCode === 'recent',
      );
      const parameter = recent
        ? [
            { name: 'total', valueInteger: 1 },
            { name: 'record', resource: stored },
          ]
        : [];
      return { status: 200, data: { resourceType: 'Parameters', parameter } };
    })
    .on('GET /fhir/Observation/bp-1', () => (online ? { status: 200, data: stored } : noAnswer()));
  write('POST /fhir/Observation');
  write('PUT /fhir/Observation/bp-1');
  write('DELETE /fhir/Observation/bp-1');
});

afterEach(() => {
  onLine.mockRestore();
  service?.stop();
  service = undefined;
  dialogs.closeAll();
  jest.useRealTimers();
});

const detailPage = '/main/my/lifelogDetailPage?lifelogTypeCode=0017';

/** Records a blood pressure as the person does: the list's 기록하기, the value, 저장. */
async function recordPressure(value: string) {
  fireEvent.click(await screen.findByRole('link', { name: '기록하기' }));
  await screen.findByRole('dialog', { name: '혈압 기록하기' });
  typePressure(value);
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  expect((await dialogOf('toast')).message).toBe(
    '이 휴대폰에 저장해 두었어요. 인터넷이 다시 연결되면 보낼게요.',
  );
  act(() => dialogs.closeAll());
}

/** Opens a row's edit form, types a new value and saves; answers the toast. */
async function editRow(date: string, value: string): Promise<string> {
  fireEvent.click(await screen.findByRole('link', { name: `${date} 기록 수정` }));
  await screen.findByRole('dialog', { name: '혈압 기록 수정' });
  typePressure(value);
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  const toast = (await dialogOf('toast')).message;
  act(() => dialogs.closeAll());
  return toast;
}

/** Back online: the shell's outbox service sends what waits. */
async function backOnline() {
  online = true;
  await act(async () => {
    service = startOutboxService();
    await service.flush();
  });
}

const valuesOf = (body: unknown) =>
  (body as Observation).component?.map(({ valueQuantity }) => valueQuantity?.value);

describe('editing a record offline', () => {
  it('keeps the edit on the phone, shows the record as it will be, waiting, and sends the PUT after the create kept before it', async () => {
    await renderRemoteAt(RemoteRoot, detailPage);
    await recordPressure('120/80');
    // The record's own read fails offline: the form starts from the record as the list showed it.
    expect(await editRow('2026.03.14 09:30', '128/84')).toBe(
      '수정한 내용을 이 휴대폰에 저장해 두었어요. 인터넷이 다시 연결되면 보낼게요.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const row = (await screen.findByRole('link', { name: '2026.03.14 09:30 기록 수정' })).closest('li');
    expect(row?.textContent).toContain('128/84');
    expect(row?.textContent).toContain('보내기 대기 중');
    expect(screen.getByText('보내기를 기다리는 기록이 2건 있어요')).toBeTruthy();

    await backOnline();
    expect(sent.map(({ route }) => route)).toEqual(['POST /fhir/Observation', 'PUT /fhir/Observation/bp-1']);
    expect(valuesOf(sent[1]?.body)).toEqual([128, 84]);
    expect((sent[1]?.body as Observation).effectiveDateTime).toBe('2026-03-14T09:30:00+09:00');
    expect(typeof sent[1]?.key).toBe('string');
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
    expect(outbox.calls(demoUser.userId)).toEqual([]);
  });

  it('edits a new record still waiting to be created: the one create sends the new values under its key', async () => {
    await renderRemoteAt(RemoteRoot, detailPage);
    await recordPressure('120/80');
    const [kept] = outbox.calls(demoUser.userId);
    const waiting = screen.getByRole('list', { name: '보내기를 기다리는 새 기록' });
    expect(within(waiting).getByText('120/80')).toBeTruthy();

    expect(await editRow('2026.03.15 12:00', '118/78')).toBe(
      '이 휴대폰에 저장해 두었어요. 인터넷이 다시 연결되면 보낼게요.',
    );
    expect(
      within(screen.getByRole('list', { name: '보내기를 기다리는 새 기록' })).getByText('118/78'),
    ).toBeTruthy();
    expect(outbox.calls(demoUser.userId)).toHaveLength(1);

    await backOnline();
    expect(sent.map(({ route }) => route)).toEqual(['POST /fhir/Observation']);
    expect(sent[0]?.key).toBe(kept?.idempotencyKey);
    expect(valuesOf(sent[0]?.body)).toEqual([118, 78]);
  });
});

describe('deleting a record offline', () => {
  it('keeps the delete on the phone, shows the record waiting to be deleted, and sends the DELETE once back online', async () => {
    await renderRemoteAt(RemoteRoot, detailPage);
    fireEvent.click(await screen.findByRole('button', { name: '2026.03.14 09:30 기록 삭제' }));
    const confirm = await dialogOf('confirm');
    act(() => confirm.close(true));
    expect((await dialogOf('toast')).message).toBe(
      '삭제를 이 휴대폰에 저장해 두었어요. 인터넷이 다시 연결되면 삭제할게요.',
    );
    expect(await screen.findByText('인터넷이 연결되면 삭제돼요')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '2026.03.14 09:30 기록 삭제' })).toBeNull();
    expect(screen.queryByRole('link', { name: '2026.03.14 09:30 기록 수정' })).toBeNull();

    await backOnline();
    expect(sent.map(({ route }) => route)).toEqual(['DELETE /fhir/Observation/bp-1']);
    expect(typeof sent[0]?.key).toBe('string');
  });

  it('drops a new record still waiting to be created: it is never sent', async () => {
    await renderRemoteAt(RemoteRoot, detailPage);
    await recordPressure('120/80');
    fireEvent.click(screen.getByRole('button', { name: '2026.03.15 12:00 기록 삭제' }));
    const confirm = await dialogOf('confirm');
    expect(confirm.options.message).toBe('2026.03.15 12:00에 측정한 120/80 mmHg 기록을 삭제할까요?');
    act(() => confirm.close(true));
    expect((await dialogOf('toast')).message).toBe('기록을 삭제했어요');
    expect(screen.queryByRole('list', { name: '보내기를 기다리는 새 기록' })).toBeNull();
    expect(outbox.calls(demoUser.userId)).toEqual([]);

    await backOnline();
    expect(sent).toEqual([]);
  });
});

describe('changing a new record while it is being sent', () => {
  // Issue 15: a waiting record edited or deleted while its create is on its way (the request left, no answer
  // yet) is never stored twice, never loses the edit and never stays stored once deleted: the change follows the
  // create as an update or delete of the record it made.
  const made = { ...stored, id: 'bp-new' };
  let release: () => void;
  let held: Promise<void> | null;

  beforeEach(() => {
    api
      .on('POST /fhir/Observation', (body, { headers }) => {
        if (!online) return noAnswer();
        sent.push({ route: 'POST /fhir/Observation', key: headers['Idempotency-Key'], body });
        return { status: 201, data: { ...(body as Observation), id: made.id } };
      })
      .on('PUT /fhir/Observation/bp-new', (body, { headers }) => {
        sent.push({ route: 'PUT /fhir/Observation/bp-new', key: headers['Idempotency-Key'], body });
        return { status: 200, data: body };
      })
      .on('DELETE /fhir/Observation/bp-new', (body, { headers }) => {
        sent.push({ route: 'DELETE /fhir/Observation/bp-new', key: headers['Idempotency-Key'], body });
        return { status: 204, data: '' };
      });
    // Once armed, the next request reaches the API and its answer waits for `release`.
    const fake = userApi.defaults.adapter as (config: unknown) => Promise<unknown>;
    held = null;
    userApi.defaults.adapter = (async (config: unknown) => {
      const answer = fake(config);
      const wait = held;
      held = null;
      if (wait) await wait;
      return answer;
    }) as never;
  });

  /** Records 120/80 offline, then comes back online: its create leaves, and waits for its answer. */
  async function recordThenSend() {
    await renderRemoteAt(RemoteRoot, detailPage);
    await recordPressure('120/80');
    online = true;
    held = new Promise((resolve) => {
      release = resolve;
    });
    await act(async () => {
      service = startOutboxService();
    });
    const waiting = screen.getByRole('list', { name: '보내기를 기다리는 새 기록' });
    expect(await within(waiting).findByText('보내는 중…')).toBeTruthy();
    expect(sent.map(({ route }) => route)).toEqual(['POST /fhir/Observation']);
  }

  it('sends an edit saved meanwhile after the create, as the update of the record it made', async () => {
    await recordThenSend();
    fireEvent.click(screen.getByRole('link', { name: '2026.03.15 12:00 기록 수정' }));
    const form = await screen.findByRole('dialog', { name: '혈압 기록 수정' });
    expect(within(form).getByRole('status').textContent).toBe(
      '이 기록을 지금 보내는 중이에요. 고친 내용은 보낸 다음에 이어서 보낼게요.',
    );
    typePressure('118/78');
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect((await dialogOf('toast')).message).toBe('고친 내용은 이 기록을 보낸 다음에 이어서 보낼게요.');
    act(() => dialogs.closeAll());

    await act(async () => {
      release();
      await service?.flush();
    });
    expect(sent.map(({ route }) => route)).toEqual([
      'POST /fhir/Observation',
      'PUT /fhir/Observation/bp-new',
    ]);
    expect(valuesOf(sent[0]?.body)).toEqual([120, 80]);
    expect(valuesOf(sent[1]?.body)).toEqual([118, 78]);
    expect((sent[1]?.body as Observation).id).toBe('bp-new');
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
    expect(outbox.calls(demoUser.userId)).toEqual([]);
  });

  it('deletes the record the create made when it is deleted meanwhile', async () => {
    await recordThenSend();
    fireEvent.click(screen.getByRole('button', { name: '2026.03.15 12:00 기록 삭제' }));
    const confirm = await dialogOf('confirm');
    act(() => confirm.close(true));
    expect((await dialogOf('toast')).message).toBe('이 기록은 보내는 중이라서, 보낸 다음에 삭제할게요.');
    expect(screen.queryByRole('list', { name: '보내기를 기다리는 새 기록' })).toBeNull();

    await act(async () => {
      release();
      await service?.flush();
    });
    expect(sent.map(({ route }) => route)).toEqual([
      'POST /fhir/Observation',
      'DELETE /fhir/Observation/bp-new',
    ]);
    expect(outbox.calls(demoUser.userId)).toEqual([]);
  });
});
