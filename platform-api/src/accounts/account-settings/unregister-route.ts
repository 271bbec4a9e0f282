import type { FastifyPluginAsync } from 'fastify';
import {
  withdrawalFormSchema,
  withdrawalReasonCodes,
  type WithdrawalReasonCode,
} from 'shared-kernel/isomorphic';
import {
  invalidTokenError,
  principalOf,
  requireUser,
  type AuthenticateUser,
} from '../../platform/auth/bearer-auth';
import type { PasswordHashing } from '../login/password-hashing';
import { revokeAllRefreshTokens } from '../login/refresh-tokens';
import { removeUserSubscriptions } from '../../notifications';
import { scopes } from '../../platform/auth/scopes';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { perKey, type RateLimits } from '../../platform/http/rate-limits';
import { emptyObjectSchema } from '../../platform/http/schemas';
import { findPasswordHash, notWithdrawn } from '../users/users-repository';

export interface UnregisterRouteOptions {
  db: Database;
  now: () => Date;
  authenticateUser: AuthenticateUser;
  /** Checks the password the person confirms the withdrawal with. */
  passwords: PasswordHashing;
  /** Password checks are limited per user, as `checkpw`'s are (guessing through here is no easier). */
  rateLimits: RateLimits;
  /** Takes the person out of every channel: a managed one passes to its longest-standing member. */
  leaveEveryChannel: (db: Queryable, userId: string, at: Date) => Promise<void>;
}

interface UnregisterRequest {
  unregisterReasonCode: WithdrawalReasonCode;
  unregisterReason?: string;
  userPassword: string;
}

/**
 * `POST /api/user/unregister` (user call 19), confirmed with the password: the id stays reserved forever (M0075);
 * the personal values are erased at once; the reason and the date stay; every device is logged out; the person
 * leaves every channel. What the withdrawal page says of the rest follows from the withdrawn account: nobody sees
 * its health records any more (sharing needs an active owner), its medicine reminders and the family's missed-dose
 * alerts stop, its posts and comments stay under "withdrawn user".
 */
export const unregisterRoute: FastifyPluginAsync<UnregisterRouteOptions> = async (
  app,
  { db, now, authenticateUser, passwords, rateLimits, leaveEveryChannel },
) => {
  app.post<{ Body: UnregisterRequest }>(
    '/api/user/unregister',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        summary: 'Withdraw: erase the personal values and keep the id reserved',
        description:
          '`0005` (other) needs `unregisterReason` (1 to 500 characters), else 400 M0187. A wrong `userPassword` ' +
          'is 400 M1172 with field `userPassword`, and nothing changes; password checks are limited per user ' +
          '(429 M0145).',
        tags: ['account'],
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        body: withdrawalFormSchema,
        response: { 200: emptyObjectSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
      config: perKey(rateLimits.passwordCheck, (request) => `user:${principalOf(request).userId}`),
    },
    async (request) => {
      const { userId } = principalOf(request);
      const { unregisterReasonCode } = request.body;
      const unregisterReason = request.body.unregisterReason?.trim() || null;
      if (unregisterReasonCode === withdrawalReasonCodes.other && !unregisterReason) {
        throw new ApiError(400, errorCodes.invalidRequest, { field: 'unregisterReason' });
      }
      const passwordHash = await findPasswordHash(db, userId);
      if (!passwordHash) throw invalidTokenError();
      if (!(await passwords.verify(request.body.userPassword, passwordHash))) {
        throw new ApiError(400, errorCodes.wrongPassword, { field: 'userPassword' });
      }
      const at = now();
      await db.transaction(async (transaction) => {
        // Leaves every channel first: a managed one passes to its longest-standing member, an empty one closes.
        await leaveEveryChannel(transaction, userId, at);
        await transaction.query(
          `UPDATE users SET unregistered_at = $2, unregister_reason_code = $3, unregister_reason = $4,
                            password_hash = NULL, user_nm = NULL, user_brthdy_de = NULL, user_gender_code = NULL,
                            user_mphon_no = NULL, user_email = NULL, height = NULL, profile_photo = NULL
           WHERE user_id = $1 AND ${notWithdrawn}`,
          [userId, at, unregisterReasonCode, unregisterReason],
        );
        // The numbers the person verified are personal values too.
        await transaction.query('DELETE FROM phone_verifications WHERE user_id = $1', [userId]);
        await revokeAllRefreshTokens(transaction, userId, at);
        await removeUserSubscriptions(transaction, userId);
      });
      return {};
    },
  );
};
