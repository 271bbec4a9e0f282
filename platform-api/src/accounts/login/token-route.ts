import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { enforceRateLimit, type RateLimitCounters, type RateLimits } from '../../platform/http/rate-limits';
import { findLoginCredentials } from '../users/users-repository';
import { accessTokenLifetimeSeconds, type AccessTokens } from '../../platform/auth/access-tokens';
import { authenticateClient } from './clients';
import type { PasswordHashing } from './password-hashing';
import { refreshTokenFamily, rotateRefreshToken, startSession, storableUserAgent } from './refresh-tokens';
import { scopesFor } from '../../platform/auth/scopes';

export interface TokenRoutesOptions {
  db: Database;
  accessTokens: AccessTokens;
  now: () => Date;
  /** The limits of the grants, counted in `counters` (shared by every instance on the database). */
  rateLimits: Pick<RateLimits, 'token' | 'loginPerIp' | 'refreshPerFamily' | 'clientCredentials'>;
  counters: RateLimitCounters;
  /** Checks given passwords (the cost is the app's `passwordHashing` option). */
  passwords: PasswordHashing;
}

interface TokenRequest {
  grant_type: 'password' | 'client_credentials' | 'refresh_token';
  username?: string;
  password?: string;
  refresh_token?: string;
}

interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token?: string;
  scope?: string;
  /** The same login under the spec's name (section 7, Token): what a native host keeps and hands over. */
  platformOauthTokenInfo?: { access_token: string; refresh_token: string; expires_in: number };
}

const tokenRequestSchema = {
  type: 'object',
  required: ['grant_type'],
  properties: {
    grant_type: { type: 'string', enum: ['password', 'client_credentials', 'refresh_token'] },
    username: { type: 'string', maxLength: 256, description: 'userId (grant password)' },
    password: { type: 'string', maxLength: 256, description: 'userPassword (grant password)' },
    refresh_token: { type: 'string', maxLength: 256, description: 'grant refresh_token' },
  },
} as const;

const tokenResponseSchema = {
  type: 'object',
  required: ['access_token', 'token_type', 'expires_in'],
  properties: {
    access_token: { type: 'string' },
    token_type: { type: 'string', enum: ['Bearer'] },
    expires_in: { type: 'integer', description: 'Seconds the access token stays valid' },
    refresh_token: { type: 'string', description: 'Single use: every refresh returns a new one' },
    scope: { type: 'string' },
    platformOauthTokenInfo: {
      type: 'object',
      description:
        "The spec's name of the login (user grants): access_token, refresh_token and expires_in, the same values " +
        'as beside it',
      required: ['access_token', 'refresh_token', 'expires_in'],
      properties: {
        access_token: { type: 'string' },
        refresh_token: { type: 'string' },
        expires_in: { type: 'integer' },
      },
    },
  },
} as const;

function sendTokens(reply: FastifyReply, tokens: TokenResponse) {
  // RFC 6749 section 5.1: token responses must never be cached.
  return reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' }).send(tokens);
}

/** `POST /oauth/token`: the OAuth 2.0 token endpoint (grants password, client_credentials, refresh_token). */
export const tokenRoutes: FastifyPluginAsync<TokenRoutesOptions> = async (
  app,
  { db, accessTokens, now, rateLimits, counters, passwords },
) => {
  /**
   * Password grants: per IP address whatever the username (429 M1130: a spray of usernames from one address), then
   * per IP address and username (429 M0145). Counted before the password is checked, and before the 400 of a
   * missing field, so that every attempt counts.
   */
  async function limitPasswordGrant(ip: string, username: string | undefined) {
    await enforceRateLimit(
      counters,
      `token-ip|${ip}`,
      rateLimits.loginPerIp,
      errorCodes.tooManyLoginsFromAddress,
    );
    await enforceRateLimit(counters, `token-user|${ip}|${username ?? ''}`, rateLimits.token);
  }

  /**
   * Refresh grants: per token family (one login), so that people behind one address never share a bucket; a token
   * never issued counts per IP address.
   */
  async function limitRefreshGrant(ip: string, refreshToken: string | undefined) {
    const family = refreshToken ? await refreshTokenFamily(db, refreshToken) : null;
    await enforceRateLimit(
      counters,
      family ? `refresh-family|${family}` : `refresh-unknown|${ip}`,
      rateLimits.refreshPerFamily,
    );
  }

  async function userTokens(
    userId: string,
    clientId: string,
    scope: string,
    refreshToken: string,
    sessionId: string,
  ): Promise<TokenResponse> {
    const accessToken = await accessTokens.issue({
      kind: 'user',
      userId,
      clientId,
      scopes: scope.split(' '),
      sessionId,
    });
    const tokenInfo = {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: accessTokenLifetimeSeconds,
    };
    return { ...tokenInfo, token_type: 'Bearer', scope, platformOauthTokenInfo: tokenInfo };
  }

  async function passwordGrant(
    body: TokenRequest,
    clientId: string,
    ip: string,
    userAgent: string | null,
  ): Promise<TokenResponse> {
    const { username, password } = body;
    if (!username || !password) {
      throw new ApiError(400, errorCodes.missingIdOrPassword, { field: username ? 'password' : 'username' });
    }
    const credentials = await findLoginCredentials(db, username);
    // The address and the id each get a share of the hashing line; an unknown id waits and answers like a wrong
    // password but hashes nothing (see password-hashing.ts).
    const key = { address: ip, userId: username };
    const passwordMatches = credentials
      ? await passwords.verify(password, credentials.passwordHash, key)
      : await passwords.verifyAgainstDecoy(password, key);
    if (!credentials || !passwordMatches) throw new ApiError(401, errorCodes.loginAgain);
    const grant = { userId: username, clientId, scope: scopesFor(credentials).join(' ') };
    const session = await startSession(db, grant, now(), userAgent);
    return userTokens(username, clientId, grant.scope, session.refreshToken, session.familyId);
  }

  async function refreshTokenGrant(body: TokenRequest, clientId: string): Promise<TokenResponse> {
    if (!body.refresh_token) throw new ApiError(400, errorCodes.invalidRequest, { field: 'refresh_token' });
    const rotation = await rotateRefreshToken(db, body.refresh_token, clientId, now());
    if (rotation.outcome === 'rejected') throw new ApiError(401, errorCodes.loginAgain);
    return userTokens(rotation.userId, clientId, rotation.scope, rotation.refreshToken, rotation.familyId);
  }

  async function clientCredentialsGrant(clientId: string): Promise<TokenResponse> {
    return {
      access_token: await accessTokens.issue({ kind: 'client', clientId }),
      token_type: 'Bearer',
      expires_in: accessTokenLifetimeSeconds,
    };
  }

  app.post<{ Body: TokenRequest; Reply: TokenResponse }>(
    '/oauth/token',
    {
      schema: {
        summary: 'Issue tokens (OAuth 2.0 token endpoint)',
        description:
          'Client authentication: HTTP Basic, `family-health-app` with an empty secret. Limits (shared by every ' +
          'instance): password grants per IP address (429 M1130) and per IP address and username (429 M0145); ' +
          'refresh grants per token family, client-credentials grants per client (429 M0145). 503 M1131 when ' +
          'too many password checks are waiting, or the address or the id already has its share of them waiting.',
        tags: ['auth'],
        security: [{ client: [] }],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        querystring: languageQuerySchema,
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const clientId = authenticateClient(request.headers.authorization);
      const body = request.body;
      switch (body.grant_type) {
        case 'password':
          await limitPasswordGrant(request.ip, body.username);
          return sendTokens(
            reply,
            await passwordGrant(body, clientId, request.ip, storableUserAgent(request.headers['user-agent'])),
          );
        case 'refresh_token':
          await limitRefreshGrant(request.ip, body.refresh_token);
          return sendTokens(reply, await refreshTokenGrant(body, clientId));
        case 'client_credentials':
          await enforceRateLimit(counters, `client-credentials|${clientId}`, rateLimits.clientCredentials);
          return sendTokens(reply, await clientCredentialsGrant(clientId));
      }
    },
  );
};
