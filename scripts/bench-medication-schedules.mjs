// Medication figures (issue 13), run by `npm run bench` after the routine figures, or alone:
// `node scripts/bench-medication-schedules.mjs`. For the embedded database, and for PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, it starts the API on a fresh database as `npm start`
// does (its own process), makes through the API a person with five plans (every day, weekdays, every 3 days, no
// end, up to four times a day) among BENCH_MEDICATION_OTHERS other people with the same five (default 50),
// ticks today's doses it may, and prints p50 and p99, over HTTP on 127.0.0.1, of `GET /api/medication/schedules`
// for this week and for next month (made on first reading, then read), and of `GET /api/medication/plan`.
// The server database is dropped afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'platform-api');
const apiRequire = createRequire(path.join(apiDir, 'package.json'));
const tsx = apiRequire('tsx/cjs/api');
const load = (file) => tsx.require(path.join(root, file), import.meta.url);
const pg = apiRequire('pg');
const { migrate } = load('platform-api/src/database/migrate.ts');
const { openPgliteDatabase } = load('platform-api/src/database/pglite-database.ts');
const { openPostgresDatabase } = load('platform-api/src/database/postgres-database.ts');
const { seedDemoData } = load('platform-api/src/demo-data/seed-demo-data.ts');
const { demoPassword } = load('platform-api/src/demo-data/demo-family.ts');
const { hashPassword } = load('platform-api/src/auth/password-hashing.ts');
const { insertUser } = load('platform-api/src/users/users-repository.ts');
const { saveAgreements } = load('platform-api/src/terms/terms-repository.ts');
const { addDays, calendarDateIn, defaultTimeZone, noEndDate, weekStart, weekdayCodes } = load(
  'shared-kernel/src/isomorphic/index.ts',
);

const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const REQUESTS = 200;
const WARM_UP = 20;
/** Other people with the same five plans, so the medication tables hold more than the person measured. */
const OTHERS = Math.max(0, Number(process.env.BENCH_MEDICATION_OTHERS ?? 50));
const PERSON = 'bench-medication';

/** Five plans from today as the medicine screens send them. */
function fivePlans(today) {
  const { monday, wednesday, friday, saturday } = weekdayCodes;
  const plan = (overrides) => ({
    itemSeq: null,
    tkmdTypeCode: '0001',
    tkmdCycleCode: '0001',
    tkmdDowList: [],
    tkmdIntrvlDayCnt: null,
    tkmdBeginDe: today,
    tkmdEndDe: noEndDate,
    notiAt: 'Y',
    missedAlertMi: 60,
    ...overrides,
  });
  return [
    plan({ tkmdNm: '암로디핀정 5mg', tkmdTimeList: ['07:00'] }),
    plan({ tkmdNm: '메트포르민정 500mg', tkmdTimeList: ['08:00', '13:00', '19:00'] }),
    plan({
      tkmdNm: '아토르바스타틴정 10mg',
      tkmdCycleCode: '0002',
      tkmdDowList: [monday, wednesday, friday, saturday],
      tkmdTimeList: ['22:00'],
    }),
    plan({
      tkmdNm: '비타민D 1000IU',
      tkmdCycleCode: '0003',
      tkmdIntrvlDayCnt: 3,
      tkmdEndDe: addDays(today, 180),
      tkmdTimeList: ['08:00'],
    }),
    plan({
      tkmdNm: '위장약',
      tkmdTypeCode: '0003',
      tkmdEndDe: addDays(today, 90),
      tkmdTimeList: ['07:00', '12:00', '18:00', '22:00'],
      notiAt: 'N',
      missedAlertMi: null,
    }),
  ];
}

/** The person and the others, who agreed to the required terms. */
async function addPeople(db) {
  await migrate(db);
  await seedDemoData(db);
  const passwordHash = await hashPassword(demoPassword);
  const requiredTerms = await db.query('SELECT stplat_code AS "stplatCode" FROM stplat WHERE required');
  const agreements = requiredTerms.map(({ stplatCode }) => ({ stplatCode, agreed: true }));
  const userIds = [PERSON, ...Array.from({ length: OTHERS }, (_, index) => `bench-medication-${index + 1}`)];
  for (const [index, userId] of userIds.entries()) {
    await insertUser(db, {
      userId,
      passwordHash,
      userNm: `벤치${index}`,
      userBrthdyDe: '1950-03-02',
      userGenderCode: index % 2 ? '0002' : '0001',
      userMphonNo: `0108${String(index).padStart(7, '0')}`,
      userEmail: null,
    });
    await saveAgreements(db, userId, agreements, new Date());
  }
  return userIds;
}

async function logIn(apiUrl, username) {
  const response = await fetch(`${apiUrl}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('family-health-app:').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password: demoPassword }),
  });
  if (!response.ok)
    throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/** A caller of the API as `token`'s person: `call(method, path, body)` → { status, body }. */
function client(apiUrl, token) {
  return async (method, target, body, contentType = 'application/json') => {
    const response = await fetch(`${apiUrl}${target}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': contentType }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

function expectStatus(what, answer, ...statuses) {
  if (!statuses.includes(answer.status))
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`);
  return answer.body;
}

/** Makes the five plans of everyone through the API, and ticks the person's doses of today. */
async function makePlans(apiUrl, userIds, today) {
  const call = client(apiUrl, await logIn(apiUrl, PERSON));
  for (const plan of fivePlans(today))
    expectStatus('plan', await call('POST', '/api/medication/plan', plan), 201);
  const todays = expectStatus(
    'today',
    await call('GET', `/api/medication/schedules?fromPeriodDt=${today}&toPeriodDt=${today}`),
    200,
  );
  let ticked = 0;
  for (const dose of todays.tkmdDtlsList) {
    const answer = await call('PUT', `/api/medication/plan/${dose.tkmdSn}/${dose.tkmdDtlsSn}`, {
      tkmdSttusCode: ticked % 3 === 2 ? '0001' : '0002',
    });
    if (answer.status === 200) ticked += 1;
  }
  for (const userId of userIds.slice(1)) {
    const other = client(apiUrl, await logIn(apiUrl, userId));
    for (const plan of fivePlans(today))
      expectStatus(`plan of ${userId}`, await other('POST', '/api/medication/plan', plan), 201);
  }
  return { ticked };
}

/** This week (Monday to Sunday) and next calendar month. */
function ranges(today) {
  const monday = weekStart(today);
  const [year, month] = today.split('-').map(Number);
  const next = new Date(Date.UTC(year, month, 1));
  const monthStart = next.toISOString().slice(0, 10);
  const monthEnd = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0))
    .toISOString()
    .slice(0, 10);
  return { week: [monday, addDays(monday, 6)], month: [monthStart, monthEnd] };
}

/** p50 and p99 in ms of `REQUESTS` calls one after the other, after `WARM_UP` untimed ones; and the first call. */
async function measure(name, { call, check }) {
  const started = performance.now();
  const first = await call();
  const body = await first.json();
  const firstMs = performance.now() - started;
  if (!first.ok || !check(body))
    throw new Error(`${name}: unexpected answer ${first.status} ${JSON.stringify(body).slice(0, 500)}`);
  for (let index = 0; index < WARM_UP; index += 1) await (await call()).arrayBuffer();
  const durations = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const begun = performance.now();
    const response = await call();
    await response.arrayBuffer();
    durations.push(performance.now() - begun);
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
  }
  durations.sort((a, b) => a - b);
  return {
    first: firstMs,
    p50: percentile(durations, 0.5),
    p99: percentile(durations, 0.99),
    doses: body.tkmdDtlsList?.length,
  };
}

function requests(apiUrl, token, today) {
  const headers = { authorization: `Bearer ${token}` };
  const { week, month } = ranges(today);
  const schedules = ([from, to]) => ({
    call: () =>
      fetch(`${apiUrl}/api/medication/schedules?fromPeriodDt=${from}&toPeriodDt=${to}`, { headers }),
    check: (body) =>
      body.tkmdDtlsList.length > 0 &&
      body.tkmdDtlsList.every((dose) => dose.tkmdPlanDt >= from && dose.tkmdPlanDt.slice(0, 10) <= to),
  });
  return {
    week: schedules(week),
    month: schedules(month),
    plans: {
      call: () => fetch(`${apiUrl}/api/medication/plan`, { headers }),
      check: (body) => body.tkmdPlanList.length === 5,
    },
  };
}

const percentile = (sorted, fraction) => sorted[Math.ceil(fraction * sorted.length) - 1];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The API as `npm start` runs it, on the database `env` names, until `stop`. */
async function serveApi(env) {
  const port = await freePort();
  // tsx as a loader rather than its CLI, which would run the API in a grandchild that may outlive `stop`.
  const tsxLoader = pathToFileURL(apiRequire.resolve('tsx')).href;
  const api = spawn(process.execPath, ['--import', tsxLoader, 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => api.once('exit', resolve));
  process.once('exit', () => api.kill('SIGTERM'));
  const stop = async () => {
    if (api.exitCode === null) api.kill('SIGTERM');
    await exited;
  };
  const apiUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`);
    const healthy = await fetch(`${apiUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { apiUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The API did not answer /health within 60 s');
}

/** Serves the API on the prepared database, makes the plans through it and times the three requests. */
async function measureApi(label, userIds, env) {
  const api = await serveApi(env);
  try {
    const today = calendarDateIn(defaultTimeZone);
    const making = performance.now();
    const made = await makePlans(api.apiUrl, userIds, today);
    const makeSeconds = (performance.now() - making) / 1000;
    const calls = requests(api.apiUrl, await logIn(api.apiUrl, PERSON), today);
    const figures = {};
    for (const [name, request] of Object.entries(calls)) figures[name] = await measure(name, request);
    return { label, made, makeSeconds, figures, ranges: ranges(today) };
  } finally {
    await api.stop();
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fh-bench-medication-'));
  try {
    // PGlite serves one process at a time: the people are stored, then the API opens it.
    const db = await openPgliteDatabase(dataDir);
    let label;
    let userIds;
    try {
      const [{ version }] = await db.query("SELECT current_setting('server_version') AS version");
      label = `PGlite (PostgreSQL ${version}, embedded)`;
      console.log(`${label}: making the plans of ${OTHERS + 1} people through the API...`);
      userIds = await addPeople(db);
    } finally {
      await db.close();
    }
    return await measureApi(label, userIds, { DATABASE_URL: '', PGLITE_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function asAdmin(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function onServer(adminUrl) {
  const name = `bench_medication_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = await openPostgresDatabase(url.toString(), (error) => console.error(error));
    let label;
    let userIds;
    try {
      const [{ version }] = await db.query("SELECT current_setting('server_version') AS version");
      label = `PostgreSQL ${version.split(' ')[0]} (${url.host})`;
      console.log(`${label}: making the plans of ${OTHERS + 1} people through the API...`);
      userIds = await addPeople(db);
    } finally {
      await db.close();
    }
    return await measureApi(label, userIds, { DATABASE_URL: url.toString() });
  } finally {
    await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
  }
}

const results = [await onPglite()];
if (SERVER_URL) results.push(await onServer(SERVER_URL));
else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server)');

const ms = (value) => value.toFixed(1).padStart(6);
const { week, month } = results[0].ranges;
console.log(
  `\nMedication over HTTP (${REQUESTS} requests each after ${WARM_UP} untimed, ms: p50 / p99; first: the read ` +
    `that made the doses), a person with five plans (${results[0].made.ticked} of today's doses ticked) among ` +
    `${OTHERS} others with five each`,
);
console.log(
  `${'engine'.padEnd(42)}  ${'schedules week'.padEnd(15)}  ${'schedules month'.padEnd(15)}  plan list`,
);
for (const { label, makeSeconds, figures } of results) {
  const cell = ({ p50, p99 }) => `${ms(p50)} / ${ms(p99)}`;
  console.log(
    `${label.padEnd(42)}  ${cell(figures.week)}  ${cell(figures.month)}  ${cell(figures.plans)}   ` +
      `(month: ${figures.month.doses} doses, first read ${figures.month.first.toFixed(0)} ms; made in ${makeSeconds.toFixed(0)} s)`,
  );
}
console.log(
  `Week ${week[0]}..${week[1]}, month ${month[0]}..${month[1]}. Target with PostgreSQL: p99 < 20 ms`,
);
