// axe on every screen of the app in ko, en and km: one browser, one login per language, the screens reached
// by URL inside the running app (a history push, as a link does) so that each costs its render and axe only.
import type { Page } from 'puppeteer-core';
import { expectAccessible } from './axe';
import { logIn, openPhonePage, waitForPath, withRunningApp } from './harness';
import { filled } from './people';
import { anonymousScreens, demoScreens, type Screen } from './screens';

const running = withRunningApp();
const started = Date.now();
afterAll(() =>
  console.log(`accessibility: every screen in 3 languages in ${(Date.now() - started) / 1000} s`),
);

type Catalogue = Record<string, unknown>;
const languages = [
  { lang: 'ko', browserLanguage: 'ko-KR' },
  { lang: 'en', browserLanguage: 'en-US' },
  { lang: 'km', browserLanguage: 'km-KH' },
];

/** A text of `lang`'s catalogue by `namespace:dotted.key`, its placeholders filled from the same catalogue. */
function text(lang: string, key: string, values: Record<string, string> = {}): string {
  const [namespace, path] = key.split(':') as [string, string];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the namespace is only known at run time
  const catalogue = require(`../../locales/src/${lang}/${namespace}.json`) as Catalogue;
  const found = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
  if (typeof found !== 'string') throw new Error(`${lang} has no text ${key}`);
  return filled(
    found,
    Object.fromEntries(Object.entries(values).map(([name, valueKey]) => [name, text(lang, valueKey)])),
  );
}

/** Goes to `path` inside the app, as a link would, or by loading it when no app is open yet. */
async function visit(page: Page, path: string, inApp: boolean): Promise<void> {
  if (inApp) await page.evaluate((to: string) => history.pushState(null, '', to), path);
  else await page.goto(`${running.app.appUrl}${path}`);
}

/** Waits for the screen's heading (inside its dialog for an overlay) and for every loading indicator to go. */
async function waitForScreen(page: Page, screen: Screen, lang: string): Promise<void> {
  const heading = text(lang, screen.heading, screen.values);
  const loading = text(lang, 'common:loading');
  await page.waitForFunction(
    (wanted: string, inDialog: boolean, loadingText: string) => {
      const scope = inDialog ? '[role="dialog"] ' : '';
      // A page's heading is not one of the overlay left over from the screen before (the registration options
      // and the goal page it opens share their title), which may still show until the page has loaded.
      const headings = [...document.querySelectorAll(`${scope}h1, ${scope}h2`)].filter(
        (element) => inDialog || !element.closest('[role="dialog"]'),
      );
      const shown = headings.some((element) => element.textContent?.trim() === wanted);
      const stillLoading = [...document.querySelectorAll('[role="status"]')].some(
        (element) => element.textContent?.trim() === loadingText,
      );
      return shown && !stillLoading;
    },
    { timeout: 10_000 },
    heading,
    screen.dialog ?? false,
    loading,
  );
}

describe.each(languages)('accessibility in $lang', ({ lang, browserLanguage }) => {
  let page: Page;
  const filledIn: Record<string, string> = {};

  beforeAll(async () => {
    page = await openPhonePage(running.browser, browserLanguage);
  });

  /** Visits `screen` and waits for its heading; returns the path visited. */
  async function show(screen: Screen, inApp: boolean): Promise<string> {
    const path = screen.path.replace(/\{(\w+)\}/g, (_, name: string) => filledIn[name] ?? '');
    await visit(page, path, inApp);
    await waitForScreen(page, screen, lang);
    return path;
  }

  it.each(anonymousScreens)('$path has no axe violations before login', async (screen) => {
    const path = await show(screen, false);
    await expectAccessible(page, `${lang} ${path}`);
  });

  it('logs in as the demo user', async () => {
    await visit(page, '/intro/login', false);
    await logIn(page, {
      userId: text(lang, 'login:userId'),
      password: text(lang, 'login:password'),
      submit: text(lang, 'login:submit'),
    });
    await waitForPath(page, '/main/health-goal-dashboard');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    const seoulNow = Date.now() + 9 * 3600_000;
    filledIn.today = new Date(seoulNow).toISOString().slice(0, 10);
    filledIn.yesterday = new Date(seoulNow - 86_400_000).toISOString().slice(0, 10);
  });

  it.each(demoScreens)('$path has no axe violations', async (screen) => {
    const path = await show(screen, true);
    if (screen.path === '/main/feed') {
      // The family channel's newest post, as the feed links to it: `/main/feed/detail/<feedSn>/<chnSn>`. The
      // posts may come after the heading.
      await page.waitForSelector('a[href^="/main/feed/detail/"]');
      const href = await page.$eval(
        'a[href^="/main/feed/detail/"]',
        (link) => link.getAttribute('href') ?? '',
      );
      filledIn.post = href.replace('/main/feed/detail/', '');
      filledIn.channel = filledIn.post.split('/')[1] ?? '';
    }
    await expectAccessible(page, `${lang} ${path}`);
  });
});
