// App version and maintenance (issue 36.3), acted out: the operator sets a maintenance window with the command and
// every screen shows the notice with its expected end; lifted, the app works; a native app older than the minimum
// is asked to update through the bridge. The command and the API share a PostgreSQL database (PGlite serves one
// process), so this needs TEST_DATABASE_URL, as production-profile.test.ts does.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { expectAccessible } from './axe';
import {
  KO_LOGIN,
  launchBrowser,
  logIn,
  openPhonePage,
  startApp,
  waitForPath,
  type RunningApp,
} from './harness';
import { simulateNativeHost, waitForNativeCall } from './native-host-sim';

const root = path.resolve(__dirname, '../..');
const apiDir = path.join(root, 'platform-api');
const serverUrl = process.env.TEST_DATABASE_URL;

type PgClient = { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> };
const { Client } = createRequire(path.join(apiDir, 'package.json'))('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const describeWithPostgres = serverUrl ? describe : describe.skip;
if (!serverUrl) console.warn('maintenance: skipped, TEST_DATABASE_URL (a PostgreSQL server) is not set.');

describeWithPostgres('app version and maintenance (issue 36.3)', () => {
  const database = `maintenance_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  let app: RunningApp;
  let browser: Browser;

  /** `pnpm --filter platform-api operator -- ...`, as the operator types it, on the app's database. */
  function operator(...args: string[]): string {
    const tsx = require.resolve('tsx/cli', { paths: [apiDir] });
    const result = spawnSync(process.execPath, [tsx, 'src/platform/app-info/operator.ts', ...args], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    return result.stdout;
  }

  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${database}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    databaseUrl = url.href;
    app = await startApp({ env: { DATABASE_URL: databaseUrl } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('shows the maintenance notice with its end in Korean (and English, Khmer) on every screen, and the app works once it is lifted', async () => {
    const until = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000);
    const from = new Date(Date.now() - 60_000);
    operator('maintenance', '--from', from.toISOString(), '--until', until.toISOString());
    // The notice shows the end in Seoul's time (UTC+9), as the app's other dates.
    const seoul = new Date(until.getTime() + 9 * 3_600_000).toISOString();
    const end = `${seoul.slice(0, 10).replaceAll('-', '.')} ${seoul.slice(11, 16)}`;

    const page = await openPhonePage(browser);
    await page.goto(`${app.appUrl}/intro/login`);
    const notice = await page.locator('::-p-aria(서비스 점검 중[role="alertdialog"])').waitHandle();
    const text = await notice.evaluate((element) => element.textContent ?? '');
    expect(text).toContain('지금 서비스를 점검하고 있어요. 잠시 후 다시 시도해 주세요.');
    expect(text).toContain(`예상 종료: ${end}`);
    await expectAccessible(page, 'maintenance notice (ko)');
    for (const [language, title, expected] of [
      ['en-US', 'Under maintenance', `Expected to end: ${end}`],
      ['km-KH', 'កំពុងថែទាំសេវាកម្ម', `រំពឹងថានឹងបញ្ចប់៖ ${end}`],
    ] as const) {
      const other = await openPhonePage(browser, language);
      await other.goto(`${app.appUrl}/intro/login`);
      const otherNotice = await other.locator(`::-p-aria(${title}[role="alertdialog"])`).waitHandle();
      expect(await otherNotice.evaluate((element) => element.textContent ?? '')).toContain(expected);
      await expectAccessible(other, `maintenance notice (${language})`);
      await other.close();
    }

    operator('maintenance', '--lift');
    await page.locator('::-p-aria(다시 시도[role="button"])').click();
    await page.waitForFunction(() => !document.querySelector('[role="alertdialog"]'));
    await logIn(page, KO_LOGIN);
    await waitForPath(page, '/main/health-goal-dashboard');
  });

  it('asks a native app older than the minimum to update through the bridge (issue 36.3)', async () => {
    operator('app-version', 'android', '--min', '1.2.0', '--latest', '1.4.0');
    const page = await openPhonePage(browser);
    await simulateNativeHost(page, { platform: 'android', version: '1.1.0' });
    await page.goto(`${app.appUrl}/intro/login`);
    await waitForNativeCall(page, 'updateApp');
    await page.locator('::-p-aria(업데이트가 필요해요[role="alertdialog"])').wait();
    await expectAccessible(page, 'update notice (ko)');
  });
});
