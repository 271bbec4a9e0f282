import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { errorCodes } from '../http/error-codes';
import type { AccessTokens } from './access-tokens';

export interface UserPrincipal {
  userId: string;
  clientId: string;
  scopes: string[];
}

/** Resolves the user behind a request's bearer token, or throws the error the client must see. */
export type AuthenticateUser = (request: FastifyRequest, requiredScope: string) => Promise<UserPrincipal>;

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

/** Bearer access tokens (RFC 6750): 401 M0139 without a valid one, 403 M0105 without the scope. */
export function createBearerAuth(accessTokens: AccessTokens): AuthenticateUser {
  return async (request, requiredScope) => {
    const token = bearerToken(request);
    if (!token) {
      throw new ApiError(401, errorCodes.loginAgain, { headers: { 'www-authenticate': `Bearer ${realm}` } });
    }
    const subject = await accessTokens.verify(token);
    if (!subject) throw invalidTokenError();
    if (subject.kind !== 'user' || !subject.scopes.includes(requiredScope)) {
      throw new ApiError(403, errorCodes.invalidAccess, {
        headers: {
          'www-authenticate': `Bearer ${realm}, error="insufficient_scope", scope="${requiredScope}"`,
        },
      });
    }
    return { userId: subject.userId, clientId: subject.clientId, scopes: subject.scopes };
  };
}
