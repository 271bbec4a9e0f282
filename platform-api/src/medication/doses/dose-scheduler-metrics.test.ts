import { createApiMetrics } from '../../platform/observability/api-metrics';
import { exposition, sample } from '../../../test-support/metrics-text';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { startDoseAlerts } from './dose-alerts';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'the dose scheduler’s metrics (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    it('reports each run: its lag, its sends and when it ended', async () => {
      const metrics = createApiMetrics();
      const log = { error: jest.fn(), debug: jest.fn() };
      const scheduler = startDoseAlerts({
        db: api.db,
        now: api.clock.now,
        intervalMs: 3_600_000,
        log,
        metrics: metrics.doseScheduler,
      });
      await scheduler.stop();

      const text = await exposition(metrics);
      expect(log.error).not.toHaveBeenCalled();
      expect(sample(text, 'api_dose_scheduler_runs_total', { result: 'ok' })).toBe(1);
      expect(sample(text, 'api_dose_scheduler_runs_total', { result: 'failed' })).toBeUndefined();
      expect(sample(text, 'api_dose_scheduler_sends_total')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'api_dose_scheduler_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'api_dose_scheduler_run_duration_seconds_count')).toBe(1);
      expect(sample(text, 'api_dose_scheduler_last_run_timestamp_seconds')).toBeGreaterThan(0);
    });
  },
);
