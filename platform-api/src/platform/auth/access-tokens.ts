import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const accessTokenLifetimeSeconds = 15 * 60;
const issuer = 'platform-api';
const audience = 'platform-api';
const tokenType = 'at+jwt';
/** API instances' clocks may differ by a little: a token another one issued just now is not yet "from the future". */
const issuedInTheFutureToleranceSeconds = 5;

/**
 * Whom an access token speaks for: a user (password and refresh grants) or the client itself. A user's token
 * names its session (`sid`, the refresh-token family of its login); tokens issued before sessions had ids have
 * none (null).
 */
export type AccessTokenSubject =
  | { kind: 'user'; userId: string; clientId: string; scopes: string[]; sessionId?: string | null }
  | { kind: 'client'; clientId: string };

export interface AccessTokens {
  issue(subject: AccessTokenSubject): Promise<string>;
  /** The subject of a valid token; undefined when it is malformed, forged or expired. */
  verify(token: string): Promise<AccessTokenSubject | undefined>;
}

/**
 * Short-lived JWTs (RFC 9068 shape, HS256) checked by signature alone: no database on the hot path, so any
 * number of API instances can verify them. Client tokens carry no `sub`, so they never pass for a user.
 */
export function createAccessTokens(secret: Uint8Array, now: () => Date): AccessTokens {
  // Imported once: given the raw bytes, jose imports a Web Crypto key at every signature and check, which was a
  // sixth of the API's CPU time under load.
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async issue(subject) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const claims =
        subject.kind === 'user'
          ? {
              client_id: subject.clientId,
              scope: subject.scopes.join(' '),
              ...(subject.sessionId ? { sid: subject.sessionId } : {}),
            }
          : { client_id: subject.clientId };
      const token = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: tokenType })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + accessTokenLifetimeSeconds)
        .setJti(randomUUID());
      if (subject.kind === 'user') token.setSubject(subject.userId);
      return token.sign(await key);
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer,
          audience,
          typ: tokenType,
          currentDate: now(),
          requiredClaims: ['exp', 'iat', 'client_id'],
        });
        // Only a leaked key could sign these, but refusing them costs two comparisons.
        const issuedAt = payload.iat ?? Number.POSITIVE_INFINITY;
        const expiresAt = payload.exp ?? Number.POSITIVE_INFINITY;
        if (issuedAt > now().getTime() / 1000 + issuedInTheFutureToleranceSeconds) return undefined;
        if (expiresAt - issuedAt > accessTokenLifetimeSeconds) return undefined;
        const clientId = payload['client_id'];
        if (typeof clientId !== 'string') return undefined;
        if (payload.sub === undefined) return { kind: 'client', clientId };
        const scope = payload['scope'];
        const sessionId = payload['sid'];
        return {
          kind: 'user',
          userId: payload.sub,
          clientId,
          scopes: typeof scope === 'string' ? scope.split(' ') : [],
          sessionId: typeof sessionId === 'string' ? sessionId : null,
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
