// Login spray figures (issue 34), run by `npm run bench` after the limit figures, or alone:
// `node scripts/bench-login-spray.mjs`. On the embedded database, and on PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server, it serves the API as `npm start` does (its own process, production scrypt
// cost, default limits) and runs four phases of BENCH_SPRAY_SECONDS each (default 30). In the first three a real
// person logs in every 1.5 s (demo, right password): with no spray, then during a paced spray of logins with
// unknown ids at 4 a second from 6 addresses, then at 20 a second from 60 addresses. In the fourth, during the
// 20-a-second spray again, a known id with a wrong password (demo-mom) and an unknown id are tried, one every
// 0.75 s, each kind half the time in a random order: apart from the real logins, whose time they would lengthen
// (a wrong password is hashed too).
// Each spraying address is a loopback address of its own (127.x.y.z as the connection's source, `localAddress`),
// so that the API's per-address limits see them apart without trusting a proxy; 30 s keeps each under its 30
// logins a minute. Each real login and each probe comes from a fresh address, so that no per-address limit
// answers in place of the password check. Requests start on time whether or not the earlier ones were answered.
// It prints per phase what the spray was answered, the real logins' success rate and p50/p95/max, and the p50/p95
// of the known id with a wrong password beside the unknown id's.
import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import { benchOnEachEngine, load } from './bench-api-support.mjs';

const { demoPassword } = load('platform-api/src/demo-data/demo-family.ts');

const PHASE_SECONDS = Math.max(3, Number(process.env.BENCH_SPRAY_SECONDS ?? 30));
const REAL_EVERY_MS = 1500;
const PROBE_EVERY_MS = 750;
const phases = [
  { name: 'no spray', perSecond: 0, addresses: 0, real: true },
  { name: 'spray of unknown ids, 4/s from 6 addresses', perSecond: 4, addresses: 6, real: true },
  { name: 'spray of unknown ids, 20/s from 60 addresses', perSecond: 20, addresses: 60, real: true },
  { name: 'spray of unknown ids, 20/s from 60 addresses', perSecond: 20, addresses: 60, real: false },
];
const authorization = `Basic ${Buffer.from('family-health-app:').toString('base64')}`;
// Keeps a connection per source address, as each phone would.
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** Loopback address `index` (from 0) of `block`: 127.block.(index / 250).(index % 250 + 1). */
const loopback = (block, index) => `127.${block}.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** One password grant from `localAddress`: its status, M-code and milliseconds until the answer was read. */
function passwordGrant(apiUrl, username, password, localAddress) {
  const body = new URLSearchParams({ grant_type: 'password', username, password }).toString();
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      `${apiUrl}/oauth/token`,
      {
        method: 'POST',
        agent,
        localAddress,
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          const { code } = text ? JSON.parse(text) : {};
          resolve({ status: response.statusCode, code, ms: performance.now() - started });
        });
      },
    );
    request.on('error', (error) => resolve({ status: 0, code: error.code, ms: performance.now() - started }));
    request.end(body);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `send(index)` for `count` indexes, one every `everyMs` from `offsetMs` on, each on time: all their answers. */
async function paced(count, everyMs, offsetMs, send) {
  const start = performance.now() + offsetMs;
  const answers = [];
  for (let index = 0; index < count; index += 1) {
    const wait = start + index * everyMs - performance.now();
    if (wait > 0) await sleep(wait);
    answers.push(send(index));
  }
  return Promise.all(answers);
}

/**
 * `count` kinds of probe, half of them known (true), in a random order: in turn, each unknown id would come while
 * the known id before it still hashes, and each known id to an idle line.
 */
function shuffledHalves(count) {
  const kinds = Array.from({ length: count }, (_, index) => index % 2 === 0);
  for (let index = kinds.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [kinds[index], kinds[other]] = [kinds[other], kinds[index]];
  }
  return kinds;
}

const unknownId = () => `nobody-${randomBytes(6).toString('hex')}`;

/**
 * One phase: the spray beside either the real logins or the probes (a known id with a wrong password and an
 * unknown id in turn), each block of addresses its own.
 */
async function runPhase(apiUrl, phase, blocks) {
  const ms = PHASE_SECONDS * 1000;
  const probeKinds = shuffledHalves(Math.floor(ms / PROBE_EVERY_MS));
  const [spray, real, probes] = await Promise.all([
    phase.perSecond
      ? paced(phase.perSecond * PHASE_SECONDS, 1000 / phase.perSecond, 0, (index) =>
          passwordGrant(apiUrl, unknownId(), 'Wrong1234!', loopback(blocks.spray, index % phase.addresses)),
        )
      : [],
    phase.real
      ? paced(Math.floor(ms / REAL_EVERY_MS), REAL_EVERY_MS, 0, (index) =>
          passwordGrant(apiUrl, 'demo', demoPassword, loopback(blocks.real, index)),
        )
      : [],
    phase.real
      ? []
      : paced(probeKinds.length, PROBE_EVERY_MS, 0, (index) => {
          const known = probeKinds[index];
          const username = known ? 'demo-mom' : unknownId();
          return passwordGrant(apiUrl, username, 'Wrong1234!', loopback(blocks.probes, index)).then(
            (answer) => ({ ...answer, known }),
          );
        }),
  ]);
  return { phase, spray, real, probes };
}

const percentile = (sorted, fraction) => sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
const msText = (value) => `${value.toFixed(0).padStart(5)} ms`;

/** `401 M0139 × 120, 503 M1131 × 3`: how `answers` were answered. */
function answered(answers) {
  const counts = new Map();
  for (const { status, code } of answers) {
    const key = `${status}${code ? ` ${code}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key} × ${count}`).join(', ');
}

function spread(answers) {
  const sorted = answers.map(({ ms }) => ms).sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1],
  };
}

function printPhase({ phase, spray, real, probes }) {
  console.log(`  ${phase.name}${spray.length ? ` (${spray.length} attempts: ${answered(spray)})` : ''}`);
  if (real.length) {
    const succeeded = real.filter(({ status }) => status === 200).length;
    const rate = (100 * succeeded) / real.length;
    const times = spread(real);
    const met = rate === 100 && times.p95 < 1000;
    console.log(
      `    real logins: ${succeeded}/${real.length} succeeded (${rate.toFixed(0)} %), ` +
        `p50 ${msText(times.p50)} / p95 ${msText(times.p95)} / max ${msText(times.max)}` +
        `${met ? '' : `   (goal not met; answered ${answered(real)})`}`,
    );
  }
  for (const [known, what] of [
    [true, 'known id, wrong password:'],
    [false, 'unknown id:              '],
  ]) {
    const answers = probes.filter((probe) => probe.known === known);
    if (!answers.length) continue;
    const times = spread(answers);
    console.log(`    ${what} p50 ${msText(times.p50)} / p95 ${msText(times.p95)} (${answered(answers)})`);
  }
}

const results = await benchOnEachEngine('login_spray', {
  prepare: (_db, { label }) => ({ label }),
  async measure(apiUrl, { label }) {
    // One untimed login first: the API's first scrypt and token signing warm up outside the figures.
    await passwordGrant(apiUrl, 'demo', demoPassword, loopback(99, 0));
    const measured = [];
    for (const [index, phase] of phases.entries()) {
      // Fresh addresses per phase: no phase starts with another's counters.
      const blocks = { spray: 10 + index, real: 20 + index, probes: 30 + index };
      measured.push(await runPhase(apiUrl, phase, blocks));
    }
    return { label, measured };
  },
});

console.log(
  `\nLogins during a spray of unknown ids (issue 34; production scrypt cost, default limits; ${PHASE_SECONDS} s a phase; ` +
    `a real login every ${REAL_EVERY_MS / 1000} s, or a known id with a wrong password or an unknown id every ${PROBE_EVERY_MS / 1000} s)`,
);
for (const { label, measured } of results) {
  console.log(label);
  for (const phase of measured) printPhase(phase);
}
console.log(
  'Goal: during each spray 100 % of the real logins succeed, p95 under 1 s; known and unknown ids alike.',
);
