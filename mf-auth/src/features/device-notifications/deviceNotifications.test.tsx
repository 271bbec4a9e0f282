/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bridge } from 'shared-kernel';
import { defaultUserSettings, nativeResultCodes } from 'shared-kernel/isomorphic';
import { demoUser, fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { acknowledgeAlert, toastMessage } from '../../testing/dialogs';

// The browser's side is faked where the app meets it: Notification's permission, the service worker registration
// and its PushManager. The API is the kernel's fake, at the HTTP level.
const endpoint = 'https://push.example/send/abc';
const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ', auth: 'tBHItJI5svbpez7KI4CCXg' };
// 4 bytes of key, to check its decoding: base64url of 0xfb 0xff 0xbf 0x00.
const publicKey = '-_-_AA';

interface FakeSubscription {
  endpoint: string;
  toJSON(): { endpoint: string; keys: typeof keys };
  unsubscribe: jest.Mock<Promise<boolean>, []>;
}

function fakeSubscription(): FakeSubscription {
  return { endpoint, toJSON: () => ({ endpoint, keys }), unsubscribe: jest.fn(async () => true) };
}

let permission: NotificationPermission;
let answer: NotificationPermission;
let existing: FakeSubscription | null;
let requestPermission: jest.Mock;
let subscribe: jest.Mock;
let api: ReturnType<typeof fakeApi>;

function fakeBrowser({ pushApi = true, registered = true } = {}) {
  class FakeNotification {
    static get permission() {
      return permission;
    }
    static requestPermission = requestPermission;
  }
  const registration = { pushManager: { getSubscription: async () => existing, subscribe } };
  Object.assign(window, { Notification: FakeNotification });
  if (pushApi) Object.assign(window, { PushManager: function PushManager() {} });
  else Reflect.deleteProperty(window, 'PushManager');
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => (registered ? registration : undefined),
      ready: Promise.resolve(registration),
    },
  });
}

beforeEach(() => {
  resetSession();
  logIn();
  jest.restoreAllMocks();
  permission = 'default';
  answer = 'granted';
  existing = null;
  requestPermission = jest.fn(async () => {
    permission = answer;
    return answer;
  });
  subscribe = jest.fn(async () => {
    existing = fakeSubscription();
    return existing;
  });
  fakeBrowser();
  api = fakeApi()
    .on('GET /api/user', { status: 200, data: demoUser })
    .on('GET /api/service/setting', { status: 200, data: defaultUserSettings })
    .on('GET /api/push/key', { status: 200, data: { publicKey } })
    .on('POST /api/push/subscriptions', { status: 201, data: { pushSubSn: 7 } })
    .on('DELETE /api/push/subscriptions', { status: 204, data: '' });
});

const theSwitch = () => screen.findByRole('switch', { name: '이 기기에서 알림 받기' });
/** The switch, once it may be tapped again (it is disabled while a change is under way). */
const settled = () => waitFor(async () => expect((await theSwitch()).hasAttribute('disabled')).toBe(false));

describe('notifications on this device (settings)', () => {
  it('shows the switch off and asks for no permission before it is tapped', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/notifications');

    expect(await screen.findByRole('heading', { name: '이 기기 알림' })).toBeTruthy();
    expect((await theSwitch()).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('이 기기로는 알림을 보내지 않아요.')).toBeTruthy();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('asks for permission when tapped, subscribes with the API’s key and hands the subscription to the API', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/notifications');

    fireEvent.click(await theSwitch());

    expect(await toastMessage()).toBe('이 기기에서 알림을 켰어요.');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    const [options] = subscribe.mock.calls[0] as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect([...options.applicationServerKey]).toEqual([0xfb, 0xff, 0xbf, 0x00]);
    expect(api.bodies('POST /api/push/subscriptions')).toEqual([{ endpoint, keys }]);
    expect((await theSwitch()).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('이 기기로 알림을 보내고 있어요.')).toBeTruthy();
  });

  it('turns off in the browser and in the API when tapped again', async () => {
    permission = 'granted';
    existing = fakeSubscription();
    const subscription = existing;
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/notifications');
    await waitFor(async () => expect((await theSwitch()).getAttribute('aria-checked')).toBe('true'));

    fireEvent.click(await theSwitch());

    expect(await toastMessage()).toBe('이 기기에서 알림을 껐어요.');
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(api.bodies('DELETE /api/push/subscriptions')).toEqual([{ endpoint }]);
    expect((await theSwitch()).getAttribute('aria-checked')).toBe('false');
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('says how to allow notifications again when the browser blocks them, and subscribes nothing', async () => {
    permission = 'denied';
    answer = 'denied';
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/notifications');
    const blocked =
      '이 브라우저에서 이 앱의 알림이 차단되어 있어요. 브라우저 설정의 사이트 설정에서 알림을 허용한 뒤 다시 켜 주세요.';
    expect(await screen.findByText(blocked)).toBeTruthy();

    fireEvent.click(await theSwitch());

    await waitFor(() => expect(requestPermission).toHaveBeenCalledTimes(1));
    expect(screen.getByText(blocked)).toBeTruthy();
    expect(subscribe).not.toHaveBeenCalled();
    expect(api.routes()).not.toContain('GET /api/push/key');
    expect((await theSwitch()).getAttribute('aria-checked')).toBe('false');
  });

  it('stays off and says so when the browser’s question is closed unanswered', async () => {
    answer = 'default';
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/notifications');

    fireEvent.click(await theSwitch());

    expect(
      await screen.findByText('알림을 허용하지 않아 켜지 않았어요. 다시 눌러 알림을 허용해 주세요.'),
    ).toBeTruthy();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('shows the API’s message when it refuses the subscription, and drops the browser’s again', async () => {
    api.on(
      'POST /api/push/subscriptions',
      refusal(400, 'M0073', '서버에서 알 수 없는 응답이 왔어요. 잠시 후 다시 시도해 주세요.'),
    );
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/notifications');

    fireEvent.click(await theSwitch());

    expect(await acknowledgeAlert()).toBe('서버에서 알 수 없는 응답이 왔어요. 잠시 후 다시 시도해 주세요.');
    expect(existing?.unsubscribe).toHaveBeenCalledTimes(1);
    await settled();
    expect((await theSwitch()).getAttribute('aria-checked')).toBe('false');
  });

  it('says a browser-side failure in its own words', async () => {
    subscribe.mockImplementation(async () => {
      throw new DOMException('Registration failed - push service not available', 'AbortError');
    });
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/notifications');

    fireEvent.click(await theSwitch());

    expect(await acknowledgeAlert()).toBe('알림 설정을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.');
    expect(api.routes()).not.toContain('POST /api/push/subscriptions');
    await settled();
  });

  it('in the native app, reads and writes the host’s push settings through the bridge, and never subscribes the browser', async () => {
    jest.spyOn(bridge, 'isNativeHost').mockReturnValue(true);
    const calls: unknown[][] = [];
    jest.spyOn(bridge, 'call').mockImplementation((async (...args: unknown[]) => {
      calls.push(args);
      if (args[0] === 'getPushSettings')
        return { resultCode: nativeResultCodes.SUCCESS, data: { enabled: true } };
      if (args[0] === 'getNotificationStatus')
        return { resultCode: nativeResultCodes.SUCCESS, data: { permission: 'granted' } };
      return { resultCode: nativeResultCodes.SUCCESS };
    }) as typeof bridge.call);
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/notifications');
    await waitFor(async () => expect((await theSwitch()).getAttribute('aria-checked')).toBe('true'));
    // What the phone itself allows (getNotificationStatus) is shown beside the switch.
    expect(await screen.findByText('이 휴대폰에서 앱 알림이 허용되어 있어요.')).toBeTruthy();

    fireEvent.click(await theSwitch());

    expect(await toastMessage()).toBe('이 기기에서 알림을 껐어요.');
    expect(calls).toContainEqual(['setPushSettings', { enabled: false }]);
    expect((await theSwitch()).getAttribute('aria-checked')).toBe('false');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('says a browser without the Push API, or without the app’s worker, cannot receive notifications', async () => {
    const cannot =
      "이 브라우저에서는 알림을 받을 수 없어요. 아이폰에서는 공유 메뉴의 '홈 화면에 추가'로 앱을 설치한 뒤 켜 주세요.";
    fakeBrowser({ pushApi: false });
    const first = await renderRemoteAt(RemoteRoot, '/user/myChn/setting/notifications');
    expect(await screen.findByText(cannot)).toBeTruthy();
    expect(screen.queryByRole('switch', { name: '이 기기에서 알림 받기' })).toBeNull();
    first.unmount();

    fakeBrowser({ registered: false });
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/notifications');
    expect(await screen.findByText(cannot)).toBeTruthy();
    expect(screen.queryByRole('switch', { name: '이 기기에서 알림 받기' })).toBeNull();
  });

  it('reads in English', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/notifications', 'en');

    expect(await screen.findByRole('heading', { name: 'Notifications on this device' })).toBeTruthy();
    expect(await screen.findByRole('switch', { name: 'Get notifications on this device' })).toBeTruthy();
    expect(screen.getByText('No notifications are sent to this device.')).toBeTruthy();
  });
});
