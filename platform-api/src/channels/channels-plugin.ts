import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticateUser } from '../platform/auth/bearer-auth';
import type { Database } from '../platform/database/database';
import type { FloodGuard } from '../platform/http/flood-limits';
import type { RateLimits } from '../platform/http/rate-limits';
import type { SmsGateway } from '../platform/sms/sms-gateway';
import { blockingRoutes } from './blocking/blocking-routes';
import { feedRoutes } from './feed/feed-plugin';
import { healthContentRoutes } from './health-content/health-content-routes';
import type { ImageStore } from './images/image-store';
import { inquiryRoutes } from './inquiries/inquiry-routes';
import { channelRoutes } from './channel-management/channel-routes';
import { invitationOptOutRoute } from './participants/invitation-optout-route';
import {
  defaultInvitationTextLimits,
  type InvitationTextLimits,
} from './participants/invitation-text-limits';
import { participantRoutes } from './participants/participant-routes';
import { imageRoutes } from './images/image-routes';
import {
  defaultUnusedImageIntervalMs,
  startUnusedImageCleaner,
  type UnusedImageCleaner,
} from './images/unused-images';

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
  /** Requests allowed per IP address: the open call of an invitation text's link counts as an open call. */
  rateLimits: RateLimits;
  /** Invitation texts and number lookups allowed (issue 34); `defaultInvitationTextLimits` where not given. */
  invitationTextLimits?: Partial<InvitationTextLimits>;
  /** Removing uploads never attached, a day old: every hour by default; false: not run (tests drive it). */
  unusedImages?: { intervalMs: number } | false;
}

/**
 * Channels, the family feed, images and the feedback board (issue 14): `/api/channel`, `/api/feed`,
 * `/api/files`, `/api/service/act/history`, `/api/service/inqry`, blocking (`/api/user/block`) and the channel
 * marks of `/api/service/noti`.
 */
export const channelsPlugin: FastifyPluginAsync<ChannelsPluginOptions> = async (app, given) => {
  const options = {
    ...given,
    invitationTextLimits: { ...defaultInvitationTextLimits, ...given.invitationTextLimits },
  };
  await app.register(inquiryRoutes, options);
  await app.register(channelRoutes, options);
  await app.register(participantRoutes, options);
  await app.register(invitationOptOutRoute, options);
  await app.register(feedRoutes, options);
  await app.register(healthContentRoutes, options);
  await app.register(blockingRoutes, options);
  await app.register(imageRoutes, options);
  if (options.unusedImages === false) return;
  const intervalMs = options.unusedImages?.intervalMs ?? defaultUnusedImageIntervalMs;
  let cleaner: UnusedImageCleaner | undefined;
  app.addHook('onReady', async () => {
    cleaner = startUnusedImageCleaner({
      db: options.db,
      images: options.images,
      now: options.now,
      intervalMs,
      log: app.log.child({ module: 'unused-images' }),
    });
  });
  // Before the onClose hooks, which may close the database (main.ts): a run under way finishes first.
  app.addHook('preClose', async () => cleaner?.stop());
};
