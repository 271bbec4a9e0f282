import type { FastifyPluginAsync } from 'fastify';
import {
  healthContentKinds,
  healthContentParamsSchema,
  healthContentQuerySchema,
  type HealthContentDetail,
  type HealthContentPage,
} from 'shared-kernel/isomorphic';
import { requireUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import { ApiError } from '../../platform/http/api-error';
import { errorResponses } from '../../platform/http/error-envelope';
import { errorCodes } from '../../platform/http/error-codes';
import { requestLanguage } from '../../platform/http/language';
import type { FeedRoutesOptions } from '../channel-common/route-kit';
import { readHealthContent, readHealthContentPage, type HealthContentQuery } from './health-content-store';

const tags = ['feed'];
const base = '/api/health-content';

const nullableText = { type: ['string', 'null'] } as const;
const cardProperties = {
  contentId: { type: 'integer' },
  kind: { type: 'string', enum: [...healthContentKinds] },
  language: { type: 'string', enum: ['ko', 'en', 'km'] },
  title: { type: 'string' },
  summary: { type: 'string' },
  tags: { type: 'array', items: { type: 'string' } },
  source: { type: 'string' },
  publishedAt: { type: 'string', format: 'date-time' },
} as const;
const cardSchema = {
  type: 'object',
  required: Object.keys(cardProperties),
  properties: cardProperties,
} as const;
const pageSchema = {
  type: 'object',
  required: ['contentList', 'nextBefore'],
  properties: {
    contentList: { type: 'array', items: cardSchema },
    nextBefore: { type: ['integer', 'null'] },
  },
} as const;
const detailSchema = {
  type: 'object',
  required: [...Object.keys(cardProperties), 'bodyHtml', 'videoUrl'],
  properties: { ...cardProperties, bodyHtml: nullableText, videoUrl: nullableText },
} as const;

/**
 * Health content (issue 36.4): the articles and videos an operator published, for every person, in their
 * language (the `Language-Code` header or `lang`), else English, Korean, Khmer, in that order.
 */
export const healthContentRoutes: FastifyPluginAsync<FeedRoutesOptions> = async (
  app,
  { db, authenticateUser },
) => {
  const read = requireUser(authenticateUser, scopes.read);
  const security = [{ bearer: [scopes.read] }];

  app.get<{ Querystring: HealthContentQuery }>(
    base,
    {
      onRequest: read,
      schema: {
        summary: 'Health articles and videos, newest first ("contents list", "movie list")',
        description:
          'kind: article or video (both when left out). Pass nextBefore as before for the next page. A kind, ' +
          'before or rows out of range: 400 M0187.',
        tags,
        security,
        querystring: healthContentQuerySchema,
        response: { 200: pageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<HealthContentPage> =>
      readHealthContentPage(db, requestLanguage(request), request.query),
  );

  app.get<{ Params: { contentId: number } }>(
    `${base}/:contentId`,
    {
      onRequest: read,
      schema: {
        summary: 'One article (sanitized simple HTML) or video (its address); none such: 404 M1234',
        tags,
        security,
        params: healthContentParamsSchema,
        querystring: { type: 'object', properties: { lang: { type: 'string', maxLength: 16 } } },
        response: { 200: detailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<HealthContentDetail> => {
      const content = await readHealthContent(db, requestLanguage(request), request.params.contentId);
      if (!content) throw new ApiError(404, errorCodes.healthContentNotFound);
      return content;
    },
  );
};
