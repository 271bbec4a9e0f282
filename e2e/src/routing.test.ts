import { KO_LOGIN, logIn, loggedInPage, openPhonePage, pathOf, waitForPath, withRunningApp } from './harness';

const running = withRunningApp();

describe('routing rules of spec section 2', () => {
  it('sends the root to the dashboard, which without a session asks for login', async () => {
    const page = await openPhonePage(running.browser);
    await page.goto(`${running.app.appUrl}/`);
    await waitForPath(page, '/intro/login');
    await page.locator('::-p-aria(로그인[role="button"])').wait();
  });

  it('opens anonymous routes without a session', async () => {
    const page = await openPhonePage(running.browser);
    await page.goto(`${running.app.appUrl}/register/search/id`);
    await page.locator('::-p-text(가입할 때 입력한 이름과 휴대폰 번호로 아이디를 찾을 수 있어요.)').wait();
    expect(pathOf(page)).toBe('/register/search/id');
  });

  it('goes back to the asked-for page after login', async () => {
    const page = await openPhonePage(running.browser);
    await page.goto(`${running.app.appUrl}/main/my`);
    await waitForPath(page, '/intro/login');
    await logIn(page, KO_LOGIN);
    await waitForPath(page, '/main/my');
    await page.locator('::-p-text(나의 건강 지표)').wait();
  });

  it('sends unknown paths to the dashboard once logged in', async () => {
    const page = await loggedInPage(running);
    await page.goto(`${running.app.appUrl}/no/such/page`);
    await waitForPath(page, '/main/health-goal-dashboard');
    await page.locator('::-p-text(오늘의 목표)').wait();
  });

  it('shows the error page', async () => {
    const page = await openPhonePage(running.browser);
    await page.goto(`${running.app.appUrl}/error`);
    await page.locator('::-p-text(문제가 발생했어요)').wait();
  });

  it('closes an open dialog when the route changes', async () => {
    const page = await loggedInPage(running);
    await page.locator('::-p-aria(설정[role="link"])').click();
    await page.locator('::-p-aria(로그아웃[role="button"])').click();
    await page.locator('::-p-text(로그아웃할까요?)').wait();
    await page.goBack();
    await page.waitForFunction(() => !document.body.innerText.includes('로그아웃할까요?'));
    expect(pathOf(page)).toBe('/main/health-goal-dashboard');
  });
});
