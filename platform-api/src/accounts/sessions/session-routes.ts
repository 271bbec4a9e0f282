import type { FastifyPluginAsync } from 'fastify';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import {
  activeSessions,
  revokeOtherSessions,
  revokeSession,
  userAgentMaxLength,
} from '../login/refresh-tokens';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';

export interface SessionRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
}

/** One signed-in session as the list answers it: never a token. */
interface SessionItem {
  sessionId: string;
  userAgent: string | null;
  creatDt: string;
  lastUsedDt: string;
  current: boolean;
}

interface SessionList {
  sessionList: SessionItem[];
}

const sessionListSchema = {
  type: 'object',
  required: ['sessionList'],
  properties: {
    sessionList: {
      type: 'array',
      description: 'Signed-in sessions (logins whose refresh token still works), this one first',
      items: {
        type: 'object',
        required: ['sessionId', 'userAgent', 'creatDt', 'lastUsedDt', 'current'],
        properties: {
          sessionId: { type: 'string', format: 'uuid' },
          userAgent: {
            type: ['string', 'null'],
            maxLength: userAgentMaxLength,
            description: "The device's User-Agent as given at login (null when it sent none)",
          },
          creatDt: { type: 'string', format: 'date-time', description: 'When the login happened' },
          lastUsedDt: {
            type: 'string',
            format: 'date-time',
            description: 'The latest login or refresh (access tokens live 15 minutes and are not recorded)',
          },
          current: { type: 'boolean', description: 'The session of the access token that asked' },
        },
      },
    },
  },
} as const;

const sessionIdParamsSchema = {
  type: 'object',
  required: ['sessionId'],
  properties: {
    sessionId: {
      type: 'string',
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    },
  },
} as const;

/**
 * Active sessions (issue 15): the user's signed-in devices, and signing one, or every other one, out. Signing out
 * revokes the session's refresh-token family; its access token still works until it expires (at most 15 minutes),
 * and its next refresh is refused (401 M0139).
 */
export const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  async function listOf(userId: string, currentSessionId: string | null): Promise<SessionList> {
    const sessions = await activeSessions(db, userId, now());
    const items = sessions.map((session) => ({
      sessionId: session.sessionId,
      userAgent: session.userAgent,
      creatDt: session.createdAt.toISOString(),
      lastUsedDt: session.lastUsedAt.toISOString(),
      current: session.sessionId === currentSessionId,
    }));
    // This one first, the others most recently used first.
    return {
      sessionList: [...items.filter((item) => item.current), ...items.filter((item) => !item.current)],
    };
  }

  app.get(
    '/api/user/sessions',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: 'My signed-in sessions (devices), this one marked',
        tags: ['account'],
        security: [{ bearer: [scopes.read] }],
        querystring: languageQuerySchema,
        response: { 200: sessionListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = principalOf(request);
      return reply.header('cache-control', 'no-store').send(await listOf(userId, sessionId));
    },
  );

  app.delete<{ Params: { sessionId: string } }>(
    '/api/user/sessions/:sessionId',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        summary: 'Sign a session out (revoke its refresh tokens)',
        description:
          'Answers the sessions left. A session that is not one of mine, or is already signed out, is 404 M1145. ' +
          'Signing out this very session is logging out.',
        tags: ['account'],
        security: [{ bearer: [scopes.write] }],
        params: sessionIdParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: sessionListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = principalOf(request);
      const target = request.params.sessionId.toLowerCase();
      if (!(await revokeSession(db, userId, target, now()))) {
        throw new ApiError(404, errorCodes.sessionNotFound, { field: 'sessionId' });
      }
      return reply.header('cache-control', 'no-store').send(await listOf(userId, sessionId));
    },
  );

  app.post(
    '/api/user/sessions/signOutOthers',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        summary: 'Sign every other session out',
        description:
          'Revokes the refresh tokens of every session but the one that asks; answers the sessions left.',
        tags: ['account'],
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        response: { 200: sessionListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = principalOf(request);
      await revokeOtherSessions(db, userId, sessionId, now());
      return reply.header('cache-control', 'no-store').send(await listOf(userId, sessionId));
    },
  );
};
