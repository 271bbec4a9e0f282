import type { FastifyPluginAsync } from 'fastify';
import { invalidTokenError, principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { defaultRateLimits, perKey, type RateLimit, type RateLimits } from '../../platform/http/rate-limits';
import { existingUserIdSchema } from '../../platform/http/schemas';
import { ageOn, calendarDateIn, defaultTimeZone, notificationKindCodes } from 'shared-kernel/isomorphic';
import { insertNotifications } from '../../notifications/inbox/notification-store';
import { notWithdrawn } from '../users/users-repository';

export interface SharedUserRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  /** `shareRequest` limits share requests per user (the default's when absent). */
  rateLimits?: Pick<RateLimits, 'shareRequest'>;
}

/** A share request waits this long for an answer; a declined one is kept as long (it looks unanswered). */
export const shareRequestLifetimeMs = 14 * 24 * 60 * 60 * 1000;
/** Requests of one user waiting at once: beyond, 429 M1147 until some are answered, cancelled or expired. */
export const maxWaitingShareRequests = 20;
/** Where the person asked accepts or declines (mf-auth, account settings). */
export const shareRequestsPath = '/user/myChn/setting/sharing';

interface SharedUser {
  userId: string;
  userNm: string;
}

/** What a reader needs to judge a sharer's records: guides differ by sex, formulas need age and height. */
interface Sharer extends SharedUser {
  fhirResId: string;
  userGenderCode: string | null;
  userAge: number | null;
  height: number | null;
}

/** A request of mine not accepted yet: only the id I typed, never whether it names an account. */
interface OutgoingRequest {
  userId: string;
  requestDt: string;
  expiryDt: string;
}

/** Someone asking to share their health data with me. */
interface IncomingRequest extends SharedUser {
  requestDt: string;
}

interface SharingLists {
  /** People I share my health data with (they accepted). */
  sharedUserList: SharedUser[];
  /** People who share their health data with me: their fhirResId is the subject I may read. */
  sharedWithMeList: Sharer[];
  /** My requests waiting for an answer (declined ones too, until they expire). */
  pendingSharedUserList: OutgoingRequest[];
  /** Requests to me waiting for my answer. */
  shareRequestList: IncomingRequest[];
}

const sharedUserSchema = {
  type: 'object',
  required: ['userId', 'userNm'],
  properties: { userId: { type: 'string' }, userNm: { type: 'string' } },
} as const;

const sharingListsSchema = {
  type: 'object',
  required: ['sharedUserList', 'sharedWithMeList', 'pendingSharedUserList', 'shareRequestList'],
  properties: {
    pendingSharedUserList: {
      type: 'array',
      items: {
        type: 'object',
        required: ['userId', 'requestDt', 'expiryDt'],
        properties: {
          userId: { type: 'string', description: 'The id as I typed it' },
          requestDt: { type: 'string', format: 'date-time' },
          expiryDt: { type: 'string', format: 'date-time' },
        },
      },
      description:
        'My share requests not accepted yet, by the id I typed, with no name: an id no account has, or one ' +
        'whose holder declined, looks the same until the request expires',
    },
    shareRequestList: {
      type: 'array',
      items: {
        type: 'object',
        required: ['userId', 'userNm', 'requestDt'],
        properties: {
          userId: { type: 'string' },
          userNm: { type: 'string' },
          requestDt: { type: 'string', format: 'date-time' },
        },
      },
      description: 'People asking to share their health data with me, waiting for my answer',
    },
    sharedUserList: {
      type: 'array',
      items: sharedUserSchema,
      description: 'People the user shares their health data with (they may read it)',
    },
    sharedWithMeList: {
      type: 'array',
      items: {
        ...sharedUserSchema,
        required: [...sharedUserSchema.required, 'fhirResId', 'userGenderCode', 'userAge', 'height'],
        properties: {
          ...sharedUserSchema.properties,
          fhirResId: { type: 'string' },
          userGenderCode: { type: ['string', 'null'] },
          userAge: { type: ['integer', 'null'] },
          height: { type: ['number', 'null'] },
        },
      },
      description:
        'People who share their health data with the user; fhirResId is the subject to read, and sex, age and ' +
        'height are what judging their records needs',
    },
  },
} as const;

/** Accounts people use: not withdrawn, not migrated and waiting for their holder's consent. */
const usable = `${notWithdrawn} AND platform_transfer_sttus IS DISTINCT FROM 'pending'`;

async function sharingListsOf(db: Queryable, userId: string, now: Date): Promise<SharingLists> {
  const [sharedUserList, sharedWithMeList, pending, incoming] = await Promise.all([
    db.query<SharedUser>(
      `SELECT users.user_id AS "userId", users.user_nm AS "userNm"
       FROM shared_users JOIN users ON users.user_id = shared_users.shared_user_id
       WHERE shared_users.owner_user_id = $1 AND ${usable}
       ORDER BY shared_users.created_at, users.user_id`,
      [userId],
    ),
    db.query<Omit<Sharer, 'userAge'> & { userBrthdyDe: string | null }>(
      `SELECT users.user_id AS "userId", users.user_nm AS "userNm", users.fhir_res_id::text AS "fhirResId",
              users.user_gender_code AS "userGenderCode", to_char(users.user_brthdy_de, 'YYYY-MM-DD') AS "userBrthdyDe",
              users.height::float8 AS height
       FROM shared_users JOIN users ON users.user_id = shared_users.owner_user_id
       WHERE shared_users.shared_user_id = $1 AND ${usable}
       ORDER BY shared_users.created_at, users.user_id`,
      [userId],
    ),
    db.query<{ userId: string; requestDt: Date | string; expiryDt: Date | string }>(
      `SELECT requested_user_id AS "userId", created_at AS "requestDt", expires_at AS "expiryDt"
       FROM share_requests WHERE owner_user_id = $1 AND expires_at > $2
       ORDER BY created_at, requested_user_id`,
      [userId, now],
    ),
    db.query<{ userId: string; userNm: string; requestDt: Date | string }>(
      `SELECT users.user_id AS "userId", users.user_nm AS "userNm", share_requests.created_at AS "requestDt"
       FROM share_requests JOIN users ON users.user_id = share_requests.owner_user_id
       WHERE share_requests.requested_user_id = $1 AND share_requests.expires_at > $2
         AND share_requests.declined_at IS NULL AND ${usable}
       ORDER BY share_requests.created_at, users.user_id`,
      [userId, now],
    ),
  ]);
  const today = calendarDateIn(defaultTimeZone, now);
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    pendingSharedUserList: pending.map((row) => ({
      userId: row.userId,
      requestDt: iso(row.requestDt),
      expiryDt: iso(row.expiryDt),
    })),
    shareRequestList: incoming.map((row) => ({ ...row, requestDt: iso(row.requestDt) })),
    sharedUserList,
    sharedWithMeList: sharedWithMeList.map(({ userBrthdyDe, ...sharer }) => ({
      ...sharer,
      userAge: ageOn(userBrthdyDe, today),
    })),
  };
}

/** Refuses the owner's own id (400 M0187): any other id is asked alike, whether an account has it or not. */
function refuseOwnId(ownerId: string, userIds: readonly string[], field: string) {
  if (userIds.includes(ownerId)) throw new ApiError(400, errorCodes.invalidRequest, { field });
}

/**
 * Asks each of `userIds` (not already shared with, not already asked) to accept my health data: a request kept
 * by the id as typed, and a notification to the account that has it, if one does. Nothing tells the owner which.
 * 429 M1147 (nothing written) when more than `maxWaitingShareRequests` would wait at once.
 */
async function requestSharing(
  transaction: Queryable,
  ownerId: string,
  userIds: readonly string[],
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  // One owner's requests are made one at a time, so that two at once cannot both pass the cap.
  await transaction.query('SELECT 1 FROM users WHERE user_id = $1 FOR UPDATE', [ownerId]);
  await transaction.query('DELETE FROM share_requests WHERE owner_user_id = $1 AND expires_at <= $2', [
    ownerId,
    at,
  ]);
  const added = await transaction.query<{ userId: string }>(
    `INSERT INTO share_requests (owner_user_id, requested_user_id, created_at, expires_at)
       SELECT $1, requested, $3, $4 FROM unnest($2::text[]) AS requested
       WHERE NOT EXISTS (SELECT 1 FROM shared_users
                         WHERE owner_user_id = $1 AND shared_user_id = requested)
       ON CONFLICT DO NOTHING
       RETURNING requested_user_id AS "userId"`,
    [ownerId, userIds, at, new Date(at.getTime() + shareRequestLifetimeMs)],
  );
  if (added.length === 0) return;
  const [waiting] = await transaction.query<{ count: number | string }>(
    'SELECT count(*) AS count FROM share_requests WHERE owner_user_id = $1',
    [ownerId],
  );
  if (Number(waiting?.count ?? 0) > maxWaitingShareRequests) {
    throw new ApiError(429, errorCodes.tooManyShareRequests);
  }
  const recipients = await transaction.query<{ userId: string }>(
    `SELECT user_id AS "userId" FROM users WHERE user_id = ANY($1) AND ${usable}`,
    [added.map((row) => row.userId)],
  );
  const [owner] = await transaction.query<{ userNm: string }>(
    'SELECT user_nm AS "userNm" FROM users WHERE user_id = $1',
    [ownerId],
  );
  await insertNotifications(
    transaction,
    recipients.map((recipient) => ({
      userId: recipient.userId,
      notiKindCode: notificationKindCodes.shareRequest,
      params: { userNm: owner?.userNm ?? '' },
      link: shareRequestsPath,
      dedupeKey: `share-request|${ownerId}|${recipient.userId}|${at.toISOString()}`,
    })),
    at,
  );
}

/**
 * A cancelled request's notification leaves the other person's list too: it would offer to accept what no longer
 * waits (its answer would be 404 M1146).
 */
async function withdrawShareRequestNotices(
  transaction: Queryable,
  ownerId: string,
  recipientIds: string[],
): Promise<void> {
  if (recipientIds.length === 0) return;
  await transaction.query(
    `DELETE FROM notifications WHERE kind = $1 AND user_id = ANY($3)
       AND starts_with(dedupe_key, 'share-request|' || $2 || '|' || user_id || '|')`,
    [notificationKindCodes.shareRequest, ownerId, recipientIds],
  );
}

/** Deletes some of `ownerId`'s waiting requests (`which`: an SQL condition on requested_user_id, params from $2). */
async function cancelShareRequests(
  transaction: Queryable,
  ownerId: string,
  which: string,
  params: unknown[],
): Promise<void> {
  const cancelled = await transaction.query<{ userId: string }>(
    `DELETE FROM share_requests WHERE owner_user_id = $1 AND ${which} RETURNING requested_user_id AS "userId"`,
    [ownerId, ...params],
  );
  await withdrawShareRequestNotices(
    transaction,
    ownerId,
    cancelled.map((row) => row.userId),
  );
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
