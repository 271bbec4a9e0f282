// The app server's own Prometheus metrics (issue 38.1): requests it answered, the time of those it passed on to
// the API, and the API's failures to answer. `GET /metrics` on the app server reads these (never the API's,
// which only a scraper reaching an API instance itself sees), for the bearer of METRICS_TOKEN, as the API does.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const digest = (text) => createHash('sha256').update(text).digest();

/** The answer of a refused scrape: the API's error envelope and M-codes (M1200 no token, M1201 another one). */
function refuse(res, status, code, message) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}),
  });
  res.end(JSON.stringify({ code, message }));
}

/**
 * Metrics for the bearer of `token` (METRICS_TOKEN); null without one: nothing counted, and /metrics is a path
 * like any other.
 * @param {string | undefined} token
 */
export function createAppServerMetrics(token) {
  if (!token) return null;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'app_server_requests_total',
    help: 'Requests the app server answered, by what answered them (api: passed on to the API; app) and status',
    labelNames: ['target', 'status'],
    registers,
  });
  const proxySeconds = new Histogram({
    name: 'app_server_proxy_duration_seconds',
    help: 'Time of a request passed on to the API, from its arrival to the end of the answer, by status',
    labelNames: ['status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const upstreamErrors = new Counter({
    name: 'app_server_upstream_errors_total',
    help: 'Requests the API did not answer (connection refused, reset): answered 502 by the app server',
    registers,
  });

  return {
    /** Counts `req` once its answer ends; a request passed on to the API is timed too. */
    observe(req, res, target) {
      const started = performance.now();
      res.once('finish', () => {
        const status = String(res.statusCode);
        requests.inc({ target, status });
        if (target === 'api') proxySeconds.observe({ status }, (performance.now() - started) / 1000);
      });
    },
    upstreamError: () => upstreamErrors.inc(),
    /** Answers `GET /metrics`: 401 M1200 without a bearer token, 403 M1201 with another one. */
    async serve(req, res) {
      const presented = /^Bearer (.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
      if (presented === undefined)
        return refuse(res, 401, 'M1200', "Metrics need the operator's metrics token.");
      if (!timingSafeEqual(digest(presented), digest(token))) {
        return refuse(res, 403, 'M1201', 'This metrics token is not the configured one.');
      }
      const body = await registry.metrics();
      res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
      res.end(body);
    },
  };
}
