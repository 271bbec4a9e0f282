import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/database/database';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { authenticateClient } from './clients';
import { revokeRefreshTokenFamily } from './refresh-tokens';
import { removeSessionSubscriptions } from '../../notifications';

export interface RevokeRoutesOptions {
  db: Database;
  now: () => Date;
}

interface RevokeRequest {
  token: string;
  token_type_hint?: string;
}

/**
 * `POST /oauth/revoke` (RFC 7009), the app's logout: revokes the refresh token's whole family. Answers 200 even
 * for unknown tokens, so that the endpoint tells nothing about which tokens exist.
 */
export const revokeRoutes: FastifyPluginAsync<RevokeRoutesOptions> = async (app, { db, now }) => {
  app.post<{ Body: RevokeRequest }>(
    '/oauth/revoke',
    {
      schema: {
        summary: 'Revoke a refresh token and every token of its login (logout)',
        tags: ['auth'],
        security: [{ client: [] }],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        querystring: languageQuerySchema,
        body: {
          type: 'object',
          required: ['token'],
          properties: {
            token: { type: 'string', maxLength: 256, description: 'The refresh token' },
            token_type_hint: { type: 'string', maxLength: 64 },
          },
        },
        response: {
          200: { type: 'null', description: 'Revoked, or nothing to revoke' },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const clientId = authenticateClient(request.headers.authorization);
      const sessionId = await revokeRefreshTokenFamily(db, request.body.token, clientId, now());
      // The browsers subscribed to pushes in that login stop receiving them.
      if (sessionId) await removeSessionSubscriptions(db, sessionId);
      return reply.status(200).send();
    },
  );
};
