// Apple Health import figures (issue 31.3), run by `npm run bench` after the export's, or alone: `node
// scripts/bench-apple-health-import.mjs`. Generates an export.xml of BENCH_APPLE_EXPORT_MB megabytes (20 by
// default; the 500 takes hours at today's rate: a heart rate a minute, steps every ten minutes from two
// sources, a daily weight, blood pressure, glucose and night's sleep), written to disk a record at a time, never
// built in memory. On the embedded database, and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names
// a server, it starts the API as `npm start` does (its own process), uploads the file over HTTP on 127.0.0.1 as a
// stream, reads the job's progress every second until it ends, and prints the upload and import times, records
// stored per second, and the API process's resident memory (sampled every 100 ms from /proc) before and at its
// peak: with the file read as a stream the peak must not grow with the file. BENCH_APPLE_SERVER_ONLY=1 measures on
// the PostgreSQL server alone: the embedded database imports a few times slower, hours for 500 MB.
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { addBenchUsers, benchOnEachEngine, benchOnServer, load, logIn } from './bench-api-support.mjs';

const { writeLargeAppleExport } = load('platform-api/test-support/apple-health-export.ts');

const MEGABYTES = Number(process.env.BENCH_APPLE_EXPORT_MB ?? 20);
const USER = 'applebench';
const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);

function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const directory = mkdtempSync(path.join(tmpdir(), 'bench-apple-'));
const file = path.join(directory, 'export.xml');
const generationStarted = performance.now();
const generated = await writeLargeAppleExport(file, MEGABYTES * 1024 * 1024);
const generationSeconds = (performance.now() - generationStarted) / 1000;
console.log(
  `Generated ${mib(generated.bytes)} MiB export.xml, ${generated.records.toLocaleString('en')} records, in ${generationSeconds.toFixed(1)} s`,
);

async function importFile(apiUrl, token, pid) {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 100);
  const base = `${apiUrl}/api/service/lifelog/apple-health-imports`;
  const headers = { authorization: `Bearer ${token}` };
  try {
    const started = performance.now();
    const uploaded = await fetch(base, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/xml' },
      body: Readable.toWeb(createReadStream(file)),
      duplex: 'half',
    });
    if (uploaded.status !== 202) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
    const uploadSeconds = (performance.now() - started) / 1000;
    let job = await uploaded.json();
    while (job.status === 'queued' || job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const response = await fetch(`${base}/${job.jobId}`, { headers });
      job = await response.json();
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, residentBytes(pid));
    if (job.status !== 'completed') throw new Error(`import ended ${job.status} ${job.failureCode}`);
    return {
      uploadSeconds,
      importSeconds: seconds - uploadSeconds,
      seconds,
      counts: job.counts,
      before,
      peak,
    };
  } finally {
    clearInterval(sampler);
  }
}

try {
  const steps = {
    prepare: async (db, { label }) => {
      await addBenchUsers(db, [USER], { birthday: '1985-06-30', phonePrefix: '0107' });
      return { label };
    },
    async measure(apiUrl, { label }, { pid }) {
      const token = await logIn(apiUrl, USER);
      return { label, run: await importFile(apiUrl, token, pid) };
    },
  };
  const results = process.env.BENCH_APPLE_SERVER_ONLY
    ? [await benchOnServer('apple_health_import', steps)].filter(Boolean)
    : await benchOnEachEngine('apple_health_import', steps);
  console.log(
    `\nApple Health import of a generated ${mib(generated.bytes)} MiB export.xml (upload over HTTP, background job)`,
  );
  for (const { label, commit, run } of results) {
    const { counts } = run;
    console.log(
      `${label} @ ${commit}: ${counts.read.toLocaleString('en')} records read, ${counts.imported.toLocaleString('en')} stored, ` +
        `${counts.duplicates} duplicates, refused ${JSON.stringify(counts.refused)}; upload ${run.uploadSeconds.toFixed(1)} s, ` +
        `import ${run.importSeconds.toFixed(1)} s (${(counts.imported / run.importSeconds).toFixed(0)} records/s); ` +
        `API RSS ${mib(run.before)} MiB before, peak ${mib(run.peak)} MiB (+${mib(run.peak - run.before)} MiB)`,
    );
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}
