// Health-data figures (issue 4), run by `npm run bench` after the app's figures, or alone:
// `node scripts/bench-health-data.mjs`. For the embedded database, and for PostgreSQL when BENCH_DATABASE_URL
// (or TEST_DATABASE_URL) names a server, it stores 1,000,000 observations in a fresh database, starts the API on
// it as `npm start` does (its own process), and prints p50 and p99, over HTTP on 127.0.0.1, of: a latest-per-code
// batch, a search page, and a year-by-month average of a year of hourly steps. The server database is dropped
// afterwards. BENCH_PGLITE_OBSERVATIONS stores fewer in the embedded database (at least 100,000). On PostgreSQL it
// also prints the throughput of an authenticated list GET (the interest items) and of the search page, 10 connections
// for 20 s, per CPU second of the API process. BENCH_BASELINE=<git ref> measures that commit's API first on the same
// database and prints both, and today's figures divided by the baseline's (times: below 1 is faster; throughput:
// above 1 is more requests). BENCH_HEALTH_10M=1 then stores 10,000,000 observations in another fresh PostgreSQL
// database (its fill takes ten times the 1 M one's) and prints the same three timings beside the 1,000,000 ones,
// with the ratio of their p99 (goal: within 1.3×); it is off by default, too long for every bench run.
import {
  SERVER_URL,
  REQUESTS,
  THROUGHPUT_CONNECTIONS,
  THROUGHPUT_SECONDS,
  WARM_UP,
  benchOnEachEngine,
  benchOnServer,
  load,
  logIn,
  ms,
  p50AndP99,
  throughput,
  timeRequests,
} from './bench-api-support.mjs';

const { demoHeavyUser } = load('platform-api/src/demo-data/demo-family.ts');
const { buildLifelogObservation, codingToken, lifelogCodes, lifelogTypes } = load(
  'shared-kernel/src/isomorphic/index.ts',
);

const OBSERVATIONS = 1_000_000;
/** The run that shows how the reads grow with the table (BENCH_HEALTH_10M=1, PostgreSQL only). */
const LARGE_OBSERVATIONS = 10_000_000;
const runsLarge = process.env.BENCH_HEALTH_10M === '1';
const PGLITE_OBSERVATIONS = Math.max(100_000, Number(process.env.BENCH_PGLITE_OBSERVATIONS ?? OBSERVATIONS));
/** Other people, among whom the observations that are not the heavy user's are spread. */
const SUBJECTS = 2_000;
/** Rows per INSERT statement while filling. */
const CHUNK = 100_000;
const HOUR = 3_600_000;

/** The types stored, with the range their values are drawn from (per value name) and decimals kept. */
const kinds = [
  { typeKey: 'step', ranges: { stepCount: [0, 1500] }, decimals: 0 },
  { typeKey: 'heartRate', ranges: { heartRate: [55, 110] }, decimals: 0 },
  { typeKey: 'weight', ranges: { weight: [45, 95] }, decimals: 1 },
  { typeKey: 'bloodPressure', ranges: { sbp: [100, 150], dbp: [60, 95] }, decimals: 0 },
  { typeKey: 'bloodGlucose', ranges: { bloodSugarLevel: [70, 180] }, decimals: 1 },
  { typeKey: 'waistCircumference', ranges: { waistCircumference: [65, 105] }, decimals: 1 },
  { typeKey: 'bodyComposition', ranges: { percentageBodyFat: [10, 35] }, decimals: 1 },
  { typeKey: 'meal', ranges: { waterIntake: [100, 500] }, decimals: 0 },
];
const hourlyKinds = [0, 1];
const dailyKinds = kinds.map((_kind, index) => index).filter((index) => !hourlyKinds.includes(index));

/**
 * Each kind as the fill statement reads it: its coding, a resource made by the kernel (values and server fields
 * are replaced per row), and the range of its first and second value.
 */
function kindRows() {
  return kinds.map(({ typeKey, ranges, decimals }, index) => {
    const names = lifelogTypes[typeKey].values.map((value) => value.name);
    const { coding, category, components = {} } = lifelogCodes[typeKey];
    const template = buildLifelogObservation({
      typeKey,
      subjectId: '00000000-0000-0000-0000-000000000000',
      effectiveDateTime: '2026-01-01T00:00:00Z',
      values: Object.fromEntries(names.map((name) => [name, 0])),
    });
    const [first, second = first] = names.map((name) => ranges[name]);
    return {
      kind: index,
      system: coding.system,
      code: coding.code,
      category,
      component_codes: Object.values(components).flatMap((component) => [
        component.code,
        codingToken(component),
      ]),
      template,
      low1: first[0],
      high1: first[1],
      low2: second[0],
      high2: second[1],
      decimals,
    };
  });
}

/**
 * Inserts the observations of `source` (a SELECT of subject, kind, effective_start given `$3`, `$4`...) with
 * their values, the way the store keeps them: the resource is the kernel's, with its own id, subject, time
 * and random values; blood pressure keeps its values in its two components.
 */
function fillStatement(source) {
  return `
    WITH kind AS (
      SELECT * FROM jsonb_to_recordset($1::jsonb) AS kind(kind int, system text, code text, category text,
        component_codes text[], template jsonb, low1 numeric, high1 numeric, low2 numeric, high2 numeric,
        decimals int)
    ), drawn AS (
      SELECT gen_random_uuid() AS id, source.subject, source.effective_start, kind.*,
             round(kind.low1 + random()::numeric * (kind.high1 - kind.low1), kind.decimals) AS value1,
             round(kind.low2 + random()::numeric * (kind.high2 - kind.low2), kind.decimals) AS value2
        FROM (${source}) AS source JOIN kind USING (kind)
    ), inserted AS (
      INSERT INTO observations (id, subject, code_system, code, category, effective_start, value, component_codes,
                                resource, version_id, last_updated)
      SELECT id, subject, system, code, category, effective_start,
             CASE WHEN template ? 'component' THEN NULL ELSE value1 END,
             component_codes,
             template || jsonb_build_object(
               'id', id,
               'meta', jsonb_build_object('versionId', '1', 'lastUpdated', to_char($2::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
               'subject', jsonb_build_object('reference', 'Patient/' || subject),
               'effectiveDateTime', to_char(effective_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
             || CASE WHEN template ? 'component'
                  THEN jsonb_build_object('component', jsonb_build_array(
                         jsonb_set(template -> 'component' -> 0, '{valueQuantity,value}', to_jsonb(value1)),
                         jsonb_set(template -> 'component' -> 1, '{valueQuantity,value}', to_jsonb(value2))))
                  ELSE jsonb_build_object('valueQuantity',
                         (template -> 'valueQuantity') || jsonb_build_object('value', value1))
                END,
             1, $2::timestamptz
        FROM drawn
      RETURNING id, subject, code, effective_start, value, resource
    )
    INSERT INTO observation_values (observation_id, subject, code, upper_code, effective_start, value)
    SELECT id, subject, code, NULL, effective_start, value FROM inserted WHERE value IS NOT NULL
    UNION ALL
    SELECT id, subject, component -> 'code' -> 'coding' -> 0 ->> 'code', code, effective_start,
           (component -> 'valueQuantity' ->> 'value')::numeric
      FROM inserted CROSS JOIN LATERAL jsonb_array_elements(resource -> 'component') AS component
     WHERE resource ? 'component'`;
}

/** The heavy user's year: hourly steps and heart rate, and one daily value of each other kind. */
const heavySources = {
  hourly: `SELECT $3::uuid AS subject, kind, effective_start
             FROM generate_series($4::timestamptz, $5::timestamptz - interval '1 hour', interval '1 hour') AS effective_start,
                  unnest($6::int[]) AS kind`,
  daily: `SELECT $3::uuid AS subject, kind, effective_start + interval '8 hours' AS effective_start
            FROM generate_series($4::timestamptz, $5::timestamptz - interval '1 day', interval '1 day') AS effective_start,
                 unnest($6::int[]) AS kind`,
};
/** Everyone else: `$3`..`$4` numbers rows, spread over `$5` subjects and two years before `$6`. */
const othersSource = `
  SELECT md5('bench-subject-' || (n % $5))::uuid AS subject, n % ${kinds.length} AS kind,
         $6::timestamptz - random() * interval '730 days' AS effective_start
    FROM generate_series($3::int, $4::int) AS n`;

/** The demo seed's heavy user, whose subject gets the heavy year. */
async function heavySubject(db) {
  const [row] = await db.query('SELECT fhir_res_id::text AS subject FROM users WHERE user_id = $1', [
    demoHeavyUser.userId,
  ]);
  return row.subject;
}

/** Stores `total` observations: the heavy user's year first, the rest spread over other people. */
async function fill(db, total, { subject, start, end }) {
  const kindsJson = JSON.stringify(kindRows());
  // The records were last updated at the end of the year they cover.
  await db.query(fillStatement(heavySources.hourly), [kindsJson, end, subject, start, end, hourlyKinds]);
  await db.query(fillStatement(heavySources.daily), [kindsJson, end, subject, start, end, dailyKinds]);
  const [{ heavy }] = await db.query('SELECT count(*)::int AS heavy FROM observations WHERE subject = $1', [
    subject,
  ]);
  for (let from = 1; from <= total - heavy; from += CHUNK) {
    const to = Math.min(total - heavy, from + CHUNK - 1);
    await db.query(fillStatement(othersSource), [kindsJson, end, from, to, SUBJECTS, end]);
    if (process.stdout.isTTY) process.stdout.write(`\r  stored ${(heavy + to).toLocaleString('en')}`);
  }
  if (process.stdout.isTTY) process.stdout.write('\n');
  // VACUUM as well as ANALYZE: index-only scans need the visibility map a fresh table lacks.
  await db.query('VACUUM ANALYZE observations');
  await db.query('VACUUM ANALYZE observation_values');
  // Written out now rather than by a checkpoint in the middle of the measurements.
  await db.query('CHECKPOINT');
}

/** The three requests measured, each checked once before it is timed. */
function requests(apiUrl, token, { start, end }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' };
  // As the kernel's latestObservations asks: the latest of each code, without counting them.
  const latestOfEachCode = {
    resourceType: 'Bundle',
    type: 'batch',
    entry: kinds.map(({ typeKey }) => {
      const code = codingToken(lifelogCodes[typeKey].coding);
      const query = new URLSearchParams({ code, _count: '1', _sort: '-date', _total: 'none' });
      return { request: { method: 'GET', url: `Observation?${query}` } };
    }),
  };
  const stepsByMonth = {
    resourceType: 'Parameters',
    parameter: [
      {
        name: 'lifelog',
        part: [
          { name: 'type', valueCode: 'month' },
          { name: 'code', valueCoding: { ...lifelogCodes.step.coding } },
          { name: 'period', valuePeriod: { start: start.toISOString(), end: end.toISOString() } },
          { name: 'aggregation', valueCode: 'average' },
        ],
      },
    ],
  };
  return {
    batch: {
      call: () =>
        fetch(`${apiUrl}/fhir`, { method: 'POST', headers, body: JSON.stringify(latestOfEachCode) }),
      check: (body) =>
        body.entry.length === kinds.length &&
        body.entry.every(
          (entry) => entry.response.status.startsWith('200') && entry.resource.entry.length === 1,
        ),
    },
    search: {
      call: () => fetch(`${apiUrl}/fhir/Observation?_count=20&_sort=-date`, { headers }),
      check: (body) => body.resourceType === 'Bundle' && body.entry.length === 20,
    },
    aggregate: {
      call: () =>
        fetch(`${apiUrl}/fhir/Observation/$aggregate`, {
          method: 'POST',
          headers,
          body: JSON.stringify(stepsByMonth),
        }),
      check: (body) =>
        body.parameter.length >= 12 &&
        body.parameter.reduce(
          (sum, bucket) => sum + bucket.part.find((part) => part.name === 'count').valueInteger,
          0,
        ) ===
          365 * 24,
    },
  };
}

/** Prepares `db` (migrated, with the demo users) with `total` observations; the year of the heavy data. */
async function prepareObservations(label, db, total) {
  console.log(`${label}: storing ${total.toLocaleString('en')} observations...`);
  const subject = await heavySubject(db);
  const end = new Date(Math.floor(Date.now() / HOUR) * HOUR);
  const year = { start: new Date(end.getTime() - 365 * 24 * HOUR), end };
  const filling = performance.now();
  await fill(db, total, { subject, ...year });
  const fillSeconds = (performance.now() - filling) / 1000;
  const [{ count }] = await db.query('SELECT count(*)::int AS count FROM observations');
  return { label, count, fillSeconds, year };
}

/** Requests per second per core of the list GET and the search page, with `THROUGHPUT_CONNECTIONS` connections. */
async function throughputs(apiUrl, token, pid) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    list: await throughput('list GET', pid, { url: `${apiUrl}/api/service/interest/item`, headers }),
    search: await throughput('search page', pid, {
      url: `${apiUrl}/fhir/Observation?_count=20&_sort=-date`,
      headers,
    }),
  };
}

const results = await benchOnEachEngine(
  'health',
  {
    prepare: async (db, { label, embedded }) => ({
      ...(await prepareObservations(label, db, embedded ? PGLITE_OBSERVATIONS : OBSERVATIONS)),
      embedded,
    }),
    /** Times the three requests, then on PostgreSQL measures the throughput. */
    async measure(apiUrl, prepared, { pid }) {
      const token = await logIn(apiUrl, demoHeavyUser.userId);
      const figures = await timeRequests(requests(apiUrl, token, prepared.year));
      return {
        ...prepared,
        figures,
        ...(prepared.embedded ? {} : { throughputs: await throughputs(apiUrl, token, pid) }),
      };
    },
  },
  { comparesBaseline: true },
);

const names = ['batch', 'search', 'aggregate'];
const ratio = (today, baseline) => `${(today / baseline).toFixed(2)}×`.padStart(6);
const timings = (figures) => names.map((name) => p50AndP99(figures[name])).join('  ');
const perCore = ({ perCore: value, perSecond, cores }) =>
  `${value.toFixed(0).padStart(5)}/s per core (${perSecond.toFixed(0)}/s on ${cores.toFixed(2)} cores)`;

console.log(`\nHealth data over HTTP (${REQUESTS} requests each after ${WARM_UP} untimed, ms: p50 / p99)`);
console.log(
  `${'engine @ commit'.padEnd(56)} ${'observations'.padStart(12)}  ${'batch (8 codes)'.padEnd(15)}  ${'search page'.padEnd(15)}  year by month`,
);
for (const result of results) {
  for (const { label, commit, count, fillSeconds, figures } of [result.baseline, result].filter(Boolean)) {
    console.log(
      `${`${label} @ ${commit}`.padEnd(56)} ${count.toLocaleString('en').padStart(12)}  ${timings(figures)}   (filled in ${fillSeconds.toFixed(0)} s)`,
    );
  }
  if (result.baseline) {
    const ratios = names.map(
      (name) =>
        `${ratio(result.figures[name].p50, result.baseline.figures[name].p50)} / ${ratio(result.figures[name].p99, result.baseline.figures[name].p99)}`,
    );
    console.log(`${'  today ÷ baseline'.padEnd(56)} ${''.padStart(12)}  ${ratios.join('  ')}`);
  }
}
console.log('Targets with PostgreSQL: search and batch p99 < 20 ms, year by month p50 < 50 ms');

const withThroughput = results.filter((result) => result.throughputs);
if (withThroughput.length > 0) {
  console.log(
    `\nThroughput, ${THROUGHPUT_CONNECTIONS} connections for ${THROUGHPUT_SECONDS} s (requests per CPU second of the API process; p99 ms)`,
  );
  for (const result of withThroughput) {
    for (const { label, commit, throughputs: figures } of [result.baseline, result].filter(Boolean)) {
      console.log(`${label} @ ${commit}`);
      console.log(`  list GET (interest items)  ${perCore(figures.list)}  p99 ${ms(figures.list.p99)}`);
      console.log(`  search page                ${perCore(figures.search)}  p99 ${ms(figures.search.p99)}`);
    }
    if (result.baseline) {
      const { list, search } = result.throughputs;
      console.log(
        `  today ÷ baseline, per core: list GET ${ratio(list.perCore, result.baseline.throughputs.list.perCore)}, search page ${ratio(search.perCore, result.baseline.throughputs.search.perCore)}`,
      );
    }
  }
  console.log('Target: list GET ≥ 1,000 requests per second per core');
}

// The same reads on ten times the rows: every one is keyed by subject, so it should not grow with the table.
const serverResult = results.find((result) => !result.embedded);
if (runsLarge && serverResult) {
  const large = await benchOnServer('health10m', {
    prepare: (db, { label }) => prepareObservations(label, db, LARGE_OBSERVATIONS),
    async measure(apiUrl, prepared) {
      const token = await logIn(apiUrl, demoHeavyUser.userId);
      return { ...prepared, figures: await timeRequests(requests(apiUrl, token, prepared.year)) };
    },
  });
  console.log(`\nHealth data on PostgreSQL, 1 M and 10 M observations (ms: p50 / p99)`);
  for (const { label, commit, count, fillSeconds, figures } of [serverResult, large]) {
    console.log(
      `${`${label} @ ${commit}`.padEnd(56)} ${count.toLocaleString('en').padStart(12)}  ${timings(figures)}   (filled in ${fillSeconds.toFixed(0)} s)`,
    );
  }
  const columns = { batch: 'batch', search: 'search page', aggregate: 'year by month' };
  const growth = names.map(
    (name) => `${columns[name]} ${ratio(large.figures[name].p99, serverResult.figures[name].p99).trim()}`,
  );
  console.log(`  p99 at 10 M ÷ p99 at 1 M: ${growth.join(', ')}`);
  console.log('Goal: p99 at 10 M within 1.3× of 1 M');
} else if (runsLarge) {
  console.log(
    `\n${LARGE_OBSERVATIONS.toLocaleString('en')} observations: skipped (PostgreSQL only; ${SERVER_URL ? 'no PostgreSQL result' : 'no server named'})`,
  );
}
