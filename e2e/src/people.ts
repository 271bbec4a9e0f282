// What the channel scenario does as people do it: reads the dev SMS outbox as a phone would, signs a new person
// up through the real screens, finds controls by their labels and reads the header bell.
import type { ElementHandle, Page } from 'puppeteer-core';
import koAuth from '../../locales/src/ko/auth.json';
import koCommon from '../../locales/src/ko/common.json';
import koShell from '../../locales/src/ko/shell.json';
import { waitForPath, type RunningApp } from './harness';

interface OutboxMessage {
  text: string;
  authCode: string | null;
}

/** The texts the dev SMS outbox "sent" to `mobilePhone`, newest first. */
export async function textsTo(app: RunningApp, mobilePhone: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${app.apiUrl}/api/dev/sms-outbox?mobilePhone=${mobilePhone}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest verification code texted to `mobilePhone` (an invitation text carries none). */
async function latestCode(app: RunningApp, mobilePhone: string): Promise<string> {
  const code = (await textsTo(app, mobilePhone)).find((message) => message.authCode)?.authCode;
  if (!code) throw new Error(`no code was sent to ${mobilePhone}`);
  return code;
}

let numbersUsed = 0;
/** A mobile number nobody else in this run has. */
export function freshNumber(): string {
  numbersUsed += 1;
  return `0108${String(Date.now() % 10000).padStart(4, '0')}${String(numbersUsed).padStart(3, '0')}`;
}

/** `{{name}}` placeholders of a catalogue text filled in. */
export function filled(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export const byName = (page: Page, name: string, role: string) =>
  page.locator(`::-p-aria(${name}[role="${role}"])`);

/**
 * Taps `control` as a person does: scrolled to the middle of the screen first. Puppeteer's own click scrolls only a
 * control outside the viewport, so one at the bottom of a list can stay under the fixed tab bar, which then takes
 * the tap (where depends on the fonts' line heights).
 */
export async function tap(control: ElementHandle<Element>): Promise<void> {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await control.click();
}

export async function waitForText(page: Page, text: string, timeout?: number): Promise<void> {
  await page.waitForFunction(
    (wanted: string) => document.body.innerText.includes(wanted),
    timeout === undefined ? {} : { timeout },
    text,
  );
}

/** The input a visible label names (`<label>` or `aria-labelledby`), e.g. a file input behind its button. */
export async function inputLabelled(page: Page, label: string): Promise<ElementHandle<HTMLInputElement>> {
  const found = await page.waitForFunction(
    (wanted: string) =>
      [...document.querySelectorAll('input')].find((input) => {
        const labelledBy = input.getAttribute('aria-labelledby');
        const names = labelledBy
          ? labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent?.trim())
          : [...(input.labels ?? [])].map((element) => element.textContent?.trim());
        return names.includes(wanted);
      }) ?? null,
    {},
    label,
  );
  return found.asElement() as ElementHandle<HTMLInputElement>;
}

/**
 * The header bell's unread count as its accessible name says it (`알림, 안 읽은 알림 N개`, or `알림` for none).
 */
export async function bellCount(page: Page): Promise<number> {
  const none = koShell.notifications;
  const [before, after] = koShell.bell.unread_other.split('{{count}}');
  const label = await page
    .locator(`header a[aria-label^="${none}"]`)
    .map((link) => link.getAttribute('aria-label') ?? '')
    .wait();
  if (label === none) return 0;
  return Number(label.slice(before!.length, label.length - after!.length));
}

export const bellName = (count: number) =>
  count > 0 ? filled(koShell.bell.unread_other, { count }) : koShell.notifications;

export interface NewPerson {
  userId: string;
  password: string;
  name: string;
  mobilePhone: string;
}

/**
 * From the sign-up's first page (the invitation text's link lands there) through the terms, the phone verified
 * with the texted code, id, password, the optional steps skipped, to the dashboard, logged in.
 */
export async function signUp(page: Page, app: RunningApp, person: NewPerson): Promise<void> {
  const button = (name: string) => byName(page, name, 'button');
  const field = (label: string) => page.locator(`::-p-aria(${label})`);
  await waitForPath(page, '/register/agreement');
  await page.locator(`::-p-aria(${koAuth.terms.agreeAll})`).click();
  await button(koAuth.form.next).click();

  await waitForPath(page, '/register/identify');
  await field(koCommon.fields.userNm).fill(person.name);
  // The date picker's own way of setting a value (typing depends on the browser's locale).
  const birthday = await field(koCommon.fields.userBrthdyDe).waitHandle();
  await birthday.evaluate((element) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, '1990-05-20');
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await byName(page, koAuth.form.female, 'radio').click();
  await field(koCommon.fields.mobilePhone).fill(person.mobilePhone);
  await button(koAuth.phone.send).click();
  await page.locator(`::-p-text(${koAuth.phone.status.sent})`).wait();
  await field(koCommon.fields.authCode).fill(await latestCode(app, person.mobilePhone));
  await button(koAuth.phone.verify).click();
  await page.locator(`::-p-text(${koAuth.phone.status.verified})`).wait();
  await button(koAuth.form.next).click();

  await waitForPath(page, '/register/info/a');
  await field(koCommon.fields.userId).fill(person.userId);
  await button(koAuth.signUp.checkId).click();
  await page.locator(`::-p-text(${koAuth.signUp.idAvailable})`).wait();
  await button(koAuth.form.next).click();
  await waitForPath(page, '/register/info/b');
  await field(koAuth.form.newPassword).fill(person.password);
  await field(koCommon.fields.userPasswordConfirm).fill(person.password);
  await button(koAuth.form.next).click();
  await waitForPath(page, '/register/info/c');
  await button(koAuth.form.skip).click();
  await waitForPath(page, '/register/info/d');
  await button(koAuth.signUp.submit).click();
  await waitForPath(page, '/register/info/end');
  await button(koAuth.signUp.start).click();
  await waitForPath(page, '/main/health-goal-dashboard');
}

/** Types into the input whose label contains `labelText`, once it shows, as a person reads the form. */
export async function typeInto(page: Page, labelText: string, text: string): Promise<void> {
  const input = await page.waitForFunction(
    (wanted: string) => {
      const label = [...document.querySelectorAll('label')].find((candidate) =>
        candidate.textContent?.includes(wanted),
      );
      const control = label?.control;
      return control instanceof HTMLInputElement && control.offsetParent !== null && !control.disabled
        ? control
        : null;
    },
    {},
    labelText,
  );
  const field = input.asElement() as ElementHandle<HTMLInputElement> | null;
  await field?.focus();
  await field?.evaluate((element) => element.select());
  await page.keyboard.type(text);
}

/**
 * From the medicine screen: 약 등록하기 → 약 검색해서 등록 → search the catalogue for Tylenol by its initial consonants
 * (ㅌㅇㄹㄴ); resolves with the result's button.
 */
export async function findTylenolInCatalogue(page: Page): Promise<ElementHandle<Element>> {
  await byName(page, '약 등록하기', 'link').click();
  await byName(page, '약 등록', 'dialog').wait();
  await page.locator('::-p-text(약 검색해서 등록)').click();
  await page.waitForFunction(() => location.pathname === '/medicine/search');
  await byName(page, '약 이름', 'searchbox').fill('ㅌㅇㄹㄴ');
  await waitForText(page, '개를 찾았어요');
  const result = await page.waitForSelector('::-p-aria([role="button"]) ::-p-text(타이레놀)');
  if (!result) throw new Error('타이레놀 was not found in the catalogue');
  return result;
}
