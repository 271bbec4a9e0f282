import type { FastifyPluginAsync } from 'fastify';
import type { AccessTokens } from '../platform/auth/access-tokens';
import type { AuthenticateUser } from '../platform/auth/bearer-auth';
import type { Database, Queryable } from '../platform/database/database';
import type { RateLimitCounters, RateLimits } from '../platform/http/rate-limits';
import type { SmsGateway } from '../platform/sms/sms-gateway';
import type { HashingMetrics } from '../platform/observability/api-metrics';
import { agreementsRoutes } from './account-settings/agreements-routes';
import { passwordRoutes } from './account-settings/password-routes';
import { serviceInfoRoutes } from './account-settings/service-info-routes';
import { unregisterRoute } from './account-settings/unregister-route';
import { createPasswordHashing, type HashingConcurrency, type ScryptCost } from './login/password-hashing';
import { defaultRedirectUris } from './login/clients';
import { revokeRoutes } from './login/revoke-route';
import { tokenRoutes } from './login/token-route';
import { createPhoneVerifications } from './phone-verification/phone-verifications';
import { openVerificationRoutes, userVerificationRoutes } from './phone-verification/verification-routes';
import { platformTransferRoutes } from './platform-transfer/platform-transfer-routes';
import { recoveryRoutes } from './recovery/recovery-routes';
import { registrationRoutes } from './registration/registration-routes';
import { sessionRoutes } from './sessions/session-routes';
import { settingsRoutes } from './settings/settings-routes';
import { sharedUserRoutes } from './shared-users/shared-user-routes';
import { userRoutes } from './users/user-route';

export interface AccountsPluginOptions {
  db: Database;
  now: () => Date;
  accessTokens: AccessTokens;
  authenticateUser: AuthenticateUser;
  rateLimits: RateLimits;
  /** Where the rate limits are counted (shared by every instance on the database). */
  rateLimitCounters: RateLimitCounters;
  /** Where verification codes go. */
  sms: SmsGateway;
  /** The scrypt cost of new password hashes (`createPasswordHashing`'s default: production's). */
  passwordHashing?: ScryptCost;
  passwordHashingConcurrency?: HashingConcurrency;
  /** Where the hashing line reports its depth, waits and refusals (`/metrics`); nowhere by default. */
  hashingMetrics?: HashingMetrics;
  /** The redirect URIs `POST /oauth/authorize` allows; `defaultRedirectUris` when not given. */
  oauthRedirectUris?: readonly string[];
  /**
   * Withdrawal takes the person out of every channel in the same transaction; the channels domain does it, and
   * accounts does not import channels (channels' invitations already use accounts' people).
   */
  leaveEveryChannel: (db: Queryable, userId: string, at: Date) => Promise<void>;
}

/**
 * Accounts (mf-auth): the OAuth token endpoint, sign-up, phone verification, recovery, the person's account and
 * settings, sessions, the older platform's accounts, and the people who share their health data.
 */
export const accountsPlugin: FastifyPluginAsync<AccountsPluginOptions> = async (app, options) => {
  const { db, now, accessTokens, authenticateUser, rateLimits } = options;
  const passwords = createPasswordHashing(
    options.passwordHashing,
    options.passwordHashingConcurrency,
    options.hashingMetrics,
  );
  const verifications = createPhoneVerifications({ db, sms: options.sms, now, log: app.log });
  await app.register(tokenRoutes, {
    db,
    accessTokens,
    now,
    rateLimits,
    counters: options.rateLimitCounters,
    passwords,
    redirectUris: options.oauthRedirectUris ?? defaultRedirectUris,
  });
  await app.register(revokeRoutes, { db, now });
  await app.register(registrationRoutes, { db, now, rateLimits, passwords });
  await app.register(openVerificationRoutes, { db, verifications, rateLimits });
  await app.register(recoveryRoutes, { db, now, rateLimits, passwords });
  await app.register(userRoutes, { db, authenticateUser, now });
  await app.register(userVerificationRoutes, { db, verifications, rateLimits, authenticateUser });
  await app.register(platformTransferRoutes, { db, now, authenticateUser });
  await app.register(passwordRoutes, { db, authenticateUser, rateLimits, passwords, now });
  await app.register(sessionRoutes, { db, authenticateUser, now });
  await app.register(serviceInfoRoutes, { db, now, authenticateUser });
  await app.register(agreementsRoutes, { db, now, authenticateUser });
  await app.register(settingsRoutes, { db, now, authenticateUser });
  await app.register(unregisterRoute, {
    db,
    now,
    authenticateUser,
    passwords,
    rateLimits,
    leaveEveryChannel: options.leaveEveryChannel,
  });
  await app.register(sharedUserRoutes, { db, authenticateUser, now, rateLimits });
};
