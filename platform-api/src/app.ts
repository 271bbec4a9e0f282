import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAccessTokens } from './auth/access-tokens';
import { createBearerAuth } from './auth/bearer-auth';
import { revokeRoutes } from './auth/revoke-route';
import { tokenRoutes, type RateLimit } from './auth/token-route';
import type { Database } from './database/database';
import { registerErrorEnvelope } from './http/error-envelope';
import { healthRoutes } from './http/health-route';
import { userRoutes } from './users/user-route';

export interface AppOptions {
  db: Database;
  /** HS256 key of the access tokens (see `resolveTokenSecret`). */
  tokenSecret: Uint8Array;
  /** Allowed browser origins; by default any http://localhost or http://127.0.0.1 port. */
  corsOrigins?: readonly string[];
  /** Token requests allowed per IP address and username; 10 a minute by default. */
  tokenRateLimit?: RateLimit;
  log?: { level?: string; stream?: { write(line: string): void } };
  /** The clock of token issue and expiry and of ages; the system clock by default. */
  now?: () => Date;
}

const localOrigin = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

const defaultTokenRateLimit: RateLimit = { max: 10, timeWindowMs: 60_000 };

/** The API, ready for `listen` or `inject`. */
export function createApp(options: AppOptions): FastifyInstance {
  const { db, now = () => new Date() } = options;
  const app = Fastify({
    logger: {
      level: options.log?.level ?? 'info',
      ...(options.log?.stream ? { stream: options.log.stream } : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.body.password',
          'req.body.refresh_token',
          'req.body.token',
          // Database errors carry the statement's parameters, which may hold password hashes.
          'err.params',
        ],
        censor: '[redacted]',
      },
    },
    genReqId: () => randomUUID(),
  });
  const accessTokens = createAccessTokens(options.tokenSecret, now);

  registerErrorEnvelope(app);
  app.register(cors, {
    origin: options.corsOrigins ? [...options.corsOrigins] : localOrigin,
    allowedHeaders: ['Authorization', 'Content-Type', 'Language-Code'],
  });
  app.register(formbody);
  app.register(rateLimit, { global: false });
  app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Platform API', version: '0.1.0', description: 'Family health-care platform API' },
      components: {
        securitySchemes: {
          client: { type: 'http', scheme: 'basic', description: '`family-health-app` with an empty secret' },
          bearer: {
            type: 'oauth2',
            flows: {
              password: {
                tokenUrl: '/oauth/token',
                scopes: { 'phr.read': 'Read health records', 'phr.write': 'Write health records' },
              },
            },
          },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json['$id'] === 'string' ? json['$id'] : `def-${index}`,
    },
  });
  app.register(swaggerUi, { routePrefix: '/docs' });

  app.register(healthRoutes, { db });
  app.register(tokenRoutes, {
    db,
    accessTokens,
    now,
    rateLimit: options.tokenRateLimit ?? defaultTokenRateLimit,
  });
  app.register(revokeRoutes, { db, now });
  app.register(userRoutes, { db, authenticateUser: createBearerAuth(accessTokens), now });
  return app;
}
