import type { FastifyPluginAsync } from 'fastify';
import {
  invalidTokenError,
  principalOf,
  requireUser,
  type AuthenticateUser,
} from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { defaultRateLimits, perKey, type RateLimit, type RateLimits } from '../../platform/http/rate-limits';
import { existingUserIdSchema } from '../../platform/http/schemas';
import { notWithdrawn } from '../users/users-repository';
import {
  cancelShareRequests,
  maxWaitingShareRequests,
  refuseOwnId,
  requestSharing,
  withdrawShareRequestNotices,
} from './share-requests';
import { sharingListsOf, sharingListsSchema, usable } from './sharing-lists';

export interface SharedUserRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  /** `shareRequest` limits share requests per user (the default's when absent). */
  rateLimits?: Pick<RateLimits, 'shareRequest'>;
}

async function checkCallerActive(db: Queryable, userId: string): Promise<void> {
  const [row] = await db.query(`SELECT 1 FROM users WHERE user_id = $1 AND ${notWithdrawn}`, [userId]);
  // A withdrawn user's token may still be within its 15 minutes.
  if (!row) throw invalidTokenError();
}

/**
 * Any existing account's id (the demo ids, ids of the older platform), as long as the users table allows; never
 * NUL or a lone surrogate (the pattern is matched as Unicode, where only a lone half is a surrogate).
 */
const userIdSchema = {
  ...existingUserIdSchema,
  minLength: 1,
  maxLength: 50,
  pattern: '^[^\\u0000\\ud800-\\udfff]*$',
} as const;

const userIdBodySchema = {
  type: 'object',
  required: ['userId'],
  properties: { userId: userIdSchema },
} as const;

/**
 * Sharing my health data (spec section 7, user calls): the people I share with may read (never write) my
 * records, once they accept. Asking tells me nothing about the id I typed (no name, not whether an account has
 * it): every answer is the same. Every call answers the lists.
 */
export const sharedUserRoutes: FastifyPluginAsync<SharedUserRoutesOptions> = async (
  app,
  { db, authenticateUser, now, rateLimits },
) => {
  const requestLimit: RateLimit = rateLimits?.shareRequest ?? (defaultRateLimits.shareRequest as RateLimit);
  const limitRequests = perKey(requestLimit, (request) => `share-request|${principalOf(request).userId}`);

  const routeSchema = (summary: string, scope: string, status: 200 | 202 = 200, ...errors: number[]) => ({
    summary,
    tags: ['health services'],
    security: [{ bearer: [scope] }],
    querystring: languageQuerySchema,
    response: { [status]: sharingListsSchema, ...errorResponses(400, 401, 403, ...errors) },
  });

  app.get(
    '/api/user/sharedUserList',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: routeSchema(
        'Who the user shares their health data with, who shares with them, and the requests waiting',
        scopes.read,
      ),
    },
    async (request) => sharingListsOf(db, principalOf(request).userId, now()),
  );

  app.post<{ Body: { userId: string } }>(
    '/api/user/sharedUser',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        ...routeSchema(
          'Ask a user to accept my health data (202: request sent, whether or not an account has the id)',
          scopes.write,
          202,
          429,
        ),
        description:
          'Nothing is shared until the other person accepts (`acceptSharedUser`); they get a notification if an ' +
          'account has the id. The answer is the same for any id but my own (400 M0187): the request is listed ' +
          'in `pendingSharedUserList` by the id as typed. Limited per user (429 M0145); at most ' +
          `${maxWaitingShareRequests} requests wait at once (429 M1147).`,
        body: userIdBodySchema,
      },
      config: limitRequests,
    },
    async (request, reply) => {
      const { userId: ownerId } = principalOf(request);
      const { userId } = request.body;
      await checkCallerActive(db, ownerId);
      refuseOwnId(ownerId, [userId], 'userId');
      const at = now();
      await db.transaction((transaction) => requestSharing(transaction, ownerId, [userId], at));
      return reply.status(202).send(await sharingListsOf(db, ownerId, at));
    },
  );

  app.post<{ Body: { userId: string } }>(
    '/api/user/removeSharedUser',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        ...routeSchema('Stop sharing my health data with a user, or cancel my request to them', scopes.write),
        body: userIdBodySchema,
      },
    },
    async (request) => {
      const { userId: ownerId } = principalOf(request);
      const { userId } = request.body;
      await checkCallerActive(db, ownerId);
      await db.transaction(async (transaction) => {
        await transaction.query('DELETE FROM shared_users WHERE owner_user_id = $1 AND shared_user_id = $2', [
          ownerId,
          userId,
        ]);
        await cancelShareRequests(transaction, ownerId, 'requested_user_id = $2', [userId]);
      });
      return sharingListsOf(db, ownerId, now());
    },
  );

  app.post<{ Body: { userIds: string[] } }>(
    '/api/user/modifySharedUsers',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        ...routeSchema('Replace the whole set of users I share with or ask', scopes.write, 200, 429),
        description:
          'Ids left out stop being shared with (or asked); new ids are asked as `sharedUser` asks them, with ' +
          'the same answer whatever they are.',
        body: {
          type: 'object',
          required: ['userIds'],
          properties: {
            userIds: { type: 'array', maxItems: 100, uniqueItems: true, items: userIdSchema },
          },
        },
      },
      config: limitRequests,
    },
    async (request) => {
      const { userId: ownerId } = principalOf(request);
      const { userIds } = request.body;
      await checkCallerActive(db, ownerId);
      refuseOwnId(ownerId, userIds, 'userIds');
      const at = now();
      await db.transaction(async (transaction) => {
        await transaction.query(
          'DELETE FROM shared_users WHERE owner_user_id = $1 AND NOT (shared_user_id = ANY($2))',
          [ownerId, userIds],
        );
        await cancelShareRequests(transaction, ownerId, 'NOT (requested_user_id = ANY($2))', [userIds]);
        await requestSharing(transaction, ownerId, userIds, at);
      });
      return sharingListsOf(db, ownerId, at);
    },
  );

  /** The request `requesterId` made to me, waiting for my answer; 404 M1146 otherwise. */
  async function waitingRequest(transaction: Queryable, requesterId: string, userId: string, at: Date) {
    const [row] = await transaction.query(
      `SELECT 1 FROM share_requests JOIN users ON users.user_id = share_requests.owner_user_id
       WHERE share_requests.owner_user_id = $1 AND share_requests.requested_user_id = $2
         AND share_requests.expires_at > $3 AND share_requests.declined_at IS NULL AND ${usable}
       FOR UPDATE OF share_requests`,
      [requesterId, userId, at],
    );
    if (!row) throw new ApiError(404, errorCodes.shareRequestNotFound, { field: 'userId' });
  }

  /**
   * A route that answers a request `userId` (who asked) made to me: `answer` runs in the transaction that found
   * it waiting (404 M1146 otherwise); the answer is my sharing lists afterwards.
   */
  function answerRoute(
    path: string,
    summary: string,
    description: string,
    answer: (transaction: Queryable, requesterId: string, userId: string, at: Date) => Promise<void>,
  ): void {
    app.post<{ Body: { userId: string } }>(
      path,
      {
        onRequest: requireUser(authenticateUser, scopes.write),
        schema: {
          ...routeSchema(summary, scopes.write, 200, 404),
          description,
          body: userIdBodySchema,
        },
      },
      async (request) => {
        const { userId } = principalOf(request);
        const requesterId = request.body.userId;
        await checkCallerActive(db, userId);
        const at = now();
        await db.transaction(async (transaction) => {
          await waitingRequest(transaction, requesterId, userId, at);
          await answer(transaction, requesterId, userId, at);
          await withdrawShareRequestNotices(transaction, requesterId, [userId]);
        });
        return sharingListsOf(db, userId, at);
      },
    );
  }

  answerRoute(
    '/api/user/acceptSharedUser',
    'Accept the health data a user asked to share with me',
    '`userId` is who asked. From now on I may read their records. No such request waiting (answered, ' +
      'cancelled, expired) is 404 M1146.',
    async (transaction, requesterId, userId, at) => {
      await transaction.query(
        'DELETE FROM share_requests WHERE owner_user_id = $1 AND requested_user_id = $2',
        [requesterId, userId],
      );
      await transaction.query(
        `INSERT INTO shared_users (owner_user_id, shared_user_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [requesterId, userId, at],
      );
    },
  );

  answerRoute(
    '/api/user/declineSharedUser',
    'Decline the health data a user asked to share with me',
    '`userId` is who asked. Their request goes on looking unanswered to them until it expires. No such ' +
      'request waiting is 404 M1146.',
    async (transaction, requesterId, userId, at) => {
      await transaction.query(
        `UPDATE share_requests SET declined_at = $3
         WHERE owner_user_id = $1 AND requested_user_id = $2`,
        [requesterId, userId, at],
      );
    },
  );
};
