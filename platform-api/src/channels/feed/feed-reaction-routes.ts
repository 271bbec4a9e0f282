import type { FastifyPluginAsync } from 'fastify';
import {
  commentInputSchema,
  commentParamsSchema,
  feedParamsSchema,
  hideInputSchema,
  likeInputSchema,
  type CommentInput,
  type FeedCommentList,
  type HideInput,
  type LikeInput,
} from 'shared-kernel/isomorphic';
import { principalOf, requireUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import { ApiError } from '../../platform/http/api-error';
import { errorResponses } from '../../platform/http/error-envelope';
import type { FloodGuard } from '../../platform/http/flood-limits';
import { languageQuerySchema } from '../../platform/http/language';
import { newNotificationCountSchema } from '../../notifications';
import { addComment, deleteComment, listComments } from './feed-comments';
import type { FeedRoutesOptions } from '../channel-common/route-kit';
import { readVisiblePost } from './feed-reads';
import { likeUsers, markPostNotificationsRead, markPostRead, setHidden, setLike } from './feed-reactions';
import {
  feedCommentListSchema,
  feedCommentSchema,
  feedPostSchema,
  likeStateSchema,
  likeUserListSchema,
} from './feed-schemas';

const tags = ['feed'];
const post = '/api/feed/:feedSn/:chnSn';
const notFound = 'Not a current member of the channel, or no such post (or comment): 404 M0044.';

type PostParams = { feedSn: number; chnSn: number };
type CommentParams = PostParams & { comtSn: number };

/** What members do with a post: comments and replies, likes, hiding, reading, and their notifications. */
export const feedReactionRoutes: FastifyPluginAsync<FeedRoutesOptions & { floods: FloodGuard }> = async (
  app,
  { db, authenticateUser, now, floods },
) => {
  const read = requireUser(authenticateUser, scopes.read);
  const write = requireUser(authenticateUser, scopes.write);
  const readSecurity = [{ bearer: [scopes.read] }];
  const writeSecurity = [{ bearer: [scopes.write] }];

  app.get<{ Params: PostParams }>(
    `${post}/comt`,
    {
      onRequest: read,
      schema: {
        summary: 'The post’s comments, oldest first, each followed by its replies',
        description: notFound,
        tags,
        security: readSecurity,
        params: feedParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: feedCommentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<FeedCommentList> => ({
      comtList: await listComments(
        db,
        principalOf(request).userId,
        request.params.feedSn,
        request.params.chnSn,
      ),
    }),
  );

  app.post<{ Params: PostParams; Body: CommentInput }>(
    `${post}/comt`,
    {
      onRequest: write,
      preHandler: floods.limit('comments'),
      schema: {
        summary: 'Comments on the post, or replies to a comment (upperComtSn; replies are one level deep)',
        description:
          'The post’s author gets notification 0005, the replied comment’s author 0006 (never the writer). ' +
          `${notFound} ${floods.describe('comments')}`,
        tags,
        security: writeSecurity,
        params: feedParamsSchema,
        querystring: languageQuerySchema,
        body: commentInputSchema,
        response: { 201: feedCommentSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(db, principalOf(request).userId, request.params, request.body, now())),
  );

  app.delete<{ Params: CommentParams }>(
    `${post}/comt/:comtSn`,
    {
      onRequest: write,
      schema: {
        summary: 'Deletes a comment and its replies: its writer or the manager (else 403 M0105)',
        description: notFound,
        tags,
        security: writeSecurity,
        params: commentParamsSchema,
        querystring: languageQuerySchema,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteComment(db, principalOf(request).userId, request.params, now());
      return reply.status(204).send();
    },
  );

  app.put<{ Params: PostParams; Body: LikeInput }>(
    `${post}/like`,
    {
      onRequest: write,
      preHandler: floods.limit('likes'),
      schema: {
        summary: 'Likes (Y) or unlikes (N) the post; twice the same changes nothing',
        description:
          `The author gets notification 0007 once per person. ${notFound} Liking and unliking count ` +
          `alike. ${floods.describe('likes')}`,
        tags,
        security: writeSecurity,
        params: feedParamsSchema,
        querystring: languageQuerySchema,
        body: likeInputSchema,
        response: { 200: likeStateSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => setLike(db, principalOf(request).userId, request.params, request.body.likeAt, now()),
  );

  app.get<{ Params: PostParams }>(
    `${post}/like/users`,
    {
      onRequest: read,
      schema: {
        summary: 'Who liked the post, newest first',
        description: notFound,
        tags,
        security: readSecurity,
        params: feedParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: likeUserListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      likeUsers(db, principalOf(request).userId, request.params.feedSn, request.params.chnSn),
  );

  app.put<{ Params: PostParams; Body: HideInput }>(
    `${post}/hide`,
    {
      onRequest: write,
      schema: {
        summary: 'Hides the post from the caller’s feed (Y) or shows it again (N)',
        description: notFound,
        tags,
        security: writeSecurity,
        params: feedParamsSchema,
        querystring: languageQuerySchema,
        body: hideInputSchema,
        response: { 200: feedPostSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      await setHidden(db, userId, request.params, request.body.hideAt, now());
      return readVisiblePost(db, userId, request.params.feedSn, request.params.chnSn);
    },
  );

  app.put<{ Params: PostParams }>(
    `${post}/read`,
    {
      onRequest: write,
      schema: {
        summary: 'Marks the post read for the caller',
        description: `${notFound} Marking failed: 500 M0058.`,
        tags,
        security: writeSecurity,
        params: feedParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: feedPostSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      try {
        await markPostRead(db, userId, request.params, now());
      } catch (error) {
        if (error instanceof ApiError) throw error;
        request.log.error({ err: error }, 'marking a post read failed');
        throw new ApiError(500, 'M0058');
      }
      return readVisiblePost(db, userId, request.params.feedSn, request.params.chnSn);
    },
  );

  const markSummary =
    'Marks read the caller’s notifications that open this post (new post, comments, replies, likes); the ' +
    'unread count left';

  app.get<{ Params: PostParams }>(
    '/api/service/noti/feed/:feedSn/:chnSn',
    {
      onRequest: write,
      schema: {
        summary: markSummary,
        tags: ['notifications'],
        security: writeSecurity,
        params: feedParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: newNotificationCountSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => markPostNotificationsRead(db, principalOf(request).userId, request.params, now()),
  );

  app.get<{ Params: CommentParams }>(
    '/api/service/noti/comt/:feedSn/:chnSn/:comtSn',
    {
      onRequest: write,
      schema: {
        summary: `${markSummary} (opened from a comment)`,
        tags: ['notifications'],
        security: writeSecurity,
        params: commentParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: newNotificationCountSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => markPostNotificationsRead(db, principalOf(request).userId, request.params, now()),
  );
};
