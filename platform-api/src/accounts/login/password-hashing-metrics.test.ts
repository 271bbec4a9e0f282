import { createApiMetrics } from '../../platform/observability/api-metrics';
import { exposition, sample } from '../../../test-support/metrics-text';
import { createPasswordHashing } from './password-hashing';

describe('the password-hashing line’s metrics', () => {
  it('reports the line’s depth, each wait and each refusal (503 M1131 when the line is full)', async () => {
    const metrics = createApiMetrics();
    const hashing = createPasswordHashing(
      { logN: 10, r: 8, p: 1 },
      { maxConcurrent: 1, maxQueued: 1 },
      metrics.hashing,
    );
    // All three ask in the same turn: one runs, one waits, the third finds the line full.
    const results = await Promise.allSettled([
      hashing.hash('first-password'),
      hashing.hash('second-password'),
      hashing.hash('third-password'),
    ]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(results[2]).toMatchObject({ reason: { statusCode: 503, code: 'M1131' } });
    const text = await exposition(metrics);
    expect(sample(text, 'api_password_hashing_refusals_total')).toBe(1);
    expect(sample(text, 'api_password_hashing_wait_seconds_count')).toBe(1);
    expect(sample(text, 'api_password_hashing_queue_depth')).toBe(0);
    expect(sample(text, 'api_password_hashing_running')).toBe(0);
  });
});
