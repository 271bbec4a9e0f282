import { logIn, openPhonePage, waitForPath, withRunningApp } from './harness';

const running = withRunningApp();

const cases = [
  {
    browserLanguage: 'ko-KR',
    lang: 'ko',
    labels: { userId: '아이디', password: '비밀번호', submit: '로그인' },
    tab: '마이',
  },
  {
    browserLanguage: 'en-US',
    lang: 'en',
    labels: { userId: 'ID', password: 'Password', submit: 'Log in' },
    tab: 'Me',
  },
  {
    browserLanguage: 'km-KH',
    lang: 'km',
    labels: { userId: 'អត្តសញ្ញាណ', password: 'ពាក្យសម្ងាត់', submit: 'ចូល' },
    tab: 'ខ្ញុំ',
  },
];

describe('languages chosen from the browser', () => {
  it.each(cases)(
    'works in $lang from a $browserLanguage browser, with <html lang> following it',
    async ({ browserLanguage, lang, labels, tab }) => {
      const page = await openPhonePage(running.browser, browserLanguage);
      await page.goto(`${running.app.appUrl}/intro/login`);
      await logIn(page, labels);
      await waitForPath(page, '/main/health-goal-dashboard');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await page.locator(`::-p-aria(${tab}[role="link"])`).click();
      await waitForPath(page, '/main/my');
    },
  );

  it('falls back to Korean for a language the app does not have', async () => {
    const page = await openPhonePage(running.browser, 'fr-FR');
    await page.goto(`${running.app.appUrl}/intro/login`);
    await page.locator('::-p-aria(로그인[role="button"])').wait();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
  });

  it('renders Khmer with the self-hosted Khmer font, fetched from the app itself', async () => {
    const page = await openPhonePage(running.browser, 'km-KH');
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await page.goto(`${running.app.appUrl}/intro/login`);
    await page.locator('::-p-aria(ចូល[role="button"])').wait();
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family.replace(/"/g, '') === 'Noto Sans Khmer' && face.status === 'loaded',
      ),
    );
    expect(loaded).toBe(true);
    expect(fontRequests.length).toBeGreaterThan(0);
    expect(fontRequests.every((url) => url.startsWith(running.app.appUrl))).toBe(true);
  });

  it('switches language from the login page, for every area', async () => {
    const page = await openPhonePage(running.browser, 'ko-KR');
    await page.goto(`${running.app.appUrl}/intro/login`);
    await page.locator('::-p-aria(언어)').wait();
    await page.select('select', 'en');
    await page.locator('::-p-aria(Log in[role="button"])').wait();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
