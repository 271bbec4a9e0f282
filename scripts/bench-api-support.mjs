// What the API benchmarks (bench-health-data, bench-routines, bench-medication-catalogue,
// bench-medication-schedules) share: `load` for the platform API's and the kernel's TypeScript modules;
// `benchOnEachEngine`, which prepares a fresh database (PGlite in a temporary directory, then, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, a new PostgreSQL database dropped afterwards), serves the
// API on it as `npm start` does (its own process, a free port on 127.0.0.1) and measures; `addBenchUsers`,
// people who agreed to the required terms; `logIn`, `client` and `expectStatus` to call the API as someone;
// `timeRequest` and `timeRequests` for p50 and p99 of `REQUESTS` calls after `WARM_UP` untimed ones; `ms` and
// `p50AndP99` to print them; `weekAndNextMonth`, the two ranges of the dashboards; `throughput`, requests per second
// per core of the API process under concurrent connections.
//
// BENCH_BASELINE=<git ref> (for the benches that pass `comparesBaseline`): the API of that commit is served on the
// same prepared database first, then today's, so that one run prints both; its checkout and install are kept in
// the temporary directory by commit. BENCH_CPU_PROF=<directory>: each API process writes a V8 CPU profile there
// when it stops (`node --cpu-prof`).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { PNPM_VERSION } from './pnpm.mjs';

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
export const BASELINE_REF = process.env.BENCH_BASELINE || undefined;
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

/**
 * The API of `checkout` (its `apiDir`, today's or a baseline's) as `npm start` runs it, on the database `env` names,
 * until `stop`; `pid` is its process.
 */
async function serveApi(env, checkout) {
  const port = await freePort();
  // tsx as a loader rather than its CLI, which would run the API in a grandchild that may outlive `stop`.
  const checkoutRequire = createRequire(path.join(checkout.apiDir, 'package.json'));
  const tsxLoader = pathToFileURL(checkoutRequire.resolve('tsx')).href;
  const profiling = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const api = spawn(process.execPath, [...profiling, '--import', tsxLoader, 'src/main.ts'], {
    cwd: checkout.apiDir,
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
  // Five minutes: on a shared, loaded machine the API's start (tsx compiling it) once took over a minute.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`);
    const healthy = await fetch(`${apiUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { apiUrl, stop, pid: api.pid };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The API did not answer /health within 5 minutes');
}

/** Today's API. */
const today = { commit: 'today', apiDir };

/**
 * The API of `ref` in a directory of its own (the commit's files and its installed dependencies), made once per
 * commit and kept in the temporary directory for the next bench.
 */
function checkoutOf(ref) {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const directory = path.join(tmpdir(), `fh-bench-baseline-${sha}`);
  const checkout = { commit: `${ref} (${sha.slice(0, 7)})`, apiDir: path.join(directory, 'platform-api') };
  if (existsSync(directory)) return checkout;
  console.log(`Baseline ${checkout.commit}: checking out and installing its API...`);
  const making = mkdtempSync(`${directory}-making-`);
  try {
    execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${making}"`], { cwd: root, stdio: 'inherit' });
    execFileSync(
      'npx',
      [
        '-y',
        `pnpm@${PNPM_VERSION}`,
        'install',
        '--frozen-lockfile',
        '--prefer-offline',
        '--filter',
        'platform-api...',
      ],
      { cwd: making, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    renameSync(making, directory);
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    throw error;
  }
  return checkout;
}

/**
 * Migrates `db` and seeds the demo data, hands it to `prepare` (with the engine's label, `labelOf` its version)
 * and closes it (PGlite serves one process at a time: the data is stored, then the API opens it); then serves
 * the API on `env`'s database for `measure`. With `baseline`, that commit's API is served and measured first, on
 * the same data: the result is today's with `baseline` set to the baseline's.
 */
async function prepareThenMeasure(db, { labelOf, embedded }, { prepare, measure }, env, baseline) {
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
  const measureOn = async (checkout) => {
    const api = await serveApi(env, checkout);
    try {
      return { ...(await measure(api.apiUrl, prepared, api)), commit: checkout.commit };
    } finally {
      await api.stop();
    }
  };
  const baselineResult = baseline ? await measureOn(baseline) : undefined;
  return { ...(await measureOn(today)), ...(baselineResult ? { baseline: baselineResult } : {}) };
}

async function onPglite(name, steps, baseline) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `fh-bench-${name}-`));
  try {
    const db = await openPgliteDatabase(dataDir);
    const engine = { labelOf: (version) => `PGlite (PostgreSQL ${version}, embedded)`, embedded: true };
    return await prepareThenMeasure(
      db,
      engine,
      steps,
      {
        DATABASE_URL: '',
        PGLITE_DIR: dataDir,
      },
      baseline,
    );
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

async function onServer(name, steps, adminUrl, baseline) {
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
    return await prepareThenMeasure(db, engine, steps, { DATABASE_URL: url.toString() }, baseline);
  } finally {
    await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${database}`);
  }
}

/**
 * The results of `measure` on each engine: the embedded PGlite, then the PostgreSQL server `SERVER_URL` names
 * (skipped, and said so, without one). Each gets a fresh database (`name` goes into its directory or database
 * name), migrated with the demo data; `prepare(db, { label, embedded })` fills it before the API opens it, and
 * `measure(apiUrl, prepared, { pid })` runs while the API is served on it. A bench whose `measure` only reads
 * passes `comparesBaseline`: with BENCH_BASELINE set, each result then has `baseline`, the same measured on that
 * commit's API.
 */
export async function benchOnEachEngine(name, steps, { comparesBaseline = false } = {}) {
  const baseline = comparesBaseline && BASELINE_REF ? checkoutOf(BASELINE_REF) : undefined;
  const results = [await onPglite(name, steps, baseline)];
  if (SERVER_URL) results.push(await onServer(name, steps, SERVER_URL, baseline));
  else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server)');
  return results;
}

/** Like `benchOnEachEngine` on the PostgreSQL server alone (null without one), for runs too large for PGlite. */
export async function benchOnServer(name, steps) {
  return SERVER_URL ? onServer(name, steps, SERVER_URL, undefined) : null;
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

// --- Throughput ---

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU seconds (user and system) process `pid` has used so far, from Linux's /proc. */
function cpuSecondsOf(pid) {
  // After the command's name come the fields from the 3rd on: utime and stime are the 14th and 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

export const THROUGHPUT_CONNECTIONS = 10;
export const THROUGHPUT_SECONDS = 20;

/**
 * `request` ({ url, method, headers, body }) sent over `THROUGHPUT_CONNECTIONS` connections for
 * `THROUGHPUT_SECONDS` by autocannon, against the API process `pid`: requests per second, and per core, that is
 * per CPU second the API process used meanwhile (the load generator shares the machine's cores).
 */
export async function throughput(name, pid, request) {
  const cpuBefore = cpuSecondsOf(pid);
  const result = await autocannon({
    ...request,
    connections: THROUGHPUT_CONNECTIONS,
    duration: THROUGHPUT_SECONDS,
  });
  const cpuSeconds = cpuSecondsOf(pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  const total = result.requests.total;
  return {
    perSecond: total / result.duration,
    perCore: total / cpuSeconds,
    cores: cpuSeconds / result.duration,
    p99: result.latency.p99,
  };
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
