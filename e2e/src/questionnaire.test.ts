import type { ElementHandle, Page } from 'puppeteer-core';
import { axeViolations } from './axe';
import { KO_LOGIN, logIn, openPhonePage, waitForPath, withRunningApp } from './harness';

const running = withRunningApp();

/** The title of the questionnaire step shown, once it reads `title`. */
async function waitForStep(page: Page, title: string): Promise<void> {
  await page.waitForFunction(
    (wanted: string) => document.querySelector('form h2')?.textContent === wanted,
    {},
    title,
  );
}

/** The radio `choice` of the question `legend` (its group), found as a person reads them. */
async function radio(page: Page, legend: string, choice: string): Promise<ElementHandle<Element>> {
  const group = await page.waitForSelector(`::-p-aria(${legend}[role="group"])`);
  const found = await group!.$(`::-p-aria(${choice}[role="radio"])`);
  if (!found) throw new Error(`no choice ${choice} in ${legend}`);
  return found;
}

async function isChecked(page: Page, legend: string, choice: string): Promise<boolean> {
  return (await radio(page, legend, choice)).evaluate((input) => (input as HTMLInputElement).checked);
}

async function focusedText(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.textContent ?? null);
}

describe('the health questionnaire in short steps (issue 35.21)', () => {
  it('starts from the intro at the first step still needed, walks the steps with Back and Next keeping the answers, and saves them once', async () => {
    const page = await openPhonePage(running.browser);
    await page.goto(`${running.app.appUrl}/intro/login`);
    await logIn(page, KO_LOGIN);
    await waitForPath(page, '/main/health-goal-dashboard');

    // The intro lists only what is still missing, with one link to start there.
    await page.goto(`${running.app.appUrl}/ai/intro`);
    const missing = await page.waitForSelector('::-p-aria(아직 필요한 답[role="region"])');
    await missing!.waitForSelector('li');
    const start = await missing!.$$('::-p-aria(설문 시작하기[role="link"])');
    expect(start).toHaveLength(1);
    await start[0]!.click();
    await waitForPath(page, '/ai/paper-weight');

    // The first step: the one that unlocks the most predictions, with its progress and what it unlocks.
    await page.goto(`${running.app.appUrl}/ai/paper-weight`);
    await waitForStep(page, '흡연');
    const progress = await page.waitForSelector('::-p-aria(설문 진행[role="progressbar"])');
    expect(await progress!.evaluate((bar) => bar.getAttribute('aria-valuetext'))).toBe('12단계 중 1단계');
    await page.waitForSelector('::-p-text(이 단계에 답하면 계산할 수 있어요:)');
    expect(await page.$$('::-p-aria(이전 단계[role="button"])')).toHaveLength(0);

    await (await radio(page, '담배를 피우나요?', '피운 적 없어요')).click();
    await page.locator('::-p-aria(다음 단계[role="button"])').click();
    await waitForStep(page, '심장·혈관 건강');
    expect(await focusedText(page)).toBe('심장·혈관 건강');
    await (await radio(page, '의사에게 당뇨병 진단을 받았나요?', '아니요')).click();

    await page.locator('::-p-aria(이전 단계[role="button"])').click();
    await waitForStep(page, '흡연');
    expect(await focusedText(page)).toBe('흡연');
    expect(await isChecked(page, '담배를 피우나요?', '피운 적 없어요')).toBe(true);
    await page.locator('::-p-aria(다음 단계[role="button"])').click();
    await waitForStep(page, '심장·혈관 건강');
    expect(await isChecked(page, '의사에게 당뇨병 진단을 받았나요?', '아니요')).toBe(true);

    for (let step = 2; step < 12; step += 1) {
      const before = await page.$eval('form h2', (heading) => heading.textContent);
      await page.locator('::-p-aria(다음 단계[role="button"])').click();
      await page.waitForFunction(
        (previous: string | null) => document.querySelector('form h2')?.textContent !== previous,
        {},
        before,
      );
    }
    expect(await page.$$('::-p-aria(다음 단계[role="button"])')).toHaveLength(0);
    await page.locator('::-p-aria(저장[role="button"])').click();
    await waitForPath(page, '/main/ai-prediction');

    await page.goto(`${running.app.appUrl}/ai/paper-weight?step=heart`);
    await waitForStep(page, '심장·혈관 건강');
    expect(await isChecked(page, '의사에게 당뇨병 진단을 받았나요?', '아니요')).toBe(true);
    await page.close();
  });

  it('has no axe violations on the first step in Korean, English and Khmer', async () => {
    const page = await openPhonePage(running.browser);
    await page.goto(`${running.app.appUrl}/intro/login`);
    await logIn(page, KO_LOGIN);
    await waitForPath(page, '/main/health-goal-dashboard');

    for (const [language, title] of [
      ['ko', '흡연'],
      ['en', 'Smoking'],
      ['km', 'ការជក់បារី'],
    ] as const) {
      await page.evaluate((chosen: string) => localStorage.setItem('language', chosen), language);
      await page.goto(`${running.app.appUrl}/ai/paper-weight`);
      await waitForStep(page, title);
      await page.waitForSelector('form [role="progressbar"]');
      expect({ language, violations: await axeViolations(page) }).toEqual({ language, violations: [] });
    }
    await page.close();
  });
});
