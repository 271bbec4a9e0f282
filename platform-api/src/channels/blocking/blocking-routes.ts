import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  blockInputSchema,
  blockResourceInputSchema,
  unblockQuerySchema,
  type BlockInput,
  type BlockResourceInput,
} from 'shared-kernel/isomorphic';
import { principalOf } from '../../platform/auth/bearer-auth';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { emptyObjectSchema } from '../../platform/http/schemas';
import { channelRouteKit, type FeedRoutesOptions } from '../channel-common/route-kit';
import { blockListSchema } from './blocking-schemas';
import { blockPerson, listBlocks, unblockPerson } from './blocks';
import { actOnResource } from './resources';

const tags = ['channels'];
const blockPath = '/api/user/block';
const silent =
  'The blocked person is not told: their invitations to the blocker are answered as any other and simply ' +
  'never reach the blocker; their posts, comments, likes and notifications leave the blocker’s feed, counts ' +
  'and notification centre.';

/** Blocking (spec section 7 `POST, PUT, GET, DELETE /user/block` and `POST /user/block/resource`). */
export const blockingRoutes: FastifyPluginAsync<FeedRoutesOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  const { read, write, readSecurity, writeSecurity } = channelRouteKit(authenticateUser, now);

  app.get(
    blockPath,
    {
      onRequest: read,
      schema: {
        summary: 'The people the caller blocked, last blocked first',
        tags,
        security: readSecurity,
        querystring: languageQuerySchema,
        response: { 200: blockListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listBlocks(db, principalOf(request).userId),
  );

  const block = {
    onRequest: write,
    schema: {
      description: silent,
      tags,
      security: writeSecurity,
      querystring: languageQuerySchema,
      body: blockInputSchema,
      response: { 200: blockListSchema, ...errorResponses(400, 401, 403, 404) },
    },
  };
  const blockBody = async (request: FastifyRequest<{ Body: BlockInput }>) => {
    const { userId } = principalOf(request);
    await blockPerson(db, userId, request.body.userId, now());
    return listBlocks(db, userId);
  };
  app.post<{ Body: BlockInput }>(
    blockPath,
    {
      ...block,
      schema: {
        ...block.schema,
        summary: 'Block a person (400 M1177 oneself, 404 M1178 no such account); the list after',
      },
    },
    blockBody,
  );
  app.put<{ Body: BlockInput }>(
    blockPath,
    {
      ...block,
      schema: { ...block.schema, summary: 'The same as POST, under the name the spec also gives it' },
    },
    blockBody,
  );

  app.delete<{ Querystring: { userId: string } }>(
    blockPath,
    {
      onRequest: write,
      schema: {
        summary: 'Unblock a person (one not blocked: nothing changes); the list after',
        description:
          'Everything of theirs shows again as it was, the invitations they sent meanwhile included.',
        tags,
        security: writeSecurity,
        querystring: unblockQuerySchema,
        response: { 200: blockListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      await unblockPerson(db, userId, request.query.userId);
      return listBlocks(db, userId);
    },
  );

  app.post<{ Body: BlockResourceInput }>(
    `${blockPath}/resource`,
    {
      onRequest: write,
      schema: {
        summary:
          'Hide a post or comment from oneself, or report it to the operator (which hides it too): 404 M0044 ' +
          'not visible, 400 M1179 one’s own, 409 M1176 reported already, 400 M0166 a report without its reason',
        description:
          'comtSn null names the post (its copy in chnSn), else one of its comments, whose replies go with it. ' +
          'A report needs reasonCode (spam, abuse, other) and, for other, reasonText. The author is not told.',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        body: blockResourceInputSchema,
        response: { 200: emptyObjectSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await actOnResource(db, principalOf(request).userId, request.body, now());
      return {};
    },
  );
};
