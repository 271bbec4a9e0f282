import { KO_LOGIN, logIn, loggedInPage, openPhonePage, waitForPath, withRunningApp } from './harness';

const running = withRunningApp();

describe('login and logout', () => {
  it('asks for both fields before calling the API (M0146)', async () => {
    const page = await openPhonePage(running.browser);
    await page.goto(`${running.app.appUrl}/intro/login`);
    await page.locator('::-p-aria(로그인[role="button"])').click();
    await page.locator('::-p-text(아이디와 비밀번호를 입력해 주세요.)').wait();
  });

  it.each([
    ['en-US', 'Log in · Family Health'],
    ['km-KH', 'ចូលគណនី · សុខភាពគ្រួសារ'],
  ])('names the tab of the login page in the browser language %s (issue 36.7)', async (language, title) => {
    const page = await openPhonePage(running.browser, language);
    await page.goto(`${running.app.appUrl}/intro/login`);
    await page.waitForFunction((wanted: string) => document.title === wanted, {}, title);
  });

  it('shows the login failure message of spec section 8 for a wrong password (401 → M0139) and stays', async () => {
    const page = await openPhonePage(running.browser);
    await page.goto(`${running.app.appUrl}/intro/login`);
    await logIn(page, KO_LOGIN, { userId: 'demo', password: 'Wrong1234!' });
    const dialog = await page.locator('[role="alertdialog"]').waitHandle();
    expect(await dialog.evaluate((element) => element.textContent)).toContain(
      '로그인 정보가 올바르지 않아요. 다시 로그인해 주세요.',
    );
    await page.locator('::-p-aria(확인[role="button"])').click();
    await waitForPath(page, '/intro/login');
  });

  it('logs in as the demo user, shows the frame, and logs out to the login page with the session cleared', async () => {
    const page = await loggedInPage(running);
    await page.locator('::-p-aria(주요 메뉴)').wait();

    await page.locator('::-p-aria(설정[role="link"])').click();
    await waitForPath(page, '/user/myChn/setting');
    await page.locator('::-p-text(demo)').wait();
    await page.locator('::-p-aria(로그아웃[role="button"])').click();
    await page.locator('::-p-aria(확인[role="button"])').click();
    await waitForPath(page, '/intro/login');
    const stored = await page.evaluate(() => ['auth', 'userInfo'].map((key) => localStorage.getItem(key)));
    expect(stored).toEqual([null, null]);

    await page.goto(`${running.app.appUrl}/main/my`);
    await waitForPath(page, '/intro/login');
  });
});
