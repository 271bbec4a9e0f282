import type { Page } from 'puppeteer-core';
import { expectAccessible } from './axe';
import { DEMO, openPhonePage, waitForPath, withRunningApp } from './harness';
import {
  answerNative,
  emitFromNative,
  nativeCalls,
  resultCodes,
  simulateNativeHost,
  SUCCESS,
  waitForNativeCall,
  type NativeCall,
  type NativeHostOptions,
} from './native-host-sim';
import { byName, waitForText } from './people';

/**
 * The bridge calls the web app makes on its own (issue 36.5), each against the simulated host
 * (native-host-sim.ts), acted out as a person would: the host's kept login (`getDataInfo`), who is logged in
 * (`setUserInfo`), what the spec keeps locally (`setNativeStorage`), `logout`, `back` on the first page,
 * `refreshToken`, `getNotificationStatus` in the notification settings and `syncBluetooth` on a meter's
 * life-log screen. The other calls are in native-bridge-calls.test.ts and native-host.test.ts.
 */
const running = withRunningApp();

interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

async function tokensOf(user: { userId: string; password: string }): Promise<Tokens> {
  const response = await fetch(`${running.app.apiUrl}/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from('family-health-app:').toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: user.userId, password: user.password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Tokens;
}

/** A phone page inside a simulated native host that keeps the demo user's login (`getDataInfo`). */
async function inNativeShell(options: NativeHostOptions = {}): Promise<Page> {
  const page = await openPhonePage(running.browser);
  const tokens = await tokensOf(DEMO);
  await simulateNativeHost(page, {
    ...options,
    answers: {
      getDataInfo: { resultCode: SUCCESS, data: { platformOauthTokenInfo: tokens } },
      ...options.answers,
    },
  });
  return page;
}

const methodsOf = (calls: NativeCall[]) => calls.map(({ method }) => method);

describe('the calls the web app makes to a native shell on its own', () => {
  it('takes over the login the host keeps, tells the host who is logged in, and keeps the session in the host', async () => {
    const page = await inNativeShell();
    await page.goto(`${running.app.appUrl}/main/my`);
    await byName(page, '마이 헬스', 'heading').wait();

    const [told] = await waitForNativeCall(page, 'setUserInfo');
    expect(told!.params).toMatchObject({ userId: DEMO.userId, userNm: expect.any(String) });
    expect(typeof told!.params.fhirResId).toBe('string');
    // The kept login was enough: the host's login screen was never asked for.
    expect(methodsOf(await nativeCalls(page))).toContain('getDataInfo');
    expect(methodsOf(await nativeCalls(page))).not.toContain('start');

    const kept = await waitForNativeCall(page, 'setNativeStorage', 2);
    const keys = kept.map(({ params }) => params.key);
    expect(keys).toEqual(expect.arrayContaining(['auth', 'userInfo']));
    const auth = kept.filter(({ params }) => params.key === 'auth' && params.value !== '').at(-1);
    expect(JSON.parse(String(auth!.params.value))).toMatchObject({ access_token: expect.any(String) });
    await page.close();
  });

  it('tells the host again after the person changes their profile photo', async () => {
    const page = await inNativeShell();
    await page.goto(`${running.app.appUrl}/user/myChn/setting/profile`);
    await byName(page, '사진 바꾸기', 'button').wait();
    const before = (await waitForNativeCall(page, 'setUserInfo')).length;
    await byName(page, '사진 바꾸기', 'button').click();
    await byName(page, '내 프로필 사진', 'image').wait();
    const after = await waitForNativeCall(page, 'setUserInfo', before + 1);
    expect(after.at(-1)!.params).toMatchObject({ userId: DEMO.userId });
    await page.close();
  });

  it('a logout in the web view tells the host, which forgets its kept login too', async () => {
    const page = await inNativeShell();
    await page.goto(`${running.app.appUrl}/user/myChn/setting`);
    await byName(page, '로그아웃', 'button').click();
    await waitForText(page, '로그아웃할까요?');
    await byName(page, '확인', 'button').click();
    const [logout] = await waitForNativeCall(page, 'logout');
    expect(logout!.params).toEqual({});
    // The session kept in the host is forgotten with it.
    await page.waitForFunction(() =>
      (
        window as unknown as {
          nativeHost: { calls: { method: string; params: { key?: string; value?: string } }[] };
        }
      ).nativeHost.calls.some(
        (call) =>
          call.method === 'setNativeStorage' && call.params.key === 'auth' && call.params.value === '',
      ),
    );
    await page.close();
  });

  it('← on the first page the host opened asks the host to go back; when it cannot, the app goes up', async () => {
    const page = await inNativeShell();
    await page.goto(`${running.app.appUrl}/user/myChn/setting`);
    await byName(page, '내 계정', 'heading').wait();
    await byName(page, '뒤로', 'button').click();
    const [back] = await waitForNativeCall(page, 'back');
    expect(back!.params).toEqual({});
    expect(new URL(page.url()).pathname).toBe('/user/myChn/setting');

    await answerNative(page, 'back', { resultCode: resultCodes.UNKNOWN });
    await byName(page, '뒤로', 'button').click();
    await waitForNativeCall(page, 'back', 2);
    await waitForPath(page, '/main/my');
    await page.close();
  });

  it('tokens the web view refreshed are handed to the host', async () => {
    const page = await inNativeShell();
    await page.goto(`${running.app.appUrl}/user/myChn/setting`);
    await byName(page, '내 계정', 'heading').wait();

    // The host hands over an access token the API no longer takes, with a good refresh token: the next call
    // is refused, the web view refreshes, and the host gets the new tokens.
    const fresh = await tokensOf(DEMO);
    await emitFromNative(page, 'tokenRefreshed', { ...fresh, access_token: 'expired-access-token' });
    await byName(page, '프로필', 'link').click();
    await byName(page, '프로필 사진', 'heading').wait();
    const [handed] = await waitForNativeCall(page, 'refreshToken');
    expect(handed!.params).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: expect.any(Number),
    });
    expect(handed!.params.access_token).not.toBe('expired-access-token');
    await page.close();
  });

  it('the notification settings show what the phone allows, and a host answering garbage gets a message', async () => {
    const page = await inNativeShell({
      answers: { getNotificationStatus: { resultCode: SUCCESS, data: { permission: 'denied' } } },
    });
    await page.goto(`${running.app.appUrl}/user/myChn/setting/notifications`);
    await waitForText(page, '이 휴대폰에서 앱 알림이 꺼져 있어요.');
    await waitForNativeCall(page, 'getNotificationStatus');
    await expectAccessible(page, 'notification settings in the native app');

    await page.close();

    const garbled = await inNativeShell({
      answers: { getNotificationStatus: { resultCode: SUCCESS, data: { permission: 42 } } },
    });
    await garbled.goto(`${running.app.appUrl}/user/myChn/setting/notifications`);
    await waitForText(garbled, '휴대폰 앱에서 처리하지 못했어요.');
    await garbled.close();
  });

  it('a blood-pressure meter’s records are brought in from the life-log screen, checked, and stored once', async () => {
    const sourceId = `cuff-${Date.now()}`;
    const reading = {
      lifelogTypeKey: 'bloodPressure',
      values: { sbp: 123, dbp: 81 },
      effectiveDateTime: new Date(Date.now() - 60_000).toISOString().replace(/\.\d+Z$/, 'Z'),
      sourceId,
    };
    const page = await inNativeShell({
      answers: {
        syncBluetooth: {
          resultCode: SUCCESS,
          // One good reading, one outside the blood-pressure range, one of another type.
          data: {
            records: [
              reading,
              { ...reading, values: { sbp: 900, dbp: 81 }, sourceId: `${sourceId}-b` },
              { ...reading, lifelogTypeKey: 'weight', values: { weight: 70 }, sourceId: `${sourceId}-w` },
            ],
          },
        },
      },
    });
    await page.goto(`${running.app.appUrl}/lifelogDetailPage?lifelogTypeCode=0017`);
    await byName(page, '혈압', 'heading').wait();
    await byName(page, '측정기에서 가져오기', 'button').click();
    await waitForText(page, '새 기록 1건, 이미 있던 기록 0건, 제외 2건');
    const [sync] = await waitForNativeCall(page, 'syncBluetooth');
    expect(sync!.params).toEqual({ lifelogTypeKey: 'bloodPressure' });
    await waitForText(page, '123');
    await expectAccessible(page, 'life-log detail with a meter');

    await byName(page, '측정기에서 가져오기', 'button').click();
    await waitForText(page, '새 기록 0건, 이미 있던 기록 1건, 제외 2건');

    await answerNative(page, 'syncBluetooth', { resultCode: SUCCESS, data: { records: 'none' } });
    await byName(page, '측정기에서 가져오기', 'button').click();
    await waitForText(page, '휴대폰 앱에서 처리하지 못했어요.');
    await page.close();
  });

  it('a scale’s screen offers the meter too, a screen of steps does not', async () => {
    const page = await inNativeShell();
    await page.goto(`${running.app.appUrl}/lifelogDetailPage?lifelogTypeCode=weight`);
    await byName(page, '측정기에서 가져오기', 'button').click();
    await waitForText(page, '새 기록 0건, 이미 있던 기록 0건, 제외 0건');
    expect((await waitForNativeCall(page, 'syncBluetooth'))[0]!.params).toEqual({ lifelogTypeKey: 'weight' });

    await page.goto(`${running.app.appUrl}/lifelogDetailPage?lifelogTypeCode=step`);
    await byName(page, '걸음 수', 'heading').wait();
    expect(await page.$('::-p-aria(측정기에서 가져오기[role="button"])')).toBeNull();
    await page.close();
  });
});
