import type { ElementHandle, Page } from 'puppeteer-core';
import type {
  MedicationPlanInput,
  MedicationPlanList,
} from '../../shared-kernel/src/isomorphic/medication/types';
import { medicationPlanInputOf } from '../../shared-kernel/src/isomorphic/medication/rules';
import { expectAccessible } from './axe';
import { DEMO, loggedInPage, logIn, openPhonePage, pathOf, waitForPath, withRunningApp } from './harness';
import { bellName, findTylenolInCatalogue } from './people';

// The API's clock can be moved forward, and its dose scheduler looks every second: a dose left untaken is
// reported to the family within seconds instead of after its real alert time.
const running = withRunningApp({ env: { DEV_CLOCK: 'adjustable', DOSE_ALERTS_INTERVAL_SECONDS: '1' } });

const GRANDFATHER = { userId: 'demo-grandpa', password: DEMO.password, userNm: '김영수' };
const noEndDate = '9999-12-31T23:59:59';

const byName = (page: Page, name: string, role: string) => page.locator(`::-p-aria(${name}[role="${role}"])`);

async function waitForText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted: string) => document.body.innerText.includes(wanted), {}, text);
}

/** The section (a region named by its heading) called `name`. */
async function region(page: Page, name: string): Promise<ElementHandle<Element>> {
  const found = await page.waitForSelector(`::-p-aria(${name}[role="region"])`);
  if (!found) throw new Error(`no region ${name}`);
  return found;
}

/**
 * Picks `day` (YYYY-MM-DD) in the date field labelled `label` as its calendar picker does: the browser sets the
 * value and fires input. (Typing depends on the browser's locale's field order; Puppeteer's fill assigns the value
 * where React does not see it change.)
 */
async function pickDate(page: Page, label: string, day: string): Promise<void> {
  const input = await page.waitForSelector(`::-p-aria(${label})`);
  await input!.evaluate((element, value) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, day);
}

const innerText = (element: ElementHandle<Element>) =>
  element.evaluate((node) => (node as HTMLElement).innerText);

/** YYYY-MM-DD and HH:mm of an instant in Asia/Seoul (the app's calendar). */
function seoulParts(instant: Date): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

function seoulDayAfter(days: number): string {
  return seoulParts(new Date(Date.now() + days * 86_400_000)).day;
}

/** The API as a second phone would call it. */
function apiOf(apiUrl: string) {
  async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
  return {
    call,
    /** An access token from the password grant, as the app's login does. */
    async logIn(user: { userId: string; password: string }): Promise<string> {
      const response = await fetch(`${apiUrl}/oauth/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from('family-health-app:').toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'password', username: user.userId, password: user.password }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { access_token: string }).access_token;
    },
  };
}

/** The header bell's accessible name with `count` unread notifications (locales ko/shell.json). */

describe('medication', () => {
  it('registers 타이레놀 found by initial consonants for 30 days at a time picked with the time picker, is asked nothing of doses before it was registered, ticks tonight’s dose early, sees adherence move and when it was taken, and turns its reminder off for good', async () => {
    const page = await loggedInPage(running);
    await byName(page, '복약', 'link').click();
    await waitForPath(page, '/main/medicine');

    const result = await findTylenolInCatalogue(page);
    const medicine = await result.evaluate((element) =>
      (element as HTMLElement).innerText.split('\n')[0]!.trim(),
    );
    expect(medicine).toMatch(/^타이레놀/);
    await result!.click();
    await waitForPath(page, '/medicine/search/settings');
    await byName(page, '복용 일정 설정', 'heading').wait();
    await waitForText(page, medicine);

    await page.locator('::-p-text(복용 주기)').click();
    await byName(page, '매일', 'radio').click();
    await byName(page, '확인', 'button').click();

    await page.locator('::-p-text(복용 기간)').click();
    await byName(page, '복용 기간', 'heading').wait();
    const noEnd = await page.waitForSelector('::-p-aria(종료일 없이 계속 먹어요[role="switch"])');
    if (await noEnd!.evaluate((toggle) => toggle.getAttribute('aria-checked') === 'true'))
      await noEnd!.click();
    // The total follows the end date as it is picked.
    await pickDate(page, '종료일', seoulDayAfter(9));
    await waitForText(page, '총 10일');
    await pickDate(page, '종료일', seoulDayAfter(29));
    await waitForText(page, '총 30일');
    await byName(page, '확인', 'button').click();

    // Two times picked with the time field, as the measurement form's: 00:00, always before this moment, and
    // 23:59, later today. Whatever default time the new plan starts with is turned off.
    await page.locator('::-p-text(복용 시간)').click();
    const times = await page.waitForSelector('::-p-aria(자주 쓰는 시간[role="group"])');
    for (const toggle of await times!.$$('button[aria-pressed="true"]')) await toggle.click();
    await page.waitForFunction(
      (group: Element) => group.querySelectorAll('button[aria-pressed="true"]').length === 0,
      {},
      times!,
    );
    await page.locator('::-p-aria(다른 시간 넣기 고르기[role="button"])').wait();
    for (const [typed, time] of [
      ['2359', '23:59'],
      ['0000', '00:00'],
    ]) {
      await page.locator('::-p-aria(다른 시간 넣기[role="textbox"])').fill(typed!);
      await byName(page, '넣기', 'button').click();
      await page.waitForSelector(`::-p-aria(직접 넣은 시간[role="list"]) ::-p-text(${time})`);
    }
    await byName(page, '확인', 'button').click();

    await waitForText(page, '00:00, 23:59');
    await waitForText(page, '(총 30일)');
    await byName(page, '저장하기', 'button').click();
    await waitForPath(page, '/main/medicine');

    const today = await region(page, '오늘 먹을 약');
    const tonight = `${medicine} 23:59 먹었어요`;
    await byName(page, tonight, 'button').wait();
    expect(await innerText(today)).toContain(medicine);

    // Registered just now: the 00:00 dose of today was never the person's to take, so it is not shown and
    // nothing is due yet, not '0% · 80%에 못 미쳐요' (issue 35).
    expect(await innerText(today)).not.toContain('00:00');
    const adherence = await region(page, '복약률');
    const before = await innerText(adherence);
    expect(before).toContain('아직 먹을 때가 된 약이 없어요');
    expect(before).not.toMatch(/80%에 못 미쳐요/);

    await byName(page, tonight, 'button').click();
    await page.waitForSelector(`::-p-aria(${tonight}[role="button"])[aria-pressed="true"]`);
    await page.waitForFunction(
      (section: Element, previous: string) => (section as HTMLElement).innerText !== previous,
      {},
      adherence,
      before,
    );
    expect(await innerText(adherence)).toMatch(/1회 중 1회 복용/);
    // The dose says when it was taken, as in Medisafe.
    await page.waitForFunction(
      (section: Element) => /\d{2}:\d{2}에 먹었어요/.test((section as HTMLElement).innerText),
      {},
      today,
    );

    await byName(page, medicine, 'link').click();
    const detail = await page.waitForSelector(`::-p-aria(${medicine}[role="dialog"])`);
    const reminder = await detail!.waitForSelector('::-p-aria(복용 시간 알림[role="switch"])');
    expect(await reminder!.evaluate((toggle) => toggle.getAttribute('aria-checked'))).toBe('true');
    await reminder!.click();
    await page.waitForFunction(
      (toggle: Element) =>
        toggle.getAttribute('aria-checked') === 'false' && !(toggle as HTMLButtonElement).disabled,
      {},
      reminder!,
    );

    await page.reload();
    const reopened = await page.waitForSelector(`::-p-aria(${medicine}[role="dialog"])`);
    const saved = await reopened!.waitForSelector('::-p-aria(복용 시간 알림[role="switch"])');
    expect(await saved!.evaluate((toggle) => toggle.getAttribute('aria-checked'))).toBe('false');
    await page.close();
  });

  it('raises the family member’s bell live when grandfather leaves a dose untaken past its alert time', async () => {
    const api = apiOf(running.app.apiUrl);
    const demoToken = await api.logIn(DEMO);
    const { newNotiCount } = await api.call<{ newNotiCount: number }>(
      'GET',
      '/api/service/noti/newNotiCount',
      demoToken,
    );
    const page = await loggedInPage(running);
    await byName(page, bellName(newNotiCount), 'link').wait();

    // Grandfather's own phone: his demo plans' family alerts off, so that only the new dose is reported.
    const grandpaToken = await api.logIn(GRANDFATHER);
    const { tkmdPlanList } = await api.call<MedicationPlanList>('GET', '/api/medication/plan', grandpaToken);
    for (const plan of tkmdPlanList.filter((each) => each.planState !== 'ended')) {
      await api.call('PUT', `/api/medication/plan/${plan.tkmdSn}`, grandpaToken, {
        ...medicationPlanInputOf(plan),
        missedAlertMi: null,
      });
    }
    const { now } = await api.call<{ now: string }>('GET', '/api/dev/clock');
    const due = seoulParts(new Date(Date.parse(now) + 2 * 60_000));
    const tkmdNm = '아스피린장용정 100mg';
    await api.call('POST', '/api/medication/plan', grandpaToken, {
      tkmdNm,
      itemSeq: null,
      tkmdTypeCode: '0001',
      tkmdCycleCode: '0001',
      tkmdDowList: [],
      tkmdIntrvlDayCnt: null,
      tkmdBeginDe: due.day,
      tkmdEndDe: noEndDate,
      tkmdTimeList: [due.time],
      notiAt: 'N',
      missedAlertMi: 10,
    } satisfies MedicationPlanInput);

    await api.call('POST', '/api/dev/clock/advance', undefined, { minutes: 15 });
    const bell = await page.waitForSelector(`::-p-aria(${bellName(newNotiCount + 1)}[role="link"])`, {
      timeout: 20_000,
    });
    expect(pathOf(page)).toBe('/main/health-goal-dashboard');

    await bell!.click();
    await waitForPath(page, '/user/noti');
    const list = await page.waitForSelector('::-p-aria(알림 목록[role="list"])');
    // '100mg' is read 백 밀리그램: the particle after it is 을.
    const alert = `${GRANDFATHER.userNm}님이 ${due.time} ${tkmdNm}을 아직 복용하지 않았어요`;
    await page.waitForFunction(
      (element: Element, text: string) => (element as HTMLElement).innerText.includes(text),
      {},
      list!,
      alert,
    );
    const item = await list!.waitForSelector(`::-p-text(${alert})`);
    expect(await item!.evaluate((element) => element.closest('button')?.textContent)).toContain('안 읽음');
    await page.close();
  });
});

/** A text of `lang`'s catalogue by `namespace:dotted.key` (texts without placeholders). */
function text(lang: string, key: string): string {
  const [namespace, path] = key.split(':') as [string, string];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the namespace is only known at run time
  const catalogue = require(`../../locales/src/${lang}/${namespace}.json`) as Record<string, unknown>;
  const found = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof found !== 'string') throw new Error(`${lang} has no text ${key}`);
  return found;
}

describe.each([
  { lang: 'ko', browserLanguage: 'ko-KR' },
  { lang: 'en', browserLanguage: 'en-US' },
  { lang: 'km', browserLanguage: 'km-KH' },
])('the medicine plan settings in $lang (issue 32: the axe walk)', ({ lang, browserLanguage }) => {
  it('have no axe violations: the settings, each of their steps, and a saved plan’s detail and edit', async () => {
    const page = await openPhonePage(running.browser, browserLanguage);
    await page.goto(`${running.app.appUrl}/intro/login`);
    await logIn(page, {
      userId: text(lang, 'login:userId'),
      password: text(lang, 'login:password'),
      submit: text(lang, 'login:submit'),
    });
    await waitForPath(page, '/main/health-goal-dashboard');
    const heading = (key: string) => byName(page, text(lang, key), 'heading').wait();
    const back = () => byName(page, text(lang, 'common:back'), 'button').click();
    const name = `Vitamin D ${lang}`;

    await page.goto(`${running.app.appUrl}/medicine/direct`);
    await byName(page, text(lang, 'medicine:fields.tkmdNm'), 'textbox').fill(name);
    await byName(page, text(lang, 'medicine:direct.next'), 'button').click();
    await heading('medicine:settings.newTitle');
    await expectAccessible(page, `${lang} /medicine/direct/settings`);

    await page.locator(`::-p-text(${text(lang, 'medicine:settings.cycle')})`).click();
    await heading('medicine:settings.cycle');
    // The weekday choice shows its own fields.
    await byName(page, text(lang, 'medicine:cycle.kinds.0002'), 'radio').click();
    await expectAccessible(page, `${lang} options-cycle`);
    await back();

    await page.locator(`::-p-text(${text(lang, 'medicine:settings.period')})`).click();
    await heading('medicine:settings.period');
    await expectAccessible(page, `${lang} options-period`);
    await back();

    await page.locator(`::-p-text(${text(lang, 'medicine:settings.times')})`).click();
    await heading('medicine:settings.times');
    await expectAccessible(page, `${lang} options-time`);
    await back();

    await heading('medicine:settings.newTitle');
    await byName(page, text(lang, 'medicine:settings.save'), 'button').click();
    await waitForPath(page, '/main/medicine');
    await byName(page, name, 'link').click();
    await byName(page, name, 'dialog').wait();
    await expectAccessible(page, `${lang} /main/medicine?plan (detail)`);
    await byName(page, text(lang, 'medicine:detail.edit'), 'link').click();
    await waitForPath(page, '/main/medicine/settings');
    await heading('medicine:settings.editTitle');
    await expectAccessible(page, `${lang} /main/medicine/settings`);
    await page.close();
  });
});
