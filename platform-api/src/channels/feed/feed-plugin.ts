import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticateUser } from '../../platform/auth/bearer-auth';
import type { Database } from '../../platform/database/database';
import { feedPostRoutes } from './feed-post-routes';
import { feedReactionRoutes } from './feed-reaction-routes';

export interface FeedRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
}

/**
 * The family feed (`/api/feed`) and the marks of `/api/service/noti/feed` and `/noti/comt`. A post is seen only
 * by the current members of its channel; everyone else gets 404 M0044, whatever they ask of it.
 */
export const feedRoutes: FastifyPluginAsync<FeedRoutesOptions> = async (app, options) => {
  await app.register(feedPostRoutes, options);
  await app.register(feedReactionRoutes, options);
};
