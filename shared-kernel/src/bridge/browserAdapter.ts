import { nativeResultCodes } from '../isomorphic/codes';
import { pickPhoto } from './browserPhoto';
import type { BridgeMethod, BridgeParams } from './methods';
import { failed, notSupported, succeeded, type BridgeResult } from './protocol';

declare global {
  interface Window {
    /** Missing in some WebViews and older browsers. */
    Notification?: typeof Notification;
  }
}

type Handler<M extends BridgeMethod> = (
  params: BridgeParams<M>,
) => BridgeResult<M> | Promise<BridgeResult<M>>;

const idKey = 'familyHealth.userId';
const storagePrefix = 'familyHealth.native.';

/** Storage can be switched off or full: the result codes say so instead of throwing. */
function writeStorage(win: Window, key: string, value: string): BridgeResult<'saveId'> {
  try {
    win.localStorage.setItem(key, value);
    return succeeded<'saveId'>(undefined);
  } catch {
    return failed(nativeResultCodes.DATA_SAVE_FAIL);
  }
}

function readStorage<M extends BridgeMethod>(
  win: Window,
  key: string,
  answer: (value: string | null) => BridgeResult<M>,
): BridgeResult<M> {
  let value: string | null;
  try {
    value = win.localStorage.getItem(key);
  } catch {
    return failed(nativeResultCodes.DATA_LOAD_FAIL);
  }
  return answer(value);
}

/** What a plain browser can do of the native calls; the rest is left out and answers "not supported". */
function browserHandlers(win: Window): { [M in BridgeMethod]?: Handler<M> } {
  return {
    getPhoto: ({ maxSize }) => pickPhoto(win, maxSize),
    saveId: ({ userId }) => writeStorage(win, idKey, userId),
    getId: () => readStorage(win, idKey, (userId) => succeeded<'getId'>({ userId })),
    setNativeStorage: ({ key, value }) => writeStorage(win, storagePrefix + key, value),
    getNativeStorage: ({ key }) =>
      readStorage(win, storagePrefix + key, (value) => succeeded<'getNativeStorage'>({ value })),
    getNotificationStatus: () =>
      win.Notification
        ? succeeded<'getNotificationStatus'>({ permission: win.Notification.permission })
        : { resultCode: notSupported },
    back: () => {
      win.history.back();
      return succeeded<'back'>(undefined);
    },
    getAppVersion: () => succeeded<'getAppVersion'>({ platform: 'web' }),
  };
}

export function callBrowser<M extends BridgeMethod>(
  win: Window,
  method: M,
  params: BridgeParams<M>,
): Promise<BridgeResult<M>> {
  const handler = browserHandlers(win)[method];
  if (!handler) return Promise.resolve({ resultCode: notSupported });
  try {
    return Promise.resolve(handler(params));
  } catch {
    return Promise.resolve(failed(nativeResultCodes.UNKNOWN));
  }
}
