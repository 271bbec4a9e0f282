import type { FastifyPluginAsync } from 'fastify';
import { healthIndexKeys, lifelogTypeKeys } from 'shared-kernel/isomorphic';
import {
  invalidTokenError,
  principalOf,
  requireUser,
  type AuthenticateUser,
} from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Queryable } from '../../platform/database/database';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { notWithdrawn } from '../../accounts';

export interface InterestItemRoutesOptions {
  db: Queryable;
  authenticateUser: AuthenticateUser;
  now: () => Date;
}

/** What a my-page card can show: a life-log type or a derived index. */
export const interestItemKeys: readonly string[] = [...lifelogTypeKeys, ...healthIndexKeys];

/** The cards of a person who never chose. */
export const defaultInterestItems: readonly string[] = [
  'bloodPressure',
  'bloodGlucose',
  'weight',
  'step',
  'waistCircumference',
  'bodyMassIndex',
];

interface InterestItems {
  interestItems: string[];
}

const interestItemsSchema = {
  type: 'object',
  required: ['interestItems'],
  properties: {
    interestItems: {
      type: 'array',
      minItems: 1,
      maxItems: 30,
      uniqueItems: true,
      items: { type: 'string', enum: interestItemKeys },
      description: 'My-page card keys in the order shown: life-log type keys and index keys',
    },
  },
} as const;

async function interestItemsOf(db: Queryable, userId: string): Promise<InterestItems> {
  const [row] = await db.query<{ itemKeys: string[] }>(
    'SELECT item_keys AS "itemKeys" FROM interest_items WHERE user_id = $1',
    [userId],
  );
  return { interestItems: row?.itemKeys ?? [...defaultInterestItems] };
}

/** `GET` and `PUT /api/service/interest/item`: which cards the my page shows, in order. */
export const interestItemRoutes: FastifyPluginAsync<InterestItemRoutesOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  app.get(
    '/api/service/interest/item',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: 'The my-page cards the user chose (the default list until they choose)',
        tags: ['health services'],
        security: [{ bearer: [scopes.read] }],
        querystring: languageQuerySchema,
        response: { 200: interestItemsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => interestItemsOf(db, principalOf(request).userId),
  );

  app.put<{ Body: InterestItems }>(
    '/api/service/interest/item',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        summary: 'Choose the my-page cards and their order',
        tags: ['health services'],
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        body: interestItemsSchema,
        response: { 200: interestItemsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const saved = await db.query(
        `INSERT INTO interest_items (user_id, item_keys, updated_at)
         SELECT user_id, $2, $3 FROM users WHERE user_id = $1 AND ${notWithdrawn}
         ON CONFLICT (user_id) DO UPDATE SET item_keys = EXCLUDED.item_keys, updated_at = EXCLUDED.updated_at
         RETURNING user_id`,
        [userId, request.body.interestItems, now()],
      );
      // A withdrawn user's token may still be within its 15 minutes.
      if (saved.length === 0) throw invalidTokenError();
      return { interestItems: request.body.interestItems };
    },
  );
};
