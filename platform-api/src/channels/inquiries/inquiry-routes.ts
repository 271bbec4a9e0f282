import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  inquiryInputSchema,
  inquiryPageQuerySchema,
  type InquiryInput,
  type InquiryPage,
  type YesNo,
} from 'shared-kernel/isomorphic';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import type { FloodGuard } from '../../platform/http/flood-limits';
import { languageQuerySchema } from '../../platform/http/language';
import { inquiryPageSchema, inquirySchema } from './inquiry-schemas';
import { createInquiry, listInquiries } from './inquiry-store';

export interface InquiryRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  floods: FloodGuard;
}

const tags = ['feedback board'];
const path = '/api/service/inqry';

/** The schema counts spaces as a title; a person has not written one (and a refused entry is not counted). */
async function refuseBlankTitle(request: FastifyRequest<{ Body: InquiryInput }>): Promise<void> {
  if (request.body.title.trim() === '')
    throw new ApiError(400, errorCodes.invalidRequest, { field: 'title' });
}

/** The feedback board of `/api/service/inqry` (spec sections 3, 5, 7): everyone's entries, and writing one. */
export const inquiryRoutes: FastifyPluginAsync<InquiryRoutesOptions> = async (
  app,
  { db, authenticateUser, now, floods },
) => {
  app.get<{ Querystring: { page: number; rows: number; totalYn: YesNo } }>(
    path,
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary:
          'The board, newest first; a private entry of someone else without title, content, author and answer',
        tags,
        security: [{ bearer: [scopes.read] }],
        querystring: inquiryPageQuerySchema,
        response: { 200: inquiryPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<InquiryPage> => {
      const { page, rows, totalYn } = request.query;
      const found = await listInquiries(db, principalOf(request).userId, {
        page,
        rows,
        withTotal: totalYn === 'Y',
      });
      return { ...found, page, rows };
    },
  );

  app.post<{ Body: InquiryInput }>(
    path,
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      preHandler: [refuseBlankTitle, floods.limit('boardEntries')],
      schema: {
        summary:
          'Writes an entry: title 1–100 (not only spaces), content under 500 characters, privateAt Y/N',
        description: floods.describe('boardEntries'),
        tags,
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        body: inquiryInputSchema,
        response: { 201: inquirySchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const inquiry = await createInquiry(db, principalOf(request).userId, request.body, now());
      return reply.status(201).send(inquiry);
    },
  );
};
