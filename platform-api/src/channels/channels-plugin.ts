import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticateUser } from '../platform/auth/bearer-auth';
import type { Database } from '../platform/database/database';
import type { FloodGuard } from '../platform/http/flood-limits';
import type { SmsGateway } from '../platform/sms/sms-gateway';
import { feedRoutes } from './feed/feed-plugin';
import type { ImageStore } from './images/image-store';
import { inquiryRoutes } from './inquiries/inquiry-routes';
import { channelRoutes } from './channel-management/channel-routes';
import { participantRoutes } from './participants/participant-routes';
import { imageRoutes } from './images/image-routes';

export interface ChannelsPluginOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  /** Invitations to numbers without an account go out as text messages. */
  sms: SmsGateway;
  /** Where uploaded images' bytes are kept. */
  images: ImageStore;
  /** The app's public address, for the join link in an invitation text (e.g. http://localhost:8080). */
  appOrigin: string;
  /** Per-person limits of posts, comments, likes, board entries, channel creations and uploads. */
  floods: FloodGuard;
}

/**
 * Channels, the family feed, images and the feedback board (issue 14): `/api/channel`, `/api/feed`,
 * `/api/files`, `/api/service/act/history`, `/api/service/inqry` and the channel marks of `/api/service/noti`.
 */
export const channelsPlugin: FastifyPluginAsync<ChannelsPluginOptions> = async (app, options) => {
  await app.register(inquiryRoutes, options);
  await app.register(channelRoutes, options);
  await app.register(participantRoutes, options);
  await app.register(feedRoutes, options);
  await app.register(imageRoutes, options);
};
