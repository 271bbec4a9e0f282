// The report for the doctor (issue 31.4): the demo person's own in ko, as it prints (no button, link or tab bar
// on paper), accessible in ko, en and km; a family member's opened by the caregiver they share with, and refused
// to someone they do not share with.
import type { Page } from 'puppeteer-core';
import { expectAccessible } from './axe';
import { DEMO, logIn, openPhonePage, waitForPath, withRunningApp } from './harness';
import { byName, waitForText } from './people';
import ko from '../../locales/src/ko/lifelog.json';
import en from '../../locales/src/en/lifelog.json';
import km from '../../locales/src/km/lifelog.json';
import koLogin from '../../locales/src/ko/login.json';
import enLogin from '../../locales/src/en/login.json';
import kmLogin from '../../locales/src/km/login.json';

const running = withRunningApp();

const languages = {
  ko: { browser: 'ko-KR', texts: ko.doctorReport, login: koLogin },
  en: { browser: 'en-US', texts: en.doctorReport, login: enLogin },
  km: { browser: 'km-KH', texts: km.doctorReport, login: kmLogin },
} as const;
type Lang = keyof typeof languages;

/** The demo grandfather takes medicines and shares his health data with the demo son only, not with the mother. */
const GRANDPA_NAME = '김영수';
const MOTHER = { userId: 'demo-mom', password: DEMO.password };

async function loggedIn(lang: Lang, user = DEMO): Promise<Page> {
  const { browser, login } = languages[lang];
  const page = await openPhonePage(running.browser, browser);
  await page.goto(`${running.app.appUrl}/intro/login`);
  await logIn(page, { userId: login.userId, password: login.password, submit: login.submit }, user);
  await waitForPath(page, '/main/health-goal-dashboard');
  return page;
}

/** Waits until the report has loaded: its last section is shown and no chart is still loading. */
async function reportShown(page: Page, lang: Lang): Promise<void> {
  const { texts } = languages[lang];
  await byName(page, texts.title, 'heading').wait();
  await byName(page, texts.predictions.title, 'heading').wait();
  await page.waitForFunction(() => document.querySelectorAll('svg.apexcharts-svg').length > 0);
}

/** The texts of the level-2 headings, in order. */
const sectionHeadings = (page: Page) =>
  page.$$eval('#remote-area h2', (headings) => headings.map((heading) => heading.textContent?.trim() ?? ''));

/** What is laid out and not hidden among the page's controls and the frame's header and tab bar. */
function shownControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, a[href], input, select, textarea, header, nav')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return element.getClientRects().length > 0 && style.visibility !== 'hidden';
      })
      .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 40) ?? ''}`),
  );
}

describe('the report for the doctor (issue 31.4)', () => {
  it('opens from the health page with who, when and every section, and prints without a control or the tab bar', async () => {
    const page = await loggedIn('ko');
    await page.goto(`${running.app.appUrl}/main/my`);
    await byName(page, ko.doctorReport.link, 'link').click();
    await waitForPath(page, '/main/my/report');
    await reportShown(page, 'ko');

    await waitForText(page, '김민준');
    await waitForText(page, '1991.04.17');
    const headings = await sectionHeadings(page);
    expect(headings).toEqual(
      expect.arrayContaining([
        ko.doctorReport.charts.title,
        ko.doctorReport.medication.title,
        ko.doctorReport.predictions.title,
      ]),
    );
    expect(headings.some((heading) => heading.endsWith('건강검진 결과'))).toBe(true);
    // The charts' numbers are on the page too: a black and white printout still says them.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('caption')].some((caption) => caption.textContent?.startsWith('혈압')),
    );
    await expectAccessible(page, 'ko /main/my/report');

    expect((await shownControls(page)).length).toBeGreaterThan(0);
    // As the browser's print does: `beforeprint` first (ApexCharts lays its charts out for the sheet), then the
    // print media.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMediaType('print');
    expect(await shownControls(page)).toEqual([]);
    // The charts print: their drawings are laid out on paper.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('svg.apexcharts-svg')].some(
        (chart) => chart.getBoundingClientRect().width > 0,
      ),
    );
    await page.emulateMediaType('screen');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  });

  it.each(['en', 'km'] as const)('has no axe violations in %s', async (lang) => {
    const page = await loggedIn(lang);
    await page.goto(`${running.app.appUrl}/main/my/report`);
    await reportShown(page, lang);
    await expectAccessible(page, `${lang} /main/my/report`);
  });

  it('opens a family member’s report for the caregiver they share with, with their missed doses, and refuses it to anyone else', async () => {
    const page = await loggedIn('ko');
    await page.goto(`${running.app.appUrl}/main/my`);
    // The family list comes after the page: on a busy machine later than the page's usual wait.
    const picker = await byName(page, ko.my.personLabel, 'combobox').setTimeout(60_000).waitHandle();
    const grandpa = await page.$$eval(
      'option',
      (options, name) => options.find((option) => option.textContent === name)?.value ?? '',
      GRANDPA_NAME,
    );
    await picker.select(grandpa);
    await page.waitForSelector(`a[href="/main/my/report?subject=${grandpa}"]`);
    await byName(page, ko.doctorReport.link, 'link').click();
    await reportShown(page, 'ko');
    await waitForText(page, GRANDPA_NAME);
    await waitForText(page, '놓친 복용');
    await waitForText(page, ko.doctorReport.predictions.notShared);
    const reportPath = `/main/my/report?subject=${grandpa}`;

    const mother = await loggedIn('ko', MOTHER);
    await mother.goto(`${running.app.appUrl}${reportPath}`);
    await byName(mother, ko.doctorReport.title, 'heading').wait();
    await mother.locator('::-p-aria([role="alert"])').wait();
    await waitForText(mother, '건강 정보를 나와 공유하지 않아');
    expect(await mother.$$eval('#remote-area h2', (headings) => headings.length)).toBe(0);
  });
});
