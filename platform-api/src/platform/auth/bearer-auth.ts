import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from '../http/api-error';
import { errorCodes } from '../http/error-codes';
import type { AccessTokens } from './access-tokens';
import type { Scope } from './scopes';

export interface UserPrincipal {
  userId: string;
  clientId: string;
  scopes: string[];
  /** The session (refresh-token family) the access token was issued to; null for tokens without one. */
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The user behind the bearer token, set by `requireUser` before the body is validated. */
    principal: UserPrincipal | null;
  }
}

/**
 * Resolves the user behind a request's bearer token, or throws the error the client must see. The token must
 * carry one of `acceptedScopes`.
 */
export type AuthenticateUser = (
  request: FastifyRequest,
  ...acceptedScopes: [Scope, ...Scope[]]
) => Promise<UserPrincipal>;

const realm = 'realm="platform-api"';

/** 401 M0139 for a token that does not (or no longer) stand for a user. */
export function invalidTokenError(): ApiError {
  return new ApiError(401, errorCodes.loginAgain, {
    headers: { 'www-authenticate': `Bearer ${realm}, error="invalid_token"` },
  });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const [scheme, token, ...rest] = request.headers.authorization?.trim().split(/\s+/) ?? [];
  return scheme?.toLowerCase() === 'bearer' && rest.length === 0 ? token : undefined;
}

/** Bearer access tokens (RFC 6750): 401 M0139 without a valid one, 403 M0105 without an accepted scope. */
export function createBearerAuth(accessTokens: AccessTokens): AuthenticateUser {
  return async (request, ...acceptedScopes) => {
    const token = bearerToken(request);
    if (!token) {
      throw new ApiError(401, errorCodes.loginAgain, { headers: { 'www-authenticate': `Bearer ${realm}` } });
    }
    const subject = await accessTokens.verify(token);
    if (!subject) throw invalidTokenError();
    if (subject.kind !== 'user' || !acceptedScopes.some((scope) => subject.scopes.includes(scope))) {
      throw new ApiError(403, errorCodes.invalidAccess, {
        headers: {
          'www-authenticate': `Bearer ${realm}, error="insufficient_scope", scope="${acceptedScopes.join(' ')}"`,
        },
      });
    }
    return {
      userId: subject.userId,
      clientId: subject.clientId,
      scopes: subject.scopes,
      sessionId: subject.sessionId ?? null,
    };
  };
}

/**
 * A route's `onRequest` hook: authenticates before the body is even parsed, so that a caller without a
 * valid token learns nothing about the request's shape.
 */
export function requireUser(
  authenticate: AuthenticateUser,
  ...acceptedScopes: [Scope, ...Scope[]]
): onRequestAsyncHookHandler {
  return async (request) => {
    request.principal = await authenticate(request, ...acceptedScopes);
  };
}

/** The user `requireUser` authenticated. */
export function principalOf(request: FastifyRequest): UserPrincipal {
  if (!request.principal) throw new Error('Route has no requireUser hook');
  return request.principal;
}
