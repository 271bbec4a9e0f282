import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema, requestLanguage } from '../../platform/http/language';
import {
  agreementsSchema,
  checkAgreements,
  listAgreements,
  saveAgreements,
  stplatSchema,
  type Agreement,
} from '../terms/terms-repository';

export interface AgreementsRoutesOptions {
  db: Database;
  now: () => Date;
  authenticateUser: AuthenticateUser;
}

const agreementsResponseSchema = {
  type: 'object',
  required: ['stplatList'],
  properties: { stplatList: { type: 'array', items: stplatSchema('agreedDt') } },
} as const;

/** The terms the user agreed to, and changing the optional ones (user call 18). */
export const agreementsRoutes: FastifyPluginAsync<AgreementsRoutesOptions> = async (
  app,
  { db, now, authenticateUser },
) => {
  const agreementsOf = async (request: FastifyRequest) => ({
    stplatList: await listAgreements(db, principalOf(request).userId, requestLanguage(request)),
  });

  app.get(
    '/api/service/agreements',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: "Every term with the user's answer and its date",
        tags: ['account'],
        security: [{ bearer: [scopes.read] }],
        querystring: languageQuerySchema,
        response: { 200: agreementsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    agreementsOf,
  );

  app.put<{ Body: { agreements: Agreement[] } }>(
    '/api/service/agreements',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        summary:
          'Change answers; a required term cannot be withdrawn (400 M0141: withdraw the account instead)',
        tags: ['account'],
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        body: { type: 'object', required: ['agreements'], properties: { agreements: agreementsSchema } },
        response: { 200: agreementsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const current = await listAgreements(db, userId, requestLanguage(request));
      await checkAgreements(db, request.body.agreements, current);
      await saveAgreements(db, userId, request.body.agreements, now());
      return agreementsOf(request);
    },
  );
};
