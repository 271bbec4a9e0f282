import type { Page } from 'puppeteer-core';
import { DEMO, KO_LOGIN, logIn, openPhonePage, pathOf, waitForPath, withRunningApp } from './harness';
import { typeInto, waitForText } from './people';

// Issue 15, the app-wide offline queue: a record kept on the phone is sent by the shell's outbox service from
// whichever page is open, and the frame counts what waits.
const running = withRunningApp();

/** demo-heavy has no weight of its own: the two this test records are the only ones. */
const HEAVY = { userId: 'demo-heavy', password: DEMO.password };

/** The frame's pending count, as its live region says it (data-pending-count), or null without a frame. */
function frameCount(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const count = document.querySelector('header [role="status"][data-pending-count]');
    return count ? Number(count.getAttribute('data-pending-count')) : null;
  });
}

async function waitForFrameCount(page: Page, expected: number): Promise<void> {
  await page.waitForFunction(
    (wanted: number) =>
      document
        .querySelector('header [role="status"][data-pending-count]')
        ?.getAttribute('data-pending-count') === String(wanted),
    { timeout: 30_000 },
    expected,
  );
}

async function storedWeights(page: Page): Promise<number[]> {
  return page.evaluate(async (apiUrl: string) => {
    const auth = JSON.parse(localStorage.getItem('auth') ?? '{}') as { access_token?: string };
    const response = await fetch(`${apiUrl}/fhir/Observation?code=http://loinc.org|29463-7&_count=10`, {
      headers: { Authorization: `Bearer ${auth.access_token ?? ''}` },
    });
    const bundle = (await response.json()) as {
      entry?: { resource: { valueQuantity?: { value?: number } } }[];
    };
    return (bundle.entry ?? []).map((entry) => entry.resource.valueQuantity?.value ?? NaN);
  }, running.app.apiUrl);
}

describe('the offline queue, app-wide', () => {
  it('sends a record kept offline on the life-log page from another area once back online; the frame counts 1, then 0', async () => {
    const page = await openPhonePage(running.browser);
    await page.goto(`${running.app.appUrl}/intro/login`);
    await logIn(page, KO_LOGIN, HEAVY);
    await waitForPath(page, '/main/health-goal-dashboard');
    await waitForFrameCount(page, 0);

    await page.goto(`${running.app.appUrl}/main/my/lifelogDetailPage?lifelogTypeCode=0010`);
    await page.locator('::-p-aria(체중[role="heading"])').wait();
    // The other area's remote is loaded once, while online, as a person who used it earlier has it.
    await page.locator('::-p-aria(건강목표[role="link"])').click();
    await waitForPath(page, '/main/health-goal-dashboard');
    await page.goBack();
    await page.locator('::-p-aria(체중[role="heading"])').wait();
    // So are the entry form's code, its checks and the dialogs', loaded by a first record saved online, as a
    // person who recorded before has them: a chunk the page never loaded cannot load offline (the shell then
    // reloads the page, which offline shows nothing).
    await page.locator('::-p-aria(기록하기[role="link"])').click();
    await typeInto(page, '체중', '67.9');
    await page.locator('::-p-aria(저장[role="button"])').click();
    await waitForText(page, '67.9');
    await page.locator('::-p-aria(기록하기[role="link"])').wait();

    await page.setOfflineMode(true);
    await page.locator('::-p-aria(기록하기[role="link"])').click();
    await typeInto(page, '체중', '68.4');
    await page.locator('::-p-aria(저장[role="button"])').click();
    await waitForText(page, '이 휴대폰에 저장해 두었어요');
    await waitForFrameCount(page, 1);
    expect(
      await page.$eval('header [role="status"][data-pending-count]', (count) => [
        count.textContent,
        count.getAttribute('aria-label'),
      ]),
    ).toEqual(['1건 보내기 대기 중', '이 휴대폰에 저장해 둔 1건이 인터넷에 다시 연결되면 보내져요']);

    // Another area, still offline: the record waits there too.
    await page.locator('::-p-aria(건강목표[role="link"])').click();
    await waitForPath(page, '/main/health-goal-dashboard');
    expect(await frameCount(page)).toBe(1);

    await page.setOfflineMode(false);
    await waitForFrameCount(page, 0);
    expect(pathOf(page)).toBe('/main/health-goal-dashboard');
    expect((await storedWeights(page)).sort()).toEqual([67.9, 68.4]);
    await page.close();
  }, 120_000);
});
