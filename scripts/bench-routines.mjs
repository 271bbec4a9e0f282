// Routine figures (issue 12), run by `npm run bench` after the health-data figures, or alone:
// `node scripts/bench-routines.mjs`. For the embedded database, and for PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server, it starts the API on a fresh database as `npm start` does (its own
// process), makes through the API a person with a 371-day goal (three exercises on several weekdays,
// no-smoking and drinking; a weight record for the calories; earlier goals ended, for the history) among
// BENCH_ROUTINE_OTHERS other people with the same kind of goal (default 50), checks done what the API lets
// be checked, and prints p50 and p99, over HTTP on 127.0.0.1, of `GET /api/routine/dashboard2` for this week
// and for a whole month, and of `GET /api/routine/helthGoal/history`. The server database is dropped afterwards.
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
const {
  addDays,
  buildLifelogObservation,
  calendarDateIn,
  defaultTimeZone,
  goalStatus,
  healthGoalItemCodes,
  timeOfDayCodes,
  exerciseCreationTypeCodes,
  weekStart,
  weekdayCodes,
} = load('shared-kernel/src/isomorphic/index.ts');

const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const REQUESTS = 200;
const WARM_UP = 20;
/** Other people with a year's goal each, so the routine tables hold more than the person measured. */
const OTHERS = Math.max(0, Number(process.env.BENCH_ROUTINE_OTHERS ?? 50));
/** Goals the person began and ended before the 371-day one (ended the day they began), for the history. */
const ENDED_GOALS = 4;
const GOAL_DAYS = 371;
const PERSON = 'bench-routine';

/** A year's goal as the goal screens send it: weight down, three exercises, no smoking, at most 2 × 3 glasses. */
function yearGoal(today) {
  const { sunday, monday, tuesday, wednesday, thursday, friday, saturday } = weekdayCodes;
  const on = (...days) => days.map((dowCode) => ({ dowCode }));
  return {
    goalBeginDe: today,
    goalEndDe: addDays(today, GOAL_DAYS - 1),
    helthGoalDetailList: [{ helthGoalItemCode: healthGoalItemCodes.weight, beforeVal: 78.4, goalVal: 72 }],
    helthGoalExrciseList: [
      {
        exrciseItemCode: '0401',
        exrciseTimeMi: 30,
        exrciseTodCode: timeOfDayCodes.morning,
        exrciseCreatTypeCode: exerciseCreationTypeCodes.recommended,
        helthGoalExrciseDowList: on(monday, wednesday, friday),
      },
      {
        exrciseItemCode: '0601',
        exrciseTimeMi: 40,
        exrciseTodCode: timeOfDayCodes.evening,
        exrciseCreatTypeCode: exerciseCreationTypeCodes.recommended,
        helthGoalExrciseDowList: on(tuesday, thursday),
      },
      {
        exrciseItemCode: '0101',
        exrciseTimeMi: 15,
        exrciseTodCode: timeOfDayCodes.dawn,
        exrciseCreatTypeCode: exerciseCreationTypeCodes.manual,
        helthGoalExrciseDowList: on(sunday, tuesday, thursday, saturday),
      },
    ],
    nosmkngAt: 'Y',
    alchlGoal: { alchlCo: 2, alchlGlassCnt: 3, alchlCoExecutAt: 'Y', alchlGlassCntExecutAt: 'Y' },
  };
}

/** The person and the others, who agreed to the required terms; the person's FHIR subject. */
async function addPeople(db) {
  await migrate(db);
  await seedDemoData(db);
  const passwordHash = await hashPassword(demoPassword);
  const requiredTerms = await db.query('SELECT stplat_code AS "stplatCode" FROM stplat WHERE required');
  const agreements = requiredTerms.map(({ stplatCode }) => ({ stplatCode, agreed: true }));
  const userIds = [PERSON, ...Array.from({ length: OTHERS }, (_, index) => `bench-routine-${index + 1}`)];
  for (const [index, userId] of userIds.entries()) {
    await insertUser(db, {
      userId,
      passwordHash,
      userNm: `벤치${index}`,
      userBrthdyDe: '1985-03-02',
      userGenderCode: index % 2 ? '0002' : '0001',
      userMphonNo: `0109${String(index).padStart(7, '0')}`,
      userEmail: null,
    });
    await saveAgreements(db, userId, agreements, new Date());
  }
  const [{ subject }] = await db.query('SELECT fhir_res_id::text AS subject FROM users WHERE user_id = $1', [
    PERSON,
  ]);
  return { userIds, subject };
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

/**
 * Makes the person's routine through the API: a weight record, `ENDED_GOALS` goals begun and ended, then the
 * 371-day goal, and checks done two of every three of its exercises the API accepts (a goal that begins today
 * has no past: later days may be refused). Returns what it made.
 */
async function makeRoutine(apiUrl, { userIds, subject }, today) {
  const call = client(apiUrl, await logIn(apiUrl, PERSON));
  const weight = buildLifelogObservation({
    typeKey: 'weight',
    subjectId: subject,
    effectiveDateTime: new Date().toISOString(),
    values: { weight: 78.4 },
  });
  expectStatus(
    'weight record',
    await call('POST', '/fhir/Observation', weight, 'application/fhir+json'),
    201,
  );

  let ended = 0;
  for (let index = 0; index < ENDED_GOALS; index += 1) {
    const goal = expectStatus('goal', await call('POST', '/api/routine/helthGoal', yearGoal(today)), 201);
    const answer = await call('PUT', `/api/routine/helthGoal/${goal.helthGoalSn}`);
    if (answer.status === 200) ended += 1;
    else {
      // Not ended: removed so that the year's goal does not overlap it.
      console.warn(`  ending a goal answered ${answer.status} ${JSON.stringify(answer.body)}; deleting it`);
      expectStatus('delete', await call('DELETE', `/api/routine/helthGoal/${goal.helthGoalSn}`), 204);
    }
  }
  const goal = expectStatus('goal', await call('POST', '/api/routine/helthGoal', yearGoal(today)), 201);
  if (goal.goalTotDayCnt !== GOAL_DAYS)
    throw new Error(`goal of ${goal.goalTotDayCnt} days, not ${GOAL_DAYS}`);

  const plan = expectStatus(
    'whole plan',
    await call(
      'GET',
      `/api/routine/dashboard2?fromSearchDt=${goal.goalBeginDe}&toSearchDt=${goal.goalEndDe}`,
    ),
    200,
  );
  const details = plan.routhLapseList.flatMap((day) => day.helthGoalExrciseDtlsList);
  let done = 0;
  const refused = new Map();
  for (const [index, detail] of details.entries()) {
    if (index % 3 === 2) continue;
    const answer = await call('PUT', `/api/routine/helthGoal/exrcise/dtls/${detail.exrciseExecutDtlsSn}`, {
      exrciseExecutDtlsSn: detail.exrciseExecutDtlsSn,
      exrciseAt: 'Y',
    });
    if (answer.status === 200) done += 1;
    else {
      const key = `${answer.status} ${answer.body?.code ?? ''}`.trim();
      refused.set(key, (refused.get(key) ?? 0) + 1);
    }
  }

  // The others: the same year's goal each, so the tables hold about `OTHERS` times as many rows.
  for (const userId of userIds.slice(1)) {
    const other = client(apiUrl, await logIn(apiUrl, userId));
    expectStatus(`goal of ${userId}`, await other('POST', '/api/routine/helthGoal', yearGoal(today)), 201);
  }
  return {
    call,
    goal,
    plannedDays: plan.routhLapseList.length,
    details: details.length,
    done,
    refused,
    ended,
  };
}

/** This week (Monday to Sunday) and the first whole calendar month inside the goal. */
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

const percentile = (sorted, fraction) => sorted[Math.ceil(fraction * sorted.length) - 1];

/** p50 and p99 in ms of `REQUESTS` calls one after the other, after `WARM_UP` untimed ones. */
async function measure(name, { call, check }) {
  const first = await call();
  const body = await first.json();
  if (!first.ok || !check(body))
    throw new Error(`${name}: unexpected answer ${first.status} ${JSON.stringify(body).slice(0, 500)}`);
  for (let index = 0; index < WARM_UP; index += 1) await (await call()).arrayBuffer();
  const durations = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    durations.push(performance.now() - started);
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 0.5), p99: percentile(durations, 0.99) };
}

/** The three requests measured, each checked once before it is timed. */
function requests(apiUrl, token, { goal, ended }, today) {
  const headers = { authorization: `Bearer ${token}` };
  const { week, month } = ranges(today);
  const dashboard = ([from, to]) => ({
    call: () => fetch(`${apiUrl}/api/routine/dashboard2?fromSearchDt=${from}&toSearchDt=${to}`, { headers }),
    check: (body) =>
      body.helthGoalList.some((listed) => listed.helthGoalSn === goal.helthGoalSn) &&
      body.routhLapseList.length > 0 &&
      body.routhLapseList.every((day) => day.routhLapseDe >= from && day.routhLapseDe <= to),
  });
  return {
    week: dashboard(week),
    month: dashboard(month),
    history: {
      call: () => fetch(`${apiUrl}/api/routine/helthGoal/history`, { headers }),
      check: (body) =>
        body.helthGoalList.length === ended + 1 &&
        body.helthGoalList.some(
          (listed) =>
            listed.helthGoalSn === goal.helthGoalSn && listed.goalSttusCode === goalStatus.inProgress,
        ),
    },
  };
}

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

/** Serves the API on the prepared database, makes the routines through it and times the three requests. */
async function measureApi(label, people, env) {
  const api = await serveApi(env);
  try {
    const today = calendarDateIn(defaultTimeZone);
    const making = performance.now();
    const made = await makeRoutine(api.apiUrl, people, today);
    const makeSeconds = (performance.now() - making) / 1000;
    const calls = requests(api.apiUrl, await logIn(api.apiUrl, PERSON), made, today);
    const figures = {};
    for (const [name, request] of Object.entries(calls)) figures[name] = await measure(name, request);
    return { label, made, makeSeconds, figures, ranges: ranges(today) };
  } finally {
    await api.stop();
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fh-bench-routines-'));
  try {
    // PGlite serves one process at a time: the people are stored, then the API opens it.
    const db = await openPgliteDatabase(dataDir);
    let label;
    let people;
    try {
      const [{ version }] = await db.query("SELECT current_setting('server_version') AS version");
      label = `PGlite (PostgreSQL ${version}, embedded)`;
      console.log(`${label}: making the routines of ${OTHERS + 1} people through the API...`);
      people = await addPeople(db);
    } finally {
      await db.close();
    }
    return await measureApi(label, people, { DATABASE_URL: '', PGLITE_DIR: dataDir });
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
  const name = `bench_routines_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = await openPostgresDatabase(url.toString(), (error) => console.error(error));
    let label;
    let people;
    try {
      const [{ version }] = await db.query("SELECT current_setting('server_version') AS version");
      label = `PostgreSQL ${version.split(' ')[0]} (${url.host})`;
      console.log(`${label}: making the routines of ${OTHERS + 1} people through the API...`);
      people = await addPeople(db);
    } finally {
      await db.close();
    }
    return await measureApi(label, people, { DATABASE_URL: url.toString() });
  } finally {
    await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
  }
}

const results = [await onPglite()];
if (SERVER_URL) results.push(await onServer(SERVER_URL));
else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server)');

const ms = (value) => value.toFixed(1).padStart(6);
const { week, month } = results[0].ranges;
const { made } = results[0];
const refusals = [...made.refused].map(([key, count]) => `${count} × ${key}`).join(', ');
console.log(
  `\nRoutines over HTTP (${REQUESTS} requests each after ${WARM_UP} untimed, ms: p50 / p99), a person with a ` +
    `${GOAL_DAYS}-day goal (${made.plannedDays} planned days, ${made.details} exercise details, ${made.done} checked done` +
    `${refusals ? `, refused: ${refusals} (days still to come)` : ''}; ${made.ended} ended goals before it) among ${OTHERS} others with one each`,
);
console.log(
  `${'engine'.padEnd(42)}  ${`dashboard2 week`.padEnd(15)}  ${'dashboard2 month'.padEnd(16)}  history`,
);
for (const { label, makeSeconds, figures } of results) {
  const cell = ({ p50, p99 }) => `${ms(p50)} / ${ms(p99)}`;
  console.log(
    `${label.padEnd(42)}  ${cell(figures.week)}  ${cell(figures.month).padEnd(16)}  ${cell(figures.history)}   (made in ${makeSeconds.toFixed(0)} s)`,
  );
}
console.log(
  `Week ${week[0]}..${week[1]}, month ${month[0]}..${month[1]}. Target with PostgreSQL: p99 < 20 ms`,
);
