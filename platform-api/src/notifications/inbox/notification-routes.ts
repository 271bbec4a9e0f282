import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import {
  notificationPageQuerySchema,
  notificationParamsSchema,
  type NotificationStreamEvent,
} from 'shared-kernel/isomorphic';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { specAlias, type AppRoute } from '../../platform/http/spec-alias';
import type { StreamMetrics } from '../../platform/observability/api-metrics';
import { createNotificationHub } from '../live-stream/notification-hub';
import {
  appNotificationSchema,
  newNotificationCountSchema,
  notificationPageSchema,
} from './notification-schemas';
import { listNotifications, markNotificationRead, unreadCount } from './notification-store';

export interface NotificationRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  /** How often an open stream gets a `: heartbeat` comment (and is checked against the database). */
  heartbeatMs?: number;
  /** Where the count of open streams is reported (`/metrics`); nowhere by default. */
  streamMetrics?: StreamMetrics;
}

const tags = ['notifications'];
const base = '/api/service/noti';
/** setTimeout's limit. */
const longestTimeoutMs = 2_147_483_647;

/** When the request's (already verified) access token expires, in ms since the epoch. */
function tokenExpiry(request: FastifyRequest): number | undefined {
  const [, token] = request.headers.authorization?.trim().split(/\s+/) ?? [];
  const exp = token ? decodeJwt(token).exp : undefined;
  return exp === undefined ? undefined : exp * 1000;
}

function serverSentEvent({ event, data }: NotificationStreamEvent): string {
  // JSON.stringify escapes line breaks, so the data is one `data:` line.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The notification centre of `/api/service/noti` (issue 13, spec section 7): list, read, count, live stream. */
export const notificationRoutes: FastifyPluginAsync<NotificationRoutesOptions> = async (
  app,
  { db, authenticateUser, now, heartbeatMs, streamMetrics },
) => {
  const read = requireUser(authenticateUser, scopes.read);
  const write = requireUser(authenticateUser, scopes.write);
  const readSecurity = [{ bearer: [scopes.read] }];
  const writeSecurity = [{ bearer: [scopes.write] }];
  const log = app.log.child({ module: 'notifications' });
  const hub = createNotificationHub({
    db,
    ...(heartbeatMs ? { heartbeatMs } : {}),
    ...(streamMetrics ? { metrics: streamMetrics } : {}),
    onError: (error) => log.error({ err: error }, 'notification stream update failed'),
  });
  // Before the server stops taking connections: an open stream would otherwise keep `close` waiting.
  app.addHook('preClose', () => hub.close());

  app.get<{ Querystring: { page: number; rows: number } }>(
    base,
    {
      onRequest: read,
      schema: {
        summary: 'The caller’s notifications, newest first',
        tags,
        security: readSecurity,
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, rows } = request.query;
      return { ...(await listNotifications(db, principalOf(request).userId, { page, rows })), page, rows };
    },
  );

  app.get(
    `${base}/newNotiCount`,
    {
      onRequest: read,
      schema: {
        summary: 'How many of the caller’s notifications are unread',
        tags,
        security: readSecurity,
        querystring: languageQuerySchema,
        response: { 200: newNotificationCountSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ newNotiCount: await unreadCount(db, principalOf(request).userId) }),
  );

  const markRead: AppRoute<{ Params: { notiSn: number } }> = {
    method: 'PUT',
    url: `${base}/:notiSn`,
    onRequest: write,
    schema: {
      summary: 'Marks one of the caller’s notifications read (again: no change); another person’s: 404',
      tags,
      security: writeSecurity,
      params: notificationParamsSchema,
      querystring: languageQuerySchema,
      response: { 200: appNotificationSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const notification = await markNotificationRead(
        db,
        principalOf(request).userId,
        request.params.notiSn,
        now(),
      );
      if (!notification) throw new ApiError(404, errorCodes.invalidAccess, { field: 'notiSn' });
      return notification;
    },
  };
  app.route(markRead);
  app.route(
    specAlias(markRead, {
      method: 'PUT',
      url: `${base}/:notiSn/:readAt`,
      specName: 'PUT /noti/{a}/{b}',
      schema: {
        params: {
          type: 'object',
          required: ['notiSn', 'readAt'],
          properties: {
            ...notificationParamsSchema.properties,
            readAt: {
              type: 'string',
              enum: ['Y'],
              description: 'The read state to put it in: Y (a notification is never made unread)',
            },
          },
        },
      },
      asOriginal: ({ params }) => ({ params: { notiSn: (params as { notiSn: number }).notiSn } }),
    }),
  );

  app.get(
    `${base}/stream`,
    {
      onRequest: read,
      schema: {
        summary:
          'Server-Sent Events: `count` first, then `noti` (AppNotification) and `count` on every change, ' +
          'a `: heartbeat` comment every 25 s; ends when the access token expires (reconnect with a new one)',
        tags,
        security: readSecurity,
        querystring: languageQuerySchema,
        produces: ['text/event-stream'],
        response: {
          200: {
            type: 'string',
            description:
              'event: count / event: noti lines, data: JSON (NewNotificationCount, AppNotification)',
          },
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const { userId } = principalOf(request);
      if (hub.streamCount(userId) >= hub.streamsPerUser) throw new ApiError(429, errorCodes.tryAgainLater);
      const body = new PassThrough();
      const unsubscribe = await hub.subscribe(userId, {
        send: (event) => body.write(serverSentEvent(event)),
        heartbeat: () => body.write(': heartbeat\n\n'),
        end: () => body.end(),
      });
      const expiresAt = tokenExpiry(request);
      const expiry =
        expiresAt === undefined
          ? undefined
          : setTimeout(
              () => body.end(),
              Math.min(Math.max(expiresAt - now().getTime(), 0), longestTimeoutMs),
            );
      expiry?.unref();
      const stop = () => {
        clearTimeout(expiry);
        unsubscribe();
        if (!body.writableEnded) body.end();
      };
      reply.raw.once('close', stop);
      body.once('end', stop);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(body);
    },
  );
};
