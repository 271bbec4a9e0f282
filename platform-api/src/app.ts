import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountsPlugin, type HashingConcurrency, type ScryptCost } from './accounts';
import {
  channelsPlugin,
  createDirectoryImageStore,
  leaveEveryChannel,
  type ChannelsPluginOptions,
  type ImageStore,
} from './channels';
import { lifelogPlugin, sendOutcome, type AppleHealthImportOptions } from './lifelog';
import { medicationPlugin } from './medication';
import { notificationsPlugin, type WebPushOptions } from './notifications';
import { appInfoRoutes } from './platform/app-info/app-info-routes';
import { registerMaintenanceGate } from './platform/app-info/maintenance-gate';
import { createAccessTokens } from './platform/auth/access-tokens';
import { createBearerAuth } from './platform/auth/bearer-auth';
import { scopes } from './platform/auth/scopes';
import type { ChatConfig } from './platform/config/config';
import type { Database } from './platform/database/database';
import { createRequestTransactions } from './platform/database/request-transactions';
import type { AdjustableClock } from './platform/dev-clock/adjustable-clock';
import { devClockRoutes } from './platform/dev-clock/dev-clock-routes';
import { registerErrorEnvelope, sendEnvelope } from './platform/http/error-envelope';
import { createFailureLog } from './platform/http/failure-log';
import { createFloodGuard } from './platform/http/flood-limits';
import { healthRoutes } from './platform/http/health-route';
import { registerIdempotency } from './platform/http/idempotency';
import { badUrlError, registerInputGuard } from './platform/http/input-guard';
import {
  createRateLimitCounters,
  databaseRateLimitStore,
  defaultFloodLimits,
  defaultRateLimits,
  type FloodLimits,
  type RateLimits,
} from './platform/http/rate-limits';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { createApiMetrics, metricsOff } from './platform/observability/api-metrics';
import { registerMetrics } from './platform/observability/metrics-route';
import { createValidatorCompiler } from './platform/http/validator-compiler';
import { createDevSmsOutbox, devSmsOutboxRoutes } from './platform/sms/dev-sms-outbox';
import { createSolapiSmsGateway } from './platform/sms/solapi-sms-gateway';
import type { SmsConfig } from './platform/sms/sms-gateway';
import { predictionsPlugin } from './predictions';
import { routinesPlugin } from './routines';

export interface AppOptions {
  db: Database;
  /** HS256 key of the access tokens (see `resolveTokenSecret`). */
  tokenSecret: Uint8Array;
  /** Allowed browser origins; by default any http://localhost or http://127.0.0.1 port. */
  corsOrigins?: readonly string[];
  /** Requests allowed per IP address (or user); `defaultRateLimits` where not given. */
  rateLimits?: Partial<RateLimits>;
  /**
   * Per person, a minute's and a day's posts, comments, likes, board entries, channel creations and uploads;
   * `defaultFloodLimits` where not given.
   */
  floodLimits?: Partial<FloodLimits>;
  /** Where verification codes go; the dev outbox by default. */
  sms?: SmsConfig;
  log?: { level?: string; stream?: { write(line: string): void } };
  /** The clock of tokens, verification codes, agreements and ages; the system clock by default. */
  now?: () => Date;
  /**
   * Development only: `GET /api/dev/sms-outbox` shows the dev outbox's messages (verification codes) to callers
   * on this machine. Off by default; `npm start` turns it on (DEV_SMS_OUTBOX=on), and a warning is logged.
   */
  devSmsOutbox?: boolean;
  /** Which engine answers the AI chat; the offline engine (no network) by default. */
  chat?: ChatConfig;
  /** The dose reminder and missed-dose scheduler: every 30 s by default; false: not run (tests drive it). */
  doseAlerts?: { intervalMs: number } | false;
  /**
   * Web Push: VAPID keys (generated once and kept in the database when not given), the contact a push service sees
   * (`mailto:` or `https:`; the app's origin when it is https), and the outbox sender (every 5 s by default; false:
   * not run, tests drive it). Loopback endpoints are refused unless a test allows its stand-in.
   */
  webPush?: Partial<WebPushOptions>;
  /** Development only: the API's time is this clock's, which `/api/dev/clock/advance` moves forward. */
  devClock?: AdjustableClock;
  /** Where uploaded images are kept; a directory under the system's temporary directory by default. */
  images?: ImageStore;
  /** Removing uploads never attached, a day old: every hour by default; false: not run (tests drive it). */
  unusedImages?: { intervalMs: number } | false;
  /** The app's public address, for links sent outside the app (invitation texts). */
  appOrigin?: string;
  /** Invitation texts and number lookups allowed (issue 34); `defaultInvitationTextLimits` where not given. */
  invitationTextLimits?: ChannelsPluginOptions['invitationTextLimits'];
  /**
   * The scrypt cost of new password hashes: the production cost (`productionScryptCost`) by default. Only tests
   * lower it, to save seconds; stored hashes carry their own cost, so any of them still verifies.
   */
  passwordHashing?: ScryptCost;
  /** How many password hashes run at once and wait (`defaultHashingConcurrency` by default; benches change it). */
  passwordHashingConcurrency?: HashingConcurrency;
  /**
   * The proxies in front of the API (TRUST_PROXY, see config.ts): their X-Forwarded-For, -Proto and -Host make
   * `request.ip`, `request.protocol` and `request.host`. None by default: those headers are ignored.
   */
  trustProxy?: string[];
  /** Prometheus metrics at `GET /metrics` for the bearer of `token` (METRICS_TOKEN); off when not given. */
  metrics?: { token: string };
  /** The redirect URIs a native host may name in `POST /oauth/authorize` (OAUTH_REDIRECT_URIS, see config.ts). */
  oauthRedirectUris?: readonly string[];
  /** Apple Health export imports (issue 31.3): upload directory, size limits, the background worker. */
  appleHealthImport?: AppleHealthImportOptions;
}

const localOrigin = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** The FHIR API's paths: `/fhir`, `/fhir/…`, `/fhir?…`. */
const isFhirPath = (url: string) => /^\/fhir(?:[/?]|$)/.test(url);

/** The API, ready for `listen` or `inject`: the platform's plugins, then one plugin per domain. */
export function createApp(options: AppOptions): FastifyInstance {
  const { sms = { kind: 'dev-outbox' }, chat = { engine: 'offline' }, devClock } = options;
  const metrics = options.metrics ? createApiMetrics() : metricsOff;
  const transactions = createRequestTransactions(metrics.instrumentDatabase(options.db));
  const { db } = transactions;
  const now = devClock?.now ?? options.now ?? (() => new Date());
  const rateLimits = { ...defaultRateLimits, ...options.rateLimits };
  const appOrigin = options.appOrigin ?? 'http://localhost:8080';
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
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    // FHIR clients join a base URL that ends in a slash: `POST /fhir/` is the batch endpoint `POST /fhir`.
    routerOptions: { ignoreTrailingSlash: true },
    // A path that does not decode (`%ED%A0%80`, a lone surrogate) is refused as any unstorable input is; under
    // /fhir as the OperationOutcome every FHIR error is (the FHIR plugin's own handlers never see it).
    frameworkErrors: (error, request, reply) =>
      isFhirPath(request.url)
        ? sendOutcome(request, reply, badUrlError(error))
        : sendEnvelope(request, reply, badUrlError(error)),
  });
  app.setValidatorCompiler(createValidatorCompiler());
  app.decorateRequest('principal', null);
  const accessTokens = createAccessTokens(options.tokenSecret, now);
  const authenticateUser = createBearerAuth(accessTokens);
  const smsGateway =
    sms.kind === 'solapi'
      ? createSolapiSmsGateway(sms)
      : createDevSmsOutbox(db, app.log.child({ module: 'sms' }), now);
  // Rate-limit counters in the database: every instance on it shares them (issue 15).
  const rateLimitCounters = createRateLimitCounters(db, now);

  const logFailure = createFailureLog(now);
  registerErrorEnvelope(app, logFailure);
  registerInputGuard(app);
  registerSecurityHeaders(app);
  registerIdempotency(app, { transactions, now });
  if (options.metrics) registerMetrics(app, metrics, options.metrics.token);
  app.register(cors, {
    origin: options.corsOrigins ? [...options.corsOrigins] : localOrigin,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Language-Code', 'Idempotency-Key'],
  });
  app.after(() => registerMaintenanceGate(app, db, now));
  app.register(formbody);
  app.register(rateLimit, { global: false, store: databaseRateLimitStore(rateLimitCounters) });
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
                scopes: {
                  [scopes.read]: 'Read health records',
                  [scopes.write]: 'Write health records',
                  [scopes.platformTransfer]: 'Only: complete an account migrated from the older platform',
                },
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
  app.register(appInfoRoutes, { db, now });
  app.register(accountsPlugin, {
    db,
    now,
    accessTokens,
    authenticateUser,
    rateLimits,
    rateLimitCounters,
    sms: smsGateway,
    passwordHashing: options.passwordHashing,
    passwordHashingConcurrency: options.passwordHashingConcurrency,
    hashingMetrics: metrics.hashing,
    oauthRedirectUris: options.oauthRedirectUris,
    leaveEveryChannel,
  });
  app.register(lifelogPlugin, {
    db,
    authenticateUser,
    now,
    logFailure,
    appleHealthImport: options.appleHealthImport,
  });
  app.register(predictionsPlugin, { db, authenticateUser, now, chat });
  app.register(routinesPlugin, { db, authenticateUser, now });
  app.register(medicationPlugin, {
    db,
    authenticateUser,
    now,
    doseAlerts: options.doseAlerts,
    doseSchedulerMetrics: metrics.doseScheduler,
  });
  app.register(notificationsPlugin, {
    db,
    authenticateUser,
    now,
    streamMetrics: metrics.notificationStreams,
    pushMetrics: metrics.pushOutbox,
    webPush: {
      subject: appOrigin.startsWith('https://') ? appOrigin : 'mailto:webpush@localhost',
      allowLoopbackEndpoints: false,
      sender: { intervalMs: 5_000 },
      ...options.webPush,
    },
  });
  app.register(channelsPlugin, {
    db,
    authenticateUser,
    now,
    sms: smsGateway,
    images: options.images ?? createDirectoryImageStore(path.join(tmpdir(), 'family-health-images')),
    appOrigin,
    rateLimits,
    invitationTextLimits: options.invitationTextLimits,
    unusedImages: options.unusedImages,
    floods: createFloodGuard(rateLimitCounters, { ...defaultFloodLimits, ...options.floodLimits }),
  });
  if (sms.kind === 'dev-outbox' && options.devSmsOutbox) {
    app.log.warn('dev SMS outbox readable at GET /api/dev/sms-outbox from this machine (DEV_SMS_OUTBOX=on)');
    app.register(devSmsOutboxRoutes, { db });
  }
  if (devClock) app.register(devClockRoutes, { clock: devClock });
  return app;
}
