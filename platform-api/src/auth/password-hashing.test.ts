import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  let storedHash: string;

  beforeAll(async () => {
    storedHash = await hashPassword('Demo1234!');
  });

  it('accepts the password that was hashed', async () => {
    expect(await verifyPassword('Demo1234!', storedHash)).toBe(true);
  });

  it('rejects any other password', async () => {
    expect(await verifyPassword('Demo1234?', storedHash)).toBe(false);
  });

  it('stores scrypt with its cost parameters (N = 2^17, r = 8, p = 1), never the password', () => {
    expect(storedHash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect(storedHash).not.toContain('Demo1234!');
  });

  it('salts every hash: the same password hashes differently twice', async () => {
    expect(await hashPassword('Demo1234!')).not.toBe(storedHash);
  });

  it('refuses to verify against a stored hash of unknown format', async () => {
    await expect(verifyPassword('Demo1234!', 'plain-text')).rejects.toThrow('unknown format');
  });

  it('answers false for a user who does not exist', async () => {
    expect(await verifyAgainstDecoy('Demo1234!')).toBe(false);
  });
});
