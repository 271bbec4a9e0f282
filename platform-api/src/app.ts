import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { agreementsRoutes } from './accounts/account-settings/agreements-routes';
import { createChatEngine, type ChatConfig } from './predictions/ai-chat/chat-engine';
import { aiChatRoutes } from './predictions/ai-chat/chat-routes';
import { passwordRoutes } from './accounts/account-settings/password-routes';
import { serviceInfoRoutes } from './accounts/account-settings/service-info-routes';
import { unregisterRoute } from './accounts/account-settings/unregister-route';
import { createAccessTokens } from './platform/auth/access-tokens';
import { createBearerAuth } from './platform/auth/bearer-auth';
import { createPasswordHashing, type HashingConcurrency, type ScryptCost } from './accounts/login/password-hashing';
import { revokeRoutes } from './accounts/login/revoke-route';
import { scopes } from './platform/auth/scopes';
import { tokenRoutes } from './accounts/login/token-route';
import type { Database } from './platform/database/database';
import { createRequestTransactions } from './platform/database/request-transactions';
import { channelsPlugin } from './channels/channels-plugin';
import { createDirectoryImageStore, type ImageStore } from './channels/images/image-store';
import { deviceConnectionRoutes } from './lifelog/device-connection/device-connection-routes';
import { sendOutcome } from './lifelog/fhir/fhir-outcome';
import { fhirRoutes } from './lifelog/fhir/fhir-routes';
import { registerErrorEnvelope, sendEnvelope } from './platform/http/error-envelope';
import { healthRoutes } from './platform/http/health-route';
import { registerIdempotency } from './platform/http/idempotency';
import { badUrlError, registerInputGuard } from './platform/http/input-guard';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { createValidatorCompiler } from './platform/http/validator-compiler';
import {
  createRateLimitCounters,
  databaseRateLimitStore,
  defaultRateLimits,
  type RateLimits,
} from './platform/http/rate-limits';
import { indexGuideRoutes } from './lifelog/index-guides/index-guide-routes';
import { interestItemRoutes } from './lifelog/interest-items/interest-item-routes';
import {
  defaultDoseAlertIntervalMs,
  startDoseAlerts,
  type DoseAlertScheduler,
} from './medication/doses/dose-alerts';
import { medicationRoutes } from './medication/plans/medication-routes';
import { notificationRoutes } from './notifications/inbox/notification-routes';
import { platformTransferRoutes } from './accounts/platform-transfer/platform-transfer-routes';
import { predictionRoutes } from './predictions/risk-predictions/prediction-routes';
import { recoveryRoutes } from './accounts/recovery/recovery-routes';
import { registrationRoutes } from './accounts/registration/registration-routes';
import { routineRoutes } from './routines/health-goals/goal-routes';
import { sessionRoutes } from './accounts/sessions/session-routes';
import { sharedUserRoutes } from './accounts/shared-users/shared-user-routes';
import { createDevSmsOutbox, devSmsOutboxRoutes } from './platform/sms/dev-sms-outbox';
import type { AdjustableClock } from './platform/dev-clock/adjustable-clock';
import { devClockRoutes } from './platform/dev-clock/dev-clock-routes';
import { createHttpSmsGateway } from './platform/sms/http-sms-gateway';
import type { SmsConfig } from './platform/sms/sms-gateway';
import { userRoutes } from './accounts/users/user-route';
import { createPhoneVerifications } from './accounts/phone-verification/phone-verifications';
import { openVerificationRoutes, userVerificationRoutes } from './accounts/phone-verification/verification-routes';

export interface AppOptions {
  db: Database;
  /** HS256 key of the access tokens (see `resolveTokenSecret`). */
  tokenSecret: Uint8Array;
  /** Allowed browser origins; by default any http://localhost or http://127.0.0.1 port. */
  corsOrigins?: readonly string[];
  /** Requests allowed per IP address (or user); `defaultRateLimits` where not given. */
  rateLimits?: Partial<RateLimits>;
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
  /** Development only: the API's time is this clock's, which `/api/dev/clock/advance` moves forward. */
  devClock?: AdjustableClock;
  /** Where uploaded images are kept; a directory under the system's temporary directory by default. */
  images?: ImageStore;
  /** The app's public address, for links sent outside the app (invitation texts). */
  appOrigin?: string;
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
}

const localOrigin = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** The API, ready for `listen` or `inject`. */
/** The FHIR API's paths: `/fhir`, `/fhir/…`, `/fhir?…`. */
const isFhirPath = (url: string) => /^\/fhir(?:[/?]|$)/.test(url);

export function createApp(options: AppOptions): FastifyInstance {
  const { sms = { kind: 'dev-outbox' }, chat = { engine: 'offline' }, devClock } = options;
  const transactions = createRequestTransactions(options.db);
  const { db } = transactions;
  const now = devClock?.now ?? options.now ?? (() => new Date());
  const rateLimits = { ...defaultRateLimits, ...options.rateLimits };
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
    sms.kind === 'http'
      ? createHttpSmsGateway(sms)
      : createDevSmsOutbox(db, app.log.child({ module: 'sms' }), now);
  const verifications = createPhoneVerifications({ db, sms: smsGateway, now, log: app.log });
  const passwords = createPasswordHashing(options.passwordHashing, options.passwordHashingConcurrency);
  // Rate-limit counters in the database: every instance on it shares them (issue 15).
  const rateLimitCounters = createRateLimitCounters(db, now);

  registerErrorEnvelope(app);
  registerInputGuard(app);
  registerSecurityHeaders(app);
  registerIdempotency(app, { transactions, now });
  app.register(cors, {
    origin: options.corsOrigins ? [...options.corsOrigins] : localOrigin,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Language-Code', 'Idempotency-Key'],
  });
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
  app.register(tokenRoutes, { db, accessTokens, now, rateLimits, counters: rateLimitCounters, passwords });
  app.register(revokeRoutes, { db, now });
  app.register(registrationRoutes, { db, now, rateLimits, passwords });
  app.register(openVerificationRoutes, { db, verifications, rateLimits });
  app.register(recoveryRoutes, { db, now, rateLimits, passwords });
  app.register(userRoutes, { db, authenticateUser, now });
  app.register(userVerificationRoutes, { db, verifications, rateLimits, authenticateUser });
  app.register(platformTransferRoutes, { db, now, authenticateUser });
  app.register(passwordRoutes, { db, authenticateUser, rateLimits, passwords, now });
  app.register(sessionRoutes, { db, authenticateUser, now });
  app.register(serviceInfoRoutes, { db, now, authenticateUser });
  app.register(agreementsRoutes, { db, now, authenticateUser });
  app.register(unregisterRoute, { db, now, authenticateUser });
  app.register(fhirRoutes, { db, authenticateUser, now });
  app.register(indexGuideRoutes, { db, authenticateUser });
  app.register(interestItemRoutes, { db, authenticateUser, now });
  app.register(sharedUserRoutes, { db, authenticateUser, now, rateLimits });
  app.register(deviceConnectionRoutes, { db, authenticateUser, now });
  app.register(predictionRoutes, { db, authenticateUser, now });
  app.register(routineRoutes, { db, authenticateUser, now });
  app.register(medicationRoutes, { db, authenticateUser, now });
  app.register(notificationRoutes, { db, authenticateUser, now });
  app.register(channelsPlugin, {
    db,
    authenticateUser,
    now,
    sms: smsGateway,
    images: options.images ?? createDirectoryImageStore(path.join(tmpdir(), 'family-health-images')),
    appOrigin: options.appOrigin ?? 'http://localhost:8080',
  });
  const chatEngine = createChatEngine(chat, app.log.child({ module: 'ai-chat' }));
  app.register(aiChatRoutes, { db, authenticateUser, now, chatEngine });
  if (sms.kind === 'dev-outbox' && options.devSmsOutbox) {
    app.log.warn('dev SMS outbox readable at GET /api/dev/sms-outbox from this machine (DEV_SMS_OUTBOX=on)');
    app.register(devSmsOutboxRoutes, { db });
  }
  if (devClock) app.register(devClockRoutes, { clock: devClock });
  if (options.doseAlerts !== false) {
    const intervalMs = options.doseAlerts?.intervalMs ?? defaultDoseAlertIntervalMs;
    let doseAlerts: DoseAlertScheduler | undefined;
    app.addHook('onReady', async () => {
      doseAlerts = startDoseAlerts({ db, now, intervalMs, log: app.log.child({ module: 'dose-alerts' }) });
    });
    // Before the onClose hooks, which may close the database (main.ts): a run under way finishes first.
    app.addHook('preClose', async () => doseAlerts?.stop());
  }
  return app;
}
