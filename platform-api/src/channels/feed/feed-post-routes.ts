import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  activityShareInputSchema,
  boardPostInputSchema,
  feedParamsSchema,
  feedQuerySchema,
  isShareableActivity,
  type ActivityShareInput,
  type BoardPostInput,
  type FeedPage,
  type PostedFeed,
} from 'shared-kernel/isomorphic';
import { principalOf, requireUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import { ApiError } from '../../platform/http/api-error';
import { errorResponses } from '../../platform/http/error-envelope';
import type { FloodGuard } from '../../platform/http/flood-limits';
import { languageQuerySchema, requestLanguage } from '../../platform/http/language';
import { activityDataOf } from './activity-data';
import { postBoard, postShare, requireShareChannels } from './feed-posting';
import { readFeedPage, readVisiblePost, type FeedPageQuery } from './feed-reads';
import { deletePost } from './feed-reactions';
import { feedPageSchema, feedPostSchema, postedFeedSchema } from './feed-schemas';
import type { FeedRoutesOptions } from '../channel-common/route-kit';

const tags = ['feed'];

/**
 * 400 M1118 for an activity code that cannot be shared, whatever else the body holds: the schema alone would
 * answer M0187, because its `oneOf` of reference shapes fails before the code's own rule is looked at.
 */
async function refuseUnshareableActivity(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  const activity =
    typeof body === 'object' && body !== null && 'activity' in body ? body.activity : undefined;
  const actCode =
    typeof activity === 'object' && activity !== null && 'actCode' in activity ? activity.actCode : undefined;
  if (typeof actCode === 'string' && !isShareableActivity(actCode))
    throw new ApiError(400, 'M1118', { field: 'activity.actCode' });
}
const base = '/api/feed';

/** The feed itself: pages, one post, posting (board and activity shares) and deleting. */
export const feedPostRoutes: FastifyPluginAsync<FeedRoutesOptions & { floods: FloodGuard }> = async (
  app,
  { db, authenticateUser, now, floods },
) => {
  const read = requireUser(authenticateUser, scopes.read);
  const write = requireUser(authenticateUser, scopes.write);
  const readSecurity = [{ bearer: [scopes.read] }];
  const writeSecurity = [{ bearer: [scopes.write] }];

  app.get<{ Querystring: FeedPageQuery }>(
    base,
    {
      onRequest: read,
      schema: {
        summary: 'A page of the caller’s feed: every channel they are a member of (or chnSn), newest first',
        description:
          'Posts the caller hid are left out. actCode filters by activity codes (comma-separated). Pass the ' +
          'answer’s nextCursor as cursor for the next page (stable while new posts arrive); a cursor the API ' +
          'did not make: 400 M0187. A chnSn that is not the caller’s channel: 404 M0105.',
        tags,
        security: readSecurity,
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<FeedPage> => readFeedPage(db, principalOf(request).userId, request.query),
  );

  app.get<{ Params: { feedSn: number; chnSn: number } }>(
    `${base}/:feedSn/:chnSn`,
    {
      onRequest: read,
      schema: {
        summary: 'One post in one channel; not a current member of that channel, or no such post: 404 M0044',
        tags,
        security: readSecurity,
        params: feedParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: feedPostSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      readVisiblePost(db, principalOf(request).userId, request.params.feedSn, request.params.chnSn),
  );

  app.delete<{ Params: { feedSn: number; chnSn: number } }>(
    `${base}/:feedSn/:chnSn`,
    {
      onRequest: write,
      schema: {
        summary:
          'Deletes the post from that channel for everyone: its author or the manager (else 403 M0105)',
        tags,
        security: writeSecurity,
        params: feedParamsSchema,
        querystring: languageQuerySchema,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePost(db, principalOf(request).userId, request.params.feedSn, request.params.chnSn, now());
      return reply.status(204).send();
    },
  );

  app.post<{ Body: BoardPostInput }>(
    base,
    {
      onRequest: write,
      preHandler: floods.limit('feedPosts'),
      schema: {
        summary: 'Posts a board post (title, text, background, up to 5 photos) into each chosen channel',
        description:
          'Members of each channel get notification 0008. A channel that is not the caller’s: 404 M0105 ' +
          '(chnSnList); an image that is not the caller’s upload of purpose board: 400 M0187 (imageIdList); ' +
          `more than 5: 400 M1116. ${floods.describe('feedPosts')}`,
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        body: boardPostInputSchema,
        response: { 201: postedFeedSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const feedList = await postBoard(db, principalOf(request).userId, request.body, now());
      return reply.status(201).send({ feedList } satisfies PostedFeed);
    },
  );

  app.post<{ Body: ActivityShareInput }>(
    `${base}/share`,
    {
      onRequest: write,
      preValidation: refuseUnshareableActivity,
      preHandler: floods.limit('feedPosts'),
      schema: {
        summary: 'Shares an activity (a life-log record, a routine day, a medication summary, a prediction)',
        description:
          'The server reads the named record of the caller itself and stores what the card shows. Not ' +
          'shareable (0003 summaries, 0009, 0010, 0001): 400 M1118. A channel that is not the caller’s: 404 ' +
          'M0105; one whose shareActList leaves the activity out: 409 M1117. A record that is not the caller’s: ' +
          '404 M0105; a routine day not all done: 409 M0187; no prediction result: 404 M0152. Counted with ' +
          `the board posts. ${floods.describe('feedPosts')}`,
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        body: activityShareInputSchema,
        response: { 201: postedFeedSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { userId } = principalOf(request);
      const { chnSnList, activity, feedCn } = request.body;
      const at = now();
      await requireShareChannels(db, userId, chnSnList, activity.actCode);
      const actData = await activityDataOf(db, userId, activity, { at, language: requestLanguage(request) });
      const feedList = await postShare(
        db,
        userId,
        { chnSnList, feedCn, actCode: activity.actCode },
        actData,
        at,
      );
      return reply.status(201).send({ feedList } satisfies PostedFeed);
    },
  );
};
