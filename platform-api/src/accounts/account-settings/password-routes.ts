import type { FastifyPluginAsync } from 'fastify';
import { currentPasswordSchema, newPasswordSchema } from 'shared-kernel/isomorphic';
import {
  invalidTokenError,
  principalOf,
  requireUser,
  type AuthenticateUser,
} from '../../platform/auth/bearer-auth';
import type { PasswordHashing } from '../login/password-hashing';
import { revokeOtherSessions } from '../login/refresh-tokens';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { perKey, type RateLimits } from '../../platform/http/rate-limits';
import { emptyObjectSchema } from '../../platform/http/schemas';
import { findPasswordHash, updatePasswordHash } from '../users/users-repository';

export interface PasswordRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  rateLimits: RateLimits;
  /** Hashes new passwords and checks given ones (the cost is the app's `passwordHashing` option). */
  passwords: PasswordHashing;
  now: () => Date;
}

/** Checking the password again and changing it (user calls 13 and 16), limited per user. */
export const passwordRoutes: FastifyPluginAsync<PasswordRoutesOptions> = async (
  app,
  { db, authenticateUser, rateLimits, passwords, now },
) => {
  const onRequest = requireUser(authenticateUser, scopes.write);
  const security = [{ bearer: [scopes.write] }];
  const config = perKey(rateLimits.passwordCheck, (request) => `user:${principalOf(request).userId}`);

  async function passwordMatches(userId: string, password: string): Promise<boolean> {
    const passwordHash = await findPasswordHash(db, userId);
    if (!passwordHash) throw invalidTokenError();
    return passwords.verify(password, passwordHash);
  }

  app.post<{ Body: { userPassword: string } }>(
    '/api/user/checkpw',
    {
      onRequest,
      schema: {
        summary: "Whether a password is the user's current one",
        tags: ['account'],
        security,
        querystring: languageQuerySchema,
        body: {
          type: 'object',
          required: ['userPassword'],
          properties: { userPassword: currentPasswordSchema },
        },
        response: {
          200: { type: 'object', required: ['matches'], properties: { matches: { type: 'boolean' } } },
          ...errorResponses(400, 401, 403, 429, 503),
        },
      },
      config,
    },
    async (request) => ({
      matches: await passwordMatches(principalOf(request).userId, request.body.userPassword),
    }),
  );

  app.put<{ Body: { currentPassword: string; userPassword: string } }>(
    '/api/service/info/password',
    {
      onRequest,
      schema: {
        summary: 'Change the password',
        description:
          'A new password equal to the current one is 400 M1170 with field `userPassword` (nothing changes, no ' +
          'session is signed out). A wrong current password is 400 M0187 with field `currentPassword`. Every ' +
          'other session is signed ' +
          'out (its refresh tokens revoked; its access token works until it expires, at most 15 minutes); the ' +
          'session that asked stays signed in.',
        tags: ['account'],
        security,
        querystring: languageQuerySchema,
        body: {
          type: 'object',
          required: ['currentPassword', 'userPassword'],
          properties: { currentPassword: currentPasswordSchema, userPassword: newPasswordSchema },
        },
        response: { 200: emptyObjectSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
      config,
    },
    async (request) => {
      const { userId, sessionId } = principalOf(request);
      const { currentPassword, userPassword } = request.body;
      if (!(await passwordMatches(userId, currentPassword))) {
        throw new ApiError(400, errorCodes.invalidRequest, { field: 'currentPassword' });
      }
      const passwordHash = await passwords.hash(userPassword);
      await db.transaction(async (transaction) => {
        await updatePasswordHash(transaction, userId, passwordHash);
        await revokeOtherSessions(transaction, userId, sessionId, now());
      });
      return {};
    },
  );
};
