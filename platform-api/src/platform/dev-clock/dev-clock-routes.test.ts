import Fastify from 'fastify';
import { registerErrorEnvelope } from '../http/error-envelope';
import { createFailureLog } from '../http/failure-log';
import { createAdjustableClock } from './adjustable-clock';
import { devClockRoutes } from './dev-clock-routes';

function appWithClock(machineNow: () => number) {
  const app = Fastify();
  registerErrorEnvelope(
    app,
    createFailureLog(() => new Date(machineNow())),
  );
  app.register(devClockRoutes, { clock: createAdjustableClock(machineNow) });
  return app;
}

describe('the development clock', () => {
  const machineNow = () => Date.parse('2026-03-02T00:00:00Z');

  it('answers the machine’s time until moved, then runs on from the moved time', async () => {
    const app = appWithClock(machineNow);
    expect((await app.inject({ method: 'GET', url: '/api/dev/clock' })).json()).toEqual({
      now: '2026-03-02T00:00:00.000Z',
    });
    const moved = await app.inject({
      method: 'POST',
      url: '/api/dev/clock/advance',
      payload: { minutes: 90 },
    });
    expect(moved.json()).toEqual({ now: '2026-03-02T01:30:00.000Z' });
    expect((await app.inject({ method: 'GET', url: '/api/dev/clock' })).json()).toEqual({
      now: '2026-03-02T01:30:00.000Z',
    });
  });

  it.each([0, -5, 1.5, 10_081, null])(
    'refuses to move it by %p minutes, and keeps the time',
    async (minutes) => {
      const app = appWithClock(machineNow);
      const refused = await app.inject({
        method: 'POST',
        url: '/api/dev/clock/advance',
        payload: { minutes },
      });
      expect(refused.statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/dev/clock' })).json()).toEqual({
        now: '2026-03-02T00:00:00.000Z',
      });
    },
  );
});
