// What the API benchmarks (bench-health-data, bench-routines, bench-medication-catalogue,
// bench-medication-schedules) share: `load` for the platform API's and the kernel's TypeScript modules;
// `benchOnEachEngine`, which prepares a fresh database (PGlite in a temporary directory, then, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, a new PostgreSQL database dropped afterwards), serves the
// API on it as `npm start` does (its own process, a free port on 127.0.0.1) and measures; `addBenchUsers`,
// people who agreed to the required terms; `logIn`, `client` and `expectStatus` to call the API as someone;
// `timeRequest` and `timeRequests` for p50 and p99 of `REQUESTS` calls after `WARM_UP` untimed ones; `ms` and
// `p50AndP99` to print them; `weekAndNextMonth`, the two ranges of the dashboards.
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
/** A TypeScript module of the repository by its path from the root, e.g. `load('platform-api/src/…ts')`. */
export const load = (file) => tsx.require(path.join(root, file), import.meta.url);
const pg = apiRequire('pg');
const { migrate } = load('platform-api/src/platform/database/migrate.ts');
const { openPgliteDatabase } = load('platform-api/src/platform/database/pglite-database.ts');
const { openPostgresDatabase } = load('platform-api/src/platform/database/postgres-database.ts');
const { seedDemoData } = load('platform-api/src/demo-data/seed-demo-data.ts');
const { demoPassword } = load('platform-api/src/demo-data/demo-family.ts');
const { createPasswordHashing } = load('platform-api/src/accounts/login/password-hashing.ts');
const { insertUser } = load('platform-api/src/accounts/users/users-repository.ts');
const { saveAgreements } = load('platform-api/src/accounts/terms/terms-repository.ts');
const { addDays, weekStart } = load('shared-kernel/src/isomorphic/index.ts');

export const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
/** Timed calls of each request, one after the other. */
export const REQUESTS = 200;
/** Untimed calls before them. */
export const WARM_UP = 20;

// --- Databases and the API on them ---

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

/**
 * Migrates `db` and seeds the demo data, hands it to `prepare` (with the engine's label, `labelOf` its version)
 * and closes it (PGlite serves one process at a time: the data is stored, then the API opens it); then serves
 * the API on `env`'s database for `measure`.
 */
async function prepareThenMeasure(db, { labelOf, embedded }, { prepare, measure }, env) {
  let prepared;
  try {
    const [{ version }] = await db.query("SELECT current_setting('server_version') AS version");
    const label = labelOf(version);
    await migrate(db);
    await seedDemoData(db);
    prepared = await prepare(db, { label, embedded });
  } finally {
    await db.close();
  }
  const api = await serveApi(env);
  try {
    return await measure(api.apiUrl, prepared);
  } finally {
    await api.stop();
  }
}

async function onPglite(name, steps) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `fh-bench-${name}-`));
  try {
    const db = await openPgliteDatabase(dataDir);
    const engine = { labelOf: (version) => `PGlite (PostgreSQL ${version}, embedded)`, embedded: true };
    return await prepareThenMeasure(db, engine, steps, {
      DATABASE_URL: '',
      PGLITE_DIR: dataDir,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function asAdmin(url, sql) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return (await admin.query(sql)).rows;
  } finally {
    await admin.end();
  }
}

async function onServer(name, steps, adminUrl) {
  const database = `bench_${name}_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${database}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const db = await openPostgresDatabase(url.toString(), (error) => console.error(error));
    const engine = {
      labelOf: (version) => `PostgreSQL ${version.split(' ')[0]} (${url.host})`,
      embedded: false,
    };
    return await prepareThenMeasure(db, engine, steps, {
      DATABASE_URL: url.toString(),
    });
  } finally {
    await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${database}`);
  }
}

/**
 * The results of `measure` on each engine: the embedded PGlite, then the PostgreSQL server `SERVER_URL` names
 * (skipped, and said so, without one). Each gets a fresh database (`name` goes into its directory or database
 * name), migrated with the demo data; `prepare(db, { label, embedded })` fills it before the API opens it, and
 * `measure(apiUrl, prepared)` runs while the API is served on it.
 */
export async function benchOnEachEngine(name, steps) {
  const results = [await onPglite(name, steps)];
  if (SERVER_URL) results.push(await onServer(name, steps, SERVER_URL));
  else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server)');
  return results;
}

/** Adds the people `userIds` (password the demo one), each having agreed to the required terms. */
export async function addBenchUsers(db, userIds, { birthday, phonePrefix }) {
  const passwordHash = await createPasswordHashing().hash(demoPassword);
  const requiredTerms = await db.query('SELECT stplat_code AS "stplatCode" FROM stplat WHERE required');
  const agreements = requiredTerms.map(({ stplatCode }) => ({ stplatCode, agreed: true }));
  for (const [index, userId] of userIds.entries()) {
    await insertUser(db, {
      userId,
      passwordHash,
      userNm: `벤치${index}`,
      userBrthdyDe: birthday,
      userGenderCode: index % 2 ? '0002' : '0001',
      userMphonNo: `${phonePrefix}${String(index).padStart(7, '0')}`,
      userEmail: null,
    });
    await saveAgreements(db, userId, agreements, new Date());
  }
}

// --- Calling the API ---

/** The access token of `username` (a demo person, or one `addBenchUsers` added). */
export async function logIn(apiUrl, username) {
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
export function client(apiUrl, token) {
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

/** The body of `answer` (from `client`), or an error naming `what` if its status is none of `statuses`. */
export function expectStatus(what, answer, ...statuses) {
  if (!statuses.includes(answer.status))
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`);
  return answer.body;
}

// --- Timing ---

const percentile = (sorted, fraction) => sorted[Math.ceil(fraction * sorted.length) - 1];

/**
 * `call()` (a fetch) once, checked by `check(body)`, then `WARM_UP` untimed and `REQUESTS` timed one after the
 * other: { p50, p99 } in ms, `firstMs` the first call (its body read) and `body` its body.
 */
export async function timeRequest(name, { call, check }) {
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
  return { p50: percentile(durations, 0.5), p99: percentile(durations, 0.99), firstMs, body };
}

/** `timeRequest` of each of `requests` ({ name: { call, check } }) in turn, by name. */
export async function timeRequests(requests) {
  const figures = {};
  for (const [name, request] of Object.entries(requests)) figures[name] = await timeRequest(name, request);
  return figures;
}

// --- Printing ---

/** Milliseconds to one decimal, six wide. */
export const ms = (value) => value.toFixed(1).padStart(6);
/** `p50 / p99` of a timing. */
export const p50AndP99 = ({ p50, p99 }) => `${ms(p50)} / ${ms(p99)}`;

/** This week (Monday to Sunday) and the next calendar month, as [first, last] dates. */
export function weekAndNextMonth(today) {
  const monday = weekStart(today);
  const [year, month] = today.split('-').map(Number);
  const next = new Date(Date.UTC(year, month, 1));
  const monthStart = next.toISOString().slice(0, 10);
  const monthEnd = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0))
    .toISOString()
    .slice(0, 10);
  return { week: [monday, addDays(monday, 6)], month: [monthStart, monthEnd] };
}
