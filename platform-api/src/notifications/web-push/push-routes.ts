import type { FastifyPluginAsync } from 'fastify';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema, requestLanguage } from '../../platform/http/language';
import { allowedEndpoint, type EndpointPolicy } from './push-endpoints';
import { maxDevicesPerPerson, removeSubscription, saveSubscription } from './push-subscriptions';
import type { VapidKeys } from './vapid-keys';

export interface PushRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  keys: () => Promise<VapidKeys>;
  policy: EndpointPolicy;
}

const tags = ['notifications'];
const base = '/api/push';
const base64url = '^[A-Za-z0-9_-]+={0,2}$';

const endpointSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 2048,
  description: 'The push service URL the browser gave (`PushSubscription.endpoint`): public HTTPS only',
} as const;

interface SubscriptionBody {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** What `PushSubscription.toJSON()` gives. */
const subscriptionSchema = {
  type: 'object',
  required: ['endpoint', 'keys'],
  additionalProperties: false,
  properties: {
    endpoint: endpointSchema,
    expirationTime: {
      type: ['number', 'null'],
      description: 'Ignored: the push service says when it is gone',
    },
    keys: {
      type: 'object',
      required: ['p256dh', 'auth'],
      additionalProperties: false,
      properties: {
        p256dh: {
          type: 'string',
          maxLength: 128,
          pattern: base64url,
          description: 'P-256 public key, base64url',
        },
        auth: { type: 'string', maxLength: 64, pattern: base64url, description: '16-byte secret, base64url' },
      },
    },
  },
} as const;

const savedSchema = {
  type: 'object',
  required: ['pushSubSn'],
  properties: { pushSubSn: { type: 'integer', description: "This browser's subscription" } },
} as const;

/** The keys of a subscription RFC 8291 can encrypt to: a P-256 point, uncompressed, and a 16-byte secret. */
function checkKeys(keys: SubscriptionBody['keys']): void {
  const publicKey = Buffer.from(keys.p256dh, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 4) {
    throw new ApiError(400, errorCodes.invalidRequest, { field: 'keys.p256dh' });
  }
  if (Buffer.from(keys.auth, 'base64url').length !== 16) {
    throw new ApiError(400, errorCodes.invalidRequest, { field: 'keys.auth' });
  }
}

/** Web Push (issue 29): the key browsers subscribe with, and each browser's subscription. */
export const pushRoutes: FastifyPluginAsync<PushRoutesOptions> = async (
  app,
  { db, authenticateUser, now, keys, policy },
) => {
  const read = requireUser(authenticateUser, scopes.read);
  const write = requireUser(authenticateUser, scopes.write);

  app.get(
    `${base}/key`,
    {
      onRequest: read,
      schema: {
        summary: 'The VAPID public key a browser subscribes with (`applicationServerKey`)',
        tags,
        security: [{ bearer: [scopes.read] }],
        querystring: languageQuerySchema,
        response: {
          200: {
            type: 'object',
            required: ['publicKey'],
            properties: { publicKey: { type: 'string', description: 'base64url, uncompressed P-256 point' } },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async () => ({ publicKey: (await keys()).publicKey }),
  );

  app.post<{ Body: SubscriptionBody }>(
    `${base}/subscriptions`,
    {
      onRequest: write,
      schema: {
        summary: 'Receive pushes on this browser',
        description:
          `201 for a new browser, 200 for one already subscribed (the same endpoint is one device, now the caller's). ` +
          `At most ${maxDevicesPerPerson} browsers a person: the least recently used gives way. Pushes are written ` +
          'in the language of the request. An endpoint that is not public HTTPS (a private or loopback address, a ' +
          'name of the local network) is refused with 400 M0187.',
        tags,
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        body: subscriptionSchema,
        response: {
          200: savedSchema,
          201: savedSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = principalOf(request);
      const { endpoint, keys: browserKeys } = request.body;
      if (!allowedEndpoint(endpoint, policy)) {
        throw new ApiError(400, errorCodes.invalidRequest, { field: 'endpoint' });
      }
      checkKeys(browserKeys);
      const saved = await saveSubscription(
        db,
        {
          userId,
          sessionId,
          endpoint,
          p256dh: browserKeys.p256dh,
          auth: browserKeys.auth,
          language: requestLanguage(request),
        },
        now(),
      );
      return reply.status(saved.created ? 201 : 200).send({ pushSubSn: saved.pushSubSn });
    },
  );

  app.delete<{ Body: { endpoint: string } }>(
    `${base}/subscriptions`,
    {
      onRequest: write,
      schema: {
        summary: 'Stop pushes to this browser',
        description: '204 whether or not the caller had subscribed this endpoint.',
        tags,
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        body: {
          type: 'object',
          required: ['endpoint'],
          additionalProperties: false,
          properties: { endpoint: endpointSchema },
        },
        response: {
          204: { type: 'null', description: 'Not subscribed any more' },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      await removeSubscription(db, principalOf(request).userId, request.body.endpoint);
      return reply.status(204).send();
    },
  );
};
