// Family feed and live-stream figures (issue 14), run by `npm run bench` after the medication figures, or alone:
// `node scripts/bench-feed.mjs`. For the embedded database, and for PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server, it starts the API on a fresh database as `npm start` does (its own process):
// (a) a family channel of demo with 100,000 posts (among 4 more channels of demo's and 20 of other people's with
// 5,000 each, likes, comments, photos and read marks), and prints p50/p95/p99 over HTTP on 127.0.0.1 of the
// channel's first page (`GET /api/feed?chnSn=..&rows=20`), of the first 1,000 pages walked through their cursors,
// of one page 80,000 posts deep, of the filter by activity and of demo's feed of all channels (target p99 < 20 ms
// on PostgreSQL); (b) 1,000 people with the notification stream `/api/service/noti/stream` open, the API's
// memory (RSS and heap after garbage collection) before and after opening, per connection, and the time one
// notification each (one statement) takes to reach all 1,000 streams, and one notification to reach its one
// stream among them. (b) writes the notifications from its own connection, so it runs on PostgreSQL only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUESTS, SERVER_URL, WARM_UP, benchOnEachEngine, load, logIn } from './bench-api-support.mjs';

const { resolveTokenSecret } = load('platform-api/src/accounts/login/token-secret.ts');
const { createAccessTokens } = load('platform-api/src/platform/auth/access-tokens.ts');
const { scopesFor } = load('platform-api/src/platform/auth/scopes.ts');
const { insertNotifications } = load('platform-api/src/notifications/inbox/notification-store.ts');
const { openPostgresDatabase } = load('platform-api/src/platform/database/postgres-database.ts');
const { encodeFeedCursor } = load('platform-api/src/channels/feed/feed-cursor.ts');

const BIG_CHANNEL_POSTS = 100_000;
const OTHER_CHANNEL_POSTS = 5_000;
const DEMO_OTHER_CHANNELS = 4;
const STRANGER_CHANNELS = 20;
const ROWS = 20;
const DEEP_POSTS = 80_000;
/** Pages timed while walking the channel through its cursors (the first ones; 1,000 pages = 20,000 posts). */
const WALK_PAGES = 1000;
const STREAMS = Math.max(1, Number(process.env.BENCH_STREAMS ?? 1000));
const FEED_TARGET_MS = 20;
/** Which parts run: BENCH_FEED_PARTS=feed or =stream for one of them. */
const PARTS = new Set((process.env.BENCH_FEED_PARTS ?? 'feed,stream').split(','));

// --- timing ---

const percentile = (sorted, fraction) => sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
function spread(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    n: sorted.length,
  };
}
const ms = (value) => value.toFixed(1).padStart(6);
const figures = ({ p50, p95, p99, n }) =>
  `${ms(p50)} / ${ms(p95)} / ${ms(p99)} ms  (${n} requests; target p99 < ${FEED_TARGET_MS} ms)`;

/** `WARM_UP` untimed then `REQUESTS` timed calls of `url`, each answer checked by `check`. */
async function timeUrl(name, url, headers, check) {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (!response.ok || !check(body))
      throw new Error(`${name}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    return elapsed;
  };
  for (let index = 0; index < WARM_UP; index += 1) await call();
  const durations = [];
  for (let index = 0; index < REQUESTS; index += 1) durations.push(await call());
  return spread(durations);
}

// --- (a) the feed ---

/** `count` posts into `chnSn` by `authors` in turn, five minutes apart from `start`, in one statement. */
async function insertPosts(db, chnSn, authors, count, start, imageIds) {
  await db.query(
    `WITH inserted AS (
       INSERT INTO feeds (user_id, act_code, feed_title, feed_cn, act_data, image_ids, created_at)
       SELECT ($2::text[])[1 + i % cardinality($2::text[])],
              CASE WHEN i % 4 = 0 THEN '0002' ELSE '0001' END,
              CASE WHEN i % 4 = 0 THEN NULL ELSE '벤치 글 ' || i END,
              CASE WHEN i % 4 = 0 THEN NULL ELSE repeat('오늘도 건강하게. ', 1 + i % 12) END,
              CASE WHEN i % 4 = 0 THEN jsonb_build_object(
                'actCode', '0002', 'lifelogTypeKey', 'bloodPressure',
                'values', jsonb_build_array(
                  jsonb_build_object('key', 'sbp', 'value', 110 + i % 40, 'unit', 'mmHg'),
                  jsonb_build_object('key', 'dbp', 'value', 70 + i % 20, 'unit', 'mmHg')),
                'effectiveDateTime', to_char($4::timestamptz + i * interval '5 minutes', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"'),
                'gradCode', '0001') END,
              CASE WHEN i % 7 = 0 THEN $5::uuid[] ELSE '{}' END,
              $4::timestamptz + i * interval '5 minutes'
       FROM generate_series(1, $3::int) AS i
       RETURNING feed_sn, created_at)
     INSERT INTO channel_feeds (feed_sn, chn_sn, created_at) SELECT feed_sn, $1, created_at FROM inserted`,
    [chnSn, authors, count, start, imageIds],
  );
}

async function familyChannel(db, name, members) {
  const [{ chnSn }] = await db.query(
    `INSERT INTO channels (chn_type_code, chn_nm, req_lifelog_list) VALUES ('0002', $1, '{0017}')
     RETURNING chn_sn AS "chnSn"`,
    [name],
  );
  await db.query(
    `INSERT INTO channel_participants (chn_sn, user_id, mphon_no, prtcpnt_sttus_code, mngr_at, joined_at)
     SELECT $1, user_id, user_mphon_no, '0002', user_id = ($2::text[])[1], now() FROM users WHERE user_id = ANY($2::text[])`,
    [chnSn, members],
  );
  return chnSn;
}

/** demo's big channel and the others, with likes, comments, read marks and a few photos; the big one's chnSn. */
async function fillFeeds(db) {
  const family = ['demo', 'demo-mom', 'demo-grandpa'];
  const imageIds = [];
  for (let index = 0; index < 3; index += 1) {
    const [{ imageId }] = await db.query(
      `INSERT INTO stored_images (image_id, owner_user_id, purpose, content_type, width, height, byte_size, storage_key)
       VALUES (gen_random_uuid(), 'demo-mom', 'board', 'image/jpeg', 800, 600, 40000, gen_random_uuid() || '.jpg')
       RETURNING image_id AS "imageId"`,
    );
    imageIds.push(imageId);
  }
  const start = new Date(Date.now() - (BIG_CHANNEL_POSTS + 10) * 5 * 60_000);
  const big = await familyChannel(db, '벤치 가족', family);
  await insertPosts(db, big, family, BIG_CHANNEL_POSTS, start, imageIds);
  for (let index = 0; index < DEMO_OTHER_CHANNELS; index += 1) {
    const chnSn = await familyChannel(db, `벤치 모임 ${index}`, ['demo', 'demo-mom']);
    await insertPosts(db, chnSn, ['demo', 'demo-mom'], OTHER_CHANNEL_POSTS, start, imageIds);
  }
  for (let index = 0; index < STRANGER_CHANNELS; index += 1) {
    const chnSn = await familyChannel(db, `다른 가족 ${index}`, ['demo-heavy']);
    await insertPosts(db, chnSn, ['demo-heavy'], OTHER_CHANNEL_POSTS, start, imageIds);
  }
  // Likes of mom (every third post) and grandpa (every fifth), a comment of mom's on every tenth, and demo has
  // read all but the newest 1,000: counters set from the rows, as the API keeps them.
  await db.query(
    `INSERT INTO feed_likes (feed_sn, chn_sn, user_id)
     SELECT feed_sn, chn_sn, 'demo-mom' FROM channel_feeds WHERE chn_sn = $1 AND feed_sn % 3 = 0
     UNION ALL SELECT feed_sn, chn_sn, 'demo-grandpa' FROM channel_feeds WHERE chn_sn = $1 AND feed_sn % 5 = 0`,
    [big],
  );
  await db.query(
    `INSERT INTO feed_comments (feed_sn, chn_sn, user_id, comt_cn)
     SELECT feed_sn, chn_sn, 'demo-mom', '좋아요!' FROM channel_feeds WHERE chn_sn = $1 AND feed_sn % 10 = 0`,
    [big],
  );
  await db.query(
    `INSERT INTO feed_user_states (feed_sn, chn_sn, user_id, read_at)
     SELECT feed_sn, chn_sn, 'demo', now() FROM channel_feeds
     WHERE chn_sn = $1 AND feed_sn <= (SELECT max(feed_sn) - 1000 FROM channel_feeds WHERE chn_sn = $1)`,
    [big],
  );
  await db.query(
    `UPDATE channel_feeds AS cf SET
       like_cnt = (SELECT count(*) FROM feed_likes AS l WHERE l.feed_sn = cf.feed_sn AND l.chn_sn = cf.chn_sn),
       comt_cnt = (SELECT count(*) FROM feed_comments AS c WHERE c.feed_sn = cf.feed_sn AND c.chn_sn = cf.chn_sn)
     WHERE chn_sn = $1 AND (feed_sn % 3 = 0 OR feed_sn % 5 = 0 OR feed_sn % 10 = 0)`,
    [big],
  );
  await db.executeScript('ANALYZE');
  const [{ posts }] = await db.query('SELECT count(*)::int AS posts FROM channel_feeds');
  const [{ deepFeedSn }] = await db.query(
    `SELECT feed_sn AS "deepFeedSn" FROM channel_feeds WHERE chn_sn = $1 ORDER BY feed_sn DESC OFFSET $2 LIMIT 1`,
    [big, DEEP_POSTS],
  );
  return { chnSn: big, posts, deepFeedSn };
}

const isPage = (body) => Array.isArray(body?.feedList) && 'nextCursor' in body;

/** The first WALK_PAGES pages of the channel through their cursors, each timed; checks the order. */
async function walkChannel(apiUrl, headers, chnSn) {
  const durations = [];
  let cursor = null;
  let last = Infinity;
  do {
    const query = new URLSearchParams({ chnSn: String(chnSn), rows: String(ROWS) });
    if (cursor) query.set('cursor', cursor);
    const started = performance.now();
    const response = await fetch(`${apiUrl}/api/feed?${query}`, { headers });
    const body = await response.json();
    durations.push(performance.now() - started);
    if (!response.ok || !isPage(body)) throw new Error(`page ${durations.length}: ${response.status}`);
    for (const post of body.feedList) {
      if (post.feedSn >= last) throw new Error(`page ${durations.length}: out of order`);
      last = post.feedSn;
    }
    cursor = body.nextCursor;
  } while (cursor && durations.length < WALK_PAGES);
  if (durations.length < WALK_PAGES) throw new Error(`the walk ended after ${durations.length} pages`);
  return spread(durations);
}

async function benchFeed() {
  return benchOnEachEngine('feed', {
    async prepare(db, { label }) {
      console.log(
        `${label}: writing ${BIG_CHANNEL_POSTS.toLocaleString('en')} posts into one channel and the others...`,
      );
      const started = performance.now();
      const filled = await fillFeeds(db);
      return { label, ...filled, fillSeconds: (performance.now() - started) / 1000 };
    },
    async measure(apiUrl, { label, chnSn, posts, fillSeconds, deepFeedSn }) {
      const token = await logIn(apiUrl, 'demo');
      const headers = { authorization: `Bearer ${token}` };
      const feed = (query) => `${apiUrl}/api/feed?${new URLSearchParams(query)}`;
      const full = (body) => isPage(body) && body.feedList.length === ROWS;
      const first = await timeUrl('first page', feed({ chnSn, rows: ROWS }), headers, full);
      const walk = await walkChannel(apiUrl, headers, chnSn);
      const deepCursor = encodeFeedCursor({ feedSn: deepFeedSn, chnSn });
      const deep = await timeUrl('deep page', feed({ chnSn, rows: ROWS, cursor: deepCursor }), headers, full);
      const filtered = await timeUrl(
        'by activity',
        feed({ chnSn, actCode: '0002', rows: ROWS }),
        headers,
        (body) => full(body) && body.feedList.every((post) => post.actCode === '0002'),
      );
      const all = await timeUrl('all channels', feed({ rows: ROWS }), headers, full);
      return { label, posts, fillSeconds, first, walk, deep, filtered, all };
    },
  });
}

// --- (b) the live stream ---

/** The API's memory, read through bench-memory-probe.cjs (SIGUSR2, then the file it writes). */
async function apiMemory(file) {
  const before = JSON.parse(readFileSync(file, 'utf8'));
  process.kill(before.pid, 'SIGUSR2');
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const now = JSON.parse(readFileSync(file, 'utf8'));
    if (now.at !== before.at && now.rss) return now;
  }
  throw new Error('the API did not report its memory');
}

/** An open stream: `waitFor(event)` resolves at the next `event:` block of that name. */
async function openStream(apiUrl, token) {
  const controller = new AbortController();
  const response = await fetch(`${apiUrl}/api/service/noti/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const waiting = [];
  const arrived = [];
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return;
        buffer += chunk.value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (\w+)/m.exec(block)?.[1];
          if (!event) continue;
          const at = performance.now();
          const index = waiting.findIndex((wait) => wait.event === event);
          if (index >= 0) waiting.splice(index, 1)[0].resolve(at);
          else arrived.push({ event, at });
        }
      }
    } catch {
      // Aborted at the end of the bench.
    }
  })();
  return {
    waitFor(event) {
      const index = arrived.findIndex((item) => item.event === event);
      if (index >= 0) return Promise.resolve(arrived.splice(index, 1)[0].at);
      return new Promise((resolve) => waiting.push({ event, resolve }));
    },
    close: () => controller.abort(),
  };
}

async function benchStreams(memoryFile) {
  return benchOnEachEngine('stream', {
    async prepare(db, { label, embedded }) {
      if (embedded) return { label, skipped: true };
      await db.query(
        `INSERT INTO users (user_id, password_hash, user_nm, user_brthdy_de, user_gender_code, user_mphon_no)
         SELECT 'bench-stream-' || i, (SELECT password_hash FROM users WHERE user_id = 'demo'), '벤치' || chr(44032 + i),
                '1980-01-01', '0001', '0107' || lpad(i::text, 7, '0')
         FROM generate_series(1, $1::int) AS i`,
        [STREAMS],
      );
      const accessTokens = createAccessTokens(await resolveTokenSecret(db), () => new Date());
      const scope = scopesFor({ transferPending: false });
      const people = [];
      for (let index = 1; index <= STREAMS; index += 1) {
        const userId = `bench-stream-${index}`;
        people.push({
          userId,
          token: await accessTokens.issue({
            kind: 'user',
            userId,
            clientId: 'family-health-app',
            scopes: scope,
          }),
        });
      }
      // The bench's own connection, to the database the harness made for this run.
      const [{ database }] = await db.query('SELECT current_database() AS database');
      const databaseUrl = new URL(SERVER_URL);
      databaseUrl.pathname = `/${database}`;
      return { label, people, databaseUrl: databaseUrl.toString() };
    },
    async measure(apiUrl, { label, skipped, people, databaseUrl }) {
      if (skipped) return { label, skipped };
      const db = await openPostgresDatabase(databaseUrl, (error) => console.error(error));
      try {
        // Twice, a second apart: the first collection frees what starting and seeding left behind.
        await apiMemory(memoryFile);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const before = await apiMemory(memoryFile);
        const opening = performance.now();
        const streams = [];
        for (let index = 0; index < people.length; index += 50) {
          const batch = people.slice(index, index + 50);
          const opened = await Promise.all(batch.map((person) => openStream(apiUrl, person.token)));
          await Promise.all(opened.map((stream) => stream.waitFor('count')));
          streams.push(...opened);
        }
        const openSeconds = (performance.now() - opening) / 1000;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const after = await apiMemory(memoryFile);

        const notification = (person, key) => ({
          userId: person.userId,
          notiKindCode: '0008',
          params: { userNm: '김민준', chnNm: '우리 가족' },
          link: '/main/feed',
          dedupeKey: key,
        });
        const everyoneArrives = Promise.all(streams.map((stream) => stream.waitFor('noti')));
        const sentToAll = performance.now();
        await insertNotifications(
          db,
          people.map((person) => notification(person, `bench:all:${person.userId}`)),
        );
        const arrivals = await everyoneArrives;
        const toAll = spread(arrivals.map((at) => at - sentToAll));
        const allMs = Math.max(...arrivals) - sentToAll;

        // Let the counts that follow settle before timing one notification alone.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const onesArrival = [];
        for (let round = 0; round < 20; round += 1) {
          const index = (round * 37) % people.length;
          const arrives = streams[index].waitFor('noti');
          const sent = performance.now();
          await insertNotifications(db, [notification(people[index], `bench:one:${round}`)]);
          onesArrival.push((await arrives) - sent);
        }
        for (const stream of streams) stream.close();
        return {
          label,
          count: streams.length,
          openSeconds,
          before,
          after,
          toAll,
          allMs,
          one: spread(onesArrival),
        };
      } finally {
        await db.close();
      }
    },
  });
}

// --- run ---

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const feedResults = PARTS.has('feed') ? await benchFeed() : [];

// The stream bench reads the API's memory through a probe loaded into it, and writes from its own connection.
const memoryDir = mkdtempSync(path.join(tmpdir(), 'fh-bench-memory-'));
const memoryFile = path.join(memoryDir, 'memory.json');
const probe = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-memory-probe.cjs');
process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --require ${probe}`.trim();
process.env.BENCH_MEMORY_FILE = memoryFile;
let streamResults = [];
try {
  if (!PARTS.has('stream')) streamResults = [];
  else if (SERVER_URL) streamResults = await benchStreams(memoryFile);
  else
    console.log('Live stream: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)');
} finally {
  rmSync(memoryDir, { recursive: true, force: true });
}

if (feedResults.length > 0)
  console.log(
    `\nFeed of one channel with ${BIG_CHANNEL_POSTS.toLocaleString('en')} posts (rows=${ROWS}), p50 / p95 / p99 over HTTP:`,
  );
for (const result of feedResults) {
  console.log(
    `${result.label}: ${result.posts.toLocaleString('en')} posts in all, written in ${result.fillSeconds.toFixed(1)} s`,
  );
  console.log(`  first page                      ${figures(result.first)}`);
  console.log(`  1,000 pages through the cursors ${figures(result.walk)}`);
  console.log(`  a page ${DEEP_POSTS.toLocaleString('en')} posts deep        ${figures(result.deep)}`);
  console.log(`  first page, actCode=0002        ${figures(result.filtered)}`);
  console.log(`  all of demo's channels          ${figures(result.all)}`);
}
for (const result of streamResults) {
  if (result.skipped) {
    console.log(
      `\nLive stream on ${result.label}: skipped (the bench writes the notifications from its own connection)`,
    );
    continue;
  }
  const per = (key) => (result.after[key] - result.before[key]) / result.count;
  console.log(
    `\nLive stream /api/service/noti/stream, ${result.count} connections (${result.count} people), ${result.label}:`,
  );
  console.log(`  opened in ${result.openSeconds.toFixed(1)} s (50 at a time, each until its first count)`);
  console.log(
    `  API RSS ${mib(result.before.rss)} → ${mib(result.after.rss)}, heap ${mib(result.before.heapUsed)} → ${mib(result.after.heapUsed)} (after GC): ${kib(per('heapUsed'))} heap and ${kib(per('rss'))} RSS per connection (RSS also moves with what start-up left)`,
  );
  console.log(
    `  one notification to each of the ${result.count} (one statement): all arrived in ${result.allMs.toFixed(0)} ms (p50 ${result.toAll.p50.toFixed(0)} ms)`,
  );
  console.log(
    `  one notification to one person among them: p50 / p95 / p99 ${ms(result.one.p50)} / ${ms(result.one.p95)} / ${ms(result.one.p99)} ms (${result.one.n} times)`,
  );
}
