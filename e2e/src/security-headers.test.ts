// Issue 15 (headers): the app's static servers send a Content-Security-Policy the app really works under, and the
// API's answers are never cached. Every screen a remote serves first is opened logged in, and sign-up's forms show
// their messages, and the browser must report no policy violation on the way: no script may be made from text
// ('unsafe-eval'), so the forms are validated without compiling their schemas, and no style may be written as markup
// ('unsafe-inline'), so every stylesheet is a file, the charts' too.
import type { Page } from 'puppeteer-core';
import koMessages from '../../locales/src/ko/messages.json';
import { KO_LOGIN, logIn, openPhonePage, waitForPath, withRunningApp } from './harness';

const running = withRunningApp();

/** The first screen of each remote (mf_auth's is the login page the test starts from). */
const screens = [
  '/main/my',
  '/main/health-goal-dashboard',
  '/main/medicine',
  '/main/feed',
  '/main/ai-prediction',
  '/user/myChn/setting',
];

/** Violations the page reports (the `securitypolicyviolation` event) and the console's CSP messages. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

describe('security headers', () => {
  it('serves the shell with a policy naming only itself, the remotes and the API, nosniff and no referrer', async () => {
    const response = await fetch(`${running.app.appUrl}/intro/login`);
    const policy = response.headers.get('content-security-policy') ?? '';

    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // The login page's stylesheets come inside it (issue 30), allowed by their hashes, never as any inline style.
    const [styleSrc, ...styleHashes] = (
      policy.split('; ').find((directive) => directive.startsWith('style-src')) ?? ''
    ).split(/ (?='sha256-)/);
    expect(styleSrc).toBe("style-src 'self' http://localhost:* http://127.0.0.1:*");
    expect(styleHashes.length).toBeGreaterThan(0);
    for (const hash of styleHashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    // No 'unsafe-eval'. One origin (issue 17): the remotes and the API are the app's own host; `npm start` adds
    // only this machine's other ports, for a developer's `?remoteOverride=` (the production profile does not).
    expect(scriptSrc).toBe("script-src 'self' http://localhost:* http://127.0.0.1:*");
    expect(policy).toContain("connect-src 'self' http://localhost:* http://127.0.0.1:*;");
    // The web app manifest and the service worker (issue 29) from the app itself only.
    expect(policy).toContain("manifest-src 'self';");
    expect(policy).toContain("worker-src 'self';");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves the API’s health data and tokens with no-store and nosniff', async () => {
    const response = await fetch(`${running.app.apiUrl}/api/user`);

    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('starts a sign-up, logs in and opens every remote’s first screen without a single policy violation', async () => {
    const page = await openPhonePage(running.browser);
    const violations = await watchViolations(page);
    // Sign-up's first step validates its form with the kernel's schemas.
    await page.goto(`${running.app.appUrl}/intro/login`);
    await page.locator('::-p-aria(회원가입)').click();
    await waitForPath(page, '/register/agreement');
    await page.locator('::-p-aria(전체 동의)').click();
    await page.locator('::-p-aria(다음[role="button"])').click();
    await waitForPath(page, '/register/identify');
    await page.goto(`${running.app.appUrl}/intro/login`);
    await logIn(page, KO_LOGIN);
    await waitForPath(page, '/main/health-goal-dashboard');
    for (const screen of screens) {
      await page.goto(`${running.app.appUrl}${screen}`);
      await page.locator('h1').wait();
    }
    // A drawn chart: ApexCharts takes its styles from stylesheets, not from style tags of its own.
    await page.goto(`${running.app.appUrl}/main/my/lifelogDetailPage?lifelogTypeCode=0008`);
    await page.waitForSelector('svg.apexcharts-svg');

    expect(await violations()).toEqual([]);
  });

  it('shows the messages of sign-up’s forms, validated under the policy, without a single violation', async () => {
    const page = await openPhonePage(running.browser);
    const violations = await watchViolations(page);
    await page.goto(`${running.app.appUrl}/intro/login`);
    await page.locator('::-p-aria(회원가입)').click();
    await waitForPath(page, '/register/agreement');
    await page.locator('::-p-aria(다음[role="button"])').click();
    await page.locator(`::-p-text(${koMessages.M0141})`).wait();
    await page.locator('::-p-aria(전체 동의)').click();
    await page.locator('::-p-aria(다음[role="button"])').click();
    await waitForPath(page, '/register/identify');
    await page.locator('::-p-aria(이름)').fill('kim1');
    await page.locator('::-p-aria(다음[role="button"])').click();
    await page.locator(`::-p-text(${koMessages.M0122})`).wait();

    expect(await violations()).toEqual([]);
  });
});
