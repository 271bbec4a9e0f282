import crypto, { type ScryptOptions } from 'node:crypto';
import { createPasswordHashing, productionScryptCost } from './password-hashing';

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
});
