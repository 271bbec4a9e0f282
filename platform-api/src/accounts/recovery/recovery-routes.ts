import type { FastifyPluginAsync } from 'fastify';
import {
  mobilePhoneSchema,
  userNmAnyScriptSchema,
  userPasswordSchema,
  verificationIdSchema,
} from 'shared-kernel/isomorphic';
import { requireClient } from '../login/clients';
import type { PasswordHashing } from '../login/password-hashing';
import { revokeAllRefreshTokens } from '../login/refresh-tokens';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { specAlias, type AppRoute } from '../../platform/http/spec-alias';
import { perIp, type RateLimits } from '../../platform/http/rate-limits';
import { emptyObjectSchema, existingUserIdSchema } from '../../platform/http/schemas';
import { findAccount, findAccountByPhone, updatePasswordHash } from '../users/users-repository';
import { consumeVerified, ensureVerified } from '../phone-verification/phone-verifications';

export interface RecoveryRoutesOptions {
  db: Database;
  now: () => Date;
  rateLimits: RateLimits;
  /** Hashes new passwords and checks given ones (the cost is the app's `passwordHashing` option). */
  passwords: PasswordHashing;
}

interface SearchRequest {
  userNm: string;
  mobilePhone: string;
  verificationId: string;
}

interface ResetRequest {
  verificationId: string;
  userPassword: string;
}

const security = [{ client: [] }];

/** Finding one's id and resetting one's password with a verified phone (open calls 7 and 8). */
export const recoveryRoutes: FastifyPluginAsync<RecoveryRoutesOptions> = async (
  app,
  { db, now, rateLimits, passwords },
) => {
  app.addHook('onRequest', requireClient);

  app.post<{ Body: SearchRequest }>(
    '/api/open/register/search',
    {
      schema: {
        summary: 'Find a user id with a number verified for `findId`',
        tags: ['recovery'],
        security,
        querystring: languageQuerySchema,
        body: {
          type: 'object',
          required: ['userNm', 'mobilePhone', 'verificationId'],
          properties: {
            userNm: userNmAnyScriptSchema,
            mobilePhone: mobilePhoneSchema,
            verificationId: verificationIdSchema,
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['userId', 'registeredDe'],
            properties: { userId: { type: 'string' }, registeredDe: { type: 'string', format: 'date' } },
          },
          ...errorResponses(400, 401, 404, 429),
        },
      },
      config: perIp(rateLimits.openCalls),
    },
    async (request) => {
      const { userNm, mobilePhone, verificationId } = request.body;
      const verifiedPhone = { verificationId, purpose: 'findId' as const, mobilePhone, userId: null };
      const at = now();
      await ensureVerified(db, verifiedPhone, at);
      const holder = await findAccountByPhone(db, mobilePhone);
      if (!holder || holder.userNm !== userNm) throw new ApiError(404, errorCodes.nameAndPhoneMismatch);
      await consumeVerified(db, verifiedPhone, at);
      return { userId: holder.userId, registeredDe: holder.registeredDe };
    },
  );

  const resetPassword: AppRoute<{ Params: { userId: string }; Body: ResetRequest }> = {
    method: 'POST',
    url: '/api/open/register/:userId/resetpw',
    schema: {
      summary: 'Set a new password with a number verified for `resetPassword` of this user id',
      description: 'Every refresh token of the user is revoked: every device logs in again.',
      tags: ['recovery'],
      security,
      params: { type: 'object', required: ['userId'], properties: { userId: existingUserIdSchema } },
      querystring: languageQuerySchema,
      body: {
        type: 'object',
        required: ['verificationId', 'userPassword'],
        properties: { verificationId: verificationIdSchema, userPassword: userPasswordSchema },
      },
      response: { 200: emptyObjectSchema, ...errorResponses(400, 401, 404, 429, 503) },
    },
    config: perIp(rateLimits.openCalls),
    handler: async (request) => {
      const { userId } = request.params;
      const { verificationId, userPassword } = request.body;
      const account = await findAccount(db, userId);
      if (!account) throw new ApiError(404, errorCodes.unregisteredUserId, { field: 'userId' });
      const at = now();
      // The code was sent to the number the account had then; it must still be the account's number.
      const verifiedPhone = {
        verificationId,
        purpose: 'resetPassword' as const,
        mobilePhone: account.userMphonNo ?? '',
        userId,
      };
      await ensureVerified(db, verifiedPhone, at);
      const passwordHash = await passwords.hash(userPassword);
      await db.transaction(async (transaction) => {
        await consumeVerified(transaction, verifiedPhone, at);
        await updatePasswordHash(transaction, userId, passwordHash);
        await revokeAllRefreshTokens(transaction, userId, at);
      });
      return {};
    },
  };
  app.route(resetPassword);
  app.route(
    specAlias(resetPassword, {
      method: 'PUT',
      url: '/api/open/reset/password',
      specName: 'PUT /reset/password',
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'verificationId', 'userPassword'],
          properties: {
            userId: existingUserIdSchema,
            verificationId: verificationIdSchema,
            userPassword: userPasswordSchema,
          },
        },
      },
      asOriginal: ({ body }) => {
        const { userId, ...reset } = body as ResetRequest & { userId: string };
        return { params: { userId }, body: reset };
      },
    }),
  );
};
