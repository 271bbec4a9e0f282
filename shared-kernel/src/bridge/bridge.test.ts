/** @jest-environment jsdom */
import { nativeResultCodes } from '../isomorphic/codes';
import { createBridge, defaultTimeoutMs, type BridgeEvent, type BridgeRequest } from './index';

const token = { access_token: 'access', refresh_token: 'refresh', expires_in: 3600 };

function quietLogger() {
  return { warn: jest.fn(), error: jest.fn() };
}

function installAndroid() {
  const postMessage = jest.fn<void, [string]>();
  window.FamilyHealthAndroid = { postMessage };
  const requests = (): BridgeRequest[] => postMessage.mock.calls.map(([message]) => JSON.parse(message));
  return { postMessage, requests };
}

function installIos() {
  const postMessage = jest.fn<void, [unknown]>();
  window.webkit = { messageHandlers: { familyHealth: { postMessage } } };
  return { postMessage };
}

function answer(response: unknown) {
  window.familyHealthBridge?.receive(response);
}

/** Lets every settled promise run its callbacks (real timers only). */
function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Records a call's result when it arrives, so that a test can see whether it is still waiting. */
function track<T>(promise: Promise<T>): { result: T | undefined } {
  const tracked: { result: T | undefined } = { result: undefined };
  void promise.then((result) => {
    tracked.result = result;
  });
  return tracked;
}

afterEach(() => {
  delete window.FamilyHealthAndroid;
  delete window.webkit;
  jest.useRealTimers();
});

describe('Android wire format', () => {
  it('posts the request as a JSON string and resolves with the answer given as a JSON string', async () => {
    const android = installAndroid();
    const bridge = createBridge({ logger: quietLogger() });

    const result = bridge.call('connectHealthApp', { deviceTypeCode: '0002' });
    const [request] = android.requests();
    expect(typeof android.postMessage.mock.calls[0]?.[0]).toBe('string');
    expect(request).toEqual({
      id: expect.any(String),
      method: 'connectHealthApp',
      params: { deviceTypeCode: '0002' },
    });
    answer(JSON.stringify({ id: request?.id, resultCode: nativeResultCodes.SUCCESS, data: { records: [] } }));

    await expect(result).resolves.toEqual({
      resultCode: nativeResultCodes.SUCCESS,
      data: { records: [], skippedRecords: 0 },
    });
  });

  it('sends {} as the params of a call without params, whether they are left out or given as {}', () => {
    const android = installAndroid();
    const bridge = createBridge({ logger: quietLogger() });
    void bridge.call('logout');
    void bridge.call('updateApp', {});
    expect(android.requests()).toMatchObject([
      { method: 'logout', params: {} },
      { method: 'updateApp', params: {} },
    ]);
  });
});

describe('iOS wire format', () => {
  it('posts the request object to the familyHealth message handler and takes an object answer', async () => {
    const ios = installIos();
    const bridge = createBridge({ logger: quietLogger() });

    const result = bridge.call('start');
    const request = ios.postMessage.mock.calls[0]?.[0] as BridgeRequest;
    expect(request).toEqual({ id: expect.any(String), method: 'start', params: {} });
    answer({ id: request.id, resultCode: nativeResultCodes.SUCCESS, data: token });

    await expect(result).resolves.toEqual({ resultCode: nativeResultCodes.SUCCESS, data: token });
  });
});

describe('answers', () => {
  it('matches answers to calls by id, whatever order concurrent calls are answered in', async () => {
    const android = installAndroid();
    const bridge = createBridge({ logger: quietLogger() });

    const first = bridge.call('getNativeStorage', { key: 'a' });
    const second = bridge.call('getNativeStorage', { key: 'b' });
    const [firstRequest, secondRequest] = android.requests();
    expect(firstRequest?.id).not.toBe(secondRequest?.id);
    answer({ id: secondRequest?.id, resultCode: nativeResultCodes.SUCCESS, data: { value: 'for b' } });
    answer({ id: firstRequest?.id, resultCode: nativeResultCodes.SUCCESS, data: { value: 'for a' } });

    await expect(first).resolves.toEqual({ resultCode: nativeResultCodes.SUCCESS, data: { value: 'for a' } });
    await expect(second).resolves.toEqual({
      resultCode: nativeResultCodes.SUCCESS,
      data: { value: 'for b' },
    });
  });

  it('passes a failure code on with the M-code the host gave', async () => {
    const android = installAndroid();
    const bridge = createBridge({ logger: quietLogger() });

    const result = bridge.call('getPhoto', { maxSize: 320 });
    answer({
      id: android.requests()[0]?.id,
      resultCode: nativeResultCodes.DATA_LOAD_FAIL,
      messageCode: 'M0140',
    });

    await expect(result).resolves.toEqual({
      resultCode: nativeResultCodes.DATA_LOAD_FAIL,
      messageCode: 'M0140',
    });
  });

  it('resolves as UNKNOWN when a successful answer carries data outside the protocol', async () => {
    const android = installAndroid();
    const logger = quietLogger();
    const bridge = createBridge({ logger });

    const result = bridge.call('start');
    answer({
      id: android.requests()[0]?.id,
      resultCode: nativeResultCodes.SUCCESS,
      data: { access_token: 'only' },
    });

    await expect(result).resolves.toEqual({ resultCode: nativeResultCodes.UNKNOWN });
    expect(logger.error).toHaveBeenCalled();
  });

  it('ignores malformed answers and answers for no waiting call, and keeps waiting for the right one', async () => {
    const android = installAndroid();
    const logger = quietLogger();
    const bridge = createBridge({ logger });

    const result = track(bridge.call('getId'));
    answer('not json');
    answer({ id: 'someone-else', resultCode: nativeResultCodes.SUCCESS, data: { userId: 'x' } });
    answer({ id: android.requests()[0]?.id, resultCode: 42 });
    await flush();
    expect(result.result).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledTimes(3);

    answer({
      id: android.requests()[0]?.id,
      resultCode: nativeResultCodes.SUCCESS,
      data: { userId: 'mom01' },
    });
    await flush();
    expect(result.result).toEqual({ resultCode: nativeResultCodes.SUCCESS, data: { userId: 'mom01' } });
  });

  it('resolves as UNKNOWN when the host object throws on posting', async () => {
    window.FamilyHealthAndroid = {
      postMessage: () => {
        throw new Error('bridge gone');
      },
    };
    const bridge = createBridge({ logger: quietLogger() });

    await expect(bridge.call('logout')).resolves.toEqual({ resultCode: nativeResultCodes.UNKNOWN });
  });
});

describe('timeout', () => {
  it('resolves as UNKNOWN after 120 s without an answer, and ignores a late answer', async () => {
    jest.useFakeTimers();
    const android = installAndroid();
    const logger = quietLogger();
    const bridge = createBridge({ logger });

    const result = track(bridge.call('syncBluetooth', { lifelogTypeKey: 'weight' }));
    await jest.advanceTimersByTimeAsync(defaultTimeoutMs - 1);
    expect(result.result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result.result).toEqual({ resultCode: nativeResultCodes.UNKNOWN });

    answer({ id: android.requests()[0]?.id, resultCode: nativeResultCodes.SUCCESS });
    await jest.advanceTimersByTimeAsync(0);
    expect(result.result).toEqual({ resultCode: nativeResultCodes.UNKNOWN });
  });

  it('takes a timeout per call', async () => {
    jest.useFakeTimers();
    installAndroid();
    const bridge = createBridge({ logger: quietLogger() });

    const result = track(bridge.call('searchContact', undefined, { timeoutMs: 5000 }));
    await jest.advanceTimersByTimeAsync(5000);

    expect(result.result).toEqual({ resultCode: nativeResultCodes.UNKNOWN });
  });
});

describe('native events', () => {
  it('publishes valid events, given as objects or JSON strings, on events$ and on(event)', () => {
    const bridge = createBridge({ logger: quietLogger() });
    const events: BridgeEvent[] = [];
    const tokens: unknown[] = [];
    bridge.events$.subscribe((event) => events.push(event));
    bridge.on('tokenRefreshed').subscribe((data) => tokens.push(data));

    window.familyHealthBridge?.emit({ event: 'openLifelogDetail', data: { lifelogTypeCode: '0003' } });
    window.familyHealthBridge?.emit(JSON.stringify({ event: 'tokenRefreshed', data: token }));

    expect(events).toEqual([
      { event: 'openLifelogDetail', data: { lifelogTypeCode: '0003' } },
      { event: 'tokenRefreshed', data: token },
    ]);
    expect(tokens).toEqual([token]);
  });

  it('drops unknown events and events whose data is outside the protocol', () => {
    const logger = quietLogger();
    const bridge = createBridge({ logger });
    const events: BridgeEvent[] = [];
    bridge.events$.subscribe((event) => events.push(event));

    window.familyHealthBridge?.emit({ event: 'selfDestruct', data: {} });
    window.familyHealthBridge?.emit({ event: 'refreshLifelogDetail', data: {} });

    expect(events).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});

describe('adapter choice', () => {
  it('picks the adapter at call time, so that a host injected after start-up is used', async () => {
    const bridge = createBridge({ logger: quietLogger() });
    expect(bridge.isNativeHost()).toBe(false);
    await expect(bridge.call('getAppVersion')).resolves.toEqual({
      resultCode: nativeResultCodes.SUCCESS,
      data: { platform: 'web' },
    });

    const ios = installIos();
    expect(bridge.isNativeHost()).toBe(true);
    const result = bridge.call('getAppVersion');
    const request = ios.postMessage.mock.calls[0]?.[0] as BridgeRequest;
    answer({
      id: request.id,
      resultCode: nativeResultCodes.SUCCESS,
      data: { platform: 'ios', version: '3.2.0' },
    });

    await expect(result).resolves.toEqual({
      resultCode: nativeResultCodes.SUCCESS,
      data: { platform: 'ios', version: '3.2.0' },
    });
  });

  it('prefers Android when both host objects exist', () => {
    const android = installAndroid();
    const ios = installIos();
    void createBridge({ logger: quietLogger() }).call('back');
    expect(android.postMessage).toHaveBeenCalled();
    expect(ios.postMessage).not.toHaveBeenCalled();
  });
});

describe('send', () => {
  it('logs a failed fire-and-forget call and nothing else', async () => {
    const android = installAndroid();
    const logger = quietLogger();
    const bridge = createBridge({ logger });

    bridge.send('setUserInfo', { userId: 'mom01', userNm: '김엄마' });
    bridge.send('saveId', { userId: 'mom01' });
    const [failing, succeeding] = android.requests();
    answer({ id: failing?.id, resultCode: nativeResultCodes.DATA_SAVE_FAIL });
    answer({ id: succeeding?.id, resultCode: nativeResultCodes.SUCCESS });
    await flush();

    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('setUserInfo'));
  });
});
