import type { FastifyPluginAsync } from 'fastify';
import {
  authCodeSchema,
  mobilePhoneSchema,
  userNmAnyScriptSchema,
  verificationIdSchema,
} from 'shared-kernel/isomorphic';
import {
  invalidTokenError,
  principalOf,
  requireUser,
  type AuthenticateUser,
} from '../../platform/auth/bearer-auth';
import { requireClient } from '../login/clients';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema, requestLanguage } from '../../platform/http/language';
import { specAlias, type AppRoute } from '../../platform/http/spec-alias';
import { perIp, type RateLimits } from '../../platform/http/rate-limits';
import { existingUserIdSchema } from '../../platform/http/schemas';
import { phoneInUseError, phoneTakenError } from '../users/phone-holders';
import { findAccount, findAccountByPhone, type Account } from '../users/users-repository';
import { openPurposes, userPurposes, type PhoneVerifications } from './phone-verifications';

export interface VerificationRoutesOptions {
  db: Database;
  verifications: PhoneVerifications;
  rateLimits: RateLimits;
}

interface OpenCodeRequest {
  purpose: (typeof openPurposes)[number];
  mobilePhone: string;
  userNm?: string;
  userId?: string;
}

interface CheckRequest {
  verificationId: string;
  authCode: string;
}

const sentSchema = {
  type: 'object',
  required: ['verificationId', 'expiresIn', 'resendIn'],
  properties: {
    verificationId: { type: 'string', format: 'uuid' },
    expiresIn: { type: 'integer', description: 'Seconds the code can be checked' },
    resendIn: { type: 'integer', description: 'Seconds before another code can be asked for' },
  },
} as const;

const checkBodySchema = {
  type: 'object',
  required: ['verificationId', 'authCode'],
  properties: { verificationId: verificationIdSchema, authCode: authCodeSchema },
} as const;

const checkedSchema = {
  type: 'object',
  required: ['verified'],
  properties: { verified: { type: 'boolean', enum: [true] } },
} as const;

/** The user id in the path of the spec's names of the reset-password calls. */
const userIdParamsSchema = {
  type: 'object',
  required: ['userId'],
  properties: { userId: existingUserIdSchema },
} as const;

/** What each purpose needs besides the number; `then` repeats the property so that its M-code is found. */
function requiredFor(purpose: OpenCodeRequest['purpose'], fields: ('userNm' | 'userId')[]) {
  const properties = { userNm: userNmAnyScriptSchema, userId: existingUserIdSchema };
  return {
    if: { properties: { purpose: { const: purpose } } },
    then: {
      required: fields,
      properties: Object.fromEntries(fields.map((field) => [field, properties[field]])),
    },
  };
}

/** `POST /api/open/identify/phone` and `/check`: codes for sign-up, finding an id, resetting a password. */
export const openVerificationRoutes: FastifyPluginAsync<VerificationRoutesOptions> = async (
  app,
  { db, verifications, rateLimits },
) => {
  app.addHook('onRequest', requireClient);

  const nameOrNumberMismatch = () => new ApiError(404, errorCodes.nameAndPhoneMismatch);

  /** Before a code goes out: is there anything this code could be used for? */
  async function ensurePurposeFits(body: OpenCodeRequest): Promise<string | null> {
    switch (body.purpose) {
      case 'register': {
        const holder = await findAccountByPhone(db, body.mobilePhone);
        if (holder) throw phoneTakenError(holder);
        return null;
      }
      case 'findId': {
        const holder = await findAccountByPhone(db, body.mobilePhone);
        if (!holder || holder.userNm !== body.userNm) throw nameOrNumberMismatch();
        return null;
      }
      case 'resetPassword': {
        const account = body.userId === undefined ? undefined : await findAccount(db, body.userId);
        if (!account) throw new ApiError(404, errorCodes.unregisteredUserId, { field: 'userId' });
        if (account.userNm !== body.userNm || account.userMphonNo !== body.mobilePhone)
          throw nameOrNumberMismatch();
        return account.userId;
      }
    }
  }

  const sendOpenCode: AppRoute<{ Body: OpenCodeRequest }> = {
    method: 'POST',
    url: '/api/open/identify/phone',
    schema: {
      summary: 'Send a verification code by SMS (sign-up, finding an id, resetting a password)',
      description:
        '`findId` needs `userNm`; `resetPassword` needs `userId` and `userNm`. 429 M0089 with `params.minutes` ' +
        'when a code was sent less than 60 s ago or 5 times in the last hour; 503 M0091 when the SMS could not go.',
      tags: ['verification'],
      security: [{ client: [] }],
      querystring: languageQuerySchema,
      body: {
        type: 'object',
        required: ['purpose', 'mobilePhone'],
        properties: {
          purpose: { type: 'string', enum: openPurposes },
          mobilePhone: mobilePhoneSchema,
          userNm: userNmAnyScriptSchema,
          userId: existingUserIdSchema,
        },
        allOf: [requiredFor('findId', ['userNm']), requiredFor('resetPassword', ['userId', 'userNm'])],
      },
      response: { 200: sentSchema, ...errorResponses(400, 401, 404, 409, 429, 503) },
    },
    config: perIp(rateLimits.sendCode),
    handler: async (request) => {
      const userId = await ensurePurposeFits(request.body);
      return verifications.send({
        purpose: request.body.purpose,
        mobilePhone: request.body.mobilePhone,
        userId,
        language: requestLanguage(request),
      });
    },
  };
  app.route(sendOpenCode);
  app.route(
    specAlias(sendOpenCode, {
      method: 'POST',
      url: '/api/open/register/:userId/lostpw',
      specName: 'POST /register/{userId}/lostpw',
      schema: {
        params: userIdParamsSchema,
        body: {
          type: 'object',
          required: ['userNm', 'mobilePhone'],
          properties: { userNm: userNmAnyScriptSchema, mobilePhone: mobilePhoneSchema },
        },
      },
      asOriginal: ({ params, body }) => ({
        body: {
          ...(body as { userNm: string; mobilePhone: string }),
          ...(params as { userId: string }),
          purpose: 'resetPassword' as const,
        },
      }),
    }),
  );

  const checkOpenCode: AppRoute<{ Body: CheckRequest }> = {
    method: 'POST',
    url: '/api/open/identify/check',
    schema: {
      summary: 'Check a verification code',
      description:
        '400 M0109 unknown, expired (180 s) or locked; 400 M0189 wrong (the 5th wrong try locks it).',
      tags: ['verification'],
      security: [{ client: [] }],
      querystring: languageQuerySchema,
      body: checkBodySchema,
      response: { 200: checkedSchema, ...errorResponses(400, 401, 429) },
    },
    config: perIp(rateLimits.checkCode),
    handler: async (request) => {
      const { verificationId, authCode } = request.body;
      await verifications.check(verificationId, authCode, { purposes: openPurposes, userId: null });
      return { verified: true };
    },
  };
  app.route(checkOpenCode);
  app.route(
    specAlias(checkOpenCode, {
      method: 'POST',
      url: '/api/open/register/:userId/checkauthcode',
      specName: 'POST /register/{userId}/checkauthcode',
      schema: { params: userIdParamsSchema, body: checkBodySchema },
    }),
  );
};

export interface UserVerificationRoutesOptions extends VerificationRoutesOptions {
  authenticateUser: AuthenticateUser;
}

/** The purpose of a logged-in user's code follows the account: completing a migrated one, or a new number. */
function purposeOf(account: Account) {
  return account.transferPending ? ('transfer' as const) : ('changePhone' as const);
}

/** `POST /api/user/identify/phone` and `/check`: codes for a new number or for completing a migrated account. */
export const userVerificationRoutes: FastifyPluginAsync<UserVerificationRoutesOptions> = async (
  app,
  { db, verifications, rateLimits, authenticateUser },
) => {
  const onRequest = requireUser(authenticateUser, scopes.write, scopes.platformTransfer);
  const security = [{ bearer: [scopes.write] }, { bearer: [scopes.platformTransfer] }];

  app.post<{ Body: { mobilePhone: string } }>(
    '/api/user/identify/phone',
    {
      onRequest,
      schema: {
        summary: "Send a verification code to the user's new number",
        description:
          'Purpose `changePhone`, or `transfer` for a migrated account pending its transfer. 400 M0187 for the ' +
          "user's own number, 409 M0177 for another account's.",
        tags: ['verification'],
        security,
        querystring: languageQuerySchema,
        body: { type: 'object', required: ['mobilePhone'], properties: { mobilePhone: mobilePhoneSchema } },
        response: { 200: sentSchema, ...errorResponses(400, 401, 403, 409, 429, 503) },
      },
      config: perIp(rateLimits.sendCode),
    },
    async (request) => {
      const { userId } = principalOf(request);
      const account = await findAccount(db, userId);
      if (!account) throw invalidTokenError();
      const { mobilePhone } = request.body;
      if (account.userMphonNo === mobilePhone) {
        throw new ApiError(400, errorCodes.invalidRequest, { field: 'mobilePhone' });
      }
      if (await findAccountByPhone(db, mobilePhone)) throw phoneInUseError();
      return verifications.send({
        purpose: purposeOf(account),
        mobilePhone,
        userId,
        language: requestLanguage(request),
      });
    },
  );

  app.post<{ Body: CheckRequest }>(
    '/api/user/identify/check',
    {
      onRequest,
      schema: {
        summary: "Check a verification code of the user's",
        tags: ['verification'],
        security,
        querystring: languageQuerySchema,
        body: checkBodySchema,
        response: { 200: checkedSchema, ...errorResponses(400, 401, 403, 429) },
      },
      config: perIp(rateLimits.checkCode),
    },
    async (request) => {
      const { verificationId, authCode } = request.body;
      const { userId } = principalOf(request);
      await verifications.check(verificationId, authCode, { purposes: userPurposes, userId });
      return { verified: true };
    },
  );
};
