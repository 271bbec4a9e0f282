import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../database/database';
import { scopesFor } from './scopes';

const refreshTokenLifetimeMs = 14 * 24 * 60 * 60 * 1000;

interface RefreshTokenGrant {
  userId: string;
  clientId: string;
  scope: string;
}

export type RotationResult =
  ({ outcome: 'rotated'; refreshToken: string } & RefreshTokenGrant) | { outcome: 'rejected' };

// Refresh tokens are 256 random bits, so a plain SHA-256 is enough to make a stolen table useless.
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

async function storeRefreshToken(
  db: Queryable,
  grant: RefreshTokenGrant,
  familyId: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, client_id, scope, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hashToken(token),
      familyId,
      grant.userId,
      grant.clientId,
      grant.scope,
      now,
      new Date(now.getTime() + refreshTokenLifetimeMs),
    ],
  );
  return token;
}

/** The family (login) a refresh token belongs to, whatever its state; null for a token never issued. */
export async function refreshTokenFamily(db: Queryable, token: string): Promise<string | null> {
  const [row] = await db.query<{ familyId: string }>(
    'SELECT family_id::text AS "familyId" FROM refresh_tokens WHERE token_hash = $1',
    [hashToken(token)],
  );
  return row?.familyId ?? null;
}

/** A refresh token that starts a new family (one per login). */
export function issueRefreshToken(db: Queryable, grant: RefreshTokenGrant, now: Date): Promise<string> {
  return storeRefreshToken(db, grant, randomUUID(), now);
}

/**
 * Trades a refresh token for a new one of the same family. Each token works once: presenting a used one means
 * it was copied, so the whole family (every token descended from that login) is revoked. The new token's scope
 * follows the account's state now (a migrated account that completed its transfer gets `phr.*`).
 */
export function rotateRefreshToken(
  db: Database,
  token: string,
  clientId: string,
  now: Date,
): Promise<RotationResult> {
  return db.transaction(async (transaction) => {
    const [current] = await transaction.query<
      Omit<RefreshTokenGrant, 'scope'> & { familyId: string; transferPending: boolean }
    >(
      `UPDATE refresh_tokens AS token SET used_at = $3
       FROM users
       WHERE token.token_hash = $1 AND token.client_id = $2
         AND token.used_at IS NULL AND token.revoked_at IS NULL AND token.expires_at > $3
         AND users.user_id = token.user_id AND users.unregistered_at IS NULL
       RETURNING token.family_id::text AS "familyId", token.user_id AS "userId",
                 token.client_id AS "clientId",
                 users.platform_transfer_sttus IS NOT DISTINCT FROM 'pending' AS "transferPending"`,
      [hashToken(token), clientId, now],
    );
    if (current) {
      const { familyId, transferPending, ...rest } = current;
      const grant = { ...rest, scope: scopesFor({ transferPending }).join(' ') };
      return {
        outcome: 'rotated',
        refreshToken: await storeRefreshToken(transaction, grant, familyId, now),
        ...grant,
      };
    }
    await transaction.query(
      `UPDATE refresh_tokens SET revoked_at = $2
       WHERE revoked_at IS NULL
         AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND used_at IS NOT NULL)`,
      [hashToken(token), now],
    );
    return { outcome: 'rejected' };
  });
}

/** Revokes the family of a refresh token issued to `clientId`; unknown tokens are ignored (RFC 7009). */
export async function revokeRefreshTokenFamily(
  db: Queryable,
  token: string,
  clientId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $3
     WHERE revoked_at IS NULL
       AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND client_id = $2)`,
    [hashToken(token), clientId, now],
  );
}

/** Revokes every refresh token of a user: after a password reset or a withdrawal. */
export async function revokeAllRefreshTokens(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    now,
  ]);
}
