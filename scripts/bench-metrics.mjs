// What metrics cost the hot path (issue 38): the authenticated list GET's requests per second with METRICS_TOKEN
// set (every request counted and timed, every statement timed) and without (no hooks), on PostgreSQL, the same
// way each time; the goal is within 5 %. `node scripts/bench-metrics.mjs` (part of `npm run bench`).
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

const off = await listThroughput(false);
if (!off) {
  console.log('Metrics cost: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)');
} else {
  const on = await listThroughput(true);
  const line = (label, { perSecond, perCore, p99 }) =>
    `${label.padEnd(12)} ${perSecond.toFixed(0).padStart(6)}/s  ${perCore.toFixed(0).padStart(6)}/s per core  p99 ${p99} ms`;
  console.log('\nAuthenticated list GET (/api/service/interest/item), metrics off and on (goal: within 5 %)');
  console.log(line('metrics off', off));
  console.log(line('metrics on', on));
  console.log(`on / off: ${((on.perCore / off.perCore) * 100).toFixed(1)} % per core`);
}
