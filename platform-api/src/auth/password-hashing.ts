import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP's first scrypt choice: N = 2^17, r = 8, p = 1 (128 MiB per hash). The parameters are stored with each
// hash, so they can be raised later without breaking existing passwords.
const defaultCost = { logN: 17, r: 8, p: 1 };
const saltBytes = 16;
const keyBytes = 32;
const storedHashPattern =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  const N = 2 ** cost.logN;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64), with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, defaultCost, keyBytes);
  const { logN, r, p } = defaultCost;
  return `$scrypt$ln=${logN},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** True when `password` matches a hash made by `hashPassword`; compared in constant time. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const match = storedHashPattern.exec(storedHash);
  if (!match) throw new Error('Stored password hash has an unknown format');
  const [, logN, r, p, salt, expected] = match;
  const expectedKey = Buffer.from(expected ?? '', 'base64');
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  const key = await derive(password, Buffer.from(salt ?? '', 'base64'), cost, expectedKey.length);
  return timingSafeEqual(key, expectedKey);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check and answers false: used when the user does not exist, so that response
 * times do not tell which user ids are registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoyHash);
  return false;
}
