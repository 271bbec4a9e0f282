// Limit figures (issue 15), run by `npm run bench` after the feed figures, or alone: `node scripts/bench-limits.mjs`.
// On the embedded database, and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, it
// serves the API in processes of its own (production scrypt cost) and prints
// (a) p50/p99 of an unrelated request (`GET /api/user` as demo; alone back to back, then one every 100 ms) while 8 clients
//     from one address log in over and over with unknown usernames, in three set-ups: as before issue 15 (every
//     login hashes at once, no cap per address), with only the bounded password-hash queue, and with the defaults
//     (hash queue and 30 logins a minute per address); with what the logins were answered;
// (b) how many SMS go out of 10 parallel code requests for one number, on one instance and on two instances
//     (PostgreSQL: two processes, each with its own connections; PGlite, one process only: two apps on its one
//     connection). The rule allows 1.
// BENCH_LIMITS_SECONDS sets how long each spray runs (default 12); BENCH_LIMITS_SETUPS=before,queue picks set-ups.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '..');
const SPRAY_SECONDS = Math.max(2, Number(process.env.BENCH_LIMITS_SECONDS ?? 12));
const SPRAY_CLIENTS = 8;
const BASELINE_REQUESTS = 100;
const apiRequire = createRequire(path.join(root, 'platform-api/package.json'));
const authorization = `Basic ${Buffer.from('family-health-app:').toString('base64')}`;

// --- The API process (`--serve`): opens the database, serves `instances` apps on free ports ---

async function serve(config) {
  // Run with tsx as the loader (see startApi), as `npm start` runs the API.
  const load = (file) => import(pathToFileURL(path.join(root, file)).href);
  const { createApp } = await load('platform-api/src/app.ts');
  const { migrate } = await load('platform-api/src/platform/database/migrate.ts');
  const { openPgliteDatabase } = await load('platform-api/src/platform/database/pglite-database.ts');
  const { openPostgresDatabase } = await load('platform-api/src/platform/database/postgres-database.ts');
  const { seedDemoData } = await load('platform-api/src/demo-data/seed-demo-data.ts');
  const { resolveTokenSecret } = await load('platform-api/src/accounts/login/token-secret.ts');
  const db = config.databaseUrl
    ? await openPostgresDatabase(config.databaseUrl, (error) => console.error(error))
    : await openPgliteDatabase(config.pgliteDir);
  if (config.prepare) {
    await migrate(db);
    await seedDemoData(db);
  }
  await db.query('DELETE FROM rate_limit_counters');
  const before = config.setUp === 'before';
  const apps = [];
  for (let index = 0; index < config.instances; index += 1) {
    const app = createApp({
      db,
      tokenSecret: await resolveTokenSecret(db),
      log: { level: 'silent' },
      doseAlerts: false,
      ...(before || config.setUp === 'queue'
        ? { rateLimits: { loginPerIp: { max: 1_000_000, timeWindowMs: 60_000 } } }
        : {}),
      ...(before ? { passwordHashingConcurrency: { maxConcurrent: Infinity, maxQueued: 0 } } : {}),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
  }
  process.on('message', async (message) => {
    if (message.type === 'smsCount') {
      const [row] = await db.query(
        'SELECT count(*)::int AS count FROM dev_sms_outbox WHERE mobile_phone = $1',
        [message.mobilePhone],
      );
      process.send({ type: 'smsCount', count: row.count });
    } else if (message.type === 'stop') {
      for (const app of apps) await app.close();
      await db.close();
      process.exit(0);
    }
  });
  process.send({
    type: 'ready',
    urls: apps.map((app) => `http://127.0.0.1:${app.server.address().port}`),
  });
}

// --- The measuring side ---

/** API processes still running: stopped if this script exits early. */
const children = new Set();
process.once('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

function startApi(config) {
  const child = fork(self, ['--serve', JSON.stringify(config)], {
    execArgv: ['--import', pathToFileURL(apiRequire.resolve('tsx')).href],
    cwd: path.join(root, 'platform-api'),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  children.add(child);
  child.once('exit', () => children.delete(child));
  const ask = (message, type) =>
    new Promise((resolve) => {
      const onMessage = (answer) => {
        if (answer.type !== type) return;
        child.off('message', onMessage);
        resolve(answer);
      };
      child.on('message', onMessage);
      child.send(message);
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The API exited with code ${code}`)));
    child.on('message', (message) => {
      if (message.type !== 'ready') return;
      resolve({
        urls: message.urls,
        smsCount: async (mobilePhone) => (await ask({ type: 'smsCount', mobilePhone }, 'smsCount')).count,
        stop: async () => {
          child.send({ type: 'stop' });
          await exited;
        },
      });
    });
  });
}

const percentile = (sorted, fraction) => sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
const ms = (value) => value.toFixed(1).padStart(7);

function token(url, fields) {
  return fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

async function unrelatedRequest(url, accessToken) {
  const started = performance.now();
  const response = await fetch(`${url}/api/user`, { headers: { authorization: `Bearer ${accessToken}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET /api/user: ${response.status}`);
  return performance.now() - started;
}

function spread(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 0.5))} / p99 ${ms(percentile(sorted, 0.99))} ms (${sorted.length} requests)`;
}

/** (a) for one set-up: the unrelated request alone, then during the spray of unknown usernames. */
async function sprayFigures(url) {
  const login = await token(url, { grant_type: 'password', username: 'demo', password: 'Demo1234!' });
  if (!login.ok) throw new Error(`login of demo failed: ${login.status} ${await login.text()}`);
  const { access_token: accessToken } = await login.json();
  for (let index = 0; index < 10; index += 1) await unrelatedRequest(url, accessToken);
  const alone = [];
  for (let index = 0; index < BASELINE_REQUESTS; index += 1)
    alone.push(await unrelatedRequest(url, accessToken));

  const answers = new Map();
  let running = true;
  let next = 0;
  const sprayClient = async () => {
    while (running) {
      const response = await token(url, {
        grant_type: 'password',
        username: `nobody${randomBytes(4).toString('hex')}${(next += 1)}`,
        password: 'Wrong1234!',
      });
      const { code } = await response.json();
      const key = `${response.status} ${code}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
  };
  const sprayers = Array.from({ length: SPRAY_CLIENTS }, sprayClient);
  const during = [];
  const until = performance.now() + SPRAY_SECONDS * 1000;
  // One request every 100 ms (none overlapping), as a person using the app would, not back to back.
  while (performance.now() < until || during.length < 5) {
    const started = performance.now();
    during.push(await unrelatedRequest(url, accessToken));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + 100 - performance.now())));
  }
  running = false;
  await Promise.all(sprayers);
  const logins = [...answers].map(([key, count]) => `${count} × ${key}`).join(', ');
  return { alone: spread(alone), during: spread(during), logins };
}

/** (b) SMS sent for one number out of 10 parallel requests over `urls` in turn. */
async function smsFigure(api, urls, mobilePhone) {
  await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      fetch(`${urls[index % urls.length]}/api/open/identify/phone`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ purpose: 'register', mobilePhone }),
      }).then((response) => response.arrayBuffer()),
    ),
  );
  return api.smsCount(mobilePhone);
}

const onlySetUps = process.env.BENCH_LIMITS_SETUPS?.split(',');
const setUps = [
  ['before', 'as before issue 15 (no hash queue, no cap per address)'],
  ['queue', 'bounded hash queue only (no cap per address)'],
  ['defaults', 'defaults (hash queue, 30 logins a minute per address)'],
].filter(([name]) => !onlySetUps || onlySetUps.includes(name));

async function measureEngine(label, database, serverInstances) {
  console.log(`\n${label}`);
  console.log(
    `(a) GET /api/user while ${SPRAY_CLIENTS} clients from one address log in with unknown usernames for ${SPRAY_SECONDS} s`,
  );
  let prepare = true;
  for (const [setUp, description] of setUps) {
    const api = await startApi({ ...database, prepare, instances: 1, setUp });
    prepare = false;
    try {
      const figures = await sprayFigures(api.urls[0]);
      console.log(`  ${description}:`);
      console.log(`    alone          ${figures.alone}`);
      console.log(`    during logins  ${figures.during}`);
      console.log(`    logins answered: ${figures.logins}`);
    } finally {
      await api.stop();
    }
  }
  console.log('(b) SMS sent out of 10 parallel code requests for one number (the rule allows 1)');
  const one = await startApi({ ...database, prepare: false, instances: 1, setUp: 'defaults' });
  try {
    console.log(`  one instance:   ${await smsFigure(one, one.urls, '01066660001')}`);
  } finally {
    await one.stop();
  }
  const apis = [];
  for (let index = 0; index < serverInstances; index += 1)
    apis.push(
      await startApi({ ...database, prepare: false, instances: 2 / serverInstances, setUp: 'defaults' }),
    );
  try {
    const urls = apis.flatMap((api) => api.urls);
    const where = serverInstances === 2 ? 'two processes' : 'two apps in one process';
    console.log(`  two instances (${where}): ${await smsFigure(apis[0], urls, '01066660002')}`);
  } finally {
    for (const api of apis) await api.stop();
  }
}

async function main() {
  console.log(`\nLimit figures (issue 15; production scrypt cost; ${SPRAY_CLIENTS} spraying clients)`);
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'fh-bench-limits-'));
  try {
    await measureEngine('PGlite (embedded, as npm start)', { pgliteDir }, 1);
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server)');
    return;
  }
  const pg = apiRequire('pg');
  const asAdmin = async (sql) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  const database = `bench_limits_${randomBytes(6).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${database}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    await measureEngine(`PostgreSQL (${url.host})`, { databaseUrl: url.toString() }, 2);
  } finally {
    await asAdmin(`DROP DATABASE IF EXISTS ${database}`);
  }
}

if (process.argv[2] === '--serve') {
  await serve(JSON.parse(process.argv[3]));
} else {
  await main();
}
