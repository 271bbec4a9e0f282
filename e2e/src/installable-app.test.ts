// The installable app (issue 29): the web app manifest, the service worker that keeps the promoted release set,
// opens the app offline and turns pushes into notifications, the promotion it picks up on the next start without
// mixing two releases, and its kill switch. The app runs with its worker on (the harness switches it off for the
// other tests). Pushes come from DevTools (`ServiceWorker.deliverPushMessage`), not from a push service:
// `pushManager.subscribe` needs Google's, which this machine cannot reach, so no test subscribes (mf-auth's unit
// tests cover the settings switch against a faked PushManager).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'puppeteer-core';
import enShell from '../../locales/src/en/shell.json';
import kmShell from '../../locales/src/km/shell.json';
import koShell from '../../locales/src/ko/shell.json';
import {
  KO_LOGIN,
  logIn,
  openPhonePage,
  phonePageIn,
  startApp,
  waitForPath,
  withRunningApp,
} from './harness';
import { expectAccessible } from './axe';
import { byName, typeInto, waitForText } from './people';
import { currentVersion, publishToStore, repoRoot, runScriptOrThrow } from './releases';

const running = withRunningApp({ env: { SERVICE_WORKER: 'on' } });
const PKG = 'mf-medicine';
const API_PATH = /^\/(?:api|oauth|fhir|health)(?:\/|$)/;

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface WorkerVersion {
  versionId: string;
  registrationId: string;
  status: string;
}

/**
 * DevTools' view of the context's service workers: every registration and version as they change. A page's
 * session sees the workers of its whole browser context.
 */
async function watchWorkers(page: Page) {
  const session: CDPSession = await page.createCDPSession();
  const registrations = new Map<string, { scopeURL: string; isDeleted: boolean }>();
  const versions = new Map<string, WorkerVersion>();
  const changed: (() => void)[] = [];
  session.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const registration of event.registrations)
      registrations.set(registration.registrationId, registration);
    changed.splice(0).forEach((wake) => wake());
  });
  session.on('ServiceWorker.workerVersionUpdated', (event) => {
    for (const version of event.versions) versions.set(version.versionId, version);
    changed.splice(0).forEach((wake) => wake());
  });
  await session.send('ServiceWorker.enable');
  /** Resolves once `ready` holds of what DevTools reported. */
  async function until(ready: () => boolean): Promise<void> {
    while (!ready()) await new Promise<void>((wake) => changed.push(wake));
  }
  return { session, registrations, versions, until };
}

/** The service worker registration of the app's origin, once there is one (its id for DevTools). */
function appRegistrationId(watched: Awaited<ReturnType<typeof watchWorkers>>): string | undefined {
  const scope = `${running.app.appUrl}/`;
  return [...watched.registrations.entries()].find(
    ([, registration]) => registration.scopeURL === scope && !registration.isDeleted,
  )?.[0];
}

/** Waits until the page's worker is active (its set installed whole). */
function workerActivated(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state === 'activated') return;
    await new Promise((resolve) => worker.addEventListener('statechange', resolve));
  });
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** The mf-medicine release named in the registry the page was served with. */
const medicineInPage = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('remotes-json')!.textContent!) as {
          remotes: { name: string; version: string }[];
        }
      ).remotes.find((remote) => remote.name === 'mf_medicine')!.version,
  );

/** The paths the worker's caches hold, by cache. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      byCache[name] = requests.map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return byCache;
  });

/** Every script or stylesheet the page loaded, as paths (served by the worker or not). */
const loadedPaths = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));

/** A page of a fresh context, logged in, whose worker installed the set and serves it from the next load on. */
async function controlledPage(): Promise<{ page: Page; context: BrowserContext }> {
  const page = await openPhonePage(running.browser);
  const context = page.browserContext();
  await context.overridePermissions(running.app.appUrl, ['notifications']);
  await page.goto(`${running.app.appUrl}/intro/login`);
  await logIn(page, KO_LOGIN);
  await waitForPath(page, '/main/health-goal-dashboard');
  await workerActivated(page);
  await page.reload();
  await page.locator('::-p-aria(건강목표[role="heading"])').wait();
  expect(await controlled(page)).toBe(true);
  return { page, context };
}

/**
 * A copy of the promoted mf-medicine release that marks the window when its entry runs, stored and promoted with
 * the release commands (a new version in a second, without a build).
 */
async function promoteMarkedRelease(marker: string): Promise<string> {
  const { releasesDir } = running.app;
  const from = path.join(releasesDir, 'remotes', PKG, currentVersion(releasesDir, PKG));
  const dir = mkdtempSync(path.join(tmpdir(), 'fh-e2e-marked-'));
  scratch.push(dir);
  const distDir = path.join(dir, 'dist');
  cpSync(from, distDir, { recursive: true });
  rmSync(path.join(distDir, 'release.json'));
  const entry = path.join(distDir, 'remoteEntry.js');
  writeFileSync(
    entry,
    `${readFileSync(entry, 'utf8')}\n;self.medicineRelease = ${JSON.stringify(marker)};\n`,
  );
  // The compressed copies would still be the unmarked entry.
  rmSync(`${entry}.br`, { force: true });
  rmSync(`${entry}.gz`, { force: true });
  cpSync(path.join(repoRoot, PKG, 'package.json'), path.join(dir, 'package.json'));
  cpSync(path.join(repoRoot, PKG, 'remote.json'), path.join(dir, 'remote.json'));
  const { version } = publishToStore(releasesDir, PKG, distDir);
  await runScriptOrThrow('registry.mjs', ['promote', PKG, version], releasesDir);
  return version;
}

/**
 * The next start of the app: every window of it closes, the worker that was waiting takes over, and the app opens
 * again. A blank page keeps the browser context (and DevTools' view of its workers) meanwhile.
 */
async function nextStart(page: Page, context: BrowserContext): Promise<Page> {
  const blank = await phonePageIn(context);
  const workers = await watchWorkers(blank);
  await workers.until(() => [...workers.versions.values()].some((version) => version.status === 'installed'));
  const waiting = [...workers.versions.values()].find((version) => version.status === 'installed')!;
  await page.close();
  await workers.until(() => workers.versions.get(waiting.versionId)?.status === 'activated');
  await workers.session.detach();
  await blank.goto(`${running.app.appUrl}/main/medicine`);
  await byName(blank, '복약 관리', 'heading').wait();
  return blank;
}

describe('the installable app', () => {
  it('is installable: Chromium reports no installability errors, and the manifest speaks the page’s language', async () => {
    // The default context: Chromium installs nothing from an incognito-like one, and says so as an error.
    const page = await running.browser.defaultBrowserContext().newPage();
    await page.setExtraHTTPHeaders({ 'Accept-Language': 'en-US' });
    await page.goto(`${running.app.appUrl}/intro/login`);
    await page.locator('::-p-aria(Log in[role="button"])').wait();
    const session = await page.createCDPSession();

    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    const { url, errors, data } = await session.send('Page.getAppManifest');

    expect(installabilityErrors).toEqual([]);
    expect(errors).toEqual([]);
    expect(new URL(url).search).toBe('?lang=en');
    expect(JSON.parse(data ?? '{}')).toMatchObject({
      name: 'Family Health',
      short_name: 'Family Health',
      display: 'standalone',
      start_url: '/main/health-goal-dashboard',
      theme_color: '#0b6e4f',
    });
    console.log(`Installability errors on /intro/login: ${installabilityErrors.length}`);
    await page.close();
  });

  it('serves a manifest per language, with real PNG icons of the sizes it names', async () => {
    const names = await Promise.all(
      ['ko', 'en', 'km'].map(async (lang) => {
        const response = await fetch(`${running.app.appUrl}/manifest.webmanifest?lang=${lang}`);
        expect(response.headers.get('content-type')).toBe('application/manifest+json');
        return (await response.json()) as {
          name: string;
          short_name: string;
          icons: { src: string; sizes: string; purpose: string }[];
        };
      }),
    );
    expect(names.map(({ name, short_name }) => [name, short_name])).toEqual([
      [koShell.appName, koShell.installable.shortName],
      [enShell.appName, enShell.installable.shortName],
      [kmShell.appName, kmShell.installable.shortName],
    ]);
    expect(names[0]!.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of names[0]!.icons) {
      const bytes = Buffer.from(await (await fetch(`${running.app.appUrl}${icon.src}`)).arrayBuffer());
      expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  it('installs the promoted set, controls the next load, and keeps no answer of the API', async () => {
    const { page, context } = await controlledPage();
    await byName(page, '복약', 'link').click();
    await byName(page, '복약 관리', 'heading').wait();

    const caches = await cachedPaths(page);
    const [name] = Object.keys(caches);
    const paths = caches[name!]!;
    expect(Object.keys(caches)).toHaveLength(1);
    const registry = JSON.parse(await page.$eval('#remotes-json', (block) => block.textContent ?? '')) as {
      remotes: { entry: string }[];
    };
    expect(paths).toEqual(
      expect.arrayContaining([
        '/main.js',
        '/icons/icon-192.png',
        '/manifest.webmanifest?lang=ko',
        ...registry.remotes.map((remote) => remote.entry),
      ]),
    );
    expect(paths.filter((cached) => API_PATH.test(cached))).toEqual([]);
    await context.close();
  });

  it('shows a pushed notification, once for a push delivered twice, and opens its screen when tapped', async () => {
    const { page, context } = await controlledPage();
    const workers = await watchWorkers(page);
    await workers.until(() => appRegistrationId(workers) !== undefined);
    const registrationId = appRegistrationId(workers)!;
    const push = (data: string) =>
      workers.session.send('ServiceWorker.deliverPushMessage', {
        origin: running.app.appUrl,
        registrationId,
        data,
      });
    const notifications = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          data: notification.data as unknown,
        })),
      );
    const reminder = {
      title: '약 드실 시간이에요',
      body: '타이레놀 1정',
      url: '/main/medicine',
      tag: 'noti-41',
    };

    await push(JSON.stringify(reminder));
    await push(JSON.stringify(reminder));
    await page.waitForFunction(
      async () => (await (await navigator.serviceWorker.ready).getNotifications()).length > 0,
    );
    expect(await notifications()).toEqual([
      { title: reminder.title, body: reminder.body, tag: reminder.tag, data: { url: '/main/medicine' } },
    ]);

    // DevTools cannot tap a notification: the worker gets the `notificationclick` a tap would give it, from a
    // script in the worker (the event carries the shown notification), and takes the open window to its screen.
    const workerTarget = await running.browser.waitForTarget(
      (target) =>
        target.type() === 'service_worker' &&
        target.browserContext() === context &&
        target.url() === `${running.app.appUrl}/sw.js`,
    );
    const worker = (await workerTarget.worker())!;

    // A push whose payload is not the API's shows the app's name and "a new notification", nothing of it, in the
    // browser's language (the worker cannot read the app's).
    await push('not json');
    await page.waitForFunction(
      async () => (await (await navigator.serviceWorker.ready).getNotifications()).length > 1,
    );
    const browserLanguages = await worker.evaluate(() => [...navigator.languages]);
    const texts = { ko: koShell, en: enShell, km: kmShell };
    const language =
      browserLanguages
        .map((tag) => tag.toLowerCase().split('-')[0])
        .find((base): base is keyof typeof texts => base !== undefined && base in texts) ?? 'ko';
    expect(await notifications()).toContainEqual({
      title: texts[language].appName,
      body: texts[language].installable.newNotification,
      tag: 'fallback',
      data: { url: '/user/noti' },
    });

    await worker.evaluate(async (tag: string) => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [shown] = await scope.registration.getNotifications({ tag });
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown! }));
    }, reminder.tag);

    await waitForPath(page, '/main/medicine');
    await byName(page, '복약 관리', 'heading').wait();
    await page.waitForFunction(
      async (tag: string) =>
        (await (await navigator.serviceWorker.ready).getNotifications({ tag })).length === 0,
      {},
      reminder.tag,
    );
    await context.close();
  });

  it('offers the switch for this device in the notification settings, asking for no permission before it is tapped, accessibly', async () => {
    const page = await openPhonePage(running.browser);
    await page.goto(`${running.app.appUrl}/intro/login`);
    await logIn(page, KO_LOGIN);
    await waitForPath(page, '/main/health-goal-dashboard');
    await workerActivated(page);
    await page.goto(`${running.app.appUrl}/user/myChn/setting`);
    await byName(page, '알림 설정', 'link').click();
    await waitForPath(page, '/user/myChn/setting/notifications');

    const toggle = await byName(page, '이 기기에서 알림 받기', 'switch').waitHandle();
    expect(await toggle.evaluate((button) => button.getAttribute('aria-checked'))).toBe('false');
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    // Not tapped: subscribing needs Google's push service, which this machine cannot reach.
    await expectAccessible(page, '/user/myChn/setting/notifications (notifications on this device)');
    await page.browserContext().close();
  });

  it('opens offline after one visit: the shell, the visited areas, and a record kept on the phone until it is back online', async () => {
    const { page, context } = await controlledPage();
    await page.goto(`${running.app.appUrl}/main/my/lifelogDetailPage?lifelogTypeCode=0010`);
    await page.locator('::-p-aria(체중[role="heading"])').wait();

    await page.setOfflineMode(true);
    await page.reload();
    await page.locator('::-p-aria(체중[role="heading"])').wait();
    await page.locator('::-p-aria(기록하기[role="link"])').click();
    await typeInto(page, '체중', '68.4');
    await page.locator('::-p-aria(저장[role="button"])').click();
    await waitForText(page, '이 휴대폰에 저장해 두었어요');
    await page.waitForFunction(
      () => document.querySelector('header [role="status"]')?.getAttribute('data-pending-count') === '1',
    );
    // Another area, never opened on this page, from the worker's set.
    await byName(page, '복약', 'link').click();
    await byName(page, '복약 관리', 'heading').wait();

    await page.setOfflineMode(false);
    await page.waitForFunction(
      () => document.querySelector('header [role="status"]')?.getAttribute('data-pending-count') === '0',
      { timeout: 60_000 },
    );
    await context.close();
  }, 180_000);

  it('picks up a promotion, and a rollback, on the next start, each release whole and never two at once', async () => {
    const { releasesDir } = running.app;
    const before = currentVersion(releasesDir, PKG);
    const started = await controlledPage();
    const { context } = started;
    let { page } = started;
    await byName(page, '복약', 'link').click();
    await byName(page, '복약 관리', 'heading').wait();

    const promoted = await promoteMarkedRelease('promoted');
    // The open page, reloaded, keeps the set it started with while the worker installs the new one beside it.
    await page.reload();
    await byName(page, '복약 관리', 'heading').wait();
    expect(await medicineInPage(page)).toBe(before);
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === 'installed',
      { timeout: 120_000 },
    );
    expect(await page.evaluate(() => 'medicineRelease' in self)).toBe(false);

    page = await nextStart(page, context);
    expect(await medicineInPage(page)).toBe(promoted);
    expect(await page.evaluate(() => (self as { medicineRelease?: string }).medicineRelease)).toBe(
      'promoted',
    );
    const afterPromotion = await cachedPaths(page);
    expect(Object.keys(afterPromotion)).toHaveLength(1);
    const medicineFiles = (paths: string[]) => paths.filter((file) => file.startsWith(`/remotes/${PKG}/`));
    const [promotedSet] = Object.values(afterPromotion);
    expect(medicineFiles(promotedSet!).every((file) => file.startsWith(`/remotes/${PKG}/${promoted}/`))).toBe(
      true,
    );
    expect((await loadedPaths(page)).filter((file) => file.startsWith(`/remotes/${PKG}/${before}/`))).toEqual(
      [],
    );

    await runScriptOrThrow('registry.mjs', ['rollback', PKG], releasesDir);
    expect(currentVersion(releasesDir, PKG)).toBe(before);
    await page.reload();
    await byName(page, '복약 관리', 'heading').wait();
    expect(await medicineInPage(page)).toBe(promoted);
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === 'installed',
      { timeout: 120_000 },
    );

    page = await nextStart(page, context);
    expect(await medicineInPage(page)).toBe(before);
    expect(await page.evaluate(() => 'medicineRelease' in self)).toBe(false);
    const [rolledBackSet] = Object.values(await cachedPaths(page));
    expect(medicineFiles(rolledBackSet!).every((file) => file.startsWith(`/remotes/${PKG}/${before}/`))).toBe(
      true,
    );
    expect(
      (await loadedPaths(page)).filter((file) => file.startsWith(`/remotes/${PKG}/${promoted}/`)),
    ).toEqual([]);
    await context.close();
  }, 300_000);

  it('is removed by its kill switch: restarted with SERVICE_WORKER=off, the worker unregisters, its caches go and the page registers none', async () => {
    const { page, context } = await controlledPage();
    const portBase = Number(new URL(running.app.appUrl).port);
    await running.app.stop();
    running.app = await startApp({ env: { SERVICE_WORKER: 'off' }, portBase });

    const workers = await watchWorkers(page);
    // The worker answers this load from its cache; the browser checks /sw.js meanwhile, gets the kill switch, and
    // that worker reloads the page once more: the first load is not waited for, the second may cut it short.
    await workers.session.send('Page.reload', {});
    await workers.until(() =>
      [...workers.registrations.values()].every((registration) => registration.isDeleted),
    );
    await page.waitForFunction(() => navigator.serviceWorker.controller === null, { timeout: 60_000 });
    // A new server, a new database: the page may ask to log in again; either way the shell draws.
    await page.locator('h1').wait();

    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    expect(await page.$('meta[name="service-worker"]')).toBeNull();
    await page.reload();
    await page.locator('h1').wait();
    // The page registers its worker at its load event, when the server asks for one: this one does not.
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toEqual([]);
    expect(await controlled(page)).toBe(false);
    await context.close();
  }, 240_000);
});
