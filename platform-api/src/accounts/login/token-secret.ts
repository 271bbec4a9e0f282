import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/database/database';

const secretName = 'access-token-signing';
const minimumSecretLength = 32;

/**
 * The HS256 key for access tokens: the configured one (`TOKEN_SECRET`), else one generated on first start and
 * kept in the database, so that every instance and every restart signs with the same key.
 */
export async function resolveTokenSecret(db: Queryable, configuredSecret?: string): Promise<Uint8Array> {
  if (configuredSecret !== undefined) {
    if (configuredSecret.length < minimumSecretLength) {
      throw new Error(`TOKEN_SECRET must be at least ${minimumSecretLength} characters long`);
    }
    return new TextEncoder().encode(configuredSecret);
  }
  await db.query('INSERT INTO server_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    secretName,
    randomBytes(32).toString('base64'),
  ]);
  const [row] = await db.query<{ secret: string }>('SELECT secret FROM server_secrets WHERE name = $1', [
    secretName,
  ]);
  if (!row) throw new Error('Token signing secret could not be stored');
  return new Uint8Array(Buffer.from(row.secret, 'base64'));
}
