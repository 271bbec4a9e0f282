// A person's settings (issue 36.1): the notification settings screen under settings saves each change at once and
// reads it back after a reload, and the language chosen in settings follows the person to another device (the
// settings are loaded at login, before the app is entered). What the API does with them (a topic turned off is
// neither stored nor pushed, quiet hours hold pushes back) is tested against the API with a push service stand-in
// (platform-api web-push.test.ts).
import { byName, waitForText } from './people';
import { KO_LOGIN, logIn, loggedInPage, phonePageIn, waitForPath, withRunningApp } from './harness';

const running = withRunningApp();

describe('settings', () => {
  it('turns likes off in the notification settings, and finds them off after a reload', async () => {
    const page = await loggedInPage(running);
    await page.goto(`${running.app.appUrl}/user/myChn/setting`);
    await byName(page, '알림 설정', 'link').click();
    await waitForPath(page, '/user/myChn/setting/notifications');

    const likes = byName(page, '내 글의 좋아요', 'switch');
    expect(await (await likes.waitHandle()).evaluate((element) => element.getAttribute('aria-checked'))).toBe(
      'true',
    );
    await likes.click();
    await waitForText(page, '알림 설정을 저장했어요.');

    await page.reload();
    const reloaded = await byName(page, '내 글의 좋아요', 'switch').waitHandle();
    await page.waitForFunction((element) => element.getAttribute('aria-checked') === 'false', {}, reloaded);
    expect(
      await byName(page, '채널 초대', 'switch')
        .map((element) => element.getAttribute('aria-checked'))
        .wait(),
    ).toBe('true');
    await likes.click();
    await waitForText(page, '알림 설정을 저장했어요.');
    await page.close();
  });

  it('the language chosen in settings is the one another phone shows after logging in there', async () => {
    const page = await loggedInPage(running);
    await page.goto(`${running.app.appUrl}/user/myChn/setting`);
    await byName(page, '언어', 'combobox').waitHandle();
    await page.select('select', 'en');
    await waitForText(page, 'Settings');

    const otherPhone = await running.browser.createBrowserContext();
    const second = await phonePageIn(otherPhone, 'ko-KR');
    await second.goto(`${running.app.appUrl}/intro/login`);
    await logIn(second, KO_LOGIN);
    await waitForPath(second, '/main/health-goal-dashboard');
    await second.waitForFunction(() => document.documentElement.lang === 'en');

    await byName(page, 'Language', 'combobox').waitHandle();
    await page.select('select', 'ko');
    await waitForText(page, '설정');
    await otherPhone.close();
    await page.close();
  });
});
