/** @jest-environment jsdom */
import { nativeResultCodes } from '../isomorphic/codes';
import {
  askHostToGoBack,
  handTokensToHost,
  hostCallFailedCode,
  hostKeptLogin,
  hostNotificationStatus,
  keepOnPhone,
  syncBluetoothMeter,
  tellHostLoggedOut,
  tellHostWhoIsLoggedIn,
} from './hostCalls';
import { bridge } from './bridge';
import type { BridgeRequest } from './protocol';

const tokens = { access_token: 'access', refresh_token: 'refresh', expires_in: 3600 };
const done = { resultCode: nativeResultCodes.SUCCESS };

type Answer = { resultCode: number; data?: unknown; messageCode?: string };

/** A native host that answers each method as told (a missing method: UNKNOWN), and records every request. */
function installHost(answers: Record<string, Answer> = {}) {
  const requests: BridgeRequest[] = [];
  window.FamilyHealthAndroid = {
    postMessage(message: string) {
      const request = JSON.parse(message) as BridgeRequest;
      requests.push(request);
      const answer = answers[request.method] ?? { resultCode: nativeResultCodes.UNKNOWN };
      setTimeout(() => window.familyHealthBridge?.receive({ id: request.id, ...answer }), 0);
    },
  };
  return requests;
}

function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 10));
}

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
});
afterEach(() => {
  delete window.FamilyHealthAndroid;
  jest.restoreAllMocks();
});

describe('logout: a web logout tells the host', () => {
  it('sends logout to a host', () => {
    const requests = installHost({ logout: done });
    tellHostLoggedOut();
    expect(requests).toMatchObject([{ method: 'logout', params: {} }]);
  });

  it('does nothing without a host', () => {
    expect(() => tellHostLoggedOut()).not.toThrow();
  });

  it('only logs a host that fails the call', async () => {
    installHost({ logout: { resultCode: nativeResultCodes.DATA_SAVE_FAIL } });
    tellHostLoggedOut();
    await flush();
    expect(errors).toHaveBeenCalled();
  });
});

describe('refreshToken: tokens refreshed in the web view are handed to the host', () => {
  it('hands over exactly the three token fields', () => {
    const requests = installHost({ refreshToken: done });
    handTokensToHost({ ...tokens, scope: 'phr.read phr.write' } as typeof tokens);
    expect(requests).toMatchObject([{ method: 'refreshToken', params: tokens }]);
  });

  it('does nothing without a host', () => {
    expect(() => handTokensToHost(tokens)).not.toThrow();
  });
});

describe('setUserInfo: who is logged in', () => {
  it('tells the host the user, leaving out what is unknown', () => {
    const requests = installHost({ setUserInfo: done });
    tellHostWhoIsLoggedIn({ userId: 'demo', userNm: '김데모', fhirResId: 'p-1' });
    expect(requests).toMatchObject([
      { method: 'setUserInfo', params: { userId: 'demo', userNm: '김데모', fhirResId: 'p-1' } },
    ]);
    expect(requests[0]?.params).not.toHaveProperty('myChnSn');
  });

  it('does nothing without a host', () => {
    expect(() => tellHostWhoIsLoggedIn({ userId: 'demo', userNm: 'x' })).not.toThrow();
  });
});

describe('getDataInfo: the login the host keeps', () => {
  it('answers the tokens the host keeps', async () => {
    installHost({ getDataInfo: { ...done, data: { platformOauthTokenInfo: tokens } } });
    await expect(hostKeptLogin()).resolves.toEqual(tokens);
  });

  it('answers null when the host keeps no login', async () => {
    installHost({ getDataInfo: { ...done, data: { platformOauthTokenInfo: null } } });
    await expect(hostKeptLogin()).resolves.toBeNull();
  });

  it('answers null without a host', async () => {
    await expect(hostKeptLogin()).resolves.toBeNull();
  });

  it('answers null, without throwing, when the host answers garbage', async () => {
    installHost({ getDataInfo: { ...done, data: { platformOauthTokenInfo: { access_token: 42 } } } });
    await expect(hostKeptLogin()).resolves.toBeNull();
  });
});

describe('back: the in-app back on the first page', () => {
  it('is true when the host went back', async () => {
    installHost({ back: done });
    await expect(askHostToGoBack()).resolves.toBe(true);
  });

  it('is false without a host, and when the host could not', async () => {
    await expect(askHostToGoBack()).resolves.toBe(false);
    installHost({ back: { resultCode: nativeResultCodes.UNKNOWN } });
    await expect(askHostToGoBack()).resolves.toBe(false);
  });
});

describe('native storage: keepOnPhone', () => {
  it('keeps in the host inside the native app, not in the page', async () => {
    const requests = installHost({ setNativeStorage: done });
    await expect(keepOnPhone('pathName', '"/main/my"')).resolves.toEqual({ kind: 'done', value: undefined });
    expect(requests).toMatchObject([
      { method: 'setNativeStorage', params: { key: 'pathName', value: '"/main/my"' } },
    ]);
    expect(localStorage.length).toBe(0);
  });

  it('keeps in localStorage without a host, and null forgets', async () => {
    const kept = async () => (await bridge.call('getNativeStorage', { key: 'pathName' })).data?.value || null;
    await keepOnPhone('pathName', '/main/my');
    await expect(kept()).resolves.toBe('/main/my');
    await keepOnPhone('pathName', null);
    await expect(kept()).resolves.toBeNull();
  });

  it("fails with the host's own M-code, and not with a message code outside the catalogue", async () => {
    installHost({ setNativeStorage: { resultCode: nativeResultCodes.DATA_SAVE_FAIL, messageCode: 'M0140' } });
    await expect(keepOnPhone('auth', 'x')).resolves.toEqual({ kind: 'failed', messageCode: 'M0140' });
    installHost({ setNativeStorage: { resultCode: nativeResultCodes.DATA_SAVE_FAIL, messageCode: '<b>' } });
    await expect(keepOnPhone('auth', 'x')).resolves.toEqual({
      kind: 'failed',
      messageCode: hostCallFailedCode,
    });
  });
});

describe('getNotificationStatus', () => {
  it('answers what the host says', async () => {
    installHost({ getNotificationStatus: { ...done, data: { permission: 'denied' } } });
    await expect(hostNotificationStatus()).resolves.toEqual({ kind: 'done', value: 'denied' });
  });

  it('is unavailable in a browser without notifications', async () => {
    await expect(hostNotificationStatus()).resolves.toEqual({ kind: 'unavailable' });
  });

  it('fails with M1240 when the host answers garbage', async () => {
    installHost({ getNotificationStatus: { ...done, data: { permission: 'maybe' } } });
    await expect(hostNotificationStatus()).resolves.toEqual({ kind: 'failed', messageCode: 'M1240' });
  });
});

describe('syncBluetooth: records of a Bluetooth meter', () => {
  const pressure = {
    lifelogTypeKey: 'bloodPressure',
    values: { sbp: 121, dbp: 79 },
    effectiveDateTime: '2026-12-07T08:00:00+09:00',
    sourceId: 'cuff-1',
  };

  it('asks for the type and answers its records; another type or a broken record is left out and counted', async () => {
    const requests = installHost({
      syncBluetooth: {
        ...done,
        data: {
          records: [
            pressure,
            { ...pressure, lifelogTypeKey: 'weight', values: { weight: 70 }, sourceId: 'scale-1' },
            { ...pressure, values: { sbp: 'high' } },
          ],
        },
      },
    });
    await expect(syncBluetoothMeter('bloodPressure')).resolves.toEqual({
      kind: 'done',
      value: { records: [pressure], skippedRecords: 2 },
    });
    expect(requests).toMatchObject([
      { method: 'syncBluetooth', params: { lifelogTypeKey: 'bloodPressure' } },
    ]);
  });

  it('is unavailable without a host', async () => {
    await expect(syncBluetoothMeter('weight')).resolves.toEqual({ kind: 'unavailable' });
  });

  it('fails with M1240 when the host answers garbage', async () => {
    installHost({ syncBluetooth: { ...done, data: 'records' } });
    await expect(syncBluetoothMeter('weight')).resolves.toEqual({ kind: 'failed', messageCode: 'M1240' });
  });
});
