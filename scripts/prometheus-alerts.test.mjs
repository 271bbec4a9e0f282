// The alerting rules (deploy/prometheus/alerts.yml, issue 38.3) parse as Prometheus rule groups and name only
// metrics the API or the app server exports: `node --test scripts/prometheus-alerts.test.mjs`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { root } from './app-server.mjs';

const rules = parse(readFileSync(path.join(root, 'deploy/prometheus/alerts.yml'), 'utf8'));
const sources = [
  'platform-api/src/platform/observability/api-metrics.ts',
  'scripts/app-server-metrics.mjs',
].map((file) => readFileSync(path.join(root, file), 'utf8'));
/** Every metric name declared in the code (`name: 'api_…'`), with the series a histogram adds. */
const exported = new Set(
  sources
    .flatMap((source) =>
      [...source.matchAll(/name: '((?:api|app_server)_[a-z_]+)'/g)].map(([, name]) => name),
    )
    .flatMap((name) => [name, `${name}_bucket`, `${name}_count`, `${name}_sum`]),
);
const promqlFunctions = new Set(['sum', 'rate', 'max', 'histogram_quantile', 'time', 'by', 'or', 'le']);

describe('the Prometheus alerting rules', () => {
  it('are rule groups of alerts, each with an expression, a severity and a summary', () => {
    assert.ok(Array.isArray(rules.groups) && rules.groups.length > 0);
    for (const group of rules.groups) {
      assert.equal(typeof group.name, 'string');
      for (const rule of group.rules) {
        assert.match(rule.alert, /^[A-Z][A-Za-z]+$/);
        assert.equal(typeof rule.expr, 'string');
        assert.ok(['page', 'ticket'].includes(rule.labels.severity), rule.alert);
        assert.equal(typeof rule.annotations.summary, 'string');
      }
    }
  });

  it('cover the 5xx rate, the p99 latency, the dose scheduler’s lag and the full hashing line', () => {
    const names = rules.groups.flatMap((group) => group.rules.map((rule) => rule.alert));
    assert.deepEqual(names, [
      'ApiServerErrors',
      'ApiSlowAnswers',
      'DoseSchedulerLate',
      'PasswordHashingQueueFull',
    ]);
  });

  it('name only metrics the code exports', () => {
    for (const rule of rules.groups.flatMap((group) => group.rules)) {
      // Identifiers outside label matchers and strings: metric names, functions and keywords.
      const identifiers = rule.expr
        .replace(/\{[^}]*\}/g, '')
        .replace(/\[[^\]]*\]/g, '')
        .match(/[a-z_][a-z0-9_]*/g);
      const metrics = identifiers.filter((identifier) => !promqlFunctions.has(identifier));
      assert.ok(metrics.length > 0, rule.alert);
      for (const metric of metrics)
        assert.ok(exported.has(metric), `${rule.alert}: ${metric} is not exported`);
    }
  });
});
