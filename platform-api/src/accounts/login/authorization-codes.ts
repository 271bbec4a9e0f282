import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../platform/database/database';
import { startSession, type StartedSession } from './refresh-tokens';

/** How long an authorization code can be traded: long enough for a host to hand it over, no longer. */
export const authorizationCodeLifetimeSeconds = 60;

/** RFC 7636 section 4.2: `BASE64URL(SHA256(code_verifier))`, 43 characters. */
export const codeChallengePattern = '^[A-Za-z0-9_-]{43}$';

/** RFC 7636 section 4.1: 43 to 128 characters of `[A-Z] / [a-z] / [0-9] / "-" / "." / "_" / "~"`. */
export const codeVerifierPattern = '^[A-Za-z0-9._~-]{43,128}$';

export interface AuthorizationCodeGrant {
  userId: string;
  clientId: string;
  scope: string;
  redirectUri: string;
  codeChallenge: string;
  userAgent: string | null;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** The S256 challenge of a verifier (RFC 7636 section 4.2). */
export function s256CodeChallenge(codeVerifier: string): string {
  return sha256(codeVerifier);
}

/** A new one-time code for `grant`, valid `authorizationCodeLifetimeSeconds`; only its hash is stored. */
export async function issueAuthorizationCode(
  db: Queryable,
  grant: AuthorizationCodeGrant,
  now: Date,
): Promise<string> {
  await removeOldAuthorizationCodes(db, now);
  const code = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO oauth_authorization_codes
       (code_hash, client_id, user_id, redirect_uri, code_challenge, scope, user_agent, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      sha256(code),
      grant.clientId,
      grant.userId,
      grant.redirectUri,
      grant.codeChallenge,
      grant.scope,
      grant.userAgent,
      now,
      new Date(now.getTime() + authorizationCodeLifetimeSeconds * 1000),
    ],
  );
  return code;
}

export interface CodeExchange {
  code: string;
  clientId: string;
  redirectUri: string;
  codeVerifier: string;
}

/** Why a code was not traded; each answers its own M-code. */
export type CodeRefusal = 'unknown' | 'replayed' | 'expired' | 'redirect-mismatch' | 'verifier-mismatch';

export type CodeExchangeResult =
  | ({ outcome: 'exchanged' } & StartedSession & Pick<AuthorizationCodeGrant, 'userId' | 'scope'>)
  | { outcome: 'refused'; reason: CodeRefusal };

/**
 * Trades a code for a login (a new refresh token family). A code is spent by its first presentation that names
 * its client, whatever follows: a wrong verifier or redirect URI does not leave it for another try. Presenting a
 * spent code revokes the login it started (RFC 6749 section 4.1.2: it was copied).
 */
export function exchangeAuthorizationCode(
  db: Database,
  exchange: CodeExchange,
  now: Date,
): Promise<CodeExchangeResult> {
  return db.transaction(async (transaction) => {
    const [code] = await transaction.query<{
      userId: string;
      scope: string;
      redirectUri: string;
      codeChallenge: string;
      userAgent: string | null;
      expired: boolean;
      usedBefore: boolean;
      familyId: string | null;
      unregistered: boolean;
    }>(
      `WITH previous AS (
         SELECT code_hash, used_at FROM oauth_authorization_codes
         WHERE code_hash = $1 AND client_id = $2 FOR UPDATE)
       UPDATE oauth_authorization_codes AS code SET used_at = COALESCE(code.used_at, $3)
       FROM previous, users
       WHERE code.code_hash = previous.code_hash AND users.user_id = code.user_id
       RETURNING code.user_id AS "userId", code.scope, code.redirect_uri AS "redirectUri",
                 code.code_challenge AS "codeChallenge", code.user_agent AS "userAgent",
                 code.expires_at <= $3 AS expired, previous.used_at IS NOT NULL AS "usedBefore",
                 code.family_id::text AS "familyId", users.unregistered_at IS NOT NULL AS unregistered`,
      [sha256(exchange.code), exchange.clientId, now],
    );
    if (!code || code.unregistered) return { outcome: 'refused', reason: 'unknown' };
    if (code.usedBefore) {
      if (code.familyId) {
        await transaction.query(
          'UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1::uuid AND revoked_at IS NULL',
          [code.familyId, now],
        );
      }
      return { outcome: 'refused', reason: 'replayed' };
    }
    if (code.expired) return { outcome: 'refused', reason: 'expired' };
    if (code.redirectUri !== exchange.redirectUri) return { outcome: 'refused', reason: 'redirect-mismatch' };
    if (s256CodeChallenge(exchange.codeVerifier) !== code.codeChallenge) {
      return { outcome: 'refused', reason: 'verifier-mismatch' };
    }
    const grant = { userId: code.userId, clientId: exchange.clientId, scope: code.scope };
    const session = await startSession(transaction, grant, now, code.userAgent);
    await transaction.query(
      'UPDATE oauth_authorization_codes SET family_id = $2::uuid WHERE code_hash = $1',
      [sha256(exchange.code), session.familyId],
    );
    return { outcome: 'exchanged', ...session, userId: code.userId, scope: code.scope };
  });
}

/** Removes codes expired a day ago or more: a replay of those is refused as unknown. */
async function removeOldAuthorizationCodes(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM oauth_authorization_codes WHERE expires_at < $1', [
    new Date(now.getTime() - 24 * 60 * 60 * 1000),
  ]);
}
