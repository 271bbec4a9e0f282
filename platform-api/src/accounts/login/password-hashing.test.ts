import crypto, { type ScryptOptions } from 'node:crypto';
import os from 'node:os';
import { ApiError } from '../../platform/http/api-error';
import {
  createPasswordHashing,
  defaultHashingConcurrency,
  productionScryptCost,
  type PasswordHashing,
} from './password-hashing';

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

  /** The costs (N) of the scrypt runs `work` makes. */
  async function scryptCosts(work: () => Promise<unknown>): Promise<number[]> {
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      await work();
      return scrypt.mock.calls.map((call) => ((call as unknown[])[3] as ScryptOptions).N ?? 0);
    } finally {
      scrypt.mockRestore();
    }
  }

  it('never runs scrypt for a missing user once it has timed a run at its own cost (any hash or login at it)', async () => {
    const measured = createPasswordHashing({ logN: 6, r: 8, p: 1 });
    await measured.hash('Demo1234!');
    let answers: boolean[] = [];

    const costs = await scryptCosts(async () => {
      answers = await Promise.all(Array.from({ length: 30 }, () => measured.verifyAgainstDecoy('Demo1234!')));
    });

    expect(costs).toEqual([]);
    expect(answers).toEqual(Array.from({ length: 30 }, () => false));
  });

  it('times its first missing user with one real run at its own cost when nothing was timed yet, however many come at once', async () => {
    const unmeasured = createPasswordHashing({ logN: 6, r: 8, p: 1 });

    const costs = await scryptCosts(async () => {
      await Promise.all(Array.from({ length: 10 }, () => unmeasured.verifyAgainstDecoy('Demo1234!')));
      await unmeasured.verifyAgainstDecoy('Demo1234!');
    });

    expect(costs).toEqual([2 ** 6]);
  });

  it('does not time checks of hashes made at another cost: they say nothing of a decoy’s time', async () => {
    const passwords = createPasswordHashing({ logN: 6, r: 8, p: 1 });
    const otherCost = await createPasswordHashing({ logN: 4, r: 8, p: 1 }).hash('Demo1234!');
    await passwords.verify('Demo1234!', otherCost);

    const costs = await scryptCosts(() => passwords.verifyAgainstDecoy('Demo1234!'));

    expect(costs).toEqual([2 ** 6]);
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

    it('refuses a missing user’s check exactly when a real one arriving then would be (no user enumeration by 503)', async () => {
      const passwords = createPasswordHashing(cheap, { maxConcurrent: 1, maxQueued: 1 });
      const stored = await passwords.hash('Demo1234!');

      // One running, one waiting: the line is full for anyone, known id or not.
      const outcomes = await Promise.allSettled([
        passwords.verify('Demo1234!', stored),
        passwords.verify('Demo1234?', stored),
        passwords.verifyAgainstDecoy('Demo1234!'),
        passwords.verify('Demo1234!', stored),
      ]);

      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'rejected',
      ]);
      expect(outcomes[2]).toMatchObject({ reason: { statusCode: 503, code: 'M1131' } });
      expect(outcomes[3]).toMatchObject({ reason: { statusCode: 503, code: 'M1131' } });
      // Refused once, a missing user's check still works afterwards.
      expect(await passwords.verifyAgainstDecoy('Demo1234!')).toBe(false);
    });

    it('takes no slot and no place in line from real checks: a spray of missing users leaves them to real logins', async () => {
      const passwords = createPasswordHashing(cheap, { maxConcurrent: 1, maxQueued: 1 });
      const stored = await passwords.hash('Demo1234!');

      const { result, mostAtOnce } = await countingScrypt(() =>
        Promise.allSettled([
          passwords.verify('Demo1234!', stored),
          ...Array.from({ length: 20 }, () => passwords.verifyAgainstDecoy('Demo1234!')),
          // Behind 20 missing users, the one place in line is still free for this one.
          passwords.verify('Demo1234!', stored),
        ]),
      );

      expect(mostAtOnce).toBe(1);
      expect(result).toEqual([
        { status: 'fulfilled', value: true },
        ...Array.from({ length: 20 }, () => ({ status: 'fulfilled', value: false })),
        { status: 'fulfilled', value: true },
      ]);
    });

    it('hashes on half the cores by default (at least one), with eight waiting per running hash, a quarter of them per address or id', () => {
      const { maxConcurrent, maxQueued, maxQueuedPerKey } = defaultHashingConcurrency();

      expect(maxConcurrent).toBe(Math.max(1, Math.floor(os.availableParallelism() / 2)));
      expect(maxQueued).toBe(8 * maxConcurrent);
      expect(maxQueuedPerKey).toBe(2 * maxConcurrent);
    });
  });

  describe('a fair line: no address and no id holds more than its share of the places', () => {
    const cheap = { logN: 6, r: 8, p: 1 };
    const concurrency = { maxConcurrent: 1, maxQueued: 8, maxQueuedPerKey: 2 };
    let stored: string;

    beforeAll(async () => {
      stored = await createPasswordHashing(cheap).hash('Demo1234!');
    });

    /** The statuses of `checks`, started together while one other check holds the only slot. */
    async function whileBusy(
      passwords: PasswordHashing,
      checks: (() => Promise<boolean>)[],
    ): Promise<string[]> {
      const outcomes = await Promise.allSettled([
        passwords.verify('Demo1234!', stored, { address: '10.0.0.99', userId: 'demo' }),
        ...checks.map((check) => check()),
      ]);
      return outcomes.slice(1).map((outcome) => {
        if (outcome.status === 'fulfilled') return 'checked';
        const refusal = outcome.reason as ApiError;
        return `${refusal.statusCode} ${refusal.code}`;
      });
    }

    it('gives one address at most its share of the line, its missing users’ checks included; other addresses still get in', async () => {
      const passwords = createPasswordHashing(cheap, concurrency);
      await passwords.hash('Demo1234!');
      const from = (address: string, userId: string) => ({ address, userId });

      const statuses = await whileBusy(passwords, [
        () => passwords.verifyAgainstDecoy('Wrong1234!', from('10.0.0.1', 'nobody-1')),
        () => passwords.verify('Wrong1234!', stored, from('10.0.0.1', 'someone-1')),
        () => passwords.verify('Wrong1234!', stored, from('10.0.0.1', 'someone-2')),
        () => passwords.verifyAgainstDecoy('Wrong1234!', from('10.0.0.1', 'nobody-2')),
        () => passwords.verify('Demo1234!', stored, from('10.0.0.2', 'someone-3')),
      ]);

      expect(statuses).toEqual(['checked', 'checked', '503 M1131', '503 M1131', 'checked']);
    });

    it('gives one id at most its share of the line, from any number of addresses; other ids still get in', async () => {
      const passwords = createPasswordHashing(cheap, concurrency);
      await passwords.hash('Demo1234!');

      const statuses = await whileBusy(passwords, [
        ...['10.0.1.1', '10.0.1.2', '10.0.1.3'].map(
          (address) => () => passwords.verify('Wrong1234!', stored, { address, userId: 'demo-mom' }),
        ),
        () => passwords.verify('Demo1234!', stored, { address: '10.0.1.4', userId: 'demo-grandpa' }),
      ]);

      expect(statuses).toEqual(['checked', 'checked', '503 M1131', 'checked']);
    });

    it('serves the line an address at a time, in turn: a busy address does not hold the others back', async () => {
      const passwords = createPasswordHashing(cheap, { ...concurrency, maxQueuedPerKey: 3 });
      const served: string[] = [];
      const check = (address: string, name: string) =>
        passwords.verify('Demo1234!', stored, { address, userId: name }).then(() => served.push(name));

      await Promise.all([
        check('10.0.2.9', 'first'),
        check('10.0.2.1', 'a1'),
        check('10.0.2.1', 'a2'),
        check('10.0.2.1', 'a3'),
        check('10.0.2.2', 'b1'),
        check('10.0.2.2', 'b2'),
      ]);

      expect(served).toEqual(['first', 'a1', 'b1', 'a2', 'b2', 'a3']);
    });
  });
});
