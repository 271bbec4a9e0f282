/** @jest-environment jsdom */
// The decoders are a chunk of their own (issue 15): each test starts from a fresh module registry, before they
// have loaded.
import { nativeResultCodes } from '../isomorphic/codes';
import type * as BridgeModule from './bridge';
import type * as ProtocolModule from './protocol';

const token = { access_token: 'access', refresh_token: 'refresh', expires_in: 3600 };

function freshModules(): { bridge: typeof BridgeModule; protocol: typeof ProtocolModule } {
  let modules: { bridge: typeof BridgeModule; protocol: typeof ProtocolModule } | undefined;
  jest.isolateModules(() => {
    modules = {
      bridge: jest.requireActual<typeof BridgeModule>('./bridge'),
      protocol: jest.requireActual<typeof ProtocolModule>('./protocol'),
    };
  });
  return modules!;
}

function quietLogger() {
  return { warn: jest.fn(), error: jest.fn() };
}

afterEach(() => {
  delete window.FamilyHealthAndroid;
});

describe('decoders loaded on demand', () => {
  it('a browser page does not load them; events that come before they have loaded arrive in order after', async () => {
    const { bridge, protocol } = freshModules();
    const logger = quietLogger();
    const created = bridge.createBridge({ logger });
    expect(protocol.loadedDecoders()).toBeUndefined();
    const events: unknown[] = [];
    created.events$.subscribe((event) => events.push(event));

    window.familyHealthBridge?.emit({ event: 'openLifelogDetail', data: { lifelogTypeCode: '0003' } });
    window.familyHealthBridge?.emit({ event: 'selfDestruct', data: {} });
    window.familyHealthBridge?.emit(JSON.stringify({ event: 'tokenRefreshed', data: token }));
    expect(events).toEqual([]);

    await protocol.loadDecoders();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([
      { event: 'openLifelogDetail', data: { lifelogTypeCode: '0003' } },
      { event: 'tokenRefreshed', data: token },
    ]);
    expect(logger.warn).toHaveBeenCalledTimes(1);

    // Once loaded, an event is published as it comes.
    window.familyHealthBridge?.emit({ event: 'refreshLifelogDetail', data: { lifelogTypeCode: '0001' } });
    expect(events).toHaveLength(3);
  });

  it('a native host has them loading from the start, and its answers are decoded', async () => {
    const { bridge, protocol } = freshModules();
    const postMessage = jest.fn<void, [string]>();
    window.FamilyHealthAndroid = { postMessage };
    const created = bridge.createBridge({ logger: quietLogger() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(protocol.loadedDecoders()).toBeDefined();

    const result = created.call('getAppVersion');
    const request = JSON.parse(postMessage.mock.calls[0]![0]) as { id: string };
    window.familyHealthBridge?.receive({
      id: request.id,
      resultCode: nativeResultCodes.SUCCESS,
      data: { platform: 'android', version: '2.1.0' },
    });
    await expect(result).resolves.toEqual({
      resultCode: nativeResultCodes.SUCCESS,
      data: { platform: 'android', version: '2.1.0' },
    });
  });
});
