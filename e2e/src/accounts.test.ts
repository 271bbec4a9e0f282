import type { Page } from 'puppeteer-core';
import enAuth from '../../locales/src/en/auth.json';
import enCommon from '../../locales/src/en/common.json';
import enLogin from '../../locales/src/en/login.json';
import enDialogs from '../../locales/src/en/dialogs.json';
import enMessages from '../../locales/src/en/messages.json';
import enShell from '../../locales/src/en/shell.json';
import koAuth from '../../locales/src/ko/auth.json';
import koCommon from '../../locales/src/ko/common.json';
import koLogin from '../../locales/src/ko/login.json';
import koDialogs from '../../locales/src/ko/dialogs.json';
import koMessages from '../../locales/src/ko/messages.json';
import koShell from '../../locales/src/ko/shell.json';
import { openPhonePage, waitForPath, withRunningApp, type RunningApp } from './harness';

const running = withRunningApp();

/** The texts a person reads in one language: the app's own catalogues. */
const languages = {
  ko: {
    browser: 'ko-KR',
    auth: koAuth,
    login: koLogin,
    common: koCommon,
    dialogs: koDialogs,
    messages: koMessages,
    shell: koShell,
  },
  en: {
    browser: 'en-US',
    auth: enAuth,
    login: enLogin,
    common: enCommon,
    dialogs: enDialogs,
    messages: enMessages,
    shell: enShell,
  },
};
type Texts = (typeof languages)['ko'];

interface OutboxAnswer {
  messages: { authCode: string }[];
}

/** The latest code the dev SMS outbox holds for a number, as a person would read it on their phone. */
async function latestCode(app: RunningApp, mobilePhone: string): Promise<string> {
  const response = await fetch(`${app.apiUrl}/api/dev/sms-outbox?mobilePhone=${mobilePhone}`);
  const { messages } = (await response.json()) as OutboxAnswer;
  const code = messages[0]?.authCode;
  if (!code) throw new Error(`no code was sent to ${mobilePhone}`);
  return code;
}

let numbersUsed = 0;
/** A mobile number nobody else in this run has. */
function freshNumber(): string {
  numbersUsed += 1;
  return `0109${String(Date.now() % 10000).padStart(4, '0')}${String(numbersUsed).padStart(3, '0')}`;
}

const button = (page: Page, name: string) => page.locator(`::-p-aria(${name}[role="button"])`);
const link = (page: Page, name: string) => page.locator(`::-p-aria(${name}[role="link"])`);
const field = (page: Page, label: string) => page.locator(`::-p-aria(${label})`);
const text = (page: Page, content: string) => page.locator(`::-p-text(${content})`);

/**
 * Chromium's date picker takes keys in the browser's locale order; the value is set the way the picker sets
 * it (the native value setter, then an input event), which React sees as a person's change.
 */
async function fillDate(page: Page, label: string, isoDate: string): Promise<void> {
  const input = await field(page, label).waitHandle();
  await input.evaluate((element, value) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, isoDate);
}

async function pressInDialog(page: Page, name: string): Promise<void> {
  await page.locator(`[role="alertdialog"] ::-p-aria(${name}[role="button"])`).click();
}

/** Number, "send code", the code from the outbox, "verify": the same on every screen that verifies a phone. */
async function verifyPhone(page: Page, texts: Texts, mobilePhone: string): Promise<void> {
  await field(page, texts.common.fields.mobilePhone).fill(mobilePhone);
  await button(page, texts.auth.phone.send).click();
  await text(page, texts.auth.phone.status.sent).wait();
  await field(page, texts.common.fields.authCode).fill(await latestCode(running.app, mobilePhone));
  await button(page, texts.auth.phone.verify).click();
  await text(page, texts.auth.phone.status.verified).wait();
}

interface Person {
  userId: string;
  password: string;
  name: string;
  mobilePhone: string;
}

/** From the login page through terms and phone verification to the id step, where the id is checked. */
async function signUpUntilIdCheck(page: Page, texts: Texts, person: Person): Promise<void> {
  await page.goto(`${running.app.appUrl}/intro/login`);
  await link(page, texts.login.register).click();
  await waitForPath(page, '/register/agreement');
  await page.locator(`::-p-aria(${texts.auth.terms.agreeAll})`).click();
  await button(page, texts.auth.form.next).click();

  await waitForPath(page, '/register/identify');
  await field(page, texts.common.fields.userNm).fill(person.name);
  await fillDate(page, texts.common.fields.userBrthdyDe, '1988-07-14');
  await page.locator(`::-p-aria(${texts.auth.form.female}[role="radio"])`).click();
  await verifyPhone(page, texts, person.mobilePhone);
  await button(page, texts.auth.form.next).click();

  await waitForPath(page, '/register/info/a');
  await field(page, texts.common.fields.userId).fill(person.userId);
  await button(page, texts.auth.signUp.checkId).click();
}

async function logInAs(
  page: Page,
  texts: Texts,
  userId: string,
  password: string,
  landing = '/main/health-goal-dashboard',
): Promise<void> {
  await field(page, `${texts.login.userId}[role="textbox"]`).fill(userId);
  await field(page, texts.login.password).fill(password);
  await button(page, texts.login.submit).click();
  await waitForPath(page, landing);
}

async function openProfile(page: Page, texts: Texts): Promise<void> {
  await link(page, texts.shell.settings).click();
  await waitForPath(page, '/user/myChn/setting');
  await link(page, texts.auth.settings.menuProfile).click();
  await waitForPath(page, '/user/myChn/setting/profile');
}

describe.each(Object.entries(languages))('a whole account life (%s)', (_language, texts) => {
  it('signs up with a texted code, finds the id, resets the password, changes phone, withdraws; the id stays taken (M0075)', async () => {
    const page = await openPhonePage(running.browser, texts.browser);
    const person: Person = {
      userId: `e2e${Date.now().toString(36)}`,
      password: 'Start123!',
      name: 'Jiwoo',
      mobilePhone: freshNumber(),
    };
    const newPassword = 'Reset456!';

    // Sign up, then start using the app.
    await signUpUntilIdCheck(page, texts, person);
    await text(page, texts.auth.signUp.idAvailable).wait();
    await button(page, texts.auth.form.next).click();
    await waitForPath(page, '/register/info/b');
    await field(page, texts.auth.form.newPassword).fill(person.password);
    await field(page, texts.common.fields.userPasswordConfirm).fill(person.password);
    await button(page, texts.auth.form.next).click();
    await waitForPath(page, '/register/info/c');
    await button(page, texts.auth.form.skip).click();
    await waitForPath(page, '/register/info/d');
    await field(page, `${texts.auth.form.heightCm} ${texts.auth.form.optional}`).fill('162.5');
    await button(page, texts.auth.signUp.submit).click();
    await waitForPath(page, '/register/info/end');
    await text(page, texts.auth.signUp.welcome.replace('{{name}}', person.name)).wait();
    await button(page, texts.auth.signUp.start).click();
    await waitForPath(page, '/main/health-goal-dashboard');

    // Log out.
    await link(page, texts.shell.settings).click();
    await waitForPath(page, '/user/myChn/setting');
    await button(page, texts.auth.settings.logout).click();
    await pressInDialog(page, texts.dialogs.confirm);
    await waitForPath(page, '/intro/login');

    // Find the id with a code texted to the phone given at sign-up.
    await link(page, texts.login.findId).click();
    await waitForPath(page, '/register/search/id');
    await field(page, texts.common.fields.userNm).fill(person.name);
    await verifyPhone(page, texts, person.mobilePhone);
    await button(page, texts.auth.findId.submit).click();
    await text(page, texts.auth.findId.found).wait();
    await text(page, person.userId).wait();

    // Reset the password from there: the id just found, the name and the number are already in (issue 35.13).
    await link(page, texts.auth.findId.resetPassword).click();
    await waitForPath(page, '/register/reset/identify');
    const valueOf = (label: string) =>
      field(page, label)
        .map((input) => (input as HTMLInputElement).value)
        .wait();
    expect(await valueOf(texts.common.fields.userId)).toBe(person.userId);
    expect(await valueOf(texts.common.fields.userNm)).toBe(person.name);
    await verifyPhone(page, texts, person.mobilePhone);
    await button(page, texts.auth.form.next).click();
    await waitForPath(page, '/register/search/pw/reset');
    await field(page, texts.auth.form.newPassword).fill(newPassword);
    await field(page, texts.common.fields.userPasswordConfirm).fill(newPassword);
    await button(page, texts.auth.resetPassword.submit).click();
    await waitForPath(page, '/intro/login');
    await logInAs(page, texts, person.userId, newPassword);

    // Change the phone number, verified on the new number.
    const newPhone = freshNumber();
    await openProfile(page, texts);
    await link(page, texts.auth.profile.changePhone).click();
    await waitForPath(page, '/user/myChn/setting/profile/phone');
    await verifyPhone(page, texts, newPhone);
    await button(page, texts.common.save).click();
    await waitForPath(page, '/user/myChn/setting/profile');
    await text(page, newPhone.slice(-4)).wait();

    // Withdraw: the page says what becomes of the records, medicines, posts and channels, and asks the password
    // (issue 35.16); a wrong one withdraws nothing.
    await link(page, texts.auth.profile.deleteAccount).click();
    await waitForPath(page, '/user/myChn/setting/profile/deleteAccount');
    for (const consequence of ['records', 'medicines', 'posts', 'channels'] as const)
      await text(page, texts.auth.withdrawal[consequence]).wait();
    await page.locator(`::-p-aria(${texts.auth.withdrawal.reasons.rarelyUsed}[role="radio"])`).click();
    await field(page, texts.common.fields.userPassword).fill('Wrong999!');
    await button(page, texts.auth.withdrawal.submit).click();
    await pressInDialog(page, texts.auth.withdrawal.submit);
    await text(page, texts.messages.M1172).wait();
    await field(page, texts.common.fields.userPassword).fill(newPassword);
    await button(page, texts.auth.withdrawal.submit).click();
    await pressInDialog(page, texts.auth.withdrawal.submit);
    await waitForPath(page, '/user/myChn/setting/profile/deleteComplete');
    await text(page, texts.auth.withdrawal.doneHeading).wait();
    await link(page, texts.auth.withdrawal.toLogin).click();
    await waitForPath(page, '/intro/login');

    // The old password no longer opens anything.
    await field(page, `${texts.login.userId}[role="textbox"]`).fill(person.userId);
    await field(page, texts.login.password).fill(newPassword);
    await button(page, texts.login.submit).click();
    await page.locator(`[role="alertdialog"] ::-p-text(${texts.messages.M0139})`).wait();
    await pressInDialog(page, texts.dialogs.ok);

    // Signing up again with the same id is refused, even with another verified phone.
    await signUpUntilIdCheck(page, texts, { ...person, mobilePhone: freshNumber() });
    await text(page, texts.messages.M0075).wait();
  });
});

describe('an account moved from the older platform (demo-legacy)', () => {
  it('logs in, sees only the consent pages until it consents, fills what is missing, then uses the app', async () => {
    const texts = languages.ko;
    const page = await openPhonePage(running.browser, texts.browser);
    await page.goto(`${running.app.appUrl}/intro/login`);
    await logInAs(page, texts, 'demo-legacy', 'Demo1234!', '/register/platform/transfer');

    await page.goto(`${running.app.appUrl}/main/my`);
    await waitForPath(page, '/register/platform/transfer');

    await button(page, texts.auth.platform.agree).click();
    await waitForPath(page, '/register/platform/agreement');
    await page.locator(`::-p-aria(${texts.auth.terms.agreeAll})`).click();
    await button(page, texts.auth.form.next).click();

    await waitForPath(page, '/register/platform/add/info');
    expect(
      await field(page, texts.common.fields.userNm)
        .map((input) => (input as HTMLInputElement).value)
        .wait(),
    ).toBe('박순자');
    await page.locator(`::-p-aria(${texts.auth.form.female}[role="radio"])`).click();
    await button(page, texts.auth.form.next).click();

    await waitForPath(page, '/register/user/identify');
    await verifyPhone(page, texts, freshNumber());
    await button(page, texts.auth.platform.complete).click();
    await waitForPath(page, '/main/health-goal-dashboard');

    await page.goto(`${running.app.appUrl}/main/my`);
    await waitForPath(page, '/main/my');
  });
});
