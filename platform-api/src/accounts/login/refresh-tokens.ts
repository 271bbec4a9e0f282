import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../platform/database/database';
import { scopesFor } from '../../platform/auth/scopes';

const refreshTokenLifetimeMs = 14 * 24 * 60 * 60 * 1000;

interface RefreshTokenGrant {
  userId: string;
  clientId: string;
  scope: string;
}

export type RotationResult =
  | ({ outcome: 'rotated'; refreshToken: string; familyId: string } & RefreshTokenGrant)
  | { outcome: 'rejected' };

/** A login: its first refresh token and its family, the session id access tokens carry (`sid`). */
export interface StartedSession {
  refreshToken: string;
  familyId: string;
}

/** The longest user agent kept for the session list (longer ones are cut). */
export const userAgentMaxLength = 256;

/**
 * The User-Agent header as the session list shows it: control characters and lone surrogates dropped, cut to
 * `userAgentMaxLength`; null when there is none left.
 */
export function storableUserAgent(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const cleaned = (value ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .trim()
    .slice(0, userAgentMaxLength)
    .replace(/[\ud800-\udbff]$/, '');
  return cleaned === '' ? null : cleaned;
}

// Refresh tokens are 256 random bits, so a plain SHA-256 is enough to make a stolen table useless.
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

async function storeRefreshToken(
  db: Queryable,
  grant: RefreshTokenGrant,
  familyId: string,
  now: Date,
  userAgent: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, client_id, scope, issued_at, expires_at, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      hashToken(token),
      familyId,
      grant.userId,
      grant.clientId,
      grant.scope,
      now,
      new Date(now.getTime() + refreshTokenLifetimeMs),
      userAgent,
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
 * A login: a refresh token starting a new family, which is the session's id; `userAgent` (as given at login,
 * see `storableUserAgent`) is what the session list shows of the device.
 */
export async function startSession(
  db: Queryable,
  grant: RefreshTokenGrant,
  now: Date,
  userAgent: string | null,
): Promise<StartedSession> {
  const familyId = randomUUID();
  return { refreshToken: await storeRefreshToken(db, grant, familyId, now, userAgent), familyId };
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
      Omit<RefreshTokenGrant, 'scope'> & {
        familyId: string;
        transferPending: boolean;
        userAgent: string | null;
      }
    >(
      `UPDATE refresh_tokens AS token SET used_at = $3
       FROM users
       WHERE token.token_hash = $1 AND token.client_id = $2
         AND token.used_at IS NULL AND token.revoked_at IS NULL AND token.expires_at > $3
         AND users.user_id = token.user_id AND users.unregistered_at IS NULL
       RETURNING token.family_id::text AS "familyId", token.user_id AS "userId",
                 token.client_id AS "clientId", token.user_agent AS "userAgent",
                 users.platform_transfer_sttus IS NOT DISTINCT FROM 'pending' AS "transferPending"`,
      [hashToken(token), clientId, now],
    );
    if (current) {
      const { familyId, transferPending, userAgent, ...rest } = current;
      const grant = { ...rest, scope: scopesFor({ transferPending }).join(' ') };
      return {
        outcome: 'rotated',
        refreshToken: await storeRefreshToken(transaction, grant, familyId, now, userAgent),
        familyId,
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

/**
 * Revokes the family of a refresh token issued to `clientId`: the session it belongs to, or null for a token
 * unknown (ignored, RFC 7009).
 */
export async function revokeRefreshTokenFamily(
  db: Queryable,
  token: string,
  clientId: string,
  now: Date,
): Promise<string | null> {
  const [family] = await db.query<{ family_id: string }>(
    `WITH family AS (SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND client_id = $2),
          revoked AS (UPDATE refresh_tokens SET revoked_at = $3
                       WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM family))
     SELECT family_id::text FROM family`,
    [hashToken(token), clientId, now],
  );
  return family?.family_id ?? null;
}

/** Revokes every refresh token of a user: after a password reset or a withdrawal. */
export async function revokeAllRefreshTokens(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    now,
  ]);
}

/**
 * Revokes every refresh token of a user except those of the family `keepFamilyId` (the session that asked):
 * after a password change, every other device logs in again. A null `keepFamilyId` revokes them all.
 */
export async function revokeOtherSessions(
  db: Queryable,
  userId: string,
  keepFamilyId: string | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $3
     WHERE user_id = $1 AND revoked_at IS NULL AND family_id IS DISTINCT FROM $2::uuid`,
    [userId, keepFamilyId, now],
  );
}

/** A signed-in session (a token family with a refresh token still usable), as the session list shows it. */
export interface ActiveSession {
  sessionId: string;
  userAgent: string | null;
  /** When the login happened. */
  createdAt: Date;
  /** Its latest login or refresh: access tokens are not recorded (they are checked by signature alone). */
  lastUsedAt: Date;
}

/** The user's signed-in sessions, the most recently used first. */
export async function activeSessions(db: Queryable, userId: string, now: Date): Promise<ActiveSession[]> {
  const rows = await db.query<{
    sessionId: string;
    userAgent: string | null;
    createdAt: Date | string;
    lastUsedAt: Date | string;
  }>(
    `SELECT family.family_id::text AS "sessionId",
            (array_agg(family.user_agent ORDER BY family.id))[1] AS "userAgent",
            min(family.issued_at) AS "createdAt", max(family.issued_at) AS "lastUsedAt"
     FROM refresh_tokens AS family
     WHERE family.user_id = $1
       AND family.family_id IN (
         SELECT family_id FROM refresh_tokens
         WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2)
     GROUP BY family.family_id
     ORDER BY "lastUsedAt" DESC, "sessionId"`,
    [userId, now],
  );
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    lastUsedAt: new Date(row.lastUsedAt),
  }));
}

/** Revokes one session of the user; false when it is not one of their signed-in sessions. */
export async function revokeSession(
  db: Queryable,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const revoked = await db.query(
    `UPDATE refresh_tokens SET revoked_at = $3
     WHERE user_id = $1 AND family_id = $2::uuid AND revoked_at IS NULL
       AND EXISTS (SELECT 1 FROM refresh_tokens AS usable
                   WHERE usable.user_id = $1 AND usable.family_id = $2::uuid AND usable.used_at IS NULL
                     AND usable.revoked_at IS NULL AND usable.expires_at > $3)
     RETURNING id`,
    [userId, sessionId, now],
  );
  return revoked.length > 0;
}
