// `npm run bench`: builds for production from cold, serves the app as `npm start` does, and prints, measured in
// Chromium, the compressed JavaScript of a cold first load of two pages and the time to first visit each area.
// BENCH_DETAIL=1 lists every script loaded; BENCH_SKIP_BUILD=1 measures the builds already in dist/.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { portsFrom, root } from './app-server.mjs';
import { coldBuild, demoSession, serveApp } from './bench-app.mjs';

const require = createRequire(path.join(root, 'e2e/package.json'));
const puppeteer = require('puppeteer-core');
const chromium = require('../tooling/chromium.json');
const CHROMIUM = process.env.CHROMIUM_PATH ?? chromium.executablePath;
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 28080);
const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Opens `url` in a fresh context (empty cache) and sums the encoded bytes of every script it loaded. */
async function coldLoad(browser, url, { session, readySelector }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  if (session) {
    await page.evaluateOnNewDocument((stored) => {
      localStorage.setItem('auth', JSON.stringify(stored.auth));
      localStorage.setItem('userInfo', JSON.stringify(stored.userInfo));
    }, session);
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  const urls = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    scripts.set(requestId, 0);
    urls.set(requestId, response.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) scripts.set(requestId, encodedDataLength);
  });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForSelector(readySelector);
  const ms = performance.now() - started;
  const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  if (process.env.BENCH_DETAIL) {
    for (const [id, size] of [...scripts].sort((a, b) => b[1] - a[1]))
      console.log(`  ${kib(size).padStart(6)} KiB  ${urls.get(id)}`);
  }
  return { page, context, bytes, files: scripts.size, ms };
}

/** From an open page, goes to each area once and times until the remote has drawn into its area. */
async function firstVisits(page, areas) {
  const results = [];
  for (const { path: areaPath, remote } of areas) {
    const ms = await page.evaluate(
      (target, name) =>
        new Promise((resolve) => {
          const started = performance.now();
          window.singleSpaNavigate(target);
          const check = () => {
            const mount = document.querySelector(`[data-remote="${name}"] [data-part="mount"]`);
            if (mount && mount.childElementCount > 0) resolve(performance.now() - started);
            else requestAnimationFrame(check);
          };
          check();
        }),
      areaPath,
      remote,
    );
    results.push({ area: areaPath, ms });
  }
  return results;
}

const buildSeconds = process.env.BENCH_SKIP_BUILD ? NaN : coldBuild();
const app = await serveApp(PORT_BASE);
const browser = await puppeteer.launch({ ...chromium, executablePath: CHROMIUM, headless: true });
try {
  const login = await coldLoad(browser, `${app.appUrl}/intro/login`, {
    readySelector: '[data-remote="mf_auth"] [data-part="mount"] form',
  });
  await login.context.close();
  const session = await demoSession(app.apiUrl);
  const dashboard = await coldLoad(browser, `${app.appUrl}/main/health-goal-dashboard`, {
    session,
    readySelector: '[data-remote="mf_routine"] [data-part="mount"] section',
  });
  const visits = await firstVisits(dashboard.page, [
    { path: '/main/my', remote: 'mf_lifelog' },
    { path: '/main/medicine', remote: 'mf_medicine' },
    { path: '/main/feed', remote: 'mf_channel' },
    { path: '/main/ai-prediction', remote: 'mf_ai' },
    { path: '/user/myChn/setting', remote: 'mf_auth' },
  ]);
  await dashboard.context.close();

  const ports = portsFrom(PORT_BASE);
  console.log(`\nFigures (2-core machine, Chromium ${await browser.version()}, app on :${ports.shell})`);
  console.log(
    Number.isNaN(buildSeconds)
      ? 'Cold build: skipped (BENCH_SKIP_BUILD)'
      : `Cold build of the shell and six remotes: ${buildSeconds.toFixed(1)} s (target < 120 s)`,
  );
  console.log(
    `Cold load /intro/login: ${kib(login.bytes)} KiB of compressed JavaScript in ${login.files} files, ready in ${login.ms.toFixed(0)} ms (target ≤ 165 KiB)`,
  );
  console.log(
    `Cold load /main/health-goal-dashboard: ${kib(dashboard.bytes)} KiB of compressed JavaScript in ${dashboard.files} files, ready in ${dashboard.ms.toFixed(0)} ms (target ≤ 185 KiB)`,
  );
  console.log('First visit of each other area, from the dashboard:');
  for (const { area, ms } of visits) console.log(`  ${area.padEnd(22)} ${ms.toFixed(0)} ms`);
} finally {
  await browser.close();
  app.stop();
}

// Login figures (issue 15): KiB and LCP of the login page and the dashboard on a throttled mobile profile,
// median of 3, beside a bare HTML page, on the builds made above (see the script).
const loginFigures = fork(path.join(root, 'scripts/bench-login.mjs'), [], {
  env: { ...process.env, BENCH_SKIP_BUILD: '1' },
});
const loginFiguresExit = await new Promise((resolve) => loginFigures.once('exit', resolve));
if (loginFiguresExit !== 0) process.exitCode = 1;

// Health-data figures of the API on its own databases (see the script).
const healthData = fork(path.join(root, 'scripts/bench-health-data.mjs'));
const healthDataExit = await new Promise((resolve) => healthData.once('exit', resolve));
if (healthDataExit !== 0) process.exitCode = 1;

// Metrics cost (issue 38): the authenticated list GET's requests per second with metrics off and on (see the script).
const metricsCost = fork(path.join(root, 'scripts/bench-metrics.mjs'));
const metricsCostExit = await new Promise((resolve) => metricsCost.once('exit', resolve));
if (metricsCostExit !== 0) process.exitCode = 1;

// Routine figures of the API on its own databases: dashboard2 and history of a 371-day goal (see the script).
const routines = fork(path.join(root, 'scripts/bench-routines.mjs'));
const routinesExit = await new Promise((resolve) => routines.once('exit', resolve));
if (routinesExit !== 0) process.exitCode = 1;

// Medicine catalogue figures: searches of 50,000 medicines, Korean, English, initial consonants (see the script).
const catalogue = fork(path.join(root, 'scripts/bench-medication-catalogue.mjs'));
const catalogueExit = await new Promise((resolve) => catalogue.once('exit', resolve));
if (catalogueExit !== 0) process.exitCode = 1;

// Medication figures: schedules of five plans for a week and a month, and the plan list (see the script).
const medication = fork(path.join(root, 'scripts/bench-medication-schedules.mjs'));
const medicationExit = await new Promise((resolve) => medication.once('exit', resolve));
if (medicationExit !== 0) process.exitCode = 1;

// Export figures (issue 31): demo-heavy's $everything, every page, its time and the API's peak memory (see the script).
const fhirExport = fork(path.join(root, 'scripts/bench-fhir-export.mjs'));
const fhirExportExit = await new Promise((resolve) => fhirExport.once('exit', resolve));
if (fhirExportExit !== 0) process.exitCode = 1;

// Apple Health import figures (issue 31.3): a generated export.xml of 20 MB (BENCH_APPLE_EXPORT_MB=500 for the size) uploaded and
// imported by the background job: time, records per second and the API's peak memory (see the script).
const appleImport = fork(path.join(root, 'scripts/bench-apple-health-import.mjs'));
const appleImportExit = await new Promise((resolve) => appleImport.once('exit', resolve));
if (appleImportExit !== 0) process.exitCode = 1;

// Family feed figures: pages of a channel of 100,000 posts, and 1,000 open notification streams (see the script).
const feed = fork(path.join(root, 'scripts/bench-feed.mjs'));
const feedExit = await new Promise((resolve) => feed.once('exit', resolve));
if (feedExit !== 0) process.exitCode = 1;

// Limit figures (issue 15): other requests during a spray of logins, SMS out of 10 parallel sends (see the script).
const limits = fork(path.join(root, 'scripts/bench-limits.mjs'));
const limitsExit = await new Promise((resolve) => limits.once('exit', resolve));
if (limitsExit !== 0) process.exitCode = 1;

// Login spray figures (issue 34): real logins, and known against unknown ids, during sprays of unknown ids (see the script).
const loginSpray = fork(path.join(root, 'scripts/bench-login-spray.mjs'));
const loginSprayExit = await new Promise((resolve) => loginSpray.once('exit', resolve));
if (loginSprayExit !== 0) process.exitCode = 1;
