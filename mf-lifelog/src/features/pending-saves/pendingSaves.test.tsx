/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import {
  bus,
  dialogs,
  firstRetryDelayMs,
  retryDelayMs,
  session,
  startOutboxService,
  type OpenDialog,
  type OutboxService,
} from 'shared-kernel';
import { buildLifelogObservation } from 'shared-kernel/isomorphic';
import {
  demoUser,
  fakeApi,
  logIn,
  noAnswer,
  refusal,
  renderRemoteAt,
  resetSession,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { createOrQueue } from '.';

type Observation = ReturnType<typeof buildLifelogObservation>;

const createRoute = 'POST /fhir/Observation';

let openDialogs: readonly OpenDialog[] = [];
dialogs.state$.subscribe((current) => {
  openDialogs = current;
});

function weight(value: number): Observation {
  return buildLifelogObservation({
    typeKey: 'weight',
    subjectId: demoUser.fhirResId,
    values: { weight: value },
    effectiveDateTime: '2026-03-14T08:30:00+09:00',
  });
}

function attempts(): number {
  return api.routes().filter((route) => route === createRoute).length;
}

let service: OutboxService | undefined;

/** Shows the remote with the shell's outbox service running, which tries the kept records at once. */
async function mountAndSend(language?: 'en'): Promise<void> {
  await renderRemoteAt(RemoteRoot, '/main/feed', language);
  await act(async () => {
    service = startOutboxService();
  });
}

/** Shows the remote while the API is down, and waits until the service's first try has failed. */
async function mountWhileDown(): Promise<void> {
  const before = attempts();
  await mountAndSend();
  await waitFor(() => expect(attempts()).toBe(before + 1));
  await act(async () => {});
}

function waitingText(): string | null {
  return screen.queryByRole('status')?.textContent ?? null;
}

let api: ReturnType<typeof fakeApi>;
let apiUp: boolean;
let sent: { key: unknown; value: unknown }[];
let changes: string[];
let listening: { unsubscribe(): void };

beforeEach(async () => {
  jest.useFakeTimers();
  resetSession();
  logIn();
  apiUp = false;
  sent = [];
  api = fakeApi().on(createRoute, (body, { headers }) => {
    if (!apiUp) return noAnswer();
    sent.push({ key: headers['Idempotency-Key'], value: (body as Observation).valueQuantity?.value });
    return { status: 201, data: body };
  });
  changes = [];
  listening = bus.on('lifelog.changed').subscribe(({ payload }) => changes.push(payload.lifelogTypeKey));
  expect(await createOrQueue(weight(70.5), 'key-1')).toBe('queued');
});

afterEach(() => {
  service?.stop();
  service = undefined;
  listening.unsubscribe();
  dialogs.closeAll();
  jest.useRealTimers();
});

describe('records kept on the phone', () => {
  it('are only kept when the API did not answer or failed, never when it refused', async () => {
    api.on(createRoute, refusal(503, 'M0073', 'down'));
    expect(await createOrQueue(weight(70.6), 'key-2')).toBe('queued');
    api.on(createRoute, refusal(400, 'M0135', 'one decimal'));
    await expect(createOrQueue(weight(70.55), 'key-3')).rejects.toMatchObject({ status: 400, code: 'M0135' });
    api.on(createRoute, () => noAnswer());
    await mountWhileDown();
    expect(waitingText()).toBe('보내기를 기다리는 기록이 2건 있어요');
  });

  it('are tried when the outbox service starts, oldest first, each with its own key, and announced once sent', async () => {
    await createOrQueue(weight(71), 'key-2');
    apiUp = true;
    await mountAndSend();
    await waitFor(() => expect(waitingText()).toBeNull());
    expect(sent).toEqual([
      { key: 'key-1', value: 70.5 },
      { key: 'key-2', value: 71 },
    ]);
    expect(changes).toEqual(['weight', 'weight']);
  });

  it('keep waiting while the API stays down, retried after 5 s, then 10 s', async () => {
    await mountWhileDown();
    expect(waitingText()).toBe('보내기를 기다리는 기록이 1건 있어요');
    await act(async () => {
      jest.advanceTimersByTime(firstRetryDelayMs);
    });
    expect(attempts()).toBe(3);
    expect(waitingText()).toBe('보내기를 기다리는 기록이 1건 있어요');
    apiUp = true;
    await act(async () => {
      jest.advanceTimersByTime(retryDelayMs(2));
    });
    await waitFor(() => expect(waitingText()).toBeNull());
    expect(sent).toEqual([{ key: 'key-1', value: 70.5 }]);
  });

  it('are sent as soon as the browser is back online', async () => {
    await mountWhileDown();
    apiUp = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(waitingText()).toBeNull());
    expect(sent).toEqual([{ key: 'key-1', value: 70.5 }]);
  });

  it('drop a record the API refuses and tell the person why', async () => {
    await createOrQueue(weight(71), 'key-2');
    api.on(createRoute, (body, { headers }) =>
      headers['Idempotency-Key'] === 'key-1'
        ? refusal(
            400,
            'M0134',
            '체중은 1에서 1000kg 사이로 입력해 주세요.',
            'Observation.valueQuantity.value',
          )
        : { status: 201, data: body },
    );
    await mountAndSend();
    await waitFor(() => expect(waitingText()).toBeNull());
    const alert = openDialogs.find((dialog) => dialog.kind === 'alert');
    expect(alert?.kind === 'alert' && alert.options.message).toBe(
      '이 휴대폰에 저장해 둔 기록(체중, 2026.03.14 08:30 측정)을 보낼 수 없어서 지웠어요. 체중은 1에서 1000kg 사이로 입력해 주세요.',
    );
    expect(changes).toEqual(['weight']);
  });

  it('go with the session when the login is refused, without a message about each', async () => {
    api
      .on(createRoute, refusal(401, 'M0139', '다시 로그인해 주세요.'))
      .on('POST /oauth/token', refusal(400, 'M0139', '다시 로그인해 주세요.'));
    await mountAndSend();
    await waitFor(() => expect(session.isLoggedIn()).toBe(false));
    await act(async () => {});
    expect(openDialogs.filter((dialog) => dialog.kind === 'alert')).toEqual([]);
    expect(waitingText()).toBeNull();
  });

  it('are forgotten at logout', async () => {
    await mountWhileDown();
    expect(waitingText()).not.toBeNull();
    act(() => session.clear());
    expect(waitingText()).toBeNull();
    apiUp = true;
    act(() => logIn());
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(waitingText()).toBeNull();
    expect(sent).toEqual([]);
  });

  it('are never sent with another person’s login', async () => {
    apiUp = true;
    logIn({ ...demoUser, userId: 'jun02', fhirResId: '0c5a7e1d-8b2f-4f3a-a1c9-6d4e2b7f9a10' });
    await mountAndSend();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(sent).toEqual([]);
    act(() => logIn());
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(sent).toEqual([]);
    expect(waitingText()).toBeNull();
  });
});

describe('in English', () => {
  it('counts the waiting records', async () => {
    await createOrQueue(weight(71), 'key-2');
    await renderRemoteAt(RemoteRoot, '/main/feed', 'en');
    expect(waitingText()).toBe('2 records waiting to be sent');
    act(() => session.clear());
    act(() => logIn());
    await act(() => createOrQueue(weight(71), 'key-3'));
    expect(waitingText()).toBe('1 record waiting to be sent');
  });
});
