import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import chromium from '../../tooling/chromium.json';
import { freePortBase } from './ports';
import { freshDatabaseDir } from './seeded-database';

const root = path.resolve(__dirname, '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? chromium.executablePath;
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DEMO = { userId: 'demo', password: 'Demo1234!' };

export interface RunningApp {
  appUrl: string;
  /** Where the API answers: the app's own origin (`/api`, `/oauth`, `/fhir` are passed on to it). */
  apiUrl: string;
  /** The app at this machine's network addresses (started with `host: '0.0.0.0'`). */
  lanUrls: string[];
  /** The app's release store (`npm run release` and `npm run registry` act on it with RELEASES_DIR). */
  releasesDir: string;
  stopRemote(pkg: string): Promise<void>;
  stop(): Promise<void>;
}

export interface AppOptions {
  /** More environment of the API, e.g. `{ DEV_CLOCK: 'adjustable' }` (serve-app hands its own on to the API). */
  env?: Record<string, string>;
  /** `0.0.0.0`: the app also answers at this machine's network addresses (`lanUrls`), as `HOST=0.0.0.0 npm start`. */
  host?: string;
  /**
   * The app's port (the API's is 10 above): a restart on the same one keeps the origin, so the browser keeps what
   * it stored for the app (its service worker). A free one by default.
   */
  portBase?: number;
}

/** Starts the built app (API on a fresh embedded database with demo data, shell, remotes) on free ports. */
export async function startApp({
  env = {},
  host = 'localhost',
  portBase,
}: AppOptions = {}): Promise<RunningApp> {
  const dataDir = freshDatabaseDir();
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'fh-e2e-releases-'));
  const base = portBase ?? (await freePortBase());
  const child: ChildProcess = fork(path.join(root, 'scripts/serve-app.mjs'), [String(base)], {
    env: {
      ...process.env,
      PGLITE_DIR: dataDir,
      RELEASES_DIR: releasesDir,
      APP_HOST: host,
      LOG_LEVEL: 'warn',
      // The service worker answers a page's screens and code from what it installed (installable-app.test.ts tests
      // it, with `env: { SERVICE_WORKER: 'on' }`): the other tests see what the server serves at each load, as a
      // first visit does (a promotion on the next load, a remote whose host went down).
      SERVICE_WORKER: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waitFor = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type: string } & T) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`The app exited with code ${code}`)));
    });
  const ready = await waitFor<{ appUrl: string; lanUrls: string[] }>('ready');
  return {
    appUrl: ready.appUrl,
    apiUrl: ready.appUrl,
    lanUrls: ready.lanUrls,
    releasesDir,
    async stopRemote(pkg) {
      child.send({ type: 'stop-remote', name: pkg });
      await waitFor('remote-stopped');
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(releasesDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium with the flags this machine needs (tooling/chromium.json, shared with the bench). */
export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({ ...chromium, executablePath: CHROMIUM, headless: true });
}

/** A phone-sized page in a fresh browser context (its own storage), speaking `language`. */
export async function openPhonePage(browser: Browser, language = 'ko-KR'): Promise<Page> {
  const context = await browser.createBrowserContext();
  return phonePageIn(context, language);
}

/** A phone-sized page in `context` (beside its other pages, sharing their storage), speaking `language`. */
export async function phonePageIn(context: BrowserContext, language = 'ko-KR'): Promise<Page> {
  const page = await context.newPage();
  await page.setViewport(PHONE);
  await page.setExtraHTTPHeaders({ 'Accept-Language': language });
  await page.evaluateOnNewDocument((lang: string) => {
    Object.defineProperty(navigator, 'language', { get: () => lang });
    Object.defineProperty(navigator, 'languages', { get: () => [lang] });
  }, language);
  page.setDefaultTimeout(15_000);
  return page;
}

const isApiCall = (url: URL, apiUrl: string) =>
  url.origin === new URL(apiUrl).origin && /^\/(?:api|oauth|fhir)(?:\/|$)/.test(url.pathname);

/**
 * Makes the API at `apiUrl` unreachable from `page` until the returned function is called: every call fails as a
 * refused connection does, while the API itself and the app's files keep being served (a restart's timing would
 * only make the test slow).
 */
export async function cutOffApi(page: Page, apiUrl: string): Promise<() => void> {
  let reachable = false;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (!reachable && isApiCall(new URL(request.url()), apiUrl)) void request.abort('connectionrefused');
    else void request.continue();
  });
  return () => {
    reachable = true;
  };
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page is at `pathname` (the app redirects on its own). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForFunction((expected: string) => location.pathname === expected, {}, pathname);
}

/** Fills the login form as a person would: by the labels in the current language. */
export async function logIn(
  page: Page,
  labels: { userId: string; password: string; submit: string },
  user = DEMO,
) {
  await page.locator(`::-p-aria(${labels.userId}[role="textbox"])`).fill(user.userId);
  await page.locator(`::-p-aria(${labels.password})`).fill(user.password);
  await page.locator(`::-p-aria(${labels.submit}[role="button"])`).click();
}

export const KO_LOGIN = { userId: '아이디', password: '비밀번호', submit: '로그인' };

/** Starts the app and a browser once for the test file, and stops both after it. */
export function withRunningApp(options: AppOptions = {}): { app: RunningApp; browser: Browser } {
  const running = {} as { app: RunningApp; browser: Browser };
  beforeAll(async () => {
    running.app = await startApp(options);
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.app?.stop();
  });
  return running;
}

/** A phone page logged in as the demo user through the login form, at the dashboard. */
export async function loggedInPage(running: { app: RunningApp; browser: Browser }): Promise<Page> {
  const page = await openPhonePage(running.browser);
  await page.goto(`${running.app.appUrl}/intro/login`);
  await logIn(page, KO_LOGIN);
  await waitForPath(page, '/main/health-goal-dashboard');
  return page;
}
