import type { FastifyPluginAsync } from 'fastify';
import type { FloodGuard } from '../../platform/http/flood-limits';
import type { FeedRoutesOptions } from '../channel-common/route-kit';
import { feedPostRoutes } from './feed-post-routes';
import { feedReactionRoutes } from './feed-reaction-routes';

/**
 * The family feed (`/api/feed`) and the marks of `/api/service/noti/feed` and `/noti/comt`. A post is seen only
 * by the current members of its channel; everyone else gets 404 M0044, whatever they ask of it.
 */
export const feedRoutes: FastifyPluginAsync<FeedRoutesOptions & { floods: FloodGuard }> = async (
  app,
  options,
) => {
  await app.register(feedPostRoutes, options);
  await app.register(feedReactionRoutes, options);
};
