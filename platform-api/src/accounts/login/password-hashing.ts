import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';

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

/**
 * How many scrypt runs one instance does at once, and how many more may wait. Each production run takes about
 * 0.4 s of a core and 128 MiB, and runs in libuv's pool of 4 threads, which also signs and checks every access
 * token: unbounded, 8 parallel logins starve every other request. Beyond the queue, 503 M1131 at once.
 */
export interface HashingConcurrency {
  maxConcurrent: number;
  maxQueued: number;
}

/** Half the cores (at least one) hash at once; eight waiting per running hash (about 3 s of waiting at most). */
export function defaultHashingConcurrency(): HashingConcurrency {
  const maxConcurrent = Math.max(1, Math.floor(availableParallelism() / 2));
  return { maxConcurrent, maxQueued: 8 * maxConcurrent };
}

/** A semaphore with a bounded queue: `run` starts `work` when a slot is free, or throws 503 M1131 when full. */
function createHashingGate({ maxConcurrent, maxQueued }: HashingConcurrency) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < maxConcurrent) running += 1;
    else if (waiting.length < maxQueued) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw new ApiError(503, errorCodes.passwordChecksBusy, { headers: { 'retry-after': '1' } });
    try {
      return await work();
    } finally {
      release();
    }
  };
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

/**
 * Password hashing at `cost`: the production cost unless a test configures a cheaper one (the app's
 * `passwordHashing` option; nothing in the environment can lower it). At most `concurrency.maxConcurrent` scrypt
 * runs at once, `maxQueued` more waiting, beyond that 503 M1131; a missing user's decoy check queues like any other.
 */
export function createPasswordHashing(
  cost: ScryptCost = productionScryptCost,
  concurrency: HashingConcurrency = defaultHashingConcurrency(),
): PasswordHashing {
  const { logN, r, p } = cost;
  const gate = createHashingGate(concurrency);
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(saltBytes);
    const key = await gate(() => derive(password, salt, cost, keyBytes));
    return `$scrypt$ln=${logN},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }
  /** True when `password` matches a hash made by `hash`, at any cost; compared in constant time. */
  async function verify(password: string, storedHash: string): Promise<boolean> {
    const match = storedHashPattern.exec(storedHash);
    if (!match) throw new Error('Stored password hash has an unknown format');
    const [, storedLogN, storedR, storedP, salt, expected] = match;
    const expectedKey = Buffer.from(expected ?? '', 'base64');
    const storedCost = { logN: Number(storedLogN), r: Number(storedR), p: Number(storedP) };
    const key = await gate(() =>
      derive(password, Buffer.from(salt ?? '', 'base64'), storedCost, expectedKey.length),
    );
    return timingSafeEqual(key, expectedKey);
  }
  // Made at the same cost as real hashes, so that a missing user takes as long as a wrong password.
  let decoyHash: Promise<string> | undefined;
  return {
    hash,
    verify,
    async verifyAgainstDecoy(password) {
      // Not kept when refused (503 M1131): the next missing user makes it again.
      decoyHash ??= hash(randomBytes(16).toString('hex')).catch((error: unknown) => {
        decoyHash = undefined;
        throw error;
      });
      await verify(password, await decoyHash);
      return false;
    },
  };
}
