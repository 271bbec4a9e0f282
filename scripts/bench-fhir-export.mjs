// Export figures (issue 31), run by `npm run bench` after the app's figures, or alone:
// `node scripts/bench-fhir-export.mjs`. On the embedded database, and on PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server, it seeds the demo data (demo-heavy: two years of hourly steps and heart rate),
// starts the API as `npm start` does (its own process) and downloads demo-heavy's `GET /fhir/Patient/{id}/$everything`
// over HTTP on 127.0.0.1, every page, the way the app's "Your data" does: once with pages of 1,000 entries and
// once with pages of 10,000. It prints the time, the bytes and entries, and the resident memory of the API
// process (sampled every 20 ms from /proc) before and at its peak during each export: with the pages written
// as they are read, the peak should not grow with the size of the page or of the export.
import { readFileSync } from 'node:fs';
import { benchOnEachEngine, load, logIn } from './bench-api-support.mjs';

const { demoHeavyUser } = load('platform-api/src/demo-data/demo-family.ts');
const { seedDemoHealthData } = load('platform-api/src/demo-data/demo-health-data.ts');

const PAGE_SIZES = [1_000, 10_000];
const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);

/** The resident set of process `pid`, in bytes (Linux). */
function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Downloads every page of the export, counting bytes as they arrive; answers what came and the RSS peak. */
async function exportAll(apiUrl, token, subject, pageSize, pid) {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let entries = 0;
  let pages = 0;
  let total;
  let url = `${apiUrl}/fhir/Patient/${subject}/$everything?_count=${pageSize}`;
  try {
    while (url) {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`export page: ${response.status} ${await response.text()}`);
      const chunks = [];
      for await (const chunk of response.body) {
        bytes += chunk.byteLength;
        chunks.push(chunk);
      }
      const page = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      pages += 1;
      entries += page.entry?.length ?? 0;
      total = page.total;
      const next = page.link?.find((link) => link.relation === 'next')?.url;
      url = next === undefined ? undefined : `${apiUrl}${next.slice(next.indexOf('/fhir/'))}`;
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, residentBytes(pid));
  const seconds = (performance.now() - started) / 1000;
  if (entries !== total) throw new Error(`exported ${entries} entries of a total of ${total}`);
  return { pageSize, seconds, bytes, entries, pages, before, peak };
}

const results = await benchOnEachEngine('fhir_export', {
  prepare: async (db, { label }) => {
    console.log(`${label}: seeding the demo health data (demo-heavy: two years of hourly records)...`);
    await seedDemoHealthData(db, new Date());
    const [{ subject }] = await db.query(
      'SELECT fhir_res_id::text AS subject FROM users WHERE user_id = $1',
      [demoHeavyUser.userId],
    );
    return { label, subject };
  },
  async measure(apiUrl, { label, subject }, { pid }) {
    const token = await logIn(apiUrl, demoHeavyUser.userId);
    // One small export first, untimed: the first request pays for compiling what the API compiles lazily.
    await exportAll(apiUrl, token, subject, 10_000, pid);
    const runs = [];
    for (const pageSize of PAGE_SIZES) runs.push(await exportAll(apiUrl, token, subject, pageSize, pid));
    return { label, runs };
  },
});

console.log('\nExport of demo-heavy (GET /fhir/Patient/{id}/$everything, every page, over HTTP)');
for (const { label, commit, runs } of results) {
  console.log(`${label} @ ${commit}`);
  for (const run of runs) {
    console.log(
      `  pages of ${run.pageSize.toLocaleString('en').padStart(6)}: ${run.entries.toLocaleString('en')} entries in ${run.pages} pages, ` +
        `${mib(run.bytes)} MiB in ${run.seconds.toFixed(2)} s (${(run.entries / run.seconds).toFixed(0)} entries/s); ` +
        `API RSS ${mib(run.before)} MiB before, peak ${mib(run.peak)} MiB (+${mib(run.peak - run.before)} MiB)`,
    );
  }
}
