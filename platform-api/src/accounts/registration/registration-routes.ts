import type { FastifyPluginAsync } from 'fastify';
import {
  heightSchema,
  mobilePhoneSchema,
  userBrthdyDeSchema,
  userEmailSchema,
  userGenderCodeSchema,
  userIdSchema,
  userNmAnyScriptSchema,
  userPasswordSchema,
  verificationIdSchema,
  type GenderCode,
} from 'shared-kernel/isomorphic';
import { requireClient } from '../login/clients';
import type { PasswordHashing } from '../login/password-hashing';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema, requestLanguage } from '../../platform/http/language';
import { specAlias, type AppRoute } from '../../platform/http/spec-alias';
import { perIp, type RateLimits } from '../../platform/http/rate-limits';
import { nullable } from '../../platform/http/schemas';
import {
  agreementsSchema,
  checkAgreements,
  listStplat,
  saveAgreements,
  stplatSchema,
  type Agreement,
} from '../terms/terms-repository';
import { phoneTakenError } from '../users/phone-holders';
import { findAccountByPhone, insertUser, isUniqueViolation, userIdStatus } from '../users/users-repository';
import { consumeVerified, ensureVerified } from '../phone-verification/phone-verifications';

export interface RegistrationRoutesOptions {
  db: Database;
  now: () => Date;
  rateLimits: RateLimits;
  /** Hashes new passwords and checks given ones (the cost is the app's `passwordHashing` option). */
  passwords: PasswordHashing;
}

interface IdentifyRequest {
  userNm: string;
  userBrthdyDe: string;
  userGenderCode: GenderCode;
  mobilePhone: string;
  verificationId: string;
}

interface RegisterRequest extends IdentifyRequest {
  userId: string;
  userPassword: string;
  userEmail?: string | null;
  height?: number | null;
  agreements?: Agreement[];
}

const identifyProperties = {
  userNm: userNmAnyScriptSchema,
  userBrthdyDe: userBrthdyDeSchema,
  userGenderCode: userGenderCodeSchema,
  mobilePhone: mobilePhoneSchema,
  verificationId: verificationIdSchema,
};
const identifyRequired = ['userNm', 'userBrthdyDe', 'userGenderCode', 'mobilePhone', 'verificationId'];

const security = [{ client: [] }];

/** Sign-up: terms, id check, membership check, registration (open calls 1, 2, 5, 6). */
export const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (
  app,
  { db, now, rateLimits, passwords },
) => {
  app.addHook('onRequest', requireClient);

  /** 409 M0177 or M0168 when an account holds the number. */
  async function ensureNumberFree(mobilePhone: string): Promise<void> {
    const holder = await findAccountByPhone(db, mobilePhone);
    if (holder) throw phoneTakenError(holder);
  }

  app.get(
    '/api/open/register/stplat',
    {
      schema: {
        summary: 'The terms to agree to, in the request language',
        tags: ['registration'],
        security,
        querystring: languageQuerySchema,
        response: {
          200: {
            type: 'object',
            required: ['stplatList'],
            properties: { stplatList: { type: 'array', items: stplatSchema('none') } },
          },
          ...errorResponses(401, 429),
        },
      },
      config: perIp(rateLimits.openCalls),
    },
    async (request) => ({ stplatList: await listStplat(db, requestLanguage(request)) }),
  );

  const userIdExists: AppRoute<{ Params: { userId: string } }> = {
    method: 'GET',
    url: '/api/open/register/:userId/exist',
    schema: {
      summary: 'Whether a user id is taken (M1171) or belonged to a withdrawn account (M0075)',
      tags: ['registration'],
      security,
      params: { type: 'object', required: ['userId'], properties: { userId: userIdSchema } },
      querystring: languageQuerySchema,
      response: {
        200: {
          type: 'object',
          required: ['exist'],
          properties: { exist: { type: 'boolean' }, code: { type: 'string', enum: ['M1171', 'M0075'] } },
        },
        ...errorResponses(400, 401, 429),
      },
    },
    config: perIp(rateLimits.userIdExists),
    handler: async (request) => {
      switch (await userIdStatus(db, request.params.userId)) {
        case 'free':
          return { exist: false };
        case 'registered':
          return { exist: true, code: errorCodes.userIdTaken };
        case 'withdrawn':
          return { exist: true, code: errorCodes.withdrawnUserId };
      }
    },
  };
  app.route(userIdExists);
  app.route(
    specAlias(userIdExists, {
      method: 'POST',
      url: '/api/open/exist',
      specName: 'POST /exist',
      schema: { body: { type: 'object', required: ['userId'], properties: { userId: userIdSchema } } },
      asOriginal: ({ body }) => ({ params: body as { userId: string } }),
    }),
  );

  app.post<{ Body: IdentifyRequest }>(
    '/api/open/register/identify',
    {
      schema: {
        summary: 'Membership check after the phone is verified',
        tags: ['registration'],
        security,
        querystring: languageQuerySchema,
        body: { type: 'object', required: identifyRequired, properties: identifyProperties },
        response: {
          200: {
            type: 'object',
            required: ['memberStatus'],
            properties: { memberStatus: { type: 'string', enum: ['new'] } },
          },
          ...errorResponses(400, 401, 409, 429),
        },
      },
      config: perIp(rateLimits.openCalls),
    },
    async (request) => {
      const { mobilePhone, verificationId } = request.body;
      await ensureVerified(db, { verificationId, purpose: 'register', mobilePhone, userId: null }, now());
      await ensureNumberFree(mobilePhone);
      return { memberStatus: 'new' };
    },
  );

  app.post<{ Body: RegisterRequest }>(
    '/api/open/register',
    {
      schema: {
        summary: 'Sign up',
        description:
          'Checks in order: the values, the required terms (M0141), the verified phone (M0142), the id (M0075, ' +
          'M1171), the number (M0177, M0168).',
        tags: ['registration'],
        security,
        querystring: languageQuerySchema,
        body: {
          type: 'object',
          required: ['userId', 'userPassword', ...identifyRequired],
          properties: {
            userId: userIdSchema,
            userPassword: userPasswordSchema,
            ...identifyProperties,
            userEmail: nullable(userEmailSchema),
            height: nullable(heightSchema),
            agreements: agreementsSchema,
          },
        },
        response: {
          201: { type: 'object', required: ['userId'], properties: { userId: { type: 'string' } } },
          ...errorResponses(400, 401, 409, 429, 503),
        },
      },
      config: perIp(rateLimits.openCalls),
    },
    async (request, reply) => {
      const body = request.body;
      const at = now();
      const agreements = body.agreements ?? [];
      await checkAgreements(db, agreements);
      const verifiedPhone = {
        verificationId: body.verificationId,
        purpose: 'register' as const,
        mobilePhone: body.mobilePhone,
        userId: null,
      };
      await ensureVerified(db, verifiedPhone, at);
      const idStatus = await userIdStatus(db, body.userId);
      if (idStatus === 'withdrawn') throw new ApiError(409, errorCodes.withdrawnUserId, { field: 'userId' });
      if (idStatus === 'registered') throw new ApiError(409, errorCodes.userIdTaken, { field: 'userId' });
      await ensureNumberFree(body.mobilePhone);

      const passwordHash = await passwords.hash(body.userPassword);
      try {
        await db.transaction(async (transaction) => {
          const inserted = await insertUser(
            transaction,
            {
              userId: body.userId,
              passwordHash,
              userNm: body.userNm,
              userBrthdyDe: body.userBrthdyDe,
              userGenderCode: body.userGenderCode,
              userMphonNo: body.mobilePhone,
              userEmail: body.userEmail ?? null,
              height: body.height ?? null,
            },
            at,
          );
          if (!inserted) throw new ApiError(409, errorCodes.userIdTaken, { field: 'userId' });
          await saveAgreements(transaction, body.userId, agreements, at);
          await consumeVerified(transaction, verifiedPhone, at);
        });
      } catch (error) {
        // Someone registered the same number between the checks and the insert.
        if (isUniqueViolation(error))
          throw new ApiError(409, errorCodes.userIdRegistered, { field: 'mobilePhone' });
        throw error;
      }
      return reply.status(201).send({ userId: body.userId });
    },
  );
};
