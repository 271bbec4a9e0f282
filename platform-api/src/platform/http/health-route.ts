import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../database/database';
import { errorResponses } from './error-envelope';
import { languageQuerySchema } from './language';

export interface HealthRoutesOptions {
  db: Database;
}

/** `GET /health`: readiness probe; ok once the server answers and its database does too. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Readiness probe',
        tags: ['health'],
        querystring: languageQuerySchema,
        response: {
          200: {
            type: 'object',
            required: ['status'],
            properties: { status: { type: 'string', enum: ['ok'] } },
          },
          ...errorResponses(400, 500),
        },
      },
    },
    async () => {
      await db.query('SELECT 1');
      return { status: 'ok' };
    },
  );
};
