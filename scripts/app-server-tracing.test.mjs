// One request is one trace (issue 38.2): `node --test scripts/app-server-tracing.test.mjs` with TEST_DATABASE_URL
// (a PostgreSQL server; skipped without one). The app server and an API process send their spans to a stand-in of
// an OpenTelemetry collector on 127.0.0.1 that speaks OTLP/HTTP with the JSON encoding
// (OTEL_EXPORTER_OTLP_PROTOCOL=http/json, POST /v1/traces), as a real collector would receive them.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createAppHandler, listen, root, startApi, startAppServerTracing } from './app-server.mjs';
import { openStore } from './releases/store.mjs';

const databaseUrl = process.env.TEST_DATABASE_URL;
const pg = createRequire(path.join(root, 'platform-api/package.json'))('pg');

/** Every span the stand-in received: its trace, its service (resource `service.name`), name and attributes. */
const spans = [];

/** A collector stand-in: OTLP/HTTP JSON export requests at /v1/traces, answered as a collector does. */
function otlpReceiver() {
  return createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      const { resourceSpans = [] } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const { resource, scopeSpans = [] } of resourceSpans) {
        const service = resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value
          ?.stringValue;
        for (const { spans: received = [] } of scopeSpans) {
          for (const span of received) {
            const attributes = Object.fromEntries(
              (span.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0]]),
            );
            spans.push({ traceId: span.traceId, service, name: span.name, attributes });
          }
        }
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
  });
}

/** A port nothing listens on now. */
async function freePort() {
  const server = await listen(() => undefined, 0, '127.0.0.1');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function asAdmin(sql) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe(
  'traces across the app server, the API and PostgreSQL',
  { skip: !databaseUrl && 'no TEST_DATABASE_URL' },
  () => {
    const database = `trace_test_${randomBytes(6).toString('hex')}`;
    let receiver;
    let api;
    let app;
    let appUrl;
    let tracing;
    let dir;

    before(async () => {
      receiver = otlpReceiver();
      await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const otel = {
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.address().port}`,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_METRICS_EXPORTER: 'none',
        OTEL_LOGS_EXPORTER: 'none',
      };
      await asAdmin(`CREATE DATABASE ${database}`);
      const url = new URL(databaseUrl);
      url.pathname = `/${database}`;
      api = await startApi({
        port: await freePort(),
        quiet: true,
        env: { ...otel, OTEL_SERVICE_NAME: 'platform-api', DATABASE_URL: url.toString(), DEMO_DATA: 'on' },
      });
      // The SDK reads its settings from this process's environment.
      Object.assign(process.env, otel, { OTEL_SERVICE_NAME: 'app-server' });
      tracing = await startAppServerTracing();
      dir = mkdtempSync(path.join(tmpdir(), 'app-server-tracing-'));
      const shellDir = path.join(dir, 'shell');
      mkdirSync(shellDir);
      writeFileSync(
        path.join(shellDir, 'index.html'),
        '<!doctype html><html><head></head><body></body></html>',
      );
      writeFileSync(path.join(shellDir, 'shared.json'), JSON.stringify({ 'shared-kernel': '0.1.0' }));
      const store = openStore(path.join(dir, 'store'));
      app = await listen(
        createAppHandler({ shellDir, store, apiTargets: [api.url], log: () => undefined, tracing }),
        0,
        '127.0.0.1',
      );
      appUrl = `http://127.0.0.1:${app.address().port}`;
    });

    after(async () => {
      app?.close();
      await api?.stop();
      await tracing?.shutdown();
      receiver?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
      await asAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    });

    it('makes one GET /fhir/Observation through the app server one trace: its span, the API’s and the SQL query', async () => {
      const login = await fetch(`${appUrl}/oauth/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from('family-health-app:').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'Demo1234!' }),
      });
      assert.equal(login.status, 200);
      const { access_token: accessToken } = await login.json();

      const search = await fetch(`${appUrl}/fhir/Observation?code=29463-7`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      assert.equal(search.status, 200);

      // Spans arrive in batches: wait (as long as the test runner allows) until the trace holds all three kinds.
      const traceOf = () => {
        const proxied = spans.find(
          (span) => span.service === 'app-server' && span.name.startsWith('GET /fhir'),
        );
        return proxied ? spans.filter((span) => span.traceId === proxied.traceId) : [];
      };
      const fromApi = (trace) => trace.filter((span) => span.service === 'platform-api');
      const sql = (trace) =>
        fromApi(trace).filter((span) => /^SELECT\b/i.test(String(span.attributes['db.query.text'] ?? '')));
      const complete = (trace) =>
        fromApi(trace).some((span) => span.attributes['http.route'] === '/fhir/Observation') &&
        sql(trace).length > 0;
      while (!complete(traceOf())) await new Promise((resolve) => setTimeout(resolve, 100));

      const trace = traceOf();
      assert.deepEqual([...new Set(trace.map((span) => span.service))].sort(), [
        'app-server',
        'platform-api',
      ]);
      assert.ok(sql(trace).every((span) => span.attributes['db.system.name'] === 'postgresql'));
    });
  },
);
