import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { metricsOff, type HashingMetrics } from '../../platform/observability/api-metrics';

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
  /**
   * The places in line one address may hold at once, and one id (the login's username) too; beyond, that check
   * answers 503 M1131 while the others still get in. A quarter of `maxQueued` (at least one) when not given.
   */
  maxQueuedPerKey?: number;
}

/**
 * Half the cores (at least one) hash at once; eight waiting per running hash (about 3 s of waiting at most), of
 * which one address or one id holds at most a quarter.
 */
export function defaultHashingConcurrency(): Required<HashingConcurrency> {
  const maxConcurrent = Math.max(1, Math.floor(availableParallelism() / 2));
  const maxQueued = 8 * maxConcurrent;
  return { maxConcurrent, maxQueued, maxQueuedPerKey: defaultShareOf(maxQueued) };
}

const defaultShareOf = (maxQueued: number) => Math.max(1, Math.floor(maxQueued / 4));

/** Whom a login's check is for: the caller's address and the id tried (shares of the line are counted by both). */
export interface CheckKey {
  address: string;
  userId: string;
}

interface Waiter {
  /** The shares it holds while waiting: its address's and its id's (none without a key). */
  shares: string[];
  /** A real check takes a running slot when its turn comes; a decoy only leaves the line. */
  real: boolean;
  go: () => void;
}

const passwordChecksBusy = () =>
  new ApiError(503, errorCodes.passwordChecksBusy, { headers: { 'retry-after': '1' } });

/**
 * A semaphore with a bounded, fair line. `run` starts `work` when a slot is free, else waits in line, or throws
 * 503 M1131 when the line is full or the check's address or id already holds its share of it. The line is served
 * an address at a time, in turn (round robin), so a busy address does not delay the others' turns.
 *
 * `takeTurn` is a missing user's decoy: it is refused, and waits, exactly when and as long as a real check
 * arriving at that moment would be, and holds its address's and id's share meanwhile (so that one address sees
 * the same answers whichever ids it tries), but it never takes a running slot nor counts against `maxQueued`:
 * a spray of unknown ids leaves every slot and place to real checks. The price: a caller who tries an id, then
 * at once an id it knows (its own), can tell by how long the second waits whether the first took a slot, that is
 * existed; each pair counts against the per-address limits of the token endpoint, and other people's logins
 * blur it. Decoys that took slots, as before, let a spray of unknown ids lock everyone out.
 */
function createHashingGate(
  { maxConcurrent, maxQueued, maxQueuedPerKey = defaultShareOf(maxQueued) }: HashingConcurrency,
  metrics: HashingMetrics,
) {
  let running = 0;
  let realWaiting = 0;
  // Each address's line; a Map iterates in insertion order, so re-inserting an address after serving it makes
  // the next address the next served.
  const lines = new Map<string, Waiter[]>();
  const held = new Map<string, number>();

  // Names (ids included) are dropped at zero: a spray of ids leaves nothing behind.
  function share(name: string, change: number) {
    const count = (held.get(name) ?? 0) + change;
    if (count > 0) held.set(name, count);
    else held.delete(name);
  }

  /** The first waiter of the next address in turn, out of the line. */
  function nextInTurn(): Waiter | undefined {
    for (const [address, line] of lines) {
      const waiter = line.shift();
      lines.delete(address);
      if (line.length > 0) lines.set(address, line);
      if (waiter) {
        for (const name of waiter.shares) share(name, -1);
        if (waiter.real) realWaiting -= 1;
        metrics.waiting(realWaiting);
        return waiter;
      }
    }
    return undefined;
  }

  /** A slot was freed: decoys whose turn comes leave at once, until a real check takes the slot. */
  function release() {
    running -= 1;
    while (running < maxConcurrent) {
      const waiter = nextInTurn();
      if (!waiter) break;
      if (waiter.real) running += 1;
      waiter.go();
    }
    metrics.running(running);
  }

  /** Returns when the check may go on (for a real one, holding a slot); throws 503 M1131 when refused. */
  function enter(real: boolean, key: CheckKey | undefined): Promise<void> | undefined {
    // A slot is free only while nobody waits (release hands each freed slot to the line first).
    if (running < maxConcurrent) {
      if (real) running += 1;
      metrics.running(running);
      return undefined;
    }
    const shares = key ? [`address|${key.address}`, `id|${key.userId}`] : [];
    if (realWaiting >= maxQueued || shares.some((name) => (held.get(name) ?? 0) >= maxQueuedPerKey)) {
      metrics.refused();
      throw passwordChecksBusy();
    }
    for (const name of shares) share(name, 1);
    if (real) realWaiting += 1;
    metrics.waiting(realWaiting);
    const address = key?.address ?? '';
    const queuedAt = performance.now();
    return new Promise<void>((resolve) => {
      const line = lines.get(address) ?? [];
      if (line.length === 0) lines.set(address, line);
      const go = () => {
        metrics.waited((performance.now() - queuedAt) / 1000);
        resolve();
      };
      line.push({ shares, real, go });
    });
  }

  return {
    async run<T>(work: () => Promise<T>, key?: CheckKey): Promise<T> {
      await enter(true, key);
      try {
        return await work();
      } finally {
        release();
      }
    },
    async takeTurn(key?: CheckKey): Promise<void> {
      await enter(false, key);
    },
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

/** The last scrypt runs at this instance's cost that a decoy draws its time from. */
const keptMeasurements = 32;
/**
 * A decoy's time is a measured one moved by up to this fraction either way, so that it never repeats a measured
 * time exactly (a caller who timed its own known-id attempts could otherwise match them).
 */
const decoySpread = 0.05;

export interface PasswordHashing {
  /** `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64) at this instance's cost, with a fresh random salt. */
  hash(password: string): Promise<string>;
  /**
   * True when `password` matches a stored hash, whatever cost it was made with (the cost is read from the
   * hash); compared in constant time. `key` (a login's address and id) gets the check its share of the line.
   */
  verify(password: string, storedHash: string, key?: CheckKey): Promise<boolean>;
  /**
   * Takes as long as a real check and answers false, without hashing: used when the user does not exist, so
   * that response times do not tell which user ids are registered, and unknown ids cost no hashing.
   */
  verifyAgainstDecoy(password: string, key?: CheckKey): Promise<false>;
}

/**
 * Password hashing at `cost`: the production cost unless a test configures a cheaper one (the app's
 * `passwordHashing` option; nothing in the environment can lower it). At most `concurrency.maxConcurrent` scrypt
 * runs at once, `maxQueued` more waiting, beyond that 503 M1131. A missing user's decoy waits its turn and is
 * refused like any other check, then sleeps the time of a recent real run instead of hashing.
 */
export function createPasswordHashing(
  cost: ScryptCost = productionScryptCost,
  concurrency: HashingConcurrency = defaultHashingConcurrency(),
  metrics: HashingMetrics = metricsOff.hashing,
): PasswordHashing {
  const { logN, r, p } = cost;
  const gate = createHashingGate(concurrency, metrics);
  const measured: number[] = [];
  let measuredCount = 0;

  /** `derive`, timed when at this instance's cost (what a decoy stands in for). */
  async function timedDerive(password: string, salt: Buffer, at: ScryptCost, length: number) {
    const started = performance.now();
    const key = await derive(password, salt, at, length);
    if (at.logN === logN && at.r === r && at.p === p) {
      measured[measuredCount % keptMeasurements] = performance.now() - started;
      measuredCount += 1;
    }
    return key;
  }

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(saltBytes);
    const key = await gate.run(() => timedDerive(password, salt, cost, keyBytes));
    return `$scrypt$ln=${logN},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async function verify(password: string, storedHash: string, key?: CheckKey): Promise<boolean> {
    const match = storedHashPattern.exec(storedHash);
    if (!match) throw new Error('Stored password hash has an unknown format');
    const [, storedLogN, storedR, storedP, salt, expected] = match;
    const expectedKey = Buffer.from(expected ?? '', 'base64');
    const storedCost = { logN: Number(storedLogN), r: Number(storedR), p: Number(storedP) };
    const derived = await gate.run(
      () => timedDerive(password, Buffer.from(salt ?? '', 'base64'), storedCost, expectedKey.length),
      key,
    );
    return timingSafeEqual(derived, expectedKey);
  }

  /** The first time being measured, when a missing user came before anything was timed at this cost. */
  let measuring: Promise<unknown> | undefined;

  return {
    hash,
    verify,
    async verifyAgainstDecoy(password, key) {
      // Nothing timed yet at this cost (an instance's first moments, before any login of a password hashed at
      // it): this check is a real one, whose time is the first measured; missing users arriving meanwhile wait
      // for it rather than hash too, and if it is refused (503), the next of them measures.
      while (measuredCount === 0) {
        if (!measuring) {
          measuring = gate.run(() => timedDerive(password, randomBytes(saltBytes), cost, keyBytes), key);
          try {
            await measuring;
            return false;
          } finally {
            measuring = undefined;
          }
        }
        await measuring.catch(() => undefined);
      }
      await gate.takeTurn(key);
      const measuredTime = measured[randomInt(Math.min(measuredCount, keptMeasurements))] ?? 0;
      const spread = 1 + decoySpread * (2 * Math.random() - 1);
      await new Promise((resolve) => setTimeout(resolve, measuredTime * spread));
      return false;
    },
  };
}
