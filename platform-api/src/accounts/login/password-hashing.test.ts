import crypto, { type ScryptOptions } from 'node:crypto';
import os from 'node:os';
import { ApiError } from '../../platform/http/api-error';
import { createPasswordHashing, defaultHashingConcurrency, productionScryptCost } from './password-hashing';

describe('password hashing', () => {
  // The tests' cheap cost (see testing/test-app.ts): what is checked here does not depend on the cost.
  const passwords = createPasswordHashing({ logN: 10, r: 8, p: 1 });
  let storedHash: string;

  beforeAll(async () => {
    storedHash = await passwords.hash('Demo1234!');
  });

  it('accepts the password that was hashed', async () => {
    expect(await passwords.verify('Demo1234!', storedHash)).toBe(true);
  });

  it('rejects any other password', async () => {
    expect(await passwords.verify('Demo1234?', storedHash)).toBe(false);
  });

  it('stores scrypt with its cost parameters, never the password', () => {
    expect(storedHash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(storedHash).not.toContain('Demo1234!');
  });

  it('salts every hash: the same password hashes differently twice', async () => {
    expect(await passwords.hash('Demo1234!')).not.toBe(storedHash);
  });

  it('refuses to verify against a stored hash of unknown format', async () => {
    await expect(passwords.verify('Demo1234!', 'plain-text')).rejects.toThrow('unknown format');
  });

  it('answers false for a user who does not exist', async () => {
    expect(await passwords.verifyAgainstDecoy('Demo1234!')).toBe(false);
  });

  it('verifies a hash made at another cost: the cost is read from the stored hash', async () => {
    const cheaper = createPasswordHashing({ logN: 4, r: 8, p: 1 });
    const otherHash = await cheaper.hash('Demo1234!');

    expect(otherHash).toMatch(/^\$scrypt\$ln=4,r=8,p=1\$/);
    expect(await passwords.verify('Demo1234!', otherHash)).toBe(true);
    expect(await passwords.verify('Demo1234?', otherHash)).toBe(false);
  });

  describe('production cost (the default: only tests configure a cheaper one)', () => {
    const production = createPasswordHashing();

    it('is OWASP’s first scrypt choice: N = 2^17, r = 8, p = 1', () => {
      expect(productionScryptCost).toEqual({ logN: 17, r: 8, p: 1 });
    });

    it('hashes new passwords at N = 2^17, r = 8, p = 1, and verifies them', async () => {
      const productionHash = await production.hash('Demo1234!');

      expect(productionHash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
      expect(await passwords.verify('Demo1234!', productionHash)).toBe(true);
    });
  });

  it('makes its decoy at its own cost, so a missing user takes as long as a wrong password', async () => {
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      await createPasswordHashing({ logN: 6, r: 8, p: 1 }).verifyAgainstDecoy('Demo1234!');

      // Making the decoy, then checking against it: both at N = 2^6.
      const costs = scrypt.mock.calls.map((call) => (call as unknown[])[3] as ScryptOptions);
      expect(costs.map(({ N }) => N)).toEqual([2 ** 6, 2 ** 6]);
    } finally {
      scrypt.mockRestore();
    }
  });

  describe('bounded concurrency: a spray of logins cannot starve other requests', () => {
    const cheap = { logN: 6, r: 8, p: 1 };

    /** Counts the scrypt runs in flight while `work` runs, and the most at once. */
    async function countingScrypt<T>(work: () => Promise<T>): Promise<{ result: T; mostAtOnce: number }> {
      const original = crypto.scrypt;
      let inFlight = 0;
      let mostAtOnce = 0;
      const scrypt = jest.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        const callback = args.pop() as (error: Error | null, key: Buffer) => void;
        (original as (...rest: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
          inFlight -= 1;
          callback(error, key);
        });
      }) as typeof crypto.scrypt);
      try {
        return { result: await work(), mostAtOnce };
      } finally {
        scrypt.mockRestore();
      }
    }

    it('runs at most maxConcurrent scrypt at once, queues maxQueued more and refuses the rest with 503 M1131', async () => {
      const passwords = createPasswordHashing(cheap, { maxConcurrent: 2, maxQueued: 3 });
      const stored = await createPasswordHashing(cheap).hash('Demo1234!');

      const { result, mostAtOnce } = await countingScrypt(() =>
        Promise.allSettled(Array.from({ length: 10 }, () => passwords.verify('Demo1234!', stored))),
      );

      expect(mostAtOnce).toBe(2);
      expect(result.filter((outcome) => outcome.status === 'fulfilled')).toEqual(
        Array.from({ length: 5 }, () => ({ status: 'fulfilled', value: true })),
      );
      const refusals = result.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(refusals).toHaveLength(5);
      for (const refusal of refusals) {
        expect(refusal).toBeInstanceOf(ApiError);
        expect(refusal).toMatchObject({ statusCode: 503, code: 'M1131' });
      }
    });

    it('takes the queued checks in turn once the running ones finish: all of a burst within the queue succeed', async () => {
      const passwords = createPasswordHashing(cheap, { maxConcurrent: 1, maxQueued: 7 });
      const stored = await passwords.hash('Demo1234!');

      const { result, mostAtOnce } = await countingScrypt(() =>
        Promise.all(
          Array.from({ length: 8 }, (_, index) => passwords.verify(index % 2 ? 'Demo1234!' : 'x', stored)),
        ),
      );

      expect(mostAtOnce).toBe(1);
      expect(result).toEqual([false, true, false, true, false, true, false, true]);
      // The gate is free again afterwards.
      expect(await passwords.verify('Demo1234!', stored)).toBe(true);
    });

    it('queues a missing user’s decoy check like a real one (no user enumeration by timing or by 503)', async () => {
      const passwords = createPasswordHashing(cheap, { maxConcurrent: 1, maxQueued: 1 });
      const stored = await passwords.hash('Demo1234!');
      await passwords.verifyAgainstDecoy('warm-up');

      const outcomes = await Promise.allSettled([
        passwords.verify('Demo1234!', stored),
        passwords.verifyAgainstDecoy('Demo1234!'),
        passwords.verifyAgainstDecoy('Demo1234!'),
      ]);

      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      // Refused once, the decoy still works afterwards.
      expect(await passwords.verifyAgainstDecoy('Demo1234!')).toBe(false);
    });

    it('hashes on half the cores by default (at least one), with eight waiting per running hash', () => {
      const { maxConcurrent, maxQueued } = defaultHashingConcurrency();

      expect(maxConcurrent).toBe(Math.max(1, Math.floor(os.availableParallelism() / 2)));
      expect(maxQueued).toBe(8 * maxConcurrent);
    });
  });
});
