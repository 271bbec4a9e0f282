import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../http/error-envelope';
import type { AdjustableClock } from './adjustable-clock';

/** A week: enough to see any dose become late or missed, and reminders of the coming days. */
const maxAdvanceMinutes = 10_080;

const clockAnswerSchema = {
  type: 'object',
  required: ['now'],
  properties: { now: { type: 'string', format: 'date-time' } },
} as const;

/**
 * `GET /api/dev/clock` and `POST /api/dev/clock/advance`: the API's time, moved forward on demand (the dose
 * scheduler, reminders and missed doses without waiting). Registered only with DEV_CLOCK=adjustable.
 */
export const devClockRoutes: FastifyPluginAsync<{ clock: AdjustableClock }> = async (app, { clock }) => {
  app.get(
    '/api/dev/clock',
    {
      schema: {
        summary: 'The API’s time (development only)',
        tags: ['dev'],
        response: { 200: clockAnswerSchema },
      },
    },
    async () => ({ now: clock.now().toISOString() }),
  );

  app.post<{ Body: { minutes: number } }>(
    '/api/dev/clock/advance',
    {
      schema: {
        summary: 'Moves the API’s time forward (development only)',
        tags: ['dev'],
        body: {
          type: 'object',
          required: ['minutes'],
          properties: { minutes: { type: 'integer', minimum: 1, maximum: maxAdvanceMinutes } },
          additionalProperties: { not: {} },
        },
        response: { 200: clockAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ now: clock.advance(request.body.minutes * 60_000).toISOString() }),
  );
};
