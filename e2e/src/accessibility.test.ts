// axe on every screen of the app in ko, en and km: one browser, one login per language, the screens reached
// by URL inside the running app (a history push, as a link does) so that each costs its render and axe only.
import type { Page } from 'puppeteer-core';
import { expectAccessible } from './axe';
import { logIn, openPhonePage, waitForPath, withRunningApp } from './harness';
import { byName, filled, freshNumber, textsTo } from './people';
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

/**
 * The sign-up steps after the first and the account move's screens (issue 32.8), which need the steps before them:
 * walked as a person does, axe at each, in a browser context of their own (the sign-up ends logged in).
 */
describe.each(languages)(
  'the later sign-up steps and the account move in $lang',
  ({ lang, browserLanguage }) => {
    const t = (key: string) => text(lang, key);
    let page: Page;

    beforeEach(async () => {
      page = await openPhonePage(running.browser, browserLanguage);
    });
    afterEach(() => page.browserContext().close());

    const button = (name: string) => byName(page, name, 'button');
    const field = (label: string) => page.locator(`::-p-aria(${label})`);

    /** Waits for the screen at `path` with its heading, then runs axe on it as it is. */
    async function check(path: string, heading: string, state = ''): Promise<void> {
      await waitForPath(page, path);
      await waitForScreen(page, { path, heading }, lang);
      await expectAccessible(page, `${lang} ${path}${state}`);
    }

    it('has no axe violations on any sign-up step, with its errors shown, through to the welcome', async () => {
      await visit(page, '/register/agreement', false);
      await check('/register/agreement', 'auth:signUp.agreementHeading');

      // A term's full text, in its sheet, clear of the sheet's edges (issue 35).
      await page.evaluate((read: string) => {
        [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === read)?.click();
      }, t('auth:terms.read'));
      await page.waitForSelector('[role="dialog"]');
      expect(
        await page.$eval('[role="dialog"] > :nth-child(2)', (body) => getComputedStyle(body).paddingInline),
      ).toBe('16px');
      await expectAccessible(page, `${lang} /register/agreement (a term's text)`);
      await page.keyboard.press('Escape');
      await page.waitForSelector('[role="dialog"]', { hidden: true });

      await field(t('auth:terms.agreeAll')).click();
      await button(t('auth:form.next')).click();
      await check('/register/identify', 'auth:signUp.identifyHeading');
      await button(t('auth:form.next')).click();
      await page.waitForSelector('[aria-invalid="true"]');
      await expectAccessible(page, `${lang} /register/identify (errors shown)`);
      // Korean wraps between words; radio buttons take the app's green, not the browser's blue (issue 35).
      expect(await page.$eval('h2', (heading) => getComputedStyle(heading).wordBreak)).toBe(
        lang === 'ko' ? 'keep-all' : 'normal',
      );
      expect(await page.$eval('input[type="radio"]', (radio) => getComputedStyle(radio).accentColor)).toBe(
        'rgb(11, 110, 79)',
      );

      const mobilePhone = freshNumber();
      await field(t('common:fields.userNm')).fill('Jiwoo');
      await field(t('common:fields.userBrthdyDe')).fill('1990.05.20');
      await byName(page, t('auth:form.female'), 'radio').click();
      await field(t('common:fields.mobilePhone')).fill(mobilePhone);
      await button(t('auth:phone.send')).click();
      await page.locator(`::-p-text(${t('auth:phone.status.sent')})`).wait();
      const code = (await textsTo(running.app, mobilePhone)).find((message) => message.authCode)?.authCode;
      await field(t('common:fields.authCode')).fill(code ?? '');
      await button(t('auth:phone.verify')).click();
      await page.locator(`::-p-text(${t('auth:phone.status.verified')})`).wait();
      await expectAccessible(page, `${lang} /register/identify (phone verified)`);
      await button(t('auth:form.next')).click();

      await check('/register/info/a', 'auth:signUp.userIdHeading');
      await field(t('common:fields.userId')).fill(`a11y${lang}${Date.now().toString(36)}`);
      await button(t('auth:signUp.checkId')).click();
      await page.locator(`::-p-text(${t('auth:signUp.idAvailable')})`).wait();
      await button(t('auth:form.next')).click();

      await check('/register/info/b', 'auth:signUp.passwordHeading');
      await field(t('auth:form.newPassword')).fill('Start123!');
      await field(t('common:fields.userPasswordConfirm')).fill('Start124!');
      await button(t('auth:form.next')).click();
      await page.waitForSelector('[aria-invalid="true"]');
      await expectAccessible(page, `${lang} /register/info/b (errors shown)`);
      await field(t('common:fields.userPasswordConfirm')).fill('Start123!');
      await button(t('auth:form.next')).click();

      await check('/register/info/c', 'auth:signUp.emailHeading');
      await button(t('auth:form.skip')).click();
      await check('/register/info/d', 'auth:signUp.heightHeading');
      await button(t('auth:signUp.submit')).click();
      await waitForPath(page, '/register/info/end');
      await button(t('auth:signUp.start')).wait();
      await expectAccessible(page, `${lang} /register/info/end`);
    });

    it("has no axe violations on the account move's screens (demo-legacy, left before it completes)", async () => {
      await visit(page, '/intro/login', false);
      await logIn(
        page,
        { userId: t('login:userId'), password: t('login:password'), submit: t('login:submit') },
        { userId: 'demo-legacy', password: 'Demo1234!' },
      );
      await check('/register/platform/transfer', 'auth:platform.introHeading');
      await button(t('auth:platform.agree')).click();
      await check('/register/platform/agreement', 'auth:platform.agreementHeading');
      await field(t('auth:terms.agreeAll')).click();
      await button(t('auth:form.next')).click();
      await check('/register/platform/add/info', 'auth:platform.addInfoHeading');
      // The hint says at the gender's choices that the older platform lacked it (issue 35.17).
      expect(
        await page.$eval('fieldset', (group) =>
          (group.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent)
            .join(' '),
        ),
      ).toContain(t('auth:platform.missing'));
      await button(t('auth:form.next')).click();
      await page.waitForSelector('[aria-invalid="true"]');
      await expectAccessible(page, `${lang} /register/platform/add/info (errors shown)`);
      await byName(page, t('auth:form.female'), 'radio').click();
      await button(t('auth:form.next')).click();
      await check('/register/user/identify', 'auth:platform.identifyHeading');
    });
  },
);
