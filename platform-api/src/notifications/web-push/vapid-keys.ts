import webPush from 'web-push';
import type { Queryable } from '../../platform/database/database';

/** The application server's keys (RFC 8292): browsers accept pushes signed with the private one. */
export interface VapidKeys {
  /** base64url, handed to `pushManager.subscribe` as `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
  /** Whom a push service contacts about our pushes: a `mailto:` or `https:` URL. */
  subject: string;
}

const secretName = 'web-push-vapid';

/**
 * The configured keys, else a pair generated on first start and kept in the database (like the token secret),
 * so that every instance and every restart signs with the same keys and subscriptions stay valid.
 */
export async function resolveVapidKeys(
  db: Queryable,
  subject: string,
  configured?: { publicKey: string; privateKey: string },
): Promise<VapidKeys> {
  if (configured) return checked({ ...configured, subject });
  const generated = webPush.generateVAPIDKeys();
  await db.query('INSERT INTO server_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    secretName,
    JSON.stringify(generated),
  ]);
  const [row] = await db.query<{ secret: string }>('SELECT secret FROM server_secrets WHERE name = $1', [
    secretName,
  ]);
  if (!row) throw new Error('Web Push keys could not be stored');
  const stored = JSON.parse(row.secret) as { publicKey: string; privateKey: string };
  return checked({ publicKey: stored.publicKey, privateKey: stored.privateKey, subject });
}

/** `keys`, once web-push has signed with them: keys or a subject a push service would refuse stop the start. */
function checked(keys: VapidKeys): VapidKeys {
  webPush.getVapidHeaders('https://push.example', keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm');
  return keys;
}
