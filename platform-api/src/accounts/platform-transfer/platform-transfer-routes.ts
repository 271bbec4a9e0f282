import type { FastifyPluginAsync } from 'fastify';
import {
  heightSchema,
  mobilePhoneSchema,
  userBrthdyDeSchema,
  userEmailSchema,
  userGenderCodeSchema,
  userNmAnyScriptSchema,
  verificationIdSchema,
  type GenderCode,
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
import { languageQuerySchema, requestLanguage } from '../../platform/http/language';
import { specAlias, type AppRoute } from '../../platform/http/spec-alias';
import { emptyObjectSchema, existingUserIdSchema, nullable } from '../../platform/http/schemas';
import {
  agreementsSchema,
  checkAgreements,
  listAgreements,
  saveAgreements,
  stplatSchema,
  type Agreement,
} from '../terms/terms-repository';
import { phoneInUseError } from '../users/phone-holders';
import { findAccount, findAccountByPhone, isUniqueViolation, type Account } from '../users/users-repository';
import { consumeVerified } from '../phone-verification/phone-verifications';
import { incompletePersonProperties, personRequired } from '../users/person-schema';

export interface PlatformTransferRoutesOptions {
  db: Database;
  now: () => Date;
  authenticateUser: AuthenticateUser;
}

interface TransferRequest {
  isAgreeTransfer?: boolean;
  agreements?: Agreement[];
  userNm?: string;
  userBrthdyDe?: string;
  userGenderCode?: GenderCode;
  mobilePhone?: string;
  userEmail?: string | null;
  height?: number | null;
  verificationId?: string;
}

/** The values a completed account must have, by their wire names. */
const requiredValues = ['userNm', 'userBrthdyDe', 'userGenderCode', 'mobilePhone'] as const;
type RequiredValue = (typeof requiredValues)[number];

function storedValue(account: Account, name: RequiredValue): string | null {
  return name === 'mobilePhone' ? account.userMphonNo : account[name];
}

const userInfoSchema = {
  type: 'object',
  required: personRequired,
  properties: incompletePersonProperties,
} as const;

const platformInfoSchema = {
  type: 'object',
  required: ['isAgreeTransfer', 'agreeInfo', 'userInfo', 'missingFields'],
  properties: {
    isAgreeTransfer: { type: 'boolean' },
    agreeInfo: {
      type: 'object',
      required: ['stplatList'],
      properties: { stplatList: { type: 'array', items: stplatSchema('agreed') } },
    },
    userInfo: userInfoSchema,
    missingFields: { type: 'array', items: { type: 'string', enum: requiredValues } },
  },
} as const;

/** What a migrated account sends to consent and complete itself. */
const transferBodySchema = {
  type: 'object',
  properties: {
    isAgreeTransfer: { type: 'boolean' },
    agreements: agreementsSchema,
    userNm: userNmAnyScriptSchema,
    userBrthdyDe: userBrthdyDeSchema,
    userGenderCode: userGenderCodeSchema,
    mobilePhone: mobilePhoneSchema,
    userEmail: nullable(userEmailSchema),
    height: nullable(heightSchema),
    verificationId: verificationIdSchema,
  },
} as const;

/** A migrated account consents to the transfer and completes its values (user calls 9 and 10). */
export const platformTransferRoutes: FastifyPluginAsync<PlatformTransferRoutesOptions> = async (
  app,
  { db, now, authenticateUser },
) => {
  const onRequest = requireUser(authenticateUser, scopes.platformTransfer);
  const security = [{ bearer: [scopes.platformTransfer] }];

  async function accountOf(userId: string): Promise<Account> {
    const account = await findAccount(db, userId);
    if (!account) throw invalidTokenError();
    return account;
  }

  app.get(
    '/api/user/platform',
    {
      onRequest,
      schema: {
        summary: 'What a migrated account must consent to and complete',
        tags: ['platform transfer'],
        security,
        querystring: languageQuerySchema,
        response: { 200: platformInfoSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const account = await accountOf(principalOf(request).userId);
      const stplatList = await listAgreements(db, account.userId, requestLanguage(request));
      return {
        isAgreeTransfer: !account.transferPending,
        agreeInfo: { stplatList: stplatList.map(({ agreedDt: _agreedDt, ...stplat }) => stplat) },
        userInfo: {
          userId: account.userId,
          userNm: account.userNm,
          userBrthdyDe: account.userBrthdyDe,
          userGenderCode: account.userGenderCode,
          userMphonNo: account.userMphonNo,
          userEmail: account.userEmail,
          height: account.height,
        },
        missingFields: requiredValues.filter((name) => storedValue(account, name) === null),
      };
    },
  );

  const transfer: AppRoute<{ Body: TransferRequest }> = {
    method: 'PUT',
    url: '/api/user/platform',
    onRequest,
    schema: {
      summary: 'Consent to the transfer and complete the account',
      description:
        'Checks in order: the values, `isAgreeTransfer` (M0167), the required terms (M0141), a missing required ' +
        'value (M0166, field), a new number verified for `transfer` (M0142), the number free (M0177). Values left ' +
        'out keep what the account has. Afterwards a refresh returns tokens with `phr.read phr.write`.',
      tags: ['platform transfer'],
      security,
      querystring: languageQuerySchema,
      body: transferBodySchema,
      response: { 200: emptyObjectSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request) => {
      const { userId } = principalOf(request);
      const body = request.body;
      const account = await accountOf(userId);
      // The token may be older than the transfer it helped to complete.
      if (!account.transferPending) throw new ApiError(403, errorCodes.invalidAccess);
      if (body.isAgreeTransfer !== true) {
        throw new ApiError(400, errorCodes.transferNotAgreed, { field: 'isAgreeTransfer' });
      }
      const agreements = body.agreements ?? [];
      await checkAgreements(db, agreements);
      const values = {
        userNm: body.userNm ?? account.userNm,
        userBrthdyDe: body.userBrthdyDe ?? account.userBrthdyDe,
        userGenderCode: body.userGenderCode ?? account.userGenderCode,
        mobilePhone: body.mobilePhone ?? account.userMphonNo,
      };
      const missing = requiredValues.find((name) => values[name] === null);
      if (missing) throw new ApiError(400, errorCodes.requiredValueMissing, { field: missing });
      const mobilePhone = values.mobilePhone ?? '';
      const newNumber = mobilePhone !== account.userMphonNo;
      const holder = newNumber ? await findAccountByPhone(db, mobilePhone) : undefined;
      const at = now();

      try {
        await db.transaction(async (transaction) => {
          if (newNumber) {
            await consumeVerified(
              transaction,
              { verificationId: body.verificationId ?? '', purpose: 'transfer', mobilePhone, userId },
              at,
            );
            if (holder) throw phoneInUseError();
          }
          await transaction.query(
            `UPDATE users SET user_nm = $2, user_brthdy_de = $3, user_gender_code = $4, user_mphon_no = $5,
                              user_email = $6, height = $7, platform_transfer_sttus = 'done'
             WHERE user_id = $1`,
            [
              userId,
              values.userNm,
              values.userBrthdyDe,
              values.userGenderCode,
              mobilePhone,
              body.userEmail === undefined ? account.userEmail : body.userEmail,
              body.height === undefined ? account.height : body.height,
            ],
          );
          await saveAgreements(transaction, userId, agreements, at);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw phoneInUseError();
        throw error;
      }
      return {};
    },
  };
  app.route(transfer);
  app.route(
    specAlias(transfer, {
      method: 'POST',
      url: '/api/open/register/:userId/service',
      specName: 'POST /register/{userId}/service',
      schema: {
        params: { type: 'object', required: ['userId'], properties: { userId: existingUserIdSchema } },
        body: transferBodySchema,
      },
      asOriginal: ({ params, request }) => {
        // The path names the account; only its own token may join it to the service.
        if ((params as { userId: string }).userId !== principalOf(request).userId) {
          throw new ApiError(403, errorCodes.invalidAccess, { field: 'userId' });
        }
        return {};
      },
    }),
  );
};
