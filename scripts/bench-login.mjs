// Login-page figures (issue 15), run by `npm run bench` after the other frontend figures, or alone:
// `node scripts/bench-login.mjs` (builds first; BENCH_SKIP_BUILD=1 measures the builds already in dist/).
// Serves the production build as `npm start` does and, in Chromium on a mobile profile (CPU slowed 4×, 150 ms
// round trips, 1.6 Mbps down, 750 kbps up, cache disabled), opens three pages in a fresh context each time:
// a bare HTML page served by the same shell server (the baseline), the login page, and the dashboard of the
// demo user. For each it prints the compressed JavaScript transferred and the Largest Contentful Paint, the
// median of BENCH_LOGIN_RUNS (default 5) runs; for the login page, which arrives as HTML (issue 30), also its LCP
// beside the baseline's (goal: within 1.3× of it) and when its form takes input (mf-auth has hydrated it). Then the repeat visit of the installed app (issue 29): the login
// page and the dashboard opened again in a context whose service worker installed the promoted set on a first
// visit, on the same profile with the HTTP cache kept (as a phone keeps it), their LCP beside the baseline's
// (goal: within 1.2× of it). BENCH_DETAIL=1 also lists every script and request of one run.
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './app-server.mjs';
import { coldBuild, demoSession, serveApp } from './bench-app.mjs';

const require = createRequire(path.join(root, 'e2e/package.json'));
const puppeteer = require('puppeteer-core');
const chromium = require('../tooling/chromium.json');
const CHROMIUM = process.env.CHROMIUM_PATH ?? chromium.executablePath;
const RUNS = Math.max(1, Number(process.env.BENCH_LOGIN_RUNS ?? 5));
const TARGETS = {
  loginKiB: 165,
  loginLcpMs: 1500,
  loginLcpOfBaseline: 1.3,
  dashboardKiB: 185,
  repeatLcpOfBaseline: 1.2,
};
/** The kernel's mark once a remote has hydrated the screen the server sent (shared-kernel remote/first-view.ts). */
const HYDRATED_MARK = 'first-view-hydrated';
/** The profile of the issue (Lighthouse's mobile one): 4× CPU, 150 ms RTT, 1.6 Mbps down, 750 kbps up. */
const PROFILE = {
  cpuRate: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};
const BASELINE_FILE = 'bench-baseline.html';
const BASELINE_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Baseline</title>
  </head>
  <body>
    <main>
      <h1>가족 건강</h1>
      <p>A bare HTML page with no script and no stylesheet: what the server, the network profile and the
      browser cost before any of the app's own work.</p>
    </main>
  </body>
</html>
`;
const kib = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, 'localhost', () => server.close(() => resolve(true)));
  });
}

/** A base whose 11 ports (shell, six remotes, API at +10) are all free. */
async function freePortBase() {
  for (let base = Number(process.env.BENCH_LOGIN_PORT_BASE ?? 28280); base < 60000; base += 20) {
    const ports = Array.from({ length: 11 }, (_, offset) => base + offset);
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return base;
  }
  throw new Error('No free ports found');
}

/**
 * Opens `url` throttled in `context`: the compressed bytes of every script it loaded, and the last Largest
 * Contentful Paint candidate once `readySelector` is drawn and the network is idle. `cold`: with the HTTP cache
 * disabled (a first visit); otherwise the context's caches serve what they hold, its service worker included.
 */
async function measureLoad(context, url, { session, readySelector, hydrates }, { cold }) {
  const page = await context.newPage();
  page.setDefaultTimeout(180_000);
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  await page.evaluateOnNewDocument(() => {
    window.__benchLcp = { ms: 0, element: '' };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const element = entry.element;
        window.__benchLcp = {
          ms: entry.startTime,
          element: element
            ? `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 40)}`
            : '(removed)',
        };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  if (session) {
    await page.evaluateOnNewDocument((stored) => {
      localStorage.setItem('auth', JSON.stringify(stored.auth));
      localStorage.setItem('userInfo', JSON.stringify(stored.userInfo));
    }, session);
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: cold });
  await cdp.send('Network.emulateNetworkConditions', PROFILE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuRate });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
    requests.set(requestId, {
      url: request.url,
      type: '',
      bytes: 0,
      body: 0,
      started: timestamp,
      ended: 0,
    });
  });
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    const request = requests.get(requestId);
    if (request) request.type = type;
  });
  // The compressed body alone: response headers (a Content-Security-Policy, say) are not JavaScript.
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.body += encodedDataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const request = requests.get(requestId);
    if (request) Object.assign(request, { bytes: encodedDataLength, ended: timestamp });
  });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(readySelector);
  if (hydrates)
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, {}, HYDRATED_MARK);
  const readyMs = performance.now() - started;
  const hydratedMs = hydrates
    ? await page.evaluate((mark) => performance.getEntriesByName(mark)[0].startTime, HYDRATED_MARK)
    : null;
  // Open streams (notifications) never end: idle here means at most two connections left.
  await page.waitForNetworkIdle({ idleTime: 500, concurrency: 2 });
  // LCP candidates stop at the first input; none comes, so let the last paint land before reading it.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const lcp = await page.evaluate(() => window.__benchLcp);
  const controlled = await page.evaluate(() => navigator.serviceWorker?.controller !== null);
  const all = [...requests.values()];
  const scripts = all.filter((request) => request.type === 'Script');
  const stylesheets = all.filter((request) => request.type === 'Stylesheet');
  return {
    bytes: scripts.reduce((sum, request) => sum + request.bytes, 0),
    stylesheetBytes: stylesheets.reduce((sum, request) => sum + request.bytes, 0),
    stylesheetFiles: stylesheets.length,
    bodyBytes: scripts.reduce((sum, request) => sum + request.body, 0),
    files: scripts.length,
    lcp,
    readyMs,
    hydratedMs,
    controlled,
    requests: all,
  };
}

/** A first visit in a fresh context (empty caches, no service worker). */
async function coldLoad(browser, url, options) {
  const context = await browser.createBrowserContext();
  try {
    return await measureLoad(context, url, options, { cold: true });
  } finally {
    await context.close();
  }
}

/**
 * A repeat visit: a fresh context visits `url` once unthrottled and waits until its service worker has installed
 * the promoted set and taken charge, closes that page (as a person closes the app) and opens `url` again, measured.
 */
async function repeatLoad(browser, url, options) {
  const context = await browser.createBrowserContext();
  try {
    const first = await context.newPage();
    first.setDefaultTimeout(180_000);
    if (options.session) {
      await first.evaluateOnNewDocument((stored) => {
        localStorage.setItem('auth', JSON.stringify(stored.auth));
        localStorage.setItem('userInfo', JSON.stringify(stored.userInfo));
      }, options.session);
    }
    await first.goto(url, { waitUntil: 'load' });
    await first.waitForSelector(options.readySelector);
    await first.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (worker.state !== 'activated')
        await new Promise((resolve) => worker.addEventListener('statechange', resolve));
    });
    await first.close();
    const result = await measureLoad(context, url, options, { cold: false });
    if (!result.controlled)
      throw new Error(`The repeat visit of ${url} was not served by the service worker`);
    return result;
  } finally {
    await context.close();
  }
}

function printDetail(label, result) {
  console.log(`  ${label}: ready in ${result.readyMs.toFixed(0)} ms, LCP element ${result.lcp.element}`);
  const first = Math.min(...result.requests.map((request) => request.started));
  for (const request of [...result.requests].sort((a, b) => a.started - b.started)) {
    const at = (seconds) => ((seconds - first) * 1000).toFixed(0).padStart(5);
    console.log(
      `    ${at(request.started)}–${at(request.ended || request.started)} ms ${kib(request.bytes).padStart(6)} KiB ${request.type.padEnd(10)} ${request.url}`,
    );
  }
}

if (!process.env.BENCH_SKIP_BUILD) coldBuild();
writeFileSync(path.join(root, 'shell/dist', BASELINE_FILE), BASELINE_HTML);
const app = await serveApp(await freePortBase());
const browser = await puppeteer.launch({ ...chromium, executablePath: CHROMIUM, headless: true });
try {
  const session = await demoSession(app.apiUrl);
  const pages = [
    { label: 'Bare HTML baseline', url: `${app.appUrl}/${BASELINE_FILE}`, readySelector: 'main' },
    {
      label: '/intro/login',
      url: `${app.appUrl}/intro/login`,
      readySelector: '[data-remote="mf_auth"] [data-part="mount"] form',
      hydrates: true,
    },
    {
      label: '/main/health-goal-dashboard',
      url: `${app.appUrl}/main/health-goal-dashboard`,
      readySelector: '[data-remote="mf_routine"] [data-part="mount"] section',
      session,
    },
  ];
  const repeated = pages.slice(1);
  const results = pages.map(() => []);
  const repeatResults = repeated.map(() => []);
  // Runs interleaved, so that a busy moment of the machine falls on every page alike.
  for (let run = 0; run < RUNS; run++) {
    for (const [index, page] of pages.entries()) results[index].push(await coldLoad(browser, page.url, page));
    for (const [index, page] of repeated.entries())
      repeatResults[index].push(await repeatLoad(browser, page.url, page));
  }
  console.log(
    `\nLogin figures (Chromium ${await browser.version()}; CPU ${PROFILE.cpuRate}× slower, ${PROFILE.network.latency} ms RTT, 1.6 Mbps down, 750 kbps up, no cache; median of ${RUNS})`,
  );
  for (const [index, page] of pages.entries()) {
    const runs = results[index];
    const lcps = runs.map((result) => result.lcp.ms);
    console.log(
      `  ${page.label.padEnd(28)} ${kib(median(runs.map((result) => result.bytes))).padStart(6)} KiB of compressed JavaScript (${kib(median(runs.map((result) => result.bodyBytes)))} KiB without response headers) in ${median(runs.map((result) => result.files))} files (and ${kib(median(runs.map((result) => result.stylesheetBytes)))} KiB of CSS in ${median(runs.map((result) => result.stylesheetFiles))}), LCP ${median(lcps).toFixed(0).padStart(5)} ms (runs: ${lcps.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
  }
  const [baseline, login, dashboard] = results.map((runs) => ({
    kib: median(runs.map((result) => result.bytes)) / 1024,
    lcp: median(runs.map((result) => result.lcp.ms)),
  }));
  console.log(
    `  Targets: login ≤ ${TARGETS.loginKiB} KiB (${login.kib <= TARGETS.loginKiB ? 'met' : 'missed'}), login LCP ≤ ${TARGETS.loginLcpMs} ms (${login.lcp <= TARGETS.loginLcpMs ? 'met' : 'missed'}; ${(login.lcp - baseline.lcp).toFixed(0)} ms above the baseline), dashboard ≤ ${TARGETS.dashboardKiB} KiB (${dashboard.kib <= TARGETS.dashboardKiB ? 'met' : 'missed'})`,
  );
  const loginRuns = results[1];
  const loginRatio = login.lcp / baseline.lcp;
  const hydrated = loginRuns.map((result) => result.hydratedMs);
  console.log(
    `  /intro/login as HTML (issue 30): LCP ${loginRatio.toFixed(2)}× the baseline's ${baseline.lcp.toFixed(0)} ms (goal ≤ ${TARGETS.loginLcpOfBaseline}×: ${loginRatio <= TARGETS.loginLcpOfBaseline ? 'met' : 'missed'}; baseline runs: ${results[0].map((result) => result.lcp.ms.toFixed(0)).join(', ')}); the form takes input (hydrated) at ${median(hydrated).toFixed(0)} ms (runs: ${hydrated.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
  console.log(
    `\nRepeat visits with the service worker (same profile; the worker's cache instead of the network; median of ${RUNS})`,
  );
  for (const [index, page] of repeated.entries()) {
    const runs = repeatResults[index];
    const lcps = runs.map((result) => result.lcp.ms);
    const ratio = median(lcps) / baseline.lcp;
    console.log(
      `  ${page.label.padEnd(28)} LCP ${median(lcps).toFixed(0).padStart(5)} ms (runs: ${lcps.map((ms) => ms.toFixed(0)).join(', ')}), ${ratio.toFixed(2)}× the baseline's ${baseline.lcp.toFixed(0)} ms (goal ≤ ${TARGETS.repeatLcpOfBaseline}×: ${ratio <= TARGETS.repeatLcpOfBaseline ? 'met' : 'missed'}); ${kib(median(runs.map((result) => result.bytes)))} KiB of JavaScript over the network`,
    );
  }
  if (process.env.BENCH_DETAIL) {
    for (const [index, page] of pages.entries()) printDetail(page.label, results[index][0]);
    for (const [index, page] of repeated.entries())
      printDetail(`${page.label} (repeat)`, repeatResults[index][0]);
  }
} finally {
  await browser.close();
  app.stop();
  rmSync(path.join(root, 'shell/dist', BASELINE_FILE), { force: true });
}
