import type { FastifyPluginAsync } from 'fastify';
import {
  fitnessLevelSchema,
  heightSchema,
  mobilePhoneSchema,
  userEmailSchema,
  verificationIdSchema,
} from 'shared-kernel/isomorphic';
import {
  invalidTokenError,
  principalOf,
  requireUser,
  type AuthenticateUser,
} from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { specAlias, type AppRoute } from '../../platform/http/spec-alias';
import { nullable } from '../../platform/http/schemas';
import { phoneInUseError } from '../users/phone-holders';
import { findAccount, findAccountByPhone, isUniqueViolation, notWithdrawn } from '../users/users-repository';
import { consumeVerified } from '../phone-verification/phone-verifications';
import { isAcceptableProfilePhoto, profilePhotoMaxLength } from './profile-photo';
import { personProperties, personRequired } from '../users/person-schema';

export interface ServiceInfoRoutesOptions {
  db: Database;
  now: () => Date;
  authenticateUser: AuthenticateUser;
}

interface InfoChange {
  height?: number | null;
  profilePhoto?: string | null;
  userEmail?: string | null;
}

const serviceInfoSchema = {
  type: 'object',
  required: [...personRequired, 'profilePhoto'],
  properties: {
    ...personProperties,
    profilePhoto: { type: ['string', 'null'], description: 'data:image/jpeg;base64,...' },
  },
} as const;

/** The columns a person can change on the profile screen, by wire name. */
const changeableColumns = {
  height: 'height',
  profilePhoto: 'profile_photo',
  userEmail: 'user_email',
} as const;

/** The account screen: profile values, photo and phone number (user calls 14, 15, 17). */
export const serviceInfoRoutes: FastifyPluginAsync<ServiceInfoRoutesOptions> = async (
  app,
  { db, now, authenticateUser },
) => {
  async function serviceInfo(userId: string) {
    const account = await findAccount(db, userId);
    if (!account) throw invalidTokenError();
    const { userNm, userBrthdyDe, userGenderCode, userMphonNo, userEmail, height, profilePhoto } = account;
    return { userId, userNm, userBrthdyDe, userGenderCode, userMphonNo, userEmail, height, profilePhoto };
  }

  app.get(
    '/api/service/info',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: "The user's profile",
        tags: ['account'],
        security: [{ bearer: [scopes.read] }],
        querystring: languageQuerySchema,
        response: { 200: serviceInfoSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => serviceInfo(principalOf(request).userId),
  );

  const changeInfo: AppRoute<{ Body: InfoChange }> = {
    method: 'PUT',
    url: '/api/service/info',
    onRequest: requireUser(authenticateUser, scopes.write),
    // The input guard's ceiling, above the photo's own bound so that a photo just over it hears M0140.
    config: { maxStringLength: 2 * profilePhotoMaxLength },
    schema: {
      summary: 'Change height, profile photo or e-mail (null removes it); values left out stay',
      tags: ['account'],
      security: [{ bearer: [scopes.write] }],
      querystring: languageQuerySchema,
      body: {
        type: 'object',
        properties: {
          height: nullable(heightSchema),
          profilePhoto: {
            type: ['string', 'null'],
            maxLength: profilePhotoMaxLength,
            description: 'data:image/(jpeg|png|webp);base64,... of at most 200 KiB decoded; else 400 M0140',
            'x-messages': { maxLength: 'M0140' },
          },
          userEmail: nullable(userEmailSchema),
        },
      },
      response: { 200: serviceInfoSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { userId } = principalOf(request);
      const { profilePhoto } = request.body;
      if (typeof profilePhoto === 'string' && !isAcceptableProfilePhoto(profilePhoto)) {
        throw new ApiError(400, errorCodes.invalidImage, { field: 'profilePhoto' });
      }
      const changes = Object.entries(changeableColumns).filter(([name]) => name in request.body);
      if (changes.length > 0) {
        const assignments = changes.map(([, column], index) => `${column} = $${index + 2}`).join(', ');
        const values = changes.map(([name]) => request.body[name as keyof InfoChange] ?? null);
        await db.query(`UPDATE users SET ${assignments} WHERE user_id = $1 AND ${notWithdrawn}`, [
          userId,
          ...values,
        ]);
      }
      return serviceInfo(userId);
    },
  };
  app.route(changeInfo);
  app.route(specAlias(changeInfo, { method: 'PUT', url: '/api/user', specName: 'PUT /user' }));

  app.put<{ Body: { mobilePhone: string; verificationId: string } }>(
    '/api/service/info/phone',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        summary: 'Change the mobile phone number to one verified for `changePhone`',
        tags: ['account'],
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        body: {
          type: 'object',
          required: ['mobilePhone', 'verificationId'],
          properties: { mobilePhone: mobilePhoneSchema, verificationId: verificationIdSchema },
        },
        response: { 200: serviceInfoSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const { mobilePhone, verificationId } = request.body;
      const at = now();
      try {
        await db.transaction(async (transaction) => {
          await consumeVerified(
            transaction,
            { verificationId, purpose: 'changePhone', mobilePhone, userId },
            at,
          );
          if (await findAccountByPhone(transaction, mobilePhone)) throw phoneInUseError();
          await transaction.query(
            `UPDATE users SET user_mphon_no = $2 WHERE user_id = $1 AND ${notWithdrawn}`,
            [userId, mobilePhone],
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw phoneInUseError();
        throw error;
      }
      return serviceInfo(userId);
    },
  );

  app.put<{ Body: { pscstrSttusCode: string } }>(
    '/api/service/info/pscstr',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        summary:
          'Keep the fitness level (pscstrSttusCode 0001 lowest ... 0005 advanced) the routines recommend for',
        tags: ['account'],
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        body: {
          type: 'object',
          required: ['pscstrSttusCode'],
          properties: { pscstrSttusCode: fitnessLevelSchema },
        },
        response: {
          200: {
            type: 'object',
            required: ['pscstrSttusCode'],
            properties: { pscstrSttusCode: { type: 'string' } },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { pscstrSttusCode } = request.body;
      const updated = await db.query(
        `UPDATE users SET pscstr_sttus_code = $2 WHERE user_id = $1 AND ${notWithdrawn} RETURNING 1`,
        [principalOf(request).userId, pscstrSttusCode],
      );
      if (updated.length === 0) throw invalidTokenError();
      return { pscstrSttusCode };
    },
  );
};
