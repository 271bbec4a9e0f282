import type { Page } from 'puppeteer-core';
import { DEMO, openPhonePage, waitForPath, withRunningApp } from './harness';
import {
  answerNative,
  emitFromNative,
  nativeCalls,
  resultCodes,
  sampleContact,
  samplePhoto,
  simulateNativeHost,
  SUCCESS,
  waitForNativeCall,
  type NativeHostOptions,
} from './native-host-sim';

/**
 * The calls the web app makes to a native shell (shared-kernel/BRIDGE.md), each against the simulated host
 * (native-host-sim.ts), acted out as a person would. The native login (`start`) is in native-host.test.ts, the
 * health-app import on Android in health-data.test.ts.
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

/** A phone page inside a simulated native host whose native login hands over the demo user's tokens once. */
async function inNativeShell(options: NativeHostOptions = {}): Promise<Page> {
  const page = await openPhonePage(running.browser);
  const tokens = await tokensOf(DEMO);
  await simulateNativeHost(page, {
    ...options,
    answers: {
      start: [{ resultCode: SUCCESS, data: tokens }, { resultCode: resultCodes.USER_CANCEL }],
      ...options.answers,
    },
  });
  return page;
}

async function waitForText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted: string) => document.body.innerText.includes(wanted), {}, text);
}

const byRole = (page: Page, name: string, role: string) => page.locator(`::-p-aria(${name}[role="${role}"])`);

describe('the calls a native shell answers', () => {
  it('login data: the login page fills in the id the phone keeps, and hands the id back after logging in', async () => {
    const page = await openPhonePage(running.browser);
    await simulateNativeHost(page, {
      answers: { getId: { resultCode: SUCCESS, data: { userId: DEMO.userId } } },
    });
    await page.goto(`${running.app.appUrl}/intro/login`);

    const idField = await byRole(page, '아이디', 'textbox').waitHandle();
    await page.waitForFunction((field) => (field as HTMLInputElement).value === 'demo', {}, idField);
    const remember = await byRole(page, '아이디 저장', 'checkbox').waitHandle();
    expect(await remember.evaluate((box) => (box as HTMLInputElement).checked)).toBe(true);

    await page.locator('::-p-aria(비밀번호)').fill(DEMO.password);
    await byRole(page, '로그인', 'button').click();
    await waitForPath(page, '/main/health-goal-dashboard');
    const [saved] = await waitForNativeCall(page, 'saveId');
    expect(saved!.params).toEqual({ userId: DEMO.userId });
  });

  it('token refresh: tokens the host refreshed on its own are the ones the next calls carry', async () => {
    const page = await inNativeShell();
    await page.goto(`${running.app.appUrl}/user/myChn/setting`);
    await byRole(page, '내 계정', 'heading').wait();

    const refreshed = await tokensOf(DEMO);
    const bearers: string[] = [];
    page.on('request', (request) => {
      const header = request.headers().authorization;
      if (header?.startsWith('Bearer ')) bearers.push(header.slice('Bearer '.length));
    });
    await emitFromNative(page, 'tokenRefreshed', refreshed);
    await byRole(page, '프로필', 'link').click();
    await byRole(page, '프로필 사진', 'heading').wait();
    expect(bearers.length).toBeGreaterThan(0);
    expect(new Set(bearers)).toEqual(new Set([refreshed.access_token]));
  });

  it('version: the account settings show the installed app’s version (iOS host)', async () => {
    const page = await inNativeShell({ platform: 'ios', version: '4.0.7' });
    await page.goto(`${running.app.appUrl}/user/myChn/setting`);
    await waitForText(page, '앱 버전 4.0.7');
    expect((await nativeCalls(page)).map(({ method }) => method)).toEqual(
      expect.arrayContaining(['start', 'getAppVersion']),
    );
  });

  it('photo: a photo the phone could not use is explained, a good one becomes the profile photo', async () => {
    const page = await inNativeShell({
      answers: { getPhoto: { resultCode: resultCodes.DATA_LOAD_FAIL, messageCode: 'M0140' } },
    });
    await page.goto(`${running.app.appUrl}/user/myChn/setting/profile`);
    await byRole(page, '사진 바꾸기', 'button').click();
    await waitForText(page, '사진을 불러오지 못했어요.');
    await byRole(page, '확인', 'button').click();

    await answerNative(page, 'getPhoto', {
      resultCode: SUCCESS,
      data: { dataUrl: samplePhoto, mimeType: 'image/png', width: 2, height: 2 },
    });
    await byRole(page, '사진 바꾸기', 'button').click();
    await byRole(page, '내 프로필 사진', 'image').wait();
    const photoCalls = await waitForNativeCall(page, 'getPhoto', 2);
    // The user-profile size of spec section 9.
    expect(photoCalls.map(({ params }) => params)).toEqual([{ maxSize: 160 }, { maxSize: 160 }]);
  });

  it('contacts: a contact picked from the phone’s address book joins a channel’s invite list', async () => {
    const page = await inNativeShell();
    await page.goto(`${running.app.appUrl}/main/feed`);
    // The family channel, as the feed links to its newest post: `/main/feed/detail/<feedSn>/<chnSn>`.
    const post = await page.locator('a[href^="/main/feed/detail/"]').waitHandle();
    const chnSn = (await post.evaluate((link) => link.getAttribute('href') ?? '')).split('/').at(-1);
    await page.goto(`${running.app.appUrl}/prtcpntSetting/chnInviteList?chnSn=${chnSn}`);
    await byRole(page, '초대 목록', 'dialog').wait();
    await byRole(page, '연락처에서 찾기', 'button').click();
    await waitForText(page, sampleContact.mobilePhone);
    await waitForText(page, '초대할 사람 1명');
    // The number can be invited; whether it has an account is not shown (the platform texts it if not).
    await waitForText(page, '초대할 수 있어요');
    await waitForNativeCall(page, 'searchContact');
  });

  it('notifications: the medicine screens hand the dose reminders to the host, and logging out cancels them', async () => {
    const page = await inNativeShell();
    await page.goto(`${running.app.appUrl}/main/medicine`);
    const [first] = await waitForNativeCall(page, 'scheduleLocalNotifications');
    expect(Array.isArray(first!.params.notifications)).toBe(true);

    await page.goto(`${running.app.appUrl}/user/myChn/setting`);
    await byRole(page, '로그아웃', 'button').click();
    await waitForText(page, '로그아웃할까요?');
    await byRole(page, '확인', 'button').click();
    await page.waitForFunction(() =>
      (
        window as unknown as {
          nativeHost: { calls: { method: string; params: { notifications?: unknown[] } }[] };
        }
      ).nativeHost.calls.some(
        (call) => call.method === 'scheduleLocalNotifications' && call.params.notifications?.length === 0,
      ),
    );
  });

  it('health-app link on iOS: only Apple Health is offered there, and a cancel on the phone is told', async () => {
    const page = await inNativeShell({
      platform: 'ios',
      answers: { connectHealthApp: { resultCode: resultCodes.USER_CANCEL } },
    });
    await page.goto(`${running.app.appUrl}/main/my/lifelogConnect`);
    await byRole(page, '건강 앱 연동', 'dialog').wait();
    await waitForText(page, 'Android');
    await byRole(page, 'Apple 건강 연동하기', 'button').click();
    await waitForText(page, '연동을 취소했어요.');
    const [linked] = await waitForNativeCall(page, 'connectHealthApp');
    expect(linked!.params).toEqual({ deviceTypeCode: '0003' });
  });

  it('native events: the host opens the life-log detail page of a type', async () => {
    const page = await inNativeShell();
    await page.goto(`${running.app.appUrl}/main/my`);
    await byRole(page, '마이 헬스', 'heading').wait();
    await emitFromNative(page, 'openLifelogDetail', { lifelogTypeCode: '0017' });
    await waitForPath(page, '/lifelogDetailPage');
    await byRole(page, '혈압', 'heading').wait();
  });
});
