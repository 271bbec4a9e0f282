import type { FastifyPluginAsync } from 'fastify';
import { invalidTokenError, principalOf, requireUser, type AuthenticateUser } from '../auth/bearer-auth';
import { scopes } from '../auth/scopes';
import type { Database, Queryable } from '../database/database';
import { ApiError } from '../http/api-error';
import { errorCodes } from '../http/error-codes';
import { errorResponses } from '../http/error-envelope';
import { languageQuerySchema } from '../http/language';
import { existingUserIdSchema } from '../http/schemas';
import { ageOn, calendarDateIn, defaultTimeZone } from 'shared-kernel/isomorphic';
import { notWithdrawn } from '../users/users-repository';

export interface SharedUserRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
}

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

interface SharingLists {
  /** People I share my health data with. */
  sharedUserList: SharedUser[];
  /** People who share their health data with me: their fhirResId is the subject I may read. */
  sharedWithMeList: Sharer[];
}

const sharedUserSchema = {
  type: 'object',
  required: ['userId', 'userNm'],
  properties: { userId: { type: 'string' }, userNm: { type: 'string' } },
} as const;

const sharingListsSchema = {
  type: 'object',
  required: ['sharedUserList', 'sharedWithMeList'],
  properties: {
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
  const [sharedUserList, sharedWithMeList] = await Promise.all([
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
  ]);
  const today = calendarDateIn(defaultTimeZone, now);
  return {
    sharedUserList,
    sharedWithMeList: sharedWithMeList.map(({ userBrthdyDe, ...sharer }) => ({
      ...sharer,
      userAge: ageOn(userBrthdyDe, today),
    })),
  };
}

/** Refuses ids that are the owner's own (400 M0187) or name no usable account (404 M0188). */
async function checkShareable(db: Queryable, ownerId: string, userIds: readonly string[], field: string) {
  if (userIds.includes(ownerId)) throw new ApiError(400, errorCodes.invalidRequest, { field });
  const rows = await db.query<{ userId: string }>(
    `SELECT user_id AS "userId" FROM users WHERE user_id = ANY($1) AND ${usable}`,
    [userIds],
  );
  if (rows.length < userIds.length) throw new ApiError(404, errorCodes.unregisteredUserId, { field });
}

async function checkCallerActive(db: Queryable, userId: string): Promise<void> {
  const [row] = await db.query(`SELECT 1 FROM users WHERE user_id = $1 AND ${notWithdrawn}`, [userId]);
  // A withdrawn user's token may still be within its 15 minutes.
  if (!row) throw invalidTokenError();
}

/** Any existing account's id (the demo ids, ids of the older platform), as long as the users table allows. */
const userIdSchema = { ...existingUserIdSchema, minLength: 1, maxLength: 50 } as const;

const userIdBodySchema = {
  type: 'object',
  required: ['userId'],
  properties: { userId: userIdSchema },
} as const;

/**
 * Sharing my health data (spec section 7, user calls): the people I share with may read (never write) my
 * records. Every call answers both lists.
 */
export const sharedUserRoutes: FastifyPluginAsync<SharedUserRoutesOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  const routeSchema = (summary: string, scope: string) => ({
    summary,
    tags: ['health services'],
    security: [{ bearer: [scope] }],
    querystring: languageQuerySchema,
    response: { 200: sharingListsSchema, ...errorResponses(400, 401, 403, 404) },
  });

  app.get(
    '/api/user/sharedUserList',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: routeSchema(
        'Who the user shares their health data with, and who shares with them',
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
          'Share my health data with a user (404 M0188 unknown, 400 M0187 myself)',
          scopes.write,
        ),
        body: userIdBodySchema,
      },
    },
    async (request) => {
      const { userId: ownerId } = principalOf(request);
      const { userId } = request.body;
      await checkCallerActive(db, ownerId);
      await checkShareable(db, ownerId, [userId], 'userId');
      await db.query(
        `INSERT INTO shared_users (owner_user_id, shared_user_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [ownerId, userId, now()],
      );
      return sharingListsOf(db, ownerId, now());
    },
  );

  app.post<{ Body: { userId: string } }>(
    '/api/user/removeSharedUser',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        ...routeSchema('Stop sharing my health data with a user', scopes.write),
        body: userIdBodySchema,
      },
    },
    async (request) => {
      const { userId: ownerId } = principalOf(request);
      await checkCallerActive(db, ownerId);
      await db.query('DELETE FROM shared_users WHERE owner_user_id = $1 AND shared_user_id = $2', [
        ownerId,
        request.body.userId,
      ]);
      return sharingListsOf(db, ownerId, now());
    },
  );

  app.post<{ Body: { userIds: string[] } }>(
    '/api/user/modifySharedUsers',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        ...routeSchema('Replace the whole set of users I share my health data with', scopes.write),
        body: {
          type: 'object',
          required: ['userIds'],
          properties: {
            userIds: { type: 'array', maxItems: 100, uniqueItems: true, items: userIdSchema },
          },
        },
      },
    },
    async (request) => {
      const { userId: ownerId } = principalOf(request);
      const { userIds } = request.body;
      await checkCallerActive(db, ownerId);
      await checkShareable(db, ownerId, userIds, 'userIds');
      const at = now();
      await db.transaction(async (transaction) => {
        await transaction.query(
          'DELETE FROM shared_users WHERE owner_user_id = $1 AND NOT (shared_user_id = ANY($2))',
          [ownerId, userIds],
        );
        await transaction.query(
          `INSERT INTO shared_users (owner_user_id, shared_user_id, created_at)
           SELECT $1, shared_user_id, $3 FROM unnest($2::text[]) AS shared_user_id
           ON CONFLICT DO NOTHING`,
          [ownerId, userIds, at],
        );
      });
      return sharingListsOf(db, ownerId, now());
    },
  );
};
