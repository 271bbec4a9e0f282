import type { HTTPRequest, Page } from 'puppeteer-core';
import { KO_LOGIN, openPhonePage, waitForPath, withRunningApp } from './harness';

// Issue 30: the login screen arrives as HTML rendered when mf-auth was released, in the person's language, painted
// before any script runs; mf-auth hydrates it once loaded.

const running = withRunningApp();
const LOGIN = '/intro/login';
const HOME = '/main/health-goal-dashboard';

/** Holds mf-auth's remoteEntry.js until the returned function is called: the page stays as the server sent it. */
async function holdLoginCode(page: Page): Promise<() => void> {
  const held: HTTPRequest[] = [];
  let holding = true;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (holding && /\/remotes\/mf-auth\/[^/]+\/remoteEntry\.js$/.test(new URL(request.url()).pathname))
      held.push(request);
    else void request.continue();
  });
  return () => {
    holding = false;
    for (const request of held.splice(0)) void request.continue();
  };
}

/** Console messages a hydration mismatch makes React print (in production, its minified error numbers). */
function watchHydrationComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|#418|#423|#425/i.test(message.text())) complaints.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#418|#423|#425/i.test(String(error))) complaints.push(String(error));
  });
  return complaints;
}

/** Waits until mf-auth has taken the screen the server sent (the shell moved it into the frame). */
const waitForHydration = (page: Page) =>
  page.waitForFunction(
    () =>
      !document.getElementById('first-view') &&
      document.querySelector('[data-remote="mf_auth"] [data-part="mount"] form') !== null &&
      !document.querySelector('[data-first-view-route]'),
  );

describe('the login screen before any script runs (issue 30)', () => {
  it.each([
    ['ko-KR', undefined, 'ko', '아이디', '로그인'],
    ['en-US', undefined, 'en', 'ID', 'Log in · Family Health'],
    ['ko-KR', 'km', 'km', 'អត្តសញ្ញាណ', 'ចូលគណនី · សុខភាពគ្រួសារ'],
  ])(
    'shows the form with JavaScript switched off, in the language asked for (Accept-Language %s, saved choice %s)',
    async (acceptLanguage, saved, language, idLabel, title) => {
      const page = await openPhonePage(running.browser, acceptLanguage);
      if (saved) await page.setCookie({ name: 'language', value: saved, url: running.app.appUrl });
      await page.setJavaScriptEnabled(false);
      await page.goto(`${running.app.appUrl}${LOGIN}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await page.title()).toContain(title);
      const idField = await page.$(`::-p-aria(${idLabel}[role="textbox"])`);
      expect(idField).not.toBeNull();
      expect(await page.$('::-p-aria([role="button"])')).not.toBeNull();
      await page.close();
    },
  );

  it('keeps what a person typed before the code arrived, with the focus, and logs in with it', async () => {
    const page = await openPhonePage(running.browser);
    const complaints = watchHydrationComplaints(page);
    const release = await holdLoginCode(page);
    // The page's load event waits for the held script: go on once the HTML is there.
    await page.goto(`${running.app.appUrl}${LOGIN}`, { waitUntil: 'domcontentloaded' });
    await page.locator(`::-p-aria(${KO_LOGIN.userId}[role="textbox"])`).fill('demo');
    await page.locator('input[type="password"]').fill('Demo1234!');
    release();
    await waitForHydration(page);

    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe(
      'password',
    );
    expect(await page.$eval('input[autocomplete="username"]', (input) => input.value)).toBe('demo');
    await page.locator(`::-p-aria(${KO_LOGIN.submit}[role="button"])`).click();
    await waitForPath(page, HOME);
    expect(complaints).toEqual([]);
    await page.close();
  });

  it('comes alive without a layout shift (CLS ≤ 0.02) and without a hydration warning', async () => {
    const page = await openPhonePage(running.browser, 'en-US');
    const complaints = watchHydrationComplaints(page);
    await page.evaluateOnNewDocument(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${running.app.appUrl}${LOGIN}`);
    await waitForHydration(page);
    await page.locator('::-p-aria(Log in[role="button"])').click();
    await page.locator('::-p-text(Please enter your ID and password.)').wait();
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
    expect(complaints).toEqual([]);
    await page.close();
  });

  it('renders the screen afresh in the language saved on this phone when the page was written in another', async () => {
    const page = await openPhonePage(running.browser);
    const complaints = watchHydrationComplaints(page);
    // A choice saved before the app told the server (no cookie yet): the page comes in Korean, the app speaks English.
    await page.evaluateOnNewDocument(() => localStorage.setItem('language', 'en'));
    await page.goto(`${running.app.appUrl}${LOGIN}`);
    await page.locator('::-p-aria(ID[role="textbox"])').wait();
    expect(await page.$(`::-p-aria(${KO_LOGIN.userId}[role="textbox"])`)).toBeNull();
    expect(await page.evaluate(() => document.cookie)).toContain('language=en');
    expect(complaints).toEqual([]);
    await page.close();
  });
});
