import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes, type ErrorCode } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { enforceRateLimit, type RateLimitCounters, type RateLimits } from '../../platform/http/rate-limits';
import { findLoginCredentials } from '../users/users-repository';
import { accessTokenLifetimeSeconds, type AccessTokens } from '../../platform/auth/access-tokens';
import {
  authorizationCodeLifetimeSeconds,
  codeChallengePattern,
  exchangeAuthorizationCode,
  issueAuthorizationCode,
  type CodeRefusal,
} from './authorization-codes';
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
  /** The redirect URIs a native host may name in `POST /oauth/authorize` (exact matches, RFC 6749 3.1.2). */
  redirectUris: readonly string[];
}

interface TokenRequest {
  grant_type: 'password' | 'client_credentials' | 'refresh_token' | 'authorization_code';
  username?: string;
  password?: string;
  refresh_token?: string;
  code?: string;
  redirect_uri?: string;
  code_verifier?: string;
}

interface AuthorizeRequest {
  response_type: 'code';
  username: string;
  password: string;
  redirect_uri: string;
  code_challenge: string;
  code_challenge_method: string;
  state?: string;
}

interface AuthorizeResponse {
  code: string;
  state?: string;
  expires_in: number;
  /** The redirect URI with `code` and `state` added (RFC 6749 section 4.1.2), for a host that follows it. */
  location: string;
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
    grant_type: {
      type: 'string',
      enum: ['password', 'client_credentials', 'refresh_token', 'authorization_code'],
    },
    username: { type: 'string', maxLength: 256, description: 'userId (grant password)' },
    password: { type: 'string', maxLength: 256, description: 'userPassword (grant password)' },
    refresh_token: { type: 'string', maxLength: 256, description: 'grant refresh_token' },
    code: {
      type: 'string',
      maxLength: 256,
      description: 'grant authorization_code: from POST /oauth/authorize',
    },
    redirect_uri: {
      type: 'string',
      maxLength: 512,
      description: 'grant authorization_code: the same redirect_uri as given to POST /oauth/authorize',
    },
    code_verifier: {
      type: 'string',
      maxLength: 256,
      description: 'grant authorization_code: the PKCE verifier (RFC 7636) whose S256 was the code_challenge',
    },
  },
} as const;

const authorizeRequestSchema = {
  type: 'object',
  required: [
    'response_type',
    'username',
    'password',
    'redirect_uri',
    'code_challenge',
    'code_challenge_method',
  ],
  properties: {
    response_type: { type: 'string', enum: ['code'] },
    username: { type: 'string', maxLength: 256, description: 'userId' },
    password: { type: 'string', maxLength: 256, description: 'userPassword' },
    redirect_uri: { type: 'string', maxLength: 512, description: 'One of the redirect URIs the API allows' },
    code_challenge: {
      type: 'string',
      maxLength: 256,
      description: 'BASE64URL(SHA256(code_verifier)), 43 characters (RFC 7636 section 4.2)',
    },
    code_challenge_method: { type: 'string', maxLength: 16, description: 'Only S256' },
    state: { type: 'string', maxLength: 512, description: 'Given back unchanged' },
  },
} as const;

const authorizeResponseSchema = {
  type: 'object',
  required: ['code', 'expires_in', 'location'],
  properties: {
    code: { type: 'string', description: 'One-time code for grant authorization_code' },
    state: { type: 'string' },
    expires_in: { type: 'integer', description: 'Seconds the code can be traded' },
    location: { type: 'string', description: 'redirect_uri with code and state' },
  },
} as const;

const codeRefusals: Record<CodeRefusal, ErrorCode> = {
  unknown: errorCodes.authorizationCodeUnknown,
  replayed: errorCodes.authorizationCodeReplayed,
  expired: errorCodes.authorizationCodeExpired,
  'redirect-mismatch': errorCodes.redirectUriMismatch,
  'verifier-mismatch': errorCodes.codeVerifierMismatch,
};

const codeChallenge = new RegExp(codeChallengePattern);

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
  { db, accessTokens, now, rateLimits, counters, passwords, redirectUris },
) => {
  const allowedRedirectUris: ReadonlySet<string> = new Set(redirectUris);

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

  /** The scope of a person whose id and password match; 401 M0139 otherwise. */
  async function checkCredentials(
    username: string | undefined,
    password: string | undefined,
    ip: string,
  ): Promise<string> {
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
    return scopesFor(credentials).join(' ');
  }

  async function passwordGrant(
    body: TokenRequest,
    clientId: string,
    ip: string,
    userAgent: string | null,
  ): Promise<TokenResponse> {
    const scope = await checkCredentials(body.username, body.password, ip);
    const grant = { userId: body.username ?? '', clientId, scope };
    const session = await startSession(db, grant, now(), userAgent);
    return userTokens(grant.userId, clientId, grant.scope, session.refreshToken, session.familyId);
  }

  async function authorizationCodeGrant(body: TokenRequest, clientId: string): Promise<TokenResponse> {
    for (const field of ['code', 'redirect_uri', 'code_verifier'] as const) {
      if (!body[field]) throw new ApiError(400, errorCodes.invalidRequest, { field });
    }
    const exchange = await exchangeAuthorizationCode(
      db,
      {
        code: body.code ?? '',
        clientId,
        redirectUri: body.redirect_uri ?? '',
        codeVerifier: body.code_verifier ?? '',
      },
      now(),
    );
    if (exchange.outcome === 'refused') {
      const field =
        exchange.reason === 'redirect-mismatch'
          ? 'redirect_uri'
          : exchange.reason === 'verifier-mismatch'
            ? 'code_verifier'
            : 'code';
      throw new ApiError(400, codeRefusals[exchange.reason], { field });
    }
    return userTokens(exchange.userId, clientId, exchange.scope, exchange.refreshToken, exchange.familyId);
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
          'refresh grants per token family, client-credentials grants per client (429 M0145); authorization-code ' +
          'grants (PKCE, codes from POST /oauth/authorize) per IP address (429 M0145): 400 M1252 unknown code, ' +
          'M1253 a code used before (the tokens issued from it are revoked), M1254 expired, M1255 another ' +
          'redirect_uri, M1256 a verifier whose S256 is not the challenge. 503 M1131 when ' +
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
        case 'authorization_code':
          await enforceRateLimit(counters, `code-grant|${request.ip}`, rateLimits.loginPerIp);
          return sendTokens(reply, await authorizationCodeGrant(body, clientId));
        case 'client_credentials':
          await enforceRateLimit(counters, `client-credentials|${clientId}`, rateLimits.clientCredentials);
          return sendTokens(reply, await clientCredentialsGrant(clientId));
      }
    },
  );

  /**
   * `POST /oauth/authorize`: the authorization step of the `authorization_code` grant (RFC 6749 section 4.1) for a
   * native host that logs the person in itself: after their id and password, a one-time code bound to the client,
   * an allowed redirect URI and a PKCE S256 challenge (RFC 7636), traded at `/oauth/token` within 60 s. An
   * address not allowed is answered here and never redirected to (RFC 6749 section 4.1.2.1).
   */
  app.post<{ Body: AuthorizeRequest; Reply: AuthorizeResponse }>(
    '/oauth/authorize',
    {
      schema: {
        summary: 'Log in and get a one-time authorization code (authorization_code grant with PKCE)',
        description:
          'Client authentication: HTTP Basic, as at /oauth/token. 400 M1250 for a redirect_uri not allowed, ' +
          'M1251 unless code_challenge_method is S256 with a 43-character code_challenge; 401 M0139 for a wrong ' +
          'id or password. Counted with the password grants (429 M1130, M0145).',
        tags: ['auth'],
        security: [{ client: [] }],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        querystring: languageQuerySchema,
        body: authorizeRequestSchema,
        response: { 200: authorizeResponseSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const clientId = authenticateClient(request.headers.authorization);
      const body = request.body;
      await limitPasswordGrant(request.ip, body.username);
      if (!allowedRedirectUris.has(body.redirect_uri)) {
        throw new ApiError(400, errorCodes.redirectUriNotAllowed, { field: 'redirect_uri' });
      }
      if (body.code_challenge_method !== 'S256' || !codeChallenge.test(body.code_challenge)) {
        throw new ApiError(400, errorCodes.codeChallengeRequired, {
          field: body.code_challenge_method === 'S256' ? 'code_challenge' : 'code_challenge_method',
        });
      }
      const scope = await checkCredentials(body.username, body.password, request.ip);
      const code = await issueAuthorizationCode(
        db,
        {
          userId: body.username,
          clientId,
          scope,
          redirectUri: body.redirect_uri,
          codeChallenge: body.code_challenge,
          userAgent: storableUserAgent(request.headers['user-agent']),
        },
        now(),
      );
      const location = new URL(body.redirect_uri);
      location.searchParams.set('code', code);
      if (body.state !== undefined) location.searchParams.set('state', body.state);
      return reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' }).send({
        code,
        ...(body.state === undefined ? {} : { state: body.state }),
        expires_in: authorizationCodeLifetimeSeconds,
        location: location.toString(),
      });
    },
  );
};
