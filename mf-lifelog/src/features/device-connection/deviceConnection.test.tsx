/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, dialogs, type BridgeRequest } from 'shared-kernel';
import { fakeApi, logIn, renderRemoteAt, resetSession, watchMissingTexts } from 'shared-kernel/testing';
import { nativeResultCodes } from 'shared-kernel/isomorphic';
import { RemoteRoot } from '../../RemoteRoot';

type Answer = { resultCode: number; data?: unknown };

/**
 * A native Android or iOS host answering the bridge the way BRIDGE.md says: `connect` answers connectHealthApp,
 * or holds it until `answerHeld` when null.
 */
function fakeHost(platform: 'android' | 'ios', connect: Answer | null, release: Answer = success()) {
  const requests: BridgeRequest[] = [];
  const held: BridgeRequest[] = [];
  const answer = (request: BridgeRequest, reply: Answer) =>
    queueMicrotask(() => window.familyHealthBridge?.receive({ id: request.id, ...reply }));
  const postMessage = (request: BridgeRequest) => {
    requests.push(request);
    if (request.method === 'getAppVersion') answer(request, success({ platform, version: '3.2.0' }));
    else if (request.method === 'releaseHealthApp') answer(request, release);
    else if (request.method !== 'connectHealthApp')
      answer(request, { resultCode: nativeResultCodes.UNKNOWN });
    else if (connect) answer(request, connect);
    else held.push(request);
  };
  if (platform === 'android')
    window.FamilyHealthAndroid = { postMessage: (json) => postMessage(JSON.parse(json) as BridgeRequest) };
  else
    window.webkit = {
      messageHandlers: { familyHealth: { postMessage: (message) => postMessage(message as BridgeRequest) } },
    };
  return {
    /** Method and params of each call, in order. */
    calls: () => requests.map(({ method, params }) => ({ method, params })),
    answerHeld(reply: Answer) {
      const request = held.shift();
      if (request) window.familyHealthBridge?.receive({ id: request.id, ...reply });
    },
  };
}

function success(data?: unknown): Answer {
  return { resultCode: nativeResultCodes.SUCCESS, data };
}

const steps = {
  lifelogTypeKey: 'step',
  values: { stepCount: 812 },
  effectiveDateTime: '2026-03-02T09:00:00+09:00',
  effectiveEnd: '2026-03-02T10:00:00+09:00',
  sourceId: 'steps-2026-03-02T09',
};
const pressure = {
  lifelogTypeKey: 'bloodPressure',
  values: { sbp: 128.4, dbp: 84 },
  effectiveDateTime: '2026-03-02T07:30:00+09:00',
  sourceId: 'bp/7:30 a&b',
};
const weight = {
  lifelogTypeKey: 'weight',
  values: { weight: 70.26 },
  effectiveDateTime: '2026-03-02T07:00:00+09:00',
  sourceId: 'weight-1',
};

interface TransactionEntry {
  resource: {
    resourceType: string;
    identifier?: { system: string; value: string }[];
    valueQuantity?: { value: number };
  };
  request: { method: string; url: string; ifNoneExist?: string };
}
interface Transaction {
  type: string;
  entry: TransactionEntry[];
}

const notConnected = { deviceTypeCode: null, cnncAt: 'N', cnncDt: null };
const connectedTo = (deviceTypeCode: string) => ({
  deviceTypeCode,
  cnncAt: 'Y',
  cnncDt: '2026-01-05T10:00:00+09:00',
});

/** The platform API: a connection, and transactions whose conditional creates store each identifier once. */
function platformApi(connection: object = notConnected) {
  const stored = new Set<string>();
  return fakeApi()
    .on('GET /api/service/lifelog/connection', { status: 200, data: connection })
    .on('PUT /api/service/lifelog/connection', (body) => {
      const { deviceTypeCode, cnncAt } = body as { deviceTypeCode: string; cnncAt: string };
      return {
        status: 200,
        data: { deviceTypeCode, cnncAt, cnncDt: cnncAt === 'Y' ? '2026-03-02T11:00:00+09:00' : null },
      };
    })
    .on('POST /fhir', (body) => {
      const transaction = body as Transaction;
      const entry = transaction.entry.map(({ request }) => {
        const identifier = new URLSearchParams(request.ifNoneExist).get('identifier') ?? '';
        const created = !stored.has(identifier);
        stored.add(identifier);
        return { response: { status: created ? '201 Created' : '200 OK' } };
      });
      return { status: 200, data: { resourceType: 'Bundle', type: 'transaction-response', entry } };
    });
}

type Api = ReturnType<typeof platformApi>;
const transactions = (api: Api) => api.bodies('POST /fhir') as Transaction[];
const connectionPuts = (api: Api) => api.bodies('PUT /api/service/lifelog/connection');

const sheetTitles = { ko: '건강 앱 연동', en: 'Link a health app', km: 'ភ្ជាប់កម្មវិធីសុខភាព' };

async function openSheet(path = '/main/feed/lifelogConnect', language: keyof typeof sheetTitles = 'ko') {
  await renderRemoteAt(RemoteRoot, path, language);
  const sheet = await screen.findByRole('dialog', { name: sheetTitles[language] });
  await within(sheet).findByRole('list');
  return within(sheet);
}

/** The source's row in the sheet. */
function source(name: string) {
  const heading = screen.getByRole('heading', { name });
  return within(heading.closest('li') as HTMLElement);
}

/** Answers the next confirmation dialog, and gives its message. */
function answerConfirm(answer: boolean): Promise<string> {
  return new Promise((resolve) => {
    const subscription = dialogs.state$.subscribe((open) => {
      const confirm = open.find((dialog) => dialog.kind === 'confirm');
      if (confirm?.kind !== 'confirm') return;
      queueMicrotask(() => {
        subscription.unsubscribe();
        resolve(confirm.options.message);
        confirm.close(answer);
      });
    });
  });
}

const subscriptions: { unsubscribe(): void }[] = [];

/** The life-log types announced as changed from now on. */
function changedTypes() {
  const types: string[] = [];
  subscriptions.push(
    bus.on('lifelog.changed').subscribe(({ payload }) => types.push(payload.lifelogTypeKey)),
  );
  return types;
}

beforeEach(() => {
  resetSession();
  logIn();
});

afterEach(() => {
  subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe());
  delete window.FamilyHealthAndroid;
  delete window.webkit;
});

describe('connecting a health app', () => {
  it('saves the records in one transaction of conditional creates, then records the connection', async () => {
    const host = fakeHost('android', success({ records: [steps, pressure, weight] }));
    const api = platformApi();
    const types = changedTypes();
    await openSheet('/main/my/lifelogConnect');

    fireEvent.click(source('Google 피트니스').getByRole('button', { name: 'Google 피트니스 연동하기' }));

    expect(await screen.findByText('기록 3건을 새로 저장했어요(걸음 수, 혈압, 체중).')).toBeTruthy();
    expect(source('Google 피트니스').getByText('2026.03.02부터 연동되어 있어요')).toBeTruthy();
    expect(host.calls()).toEqual([
      { method: 'getAppVersion', params: {} },
      { method: 'connectHealthApp', params: { deviceTypeCode: '0001' } },
    ]);
    const [transaction, ...others] = transactions(api);
    expect(others).toEqual([]);
    expect(transaction?.type).toBe('transaction');
    const system = 'https://fhir.family-health.app/health-app/0001';
    expect(transaction?.entry.map(({ request }) => request)).toEqual([
      { method: 'POST', url: 'Observation', ifNoneExist: `identifier=${system}|steps-2026-03-02T09` },
      { method: 'POST', url: 'Observation', ifNoneExist: `identifier=${system}|bp%2F7%3A30%20a%26b` },
      { method: 'POST', url: 'Observation', ifNoneExist: `identifier=${system}|weight-1` },
    ]);
    expect(transaction?.entry.map(({ resource }) => resource.identifier)).toEqual([
      [{ system, value: 'steps-2026-03-02T09' }],
      [{ system, value: 'bp/7:30 a&b' }],
      [{ system, value: 'weight-1' }],
    ]);
    expect(transaction?.entry[2]?.resource.valueQuantity?.value).toBe(70.3);
    expect(connectionPuts(api)).toEqual([{ deviceTypeCode: '0001', cnncAt: 'Y' }]);
    expect(types).toEqual(['step', 'bloodPressure', 'weight']);
  });

  it('sends the same identifiers when the same data comes twice, and stores nothing the second time', async () => {
    fakeHost('android', success({ records: [steps, pressure] }));
    const api = platformApi();
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: '삼성 헬스 연동하기' }));
    await screen.findByText('기록 2건을 새로 저장했어요(걸음 수, 혈압).');

    cleanup();
    const types = changedTypes();
    await openSheet('/user/myChn/setting/lifelogConnect');
    fireEvent.click(screen.getByRole('button', { name: '삼성 헬스 연동하기' }));

    expect(await screen.findByText('새로 저장할 기록이 없어요. 2건은 이미 저장되어 있어요.')).toBeTruthy();
    const [first, second] = transactions(api);
    expect(second?.entry).toEqual(first?.entry);
    expect(types).toEqual([]);
  });

  it('sends at most 100 entries per transaction', async () => {
    const records = Array.from({ length: 250 }, (_, index) => ({ ...steps, sourceId: `steps-${index}` }));
    fakeHost('android', success({ records }));
    const api = platformApi();
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Google 피트니스 연동하기' }));

    await screen.findByText('기록 250건을 새로 저장했어요(걸음 수).');
    expect(transactions(api).map((transaction) => transaction.entry.length)).toEqual([100, 100, 50]);
  });

  it('leaves out records whose values are out of range, and says how many', async () => {
    fakeHost(
      'android',
      success({ records: [steps, { ...weight, values: { weight: 1200 } }, { bad: true }] }),
    );
    const api = platformApi();
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Google 피트니스 연동하기' }));

    expect(
      await screen.findByText(
        '기록 1건을 새로 저장했어요(걸음 수). 2건은 값이 올바르지 않아 저장하지 않았어요.',
      ),
    ).toBeTruthy();
    expect(transactions(api)[0]?.entry).toHaveLength(1);
  });

  it('says it was cancelled when the person backs out (M0087), and records no connection', async () => {
    fakeHost('ios', { resultCode: nativeResultCodes.USER_CANCEL });
    const api = platformApi();
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Apple 건강 연동하기' }));

    expect(await screen.findByText('연동을 취소했어요.')).toBeTruthy();
    expect(source('Apple 건강').getByText('연동 취소됨')).toBeTruthy();
    expect(connectionPuts(api)).toEqual([]);
  });

  it.each([
    ['LOGIN_ERROR', 'M0148'],
    ['HEALTH_DATA_LOAD_FAIL', 'M0148'],
    ['TREATMENT_DATA_LOAD_FAIL', 'M0148'],
    ['DATA_LOAD_FAIL', 'M0148'],
    ['HEALTH_DATA_SAVE_FAIL', 'M0088'],
    ['TREATMENT_DATA_SAVE_FAIL', 'M0088'],
    ['DATA_SAVE_FAIL', 'M0088'],
    ['UNKNOWN', 'M0088'],
  ] as const)('shows the failure of %s as %s', async (name, code) => {
    fakeHost('android', { resultCode: nativeResultCodes[name] });
    const api = platformApi();
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: '삼성 헬스 연동하기' }));

    const texts = { M0148: '건강 앱을 연동하지 못했어요. 다시 시도해 주세요.', M0088: '연동하지 못했어요.' };
    expect((await screen.findByRole('alert')).textContent).toBe(texts[code]);
    expect(source('삼성 헬스').getByText('연동 실패')).toBeTruthy();
    expect(api.routes()).toEqual(['GET /api/service/lifelog/connection']);
  });

  it('fails with M0088 when the platform cannot store the records, and records no connection', async () => {
    fakeHost('android', success({ records: [steps] }));
    const api = platformApi().on('POST /fhir', {
      status: 400,
      data: { code: 'M0187', message: 'invalid', field: 'Bundle.entry[0].resource' },
    });
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Google 피트니스 연동하기' }));

    expect((await screen.findByRole('alert')).textContent).toBe('연동하지 못했어요.');
    expect(connectionPuts(api)).toEqual([]);
  });

  it('says before any tap that Apple Health needs an iPhone, and offers no button for it on Android', async () => {
    const host = fakeHost('android', success({ records: [] }));
    platformApi();
    await openSheet();

    expect(source('Apple 건강').getByText('iPhone에서만 연동할 수 있어요')).toBeTruthy();
    expect(source('Apple 건강').queryByRole('button')).toBeNull();
    expect(source('Google 피트니스').getByRole('button', { name: 'Google 피트니스 연동하기' })).toBeTruthy();
    expect(source('삼성 헬스').getByRole('button', { name: '삼성 헬스 연동하기' })).toBeTruthy();
    expect(screen.queryByText(/휴대폰에 설치한 가족 건강 앱에서만/)).toBeNull();
    expect(host.calls().map(({ method }) => method)).toEqual(['getAppVersion']);
  });

  it('says before any tap that Google Fit and Samsung Health need an Android phone on iOS', async () => {
    fakeHost('ios', success({ records: [] }));
    platformApi();
    await openSheet();

    for (const name of ['Google 피트니스', '삼성 헬스']) {
      expect(source(name).getByText('Android 휴대폰에서만 연동할 수 있어요')).toBeTruthy();
      expect(source(name).queryByRole('button')).toBeNull();
    }
    expect(source('Apple 건강').getByRole('button', { name: 'Apple 건강 연동하기' })).toBeTruthy();
  });

  it('says in a browser, before any tap, that the phone app links health apps, and offers nothing to tap', async () => {
    const api = platformApi(connectedTo('0002'));
    const ui = await openSheet('/user/myChn/setting/lifelogConnect');

    expect(
      ui.getByText(
        '건강 앱 연동은 휴대폰에 설치한 가족 건강 앱에서만 할 수 있어요. 휴대폰 앱의 설정 → 건강 앱 연동에서 연결해 주세요. 여기서는 어떤 앱이 연동되어 있는지만 볼 수 있어요.',
      ),
    ).toBeTruthy();
    expect(ui.queryAllByRole('button', { name: /연동/ })).toEqual([]);
    for (const name of ['Google 피트니스', '삼성 헬스', 'Apple 건강'])
      expect(source(name).getByText('휴대폰 앱에서만 연동할 수 있어요')).toBeTruthy();
    expect(source('삼성 헬스').getByText('2026.01.05부터 연동되어 있어요')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.routes()).toEqual(['GET /api/service/lifelog/connection']);
  });

  it('closes back to the settings menu it was opened from', async () => {
    platformApi();
    const ui = await openSheet('/user/myChn/setting/lifelogConnect');
    fireEvent.click(ui.getByRole('button', { name: '닫기' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/user/myChn/setting');
  });

  it('offers every source when the native host does not say its platform', async () => {
    window.FamilyHealthAndroid = {
      postMessage: (json) => {
        const request = JSON.parse(json) as BridgeRequest;
        queueMicrotask(() =>
          window.familyHealthBridge?.receive({ id: request.id, resultCode: nativeResultCodes.UNKNOWN }),
        );
      },
    };
    platformApi();
    await openSheet();

    for (const name of ['Google 피트니스', '삼성 헬스', 'Apple 건강'])
      expect(source(name).getByRole('button', { name: `${name} 연동하기` })).toBeTruthy();
  });

  it('shows the link in progress, and answers a second tap with M0086 without a second call', async () => {
    const host = fakeHost('android', null);
    platformApi();
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Google 피트니스 연동하기' }));

    const row = await waitFor(() => {
      const item = screen.getByRole('heading', { name: 'Google 피트니스' }).closest('li');
      expect(item?.getAttribute('aria-busy')).toBe('true');
      return within(item as HTMLElement);
    });
    expect(row.getByText('처리하고 있어요…')).toBeTruthy();
    for (const button of screen.getAllByRole('button', { name: /연동하기/ }))
      expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '삼성 헬스 연동하기' }));

    expect(await screen.findByText('연동하고 있어요. 잠시만 기다려 주세요.')).toBeTruthy();
    expect(host.calls().filter(({ method }) => method === 'connectHealthApp')).toHaveLength(1);
    await act(async () => host.answerHeld({ resultCode: nativeResultCodes.USER_CANCEL }));
    expect(await screen.findByText('연동을 취소했어요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '삼성 헬스 연동하기' }).getAttribute('aria-disabled')).toBe(
      'false',
    );
  });
});

describe('switching and disconnecting', () => {
  it('asks before switching to another source, and keeps the connected one when the person says no', async () => {
    const host = fakeHost('android', success({ records: [] }));
    const api = platformApi(connectedTo('0001'));
    await openSheet();
    expect(source('Google 피트니스').getByText('2026.01.05부터 연동되어 있어요')).toBeTruthy();

    const question = answerConfirm(false);
    fireEvent.click(screen.getByRole('button', { name: '삼성 헬스 연동하기' }));

    expect(await question).toBe(
      '삼성 헬스 연동으로 바꿀까요? 지금 연동된 Google 피트니스 연동은 해제돼요. 이미 저장된 기록은 그대로 남아요.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '삼성 헬스 연동하기' }).getAttribute('aria-disabled')).toBe(
        'false',
      ),
    );
    expect(host.calls().map(({ method }) => method)).toEqual(['getAppVersion']);
    expect(connectionPuts(api)).toEqual([]);
  });

  it('releases the connected source, then connects the new one, once the person confirms', async () => {
    const host = fakeHost('android', success({ records: [steps] }));
    const api = platformApi(connectedTo('0001'));
    await openSheet();

    void answerConfirm(true);
    fireEvent.click(screen.getByRole('button', { name: '삼성 헬스 연동하기' }));

    expect(await screen.findByText('기록 1건을 새로 저장했어요(걸음 수).')).toBeTruthy();
    expect(host.calls()).toEqual([
      { method: 'getAppVersion', params: {} },
      { method: 'releaseHealthApp', params: { deviceTypeCode: '0001' } },
      { method: 'connectHealthApp', params: { deviceTypeCode: '0002' } },
    ]);
    expect(connectionPuts(api)).toEqual([
      { deviceTypeCode: '0001', cnncAt: 'N' },
      { deviceTypeCode: '0002', cnncAt: 'Y' },
    ]);
    expect(source('Google 피트니스').getByText('연동하지 않았어요')).toBeTruthy();
    expect(source('삼성 헬스').getByText('2026.03.02부터 연동되어 있어요')).toBeTruthy();
    expect(transactions(api)[0]?.entry[0]?.request.ifNoneExist).toContain('/health-app/0002|');
  });

  it('disconnects after a confirmation: releases the source, then records the connection as off', async () => {
    const host = fakeHost('android', null);
    const api = platformApi(connectedTo('0002'));
    await openSheet();

    const question = answerConfirm(true);
    fireEvent.click(screen.getByRole('button', { name: '삼성 헬스 연동 해제' }));

    expect(await question).toBe('삼성 헬스 연동을 해제할까요? 이미 저장된 기록은 그대로 남아요.');
    expect(await screen.findByText('삼성 헬스 연동을 해제했어요.')).toBeTruthy();
    expect(host.calls()).toEqual([
      { method: 'getAppVersion', params: {} },
      { method: 'releaseHealthApp', params: { deviceTypeCode: '0002' } },
    ]);
    expect(connectionPuts(api)).toEqual([{ deviceTypeCode: '0002', cnncAt: 'N' }]);
    expect(source('삼성 헬스').getByText('연동하지 않았어요')).toBeTruthy();
  });

  it('keeps the connection when releasing fails', async () => {
    fakeHost('android', null, { resultCode: nativeResultCodes.DATA_SAVE_FAIL });
    const api = platformApi(connectedTo('0002'));
    await openSheet();

    void answerConfirm(true);
    fireEvent.click(screen.getByRole('button', { name: '삼성 헬스 연동 해제' }));

    expect((await screen.findByRole('alert')).textContent).toBe('연동하지 못했어요.');
    expect(connectionPuts(api)).toEqual([]);
    expect(source('삼성 헬스').getByRole('button', { name: '삼성 헬스 연동 해제' })).toBeTruthy();
  });
});

describe('in English', () => {
  it('names the sources, their state and the outcome in English', async () => {
    fakeHost('android', success({ records: [steps, pressure] }));
    platformApi(connectedTo('0001'));
    const ui = await openSheet('/user/myChn/setting/lifelogConnect', 'en');

    expect(source('Google Fit').getByText('Linked since 2026.01.05')).toBeTruthy();
    expect(source('Samsung Health').getByText('Not linked')).toBeTruthy();
    expect(ui.getByRole('button', { name: 'Unlink Google Fit' })).toBeTruthy();
    void answerConfirm(true);
    fireEvent.click(ui.getByRole('button', { name: 'Link Samsung Health' }));

    expect(await screen.findByText('Saved 2 new records (Steps, Blood pressure).')).toBeTruthy();
  });
});

describe.each([
  {
    language: 'en',
    needed: /only be linked in the Family Health app on your phone/,
    row: 'Can only be linked in the phone app',
  },
  {
    language: 'km',
    needed: /អាចភ្ជាប់កម្មវិធីសុខភាពបានតែនៅក្នុងកម្មវិធីសុខភាពគ្រួសារ/,
    row: 'អាចភ្ជាប់បានតែនៅក្នុងកម្មវិធីទូរស័ព្ទប៉ុណ្ណោះ',
  },
] as const)('in a browser ($language)', ({ language, needed, row }) => {
  it('says the phone app links health apps, in the language, with every text found', async () => {
    const missingTexts = watchMissingTexts();
    platformApi();
    const ui = await openSheet('/user/myChn/setting/lifelogConnect', language);

    expect(ui.getByText(needed)).toBeTruthy();
    expect(ui.getAllByText(row)).toHaveLength(3);
    expect(ui.queryAllByRole('button')).toHaveLength(1);
    expect(missingTexts.stop()).toEqual([]);
  });
});
