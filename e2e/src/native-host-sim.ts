import type { Page } from 'puppeteer-core';

/**
 * A simulated native shell (Android or iOS WebView host) for the end-to-end tests: it receives the web app's
 * bridge calls the way a real host does (Android: `FamilyHealthAndroid.postMessage(json)`, iOS:
 * `webkit.messageHandlers.familyHealth.postMessage(object)`), records them, and answers through
 * `window.familyHealthBridge.receive` as shared-kernel/BRIDGE.md says. Every call of the protocol has a default
 * answer; a test sets its own per method, or a list of answers given in turn (the last one then stays).
 */

/** One answer of the host; `'silent'` never answers (the web app's timeout decides). */
export type NativeAnswer = { resultCode: number; data?: unknown; messageCode?: string } | 'silent';

export interface NativeCall {
  method: string;
  params: Record<string, unknown>;
}

export interface NativeHostOptions {
  platform?: 'android' | 'ios';
  /** The installed app's version `getAppVersion` answers. */
  version?: string;
  answers?: Record<string, NativeAnswer | NativeAnswer[]>;
}

export const SUCCESS = -1;
export const resultCodes = {
  SUCCESS: -1,
  UNKNOWN: 0,
  USER_CANCEL: 1,
  LOGIN_ERROR: 2,
  HEALTH_DATA_LOAD_FAIL: 3,
  DATA_LOAD_FAIL: 7,
  DATA_SAVE_FAIL: 8,
} as const;

/** A 2×2 red PNG, what the host hands over for `getPhoto`. */
export const samplePhoto =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==';

/** A contact the phone's address book hands over for `searchContact`. */
export const sampleContact = { userNm: '김하나', mobilePhone: '010-5555-0123' };

function defaultAnswers(platform: 'android' | 'ios', version: string): Record<string, NativeAnswer> {
  const done: NativeAnswer = { resultCode: SUCCESS };
  return {
    // Nobody is logged in natively unless a test says so.
    getDataInfo: { resultCode: SUCCESS, data: { platformOauthTokenInfo: null } },
    start: { resultCode: resultCodes.USER_CANCEL },
    refreshToken: done,
    saveId: done,
    getId: { resultCode: SUCCESS, data: { userId: null } },
    logout: done,
    back: done,
    connectHealthApp: { resultCode: SUCCESS, data: { records: [] } },
    releaseHealthApp: done,
    getPhoto: {
      resultCode: SUCCESS,
      data: { dataUrl: samplePhoto, mimeType: 'image/png', width: 2, height: 2 },
    },
    searchContact: { resultCode: SUCCESS, data: sampleContact },
    sendSms: done,
    setPushSettings: done,
    getPushSettings: { resultCode: SUCCESS, data: { enabled: true } },
    getAppVersion: { resultCode: SUCCESS, data: { platform, version } },
    updateApp: done,
    getNotificationStatus: { resultCode: SUCCESS, data: { permission: 'granted' } },
    // No paired meter has new records unless a test says so.
    syncBluetooth: { resultCode: SUCCESS, data: { records: [] } },
    setNativeStorage: done,
    getNativeStorage: { resultCode: SUCCESS, data: { value: null } },
    setUserInfo: done,
    scheduleLocalNotifications: done,
  };
}

interface HostState {
  calls: NativeCall[];
  answers: Record<string, NativeAnswer | NativeAnswer[]>;
}

/** Installs the simulated host on every document `page` loads from now on (call before `goto`). */
export async function simulateNativeHost(page: Page, options: NativeHostOptions = {}): Promise<void> {
  const platform = options.platform ?? 'android';
  const answers = { ...defaultAnswers(platform, options.version ?? '3.2.1'), ...options.answers };
  await page.evaluateOnNewDocument(
    (hostPlatform: 'android' | 'ios', initialAnswers: HostState['answers']) => {
      type Receiver = { familyHealthBridge?: { receive(answer: unknown): void } };
      const state: HostState = { calls: [], answers: initialAnswers };
      const next = (method: string): NativeAnswer => {
        const configured = state.answers[method];
        if (!Array.isArray(configured)) return configured ?? { resultCode: 0 };
        // A list is answered in turn; its last answer stays.
        return (configured.length > 1 ? configured.shift() : configured[0]) ?? { resultCode: 0 };
      };
      const handle = (request: { id: string; method: string; params: Record<string, unknown> }) => {
        state.calls.push({ method: request.method, params: request.params });
        const answer = next(request.method);
        if (answer === 'silent') return;
        // Answers arrive later, on the page's main thread, as a real host's evaluateJavascript does.
        setTimeout(() => {
          const message = { id: request.id, ...answer };
          const receiver = (window as unknown as Receiver).familyHealthBridge;
          // Android hosts usually pass a JSON string, iOS hosts an object: both forms are in the protocol.
          receiver?.receive(hostPlatform === 'android' ? JSON.stringify(message) : message);
        }, 20);
      };
      Object.assign(window, { nativeHost: state });
      if (hostPlatform === 'android')
        Object.assign(window, {
          FamilyHealthAndroid: { postMessage: (json: string) => handle(JSON.parse(json) as never) },
        });
      else
        Object.assign(window, {
          webkit: { messageHandlers: { familyHealth: { postMessage: (body: never) => handle(body) } } },
        });
    },
    platform,
    answers,
  );
}

/** Every call the page made to the host so far, oldest first. */
export async function nativeCalls(page: Page): Promise<NativeCall[]> {
  return page.evaluate(() => (window as unknown as { nativeHost: HostState }).nativeHost.calls);
}

/** Waits until the page has called `method` at least `count` times, and gives those calls. */
export async function waitForNativeCall(page: Page, method: string, count = 1): Promise<NativeCall[]> {
  await page.waitForFunction(
    (wanted: string, times: number) =>
      (window as unknown as { nativeHost: HostState }).nativeHost.calls.filter(
        (call) => call.method === wanted,
      ).length >= times,
    {},
    method,
    count,
  );
  return (await nativeCalls(page)).filter((call) => call.method === method);
}

/** Sets how the host answers `method` from now on. */
export async function answerNative(
  page: Page,
  method: string,
  answer: NativeAnswer | NativeAnswer[],
): Promise<void> {
  await page.evaluate(
    (name: string, given: NativeAnswer | NativeAnswer[]) => {
      (window as unknown as { nativeHost: HostState }).nativeHost.answers[name] = given;
    },
    method,
    answer,
  );
}

/** An event the host starts on its own (`openLifelogDetail`, `refreshLifelogDetail`, `tokenRefreshed`). */
export async function emitFromNative(page: Page, event: string, data: unknown): Promise<void> {
  await page.evaluate(
    (name: string, payload: unknown) =>
      (window as unknown as { familyHealthBridge: { emit(message: unknown): void } }).familyHealthBridge.emit(
        {
          event: name,
          data: payload,
        },
      ),
    event,
    data,
  );
}
