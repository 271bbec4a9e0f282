import { createApiMetrics } from '../../platform/observability/api-metrics';
import { exposition, sample } from '../../../test-support/metrics-text';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { createNotificationHub } from './notification-hub';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'the notification streams’ metrics (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    it('counts the streams open on this instance: each counted once, however often it is stopped', async () => {
      const metrics = createApiMetrics();
      const errors: unknown[] = [];
      const hub = createNotificationHub({
        db: api.db,
        onError: (error) => errors.push(error),
        metrics: metrics.notificationStreams,
      });
      const sink = { send: () => undefined, heartbeat: () => undefined, end: () => undefined };
      const open = async () => sample(await exposition(metrics), 'api_notification_streams_open');

      const stopFirst = await hub.subscribe('demo', sink);
      await hub.subscribe('demo', sink);
      expect(await open()).toBe(2);
      stopFirst();
      stopFirst();
      expect(await open()).toBe(1);
      await hub.close();
      expect(await open()).toBe(0);
      expect(errors).toEqual([]);
    });
  },
);
