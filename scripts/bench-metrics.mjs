// What metrics cost the hot path (issue 38): the authenticated list GET's requests per second with METRICS_TOKEN
// set (every request counted and timed, every statement timed) and without (no hooks), on PostgreSQL, the same
// way each time, alternated; the goal is within 5 %. `node scripts/bench-metrics.mjs` (part of `npm run bench`).
import { randomBytes } from 'node:crypto';
import { benchOnServer, logIn, throughput } from './bench-api-support.mjs';

/** The list GET's throughput on a fresh API, with metrics on or off (the API reads METRICS_TOKEN at start). */
async function listThroughput(metricsOn) {
  if (metricsOn) process.env.METRICS_TOKEN = randomBytes(24).toString('hex');
  else delete process.env.METRICS_TOKEN;
  return benchOnServer(`metrics_${metricsOn ? 'on' : 'off'}`, {
    prepare: async () => ({}),
    async measure(apiUrl, _prepared, { pid }) {
      const token = await logIn(apiUrl, 'demo');
      const headers = { authorization: `Bearer ${token}` };
      return throughput('list GET', pid, { url: `${apiUrl}/api/service/interest/item`, headers });
    },
  });
}

// Alternated, twice each, and the better run of each kept: on a shared machine the load changes between runs
// (the second of a pair measured 18 to 36 % faster whichever it was).
const off = await listThroughput(false);
if (!off) {
  console.log('Metrics cost: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)');
} else {
  const runs = { off: [off], on: [await listThroughput(true)] };
  runs.off.push(await listThroughput(false));
  runs.on.push(await listThroughput(true));
  const best = (measured) => measured.reduce((a, b) => (b.perCore > a.perCore ? b : a));
  const line = (label, { perSecond, perCore, p99 }) =>
    `${label.padEnd(12)} ${perSecond.toFixed(0).padStart(6)}/s  ${perCore.toFixed(0).padStart(6)}/s per core  p99 ${p99} ms`;
  console.log('\nAuthenticated list GET (/api/service/interest/item), metrics off and on (goal: within 5 %)');
  for (const [index, run] of runs.off.entries()) console.log(line(`off, run ${index + 1}`, run));
  for (const [index, run] of runs.on.entries()) console.log(line(`on, run ${index + 1}`, run));
  console.log(
    `on / off (better run of each): ${((best(runs.on).perCore / best(runs.off).perCore) * 100).toFixed(1)} % per core`,
  );
}
