import type { FastifyRequest } from 'fastify';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import type { ChannelActor } from '../channel-management/channel-rules';

/** What the feed's routes take. */
export interface FeedRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
}

/** What every `/api/channel` route takes: the scope checks, their OpenAPI security, and who acts when. */
export function channelRouteKit(authenticateUser: AuthenticateUser, now: () => Date) {
  return {
    read: requireUser(authenticateUser, scopes.read),
    write: requireUser(authenticateUser, scopes.write),
    readSecurity: [{ bearer: [scopes.read] }],
    writeSecurity: [{ bearer: [scopes.write] }],
    actorOf: (request: FastifyRequest): ChannelActor => ({ userId: principalOf(request).userId, at: now() }),
    notMember: 'Not a member of an open channel: 404 M0105.',
  };
}
