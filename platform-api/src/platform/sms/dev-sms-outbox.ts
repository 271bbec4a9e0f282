import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mobilePhoneSchema } from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../database/database';
import { ApiError } from '../http/api-error';
import { errorCodes } from '../http/error-codes';
import { errorResponses } from '../http/error-envelope';
import type { SmsGateway } from './sms-gateway';

/**
 * The development gateway: keeps every message in `dev_sms_outbox` and logs it, so that a developer (or a
 * test) reads the code there instead of on a phone. Production refuses it (see `readConfig`).
 */
export function createDevSmsOutbox(db: Queryable, log: FastifyBaseLogger, now: () => Date): SmsGateway {
  return {
    async send({ to, text, authCode }) {
      await db.query(
        'INSERT INTO dev_sms_outbox (mobile_phone, text, auth_code, sent_at) VALUES ($1, $2, $3, $4)',
        [to, text, authCode, now()],
      );
      log.info({ mobilePhone: to, text }, 'dev SMS outbox: message kept instead of sent');
    },
  };
}

interface OutboxMessage {
  mobilePhone: string;
  text: string;
  /** null: a text without a code (a channel invitation). */
  authCode: string | null;
  sentAt: string;
}

const shownMessages = 50;

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
const loopbackAddress = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/** The names a page on this machine reaches the API by; another name (DNS rebinding) is not this machine. */
const loopbackHost = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(?::\d+)?$/i;

/** The addresses of X-Forwarded-For, client first; an entry that is no address is no loopback one either. */
function forwardedFor(request: FastifyRequest): string[] {
  const header = request.headers['x-forwarded-for'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * Only a caller on this machine reads the outbox: the connection's address, every address the request was
 * forwarded for, and the host it asked for are loopback ones. Else 403 M1143. Behind the app server's proxy the
 * connection is always loopback: the client is the forwarded address, `request.ip` when TRUST_PROXY trusts the
 * proxy. The header is read here whether trusted or not (`request.ip` is always one of these addresses), so that a
 * phone on the network never reads the codes through the proxy, even of an API started without TRUST_PROXY.
 */
function requireLoopback(request: FastifyRequest): void {
  const addresses = [request.socket.remoteAddress ?? '', ...forwardedFor(request)];
  const host = request.headers.host ?? '';
  if (!addresses.every((address) => loopbackAddress.test(address)) || !loopbackHost.test(host))
    throw new ApiError(403, errorCodes.loopbackOnly);
}

/**
 * `GET /api/dev/sms-outbox`: what the dev outbox "sent", newest first. Registered only with the dev outbox and
 * when asked for (`devSmsOutbox`, DEV_SMS_OUTBOX=on), answering only callers on this machine.
 */
export const devSmsOutboxRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Querystring: { mobilePhone?: string; lang?: string } }>(
    '/api/dev/sms-outbox',
    {
      onRequest: async (request) => requireLoopback(request),
      schema: {
        summary: 'Messages of the development SMS outbox (development only, from this machine only)',
        tags: ['dev'],
        querystring: {
          type: 'object',
          properties: {
            mobilePhone: mobilePhoneSchema,
            lang: { type: 'string', maxLength: 16 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['messages'],
            properties: {
              messages: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['mobilePhone', 'text', 'authCode', 'sentAt'],
                  properties: {
                    mobilePhone: { type: 'string' },
                    text: { type: 'string' },
                    authCode: {
                      type: ['string', 'null'],
                      description: 'The verification code; null for a text without one (an invitation)',
                    },
                    sentAt: { type: 'string', format: 'date-time' },
                  },
                },
              },
            },
          },
          ...errorResponses(400, 403),
        },
      },
    },
    async (request) => {
      const { mobilePhone } = request.query;
      const messages = await db.query<OutboxMessage>(
        `SELECT mobile_phone AS "mobilePhone", text, auth_code AS "authCode",
                to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "sentAt"
         FROM dev_sms_outbox WHERE $1::text IS NULL OR mobile_phone = $1
         ORDER BY id DESC LIMIT ${shownMessages}`,
        [mobilePhone ?? null],
      );
      return { messages };
    },
  );
};
