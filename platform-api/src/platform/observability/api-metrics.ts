// The API's Prometheus metrics (issue 38): one registry per app, which the platform fills from its hooks (requests,
// database) and the domains report into through the narrow interfaces below (hashing line, dose scheduler,
// notification streams, push outbox). With metrics off every report is a no-op and no hook is added.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database, Queryable } from '../database/database';

/** The password-hashing gate's line: its length after each change, each wait that ended, each refusal. */
export interface HashingMetrics {
  running(count: number): void;
  waiting(count: number): void;
  waited(seconds: number): void;
  refused(): void;
}

/** One run of the dose scheduler: how late it started, how long it took, how many reminders it sent. */
export interface DoseSchedulerMetrics {
  ran(run: { lagSeconds: number; durationSeconds: number; sends: number; failed: boolean }): void;
}

/** The notification streams (Server-Sent Events) open on this instance. */
export interface StreamMetrics {
  opened(): void;
  closed(): void;
}

/** The web-push outbox: its backlog (read at each scrape) and what each send became. */
export interface PushOutboxMetrics {
  backlogFrom(count: () => Promise<number>): void;
  settled(outcome: 'accepted' | 'gone' | 'retried' | 'dropped', count: number): void;
}

export interface ApiMetrics {
  /** Null when metrics are off. */
  readonly registry: Registry | null;
  readonly hashing: HashingMetrics;
  readonly doseScheduler: DoseSchedulerMetrics;
  readonly notificationStreams: StreamMetrics;
  readonly pushOutbox: PushOutboxMetrics;
  /** The same database with each statement and transaction timed and counted while under way. */
  instrumentDatabase(db: Database): Database;
  /** A request answered: its route template (never its raw URL), method, status and time. */
  answered(route: string, method: string, status: number, seconds: number): void;
  /** A 429 answer, by the M-code it carried (the limit that refused it). */
  rateLimitRefused(code: string): void;
}

const noop = () => undefined;

/** Metrics off (METRICS_TOKEN unset): nothing is counted, and the database is the caller's own. */
export const metricsOff: ApiMetrics = {
  registry: null,
  hashing: { running: noop, waiting: noop, waited: noop, refused: noop },
  doseScheduler: { ran: noop },
  notificationStreams: { opened: noop, closed: noop },
  pushOutbox: { backlogFrom: noop, settled: noop },
  instrumentDatabase: (db) => db,
  answered: noop,
  rateLimitRefused: noop,
};

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
/** Latencies from 5 ms to 10 s: the API's answers are mostly under 50 ms, logins about 0.4 s. */
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const statementBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/** A fresh registry with every metric of the API (named `api_…`), plus Node's process metrics. */
export function createApiMetrics(): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'api_http_requests_total',
    help: 'Requests answered, by route template (unmatched: no route), method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'api_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: requestBuckets,
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: 'api_rate_limit_refusals_total',
    help: 'Requests refused with 429, by the M-code of the limit that refused them',
    labelNames: ['code'] as const,
    registers,
  });
  const hashingRunning = new Gauge({
    name: 'api_password_hashing_running',
    help: 'Password hashes (scrypt) running now',
    registers,
  });
  const hashingWaiting = new Gauge({
    name: 'api_password_hashing_queue_depth',
    help: 'Password checks waiting in line for a hashing slot',
    registers,
  });
  const hashingWait = new Histogram({
    name: 'api_password_hashing_wait_seconds',
    help: 'How long a password check waited in line before its turn',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8],
    registers,
  });
  const hashingRefused = new Counter({
    name: 'api_password_hashing_refusals_total',
    help: 'Password checks refused with 503 M1131 because the line (or the caller’s share of it) was full',
    registers,
  });
  const schedulerLag = new Gauge({
    name: 'api_dose_scheduler_lag_seconds',
    help: 'How late the last dose-scheduler run started after it was due',
    registers,
  });
  const schedulerRuns = new Counter({
    name: 'api_dose_scheduler_runs_total',
    help: 'Dose-scheduler runs, by result (ok, failed)',
    labelNames: ['result'] as const,
    registers,
  });
  const schedulerRunSeconds = new Histogram({
    name: 'api_dose_scheduler_run_duration_seconds',
    help: 'How long one dose-scheduler run took',
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 30, 60],
    registers,
  });
  const schedulerLastRun = new Gauge({
    name: 'api_dose_scheduler_last_run_timestamp_seconds',
    help: 'When the last dose-scheduler run ended (Unix time): a stuck scheduler stops moving it',
    registers,
  });
  const schedulerSends = new Counter({
    name: 'api_dose_scheduler_sends_total',
    help: 'Dose reminders and missed-dose notices the scheduler stored',
    registers,
  });
  const openStreams = new Gauge({
    name: 'api_notification_streams_open',
    help: 'Notification streams (Server-Sent Events) open on this instance',
    registers,
  });
  let backlogCount: (() => Promise<number>) | undefined;
  let lastBacklog = 0;
  new Gauge({
    name: 'api_push_outbox_backlog',
    help: 'Web pushes waiting in the outbox (all instances: it is one table)',
    registers,
    async collect() {
      if (!backlogCount) return;
      // A database that does not answer keeps the last count (the scrape's database metrics say why) rather
      // than failing the whole scrape.
      lastBacklog = await backlogCount().catch(() => lastBacklog);
      this.set(lastBacklog);
    },
  });
  const pushSettled = new Counter({
    name: 'api_push_sends_total',
    help: 'Web pushes sent by this instance, by outcome (accepted, gone, retried, dropped)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const statementSeconds = new Histogram({
    name: 'api_db_query_duration_seconds',
    help: 'Time of one database call, by kind (statement, script, transaction)',
    labelNames: ['kind'] as const,
    buckets: statementBuckets,
    registers,
  });
  const statementsFailed = new Counter({
    name: 'api_db_query_errors_total',
    help: 'Database calls that failed, by kind (statement, script, transaction)',
    labelNames: ['kind'] as const,
    registers,
  });
  const inFlight = new Gauge({
    name: 'api_db_calls_in_flight',
    help: 'Database calls under way on this instance (PGlite runs one at a time; the rest wait)',
    registers,
  });
  let poolOf: Database['poolUse'];
  new Gauge({
    name: 'api_db_pool_connections',
    help: 'PostgreSQL pool connections, by state (busy, idle); absent on PGlite',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = poolOf?.();
      if (!use) return;
      this.set({ state: 'busy' }, use.total - use.idle);
      this.set({ state: 'idle' }, use.idle);
    },
  });
  new Gauge({
    name: 'api_db_pool_waiting_requests',
    help: 'Calls waiting for a free PostgreSQL pool connection; absent on PGlite',
    registers,
    collect() {
      const use = poolOf?.();
      if (use) this.set(use.waiting);
    },
  });

  async function timed<Result>(kind: string, call: () => Promise<Result>): Promise<Result> {
    const stop = statementSeconds.startTimer({ kind });
    inFlight.inc();
    try {
      return await call();
    } catch (error) {
      statementsFailed.inc({ kind });
      throw error;
    } finally {
      inFlight.dec();
      stop();
    }
  }

  function timedQueryable(connection: Queryable): Queryable {
    return {
      query: (sql, params) => timed('statement', () => connection.query(sql, params)),
      executeScript: (sql) => timed('script', () => connection.executeScript(sql)),
    };
  }

  return {
    registry,
    hashing: {
      running: (count) => hashingRunning.set(count),
      waiting: (count) => hashingWaiting.set(count),
      waited: (seconds) => hashingWait.observe(seconds),
      refused: () => hashingRefused.inc(),
    },
    doseScheduler: {
      ran({ lagSeconds, durationSeconds, sends, failed }) {
        schedulerLag.set(lagSeconds);
        schedulerLastRun.setToCurrentTime();
        schedulerRunSeconds.observe(durationSeconds);
        schedulerRuns.inc({ result: failed ? 'failed' : 'ok' });
        schedulerSends.inc(sends);
      },
    },
    notificationStreams: { opened: () => openStreams.inc(), closed: () => openStreams.dec() },
    pushOutbox: {
      backlogFrom: (count) => {
        backlogCount = count;
      },
      settled: (outcome, count) => pushSettled.inc({ outcome }, count),
    },
    instrumentDatabase(db) {
      poolOf = db.poolUse?.bind(db);
      return {
        ...db,
        ...timedQueryable(db),
        transaction: (work) =>
          timed('transaction', () => db.transaction((transaction) => work(timedQueryable(transaction)))),
      };
    },
    answered(route, method, status, seconds) {
      const labels = { route, method: knownMethods.has(method) ? method : 'other', status: String(status) };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    rateLimitRefused: (code) => rateLimitRefusals.inc({ code }),
  };
}
