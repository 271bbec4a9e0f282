import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost: N = 2^logN, block size r, parallelism p. */
export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

// OWASP's first scrypt choice: N = 2^17, r = 8, p = 1 (128 MiB per hash). The parameters are stored with each
// hash, so they can be raised later without breaking existing passwords.
export const productionScryptCost: Readonly<ScryptCost> = Object.freeze({ logN: 17, r: 8, p: 1 });

const saltBytes = 16;
const keyBytes = 32;
const storedHashPattern =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function derive(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  const N = 2 ** cost.logN;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface PasswordHashing {
  /** `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64) at this instance's cost, with a fresh random salt. */
  hash(password: string): Promise<string>;
  /**
   * True when `password` matches a stored hash, whatever cost it was made with (the cost is read from the
   * hash); compared in constant time.
   */
  verify(password: string, storedHash: string): Promise<boolean>;
  /**
   * Spends the time of a real check and answers false: used when the user does not exist, so that response
   * times do not tell which user ids are registered.
   */
  verifyAgainstDecoy(password: string): Promise<false>;
}

/** True when `password` matches a hash made by `hash`, at any cost; compared in constant time. */
async function verify(password: string, storedHash: string): Promise<boolean> {
  const match = storedHashPattern.exec(storedHash);
  if (!match) throw new Error('Stored password hash has an unknown format');
  const [, logN, r, p, salt, expected] = match;
  const expectedKey = Buffer.from(expected ?? '', 'base64');
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  const key = await derive(password, Buffer.from(salt ?? '', 'base64'), cost, expectedKey.length);
  return timingSafeEqual(key, expectedKey);
}

/**
 * Password hashing at `cost`: the production cost unless a test configures a cheaper one (the app's
 * `passwordHashing` option; nothing in the environment can lower it).
 */
export function createPasswordHashing(cost: ScryptCost = productionScryptCost): PasswordHashing {
  const { logN, r, p } = cost;
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(saltBytes);
    const key = await derive(password, salt, cost, keyBytes);
    return `$scrypt$ln=${logN},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }
  // Made at the same cost as real hashes, so that a missing user takes as long as a wrong password.
  let decoyHash: Promise<string> | undefined;
  return {
    hash,
    verify,
    async verifyAgainstDecoy(password) {
      decoyHash ??= hash(randomBytes(16).toString('hex'));
      await verify(password, await decoyHash);
      return false;
    },
  };
}
