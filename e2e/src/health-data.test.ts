import type { ElementHandle, Page } from 'puppeteer-core';
import { cutOffApi, DEMO, KO_LOGIN, logIn, openPhonePage, waitForPath, withRunningApp } from './harness';
import { tap, typeInto } from './people';

const running = withRunningApp();

/** demo-heavy has two years of hourly steps and heart rate, and no pressure or weight of its own. */
const HEAVY = { userId: 'demo-heavy', password: DEMO.password };

async function loggedInAs(page: Page, user: { userId: string; password: string }): Promise<void> {
  await page.goto(`${running.app.appUrl}/intro/login`);
  await logIn(page, KO_LOGIN, user);
  await waitForPath(page, '/main/health-goal-dashboard');
}

/** Clicks the control whose accessible name ends with `suffix` (e.g. `… 기록 수정` on the newest record). */
async function clickNamedEnding(page: Page, suffix: string): Promise<void> {
  const control = await page.waitForFunction(
    (wanted: string) => {
      const found = [...document.querySelectorAll('[aria-label]')].find((element) =>
        element.getAttribute('aria-label')?.endsWith(wanted),
      );
      return found ?? null;
    },
    {},
    suffix,
  );
  await tap(control.asElement() as ElementHandle<Element>);
}

/** The text of the records list's items, newest first. */
function recordItems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === '측정 기록');
    const section = heading?.closest('section');
    return [...(section?.querySelectorAll('li') ?? [])].map((item) => item.textContent ?? '');
  });
}

async function waitForText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted: string) => document.body.innerText.includes(wanted), {}, text);
}

describe('health data', () => {
  it('records a blood pressure of 130/85, shows it graded in the list and on the chart, edits and deletes it', async () => {
    const page = await openPhonePage(running.browser);
    await loggedInAs(page, HEAVY);
    await page.goto(`${running.app.appUrl}/main/my/lifelogDetailPage?lifelogTypeCode=0017`);
    await page.locator('::-p-aria(혈압[role="heading"])').wait();
    await waitForText(page, '측정 데이터가 없어요.');

    await page.locator('::-p-aria(기록하기[role="link"])').click();
    await page.locator('::-p-aria(혈압 기록하기[role="dialog"])').wait();
    // Two number fields, as health apps ask it (issue 35).
    await typeInto(page, '수축기 혈압', '130');
    await typeInto(page, '이완기 혈압', '85');
    await page.locator('::-p-aria(저장[role="button"])').click();
    await waitForText(page, '기록을 저장했어요');

    await waitForText(page, '130/85');
    const [newest] = await recordItems(page);
    expect(newest).toContain('130/85 mmHg');
    expect(newest).toContain('주의');
    // The chart's table (read by screen readers) holds today's systolic and diastolic values.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('table')].some(
        (table) => table.textContent?.includes('130') && table.textContent.includes('85'),
      ),
    );

    await clickNamedEnding(page, '기록 수정');
    await page.locator('::-p-aria(혈압 기록 수정[role="dialog"])').wait();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('input')]
        .map((input) => input.value)
        .join(' ')
        .includes('130 85'),
    );
    await typeInto(page, '수축기 혈압', '118');
    await typeInto(page, '이완기 혈압', '76');
    await page.locator('::-p-aria(저장[role="button"])').click();
    await waitForText(page, '기록을 수정했어요');
    await waitForText(page, '118/76');
    expect(await recordItems(page)).toEqual([expect.stringMatching(/118\/76 mmHg.*정상/)]);

    await clickNamedEnding(page, '기록 삭제');
    await page.locator('::-p-aria(삭제[role="button"])').click();
    await waitForText(page, '기록을 삭제했어요');
    await waitForText(page, '측정 데이터가 없어요.');
    expect(await recordItems(page)).toEqual([]);
  });

  it('keeps a weight entered while the API is down and sends it once the API is back', async () => {
    const page = await openPhonePage(running.browser);
    await loggedInAs(page, HEAVY);
    await page.goto(`${running.app.appUrl}/main/my/lifelogDetailPage?lifelogTypeCode=0010`);
    await page.locator('::-p-aria(체중[role="heading"])').wait();

    const reconnect = await cutOffApi(page, running.app.apiUrl);
    await page.locator('::-p-aria(기록하기[role="link"])').click();
    await typeInto(page, '체중', '71.3');
    await page.locator('::-p-aria(저장[role="button"])').click();
    await waitForText(page, '이 휴대폰에 저장해 두었어요');
    await waitForText(page, '보내기를 기다리는 기록이 1건 있어요');
    reconnect();

    // The queue retries every 30 s: the record arrives once, and the banner goes.
    await page.waitForFunction(() => !document.body.innerText.includes('보내기를 기다리는'), {
      timeout: 60_000,
    });
    await page.waitForFunction(() => document.body.innerText.includes('71.3'), { timeout: 15_000 });
    const stored = await page.evaluate(async (apiUrl: string) => {
      const auth = JSON.parse(localStorage.getItem('auth') ?? '{}') as { access_token?: string };
      const response = await fetch(`${apiUrl}/fhir/Observation?code=http://loinc.org|29463-7&_count=5`, {
        headers: { Authorization: `Bearer ${auth.access_token ?? ''}` },
      });
      return (await response.json()) as { total: number };
    }, running.app.apiUrl);
    expect(stored.total).toBe(1);
  }, 150_000);

  it('shows a weight saved offline on its card at once, marked as waiting, until it is sent (issue 35.15)', async () => {
    const page = await openPhonePage(running.browser);
    await loggedInAs(page, HEAVY);
    await page.goto(`${running.app.appUrl}/main/my`);
    await page.locator('::-p-aria(나의 건강 지표[role="heading"])').wait();

    const reconnect = await cutOffApi(page, running.app.apiUrl);
    await page.locator('::-p-aria(기록하기[role="link"])').click();
    await page.locator('::-p-aria(체중[role="button"])').click();
    await typeInto(page, '체중', '72.4');
    await page.locator('::-p-aria(저장[role="button"])').click();
    await waitForText(page, '이 휴대폰에 저장해 두었어요');
    // The my page stays under the entry form: its weight card shows the kept value with its mark.
    await page.waitForFunction(() => {
      const card = [...document.querySelectorAll('li')].find((item) =>
        item.innerText.trim().startsWith('체중'),
      );
      // Waiting, or sending while the outbox tries the unreachable API.
      const text = card?.innerText ?? '';
      return text.includes('72.4') && (text.includes('보내기 대기 중') || text.includes('보내는 중'));
    });
    reconnect();
    // The phone says it is back online, as it does when its connection returns: the outbox sends at once instead
    // of at its next retry, which backs off while the API stays unreachable.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));

    // Once sent, the card shows the stored value without the mark.
    await page.waitForFunction(
      () => {
        const card = [...document.querySelectorAll('li')].find((item) =>
          item.innerText.trim().startsWith('체중'),
        );
        const text = card?.innerText ?? '';
        return text.includes('72.4') && !text.includes('보내기 대기 중') && !text.includes('보내는 중');
      },
      { timeout: 60_000 },
    );
  }, 150_000);

  it('imports a health app’s records through a native host, once however often they come', async () => {
    const page = await openPhonePage(running.browser);
    // A simulated Android host whose Google-type app hands over three hours of steps.
    await page.evaluateOnNewDocument(() => {
      const records = [9, 10, 11].map((hour) => ({
        lifelogTypeKey: 'step',
        values: { stepCount: 1000 + hour },
        effectiveDateTime: `2026-01-05T${String(hour).padStart(2, '0')}:00:00+09:00`,
        effectiveEnd: `2026-01-05T${String(hour + 1).padStart(2, '0')}:00:00+09:00`,
        sourceId: `gfit-steps-${hour}`,
      }));
      const answers: Record<string, { resultCode: number; data?: unknown }> = {
        getAppVersion: { resultCode: -1, data: { platform: 'android', version: '3.2.1' } },
        connectHealthApp: { resultCode: -1, data: { records } },
        releaseHealthApp: { resultCode: -1 },
      };
      Object.assign(window, {
        FamilyHealthAndroid: {
          postMessage(json: string) {
            const request = JSON.parse(json) as { id: string; method: string };
            const answer = answers[request.method] ?? { resultCode: 0 };
            setTimeout(() => {
              const host = window as unknown as { familyHealthBridge: { receive(r: unknown): void } };
              host.familyHealthBridge.receive({ id: request.id, ...answer });
            }, 20);
          },
        },
      });
    });
    await loggedInAs(page, { userId: 'demo-grandpa', password: DEMO.password });
    await page.goto(`${running.app.appUrl}/main/my/lifelogConnect`);
    await page.locator('::-p-aria(건강 앱 연동[role="dialog"])').wait();

    await page.locator('::-p-aria(Google 피트니스 연동하기[role="button"])').click();
    await waitForText(page, '기록 3건을 새로 저장했어요');
    await waitForText(page, '연동되어 있어요');

    await page.locator('::-p-aria(Google 피트니스 연동 해제[role="button"])').click();
    await page.locator('::-p-aria(연동 해제[role="button"])').click();
    await waitForText(page, 'Google 피트니스 연동을 해제했어요.');
    await page.locator('::-p-aria(Google 피트니스 연동하기[role="button"])').click();
    await waitForText(page, '새로 저장할 기록이 없어요.');
    await waitForText(page, '3건은 이미 저장되어 있어요.');
  });
});
