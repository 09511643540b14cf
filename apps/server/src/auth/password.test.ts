import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('secret1');
    expect(await verifyPassword('secret1', stored)).toBe(true);
    expect(await verifyPassword('secret2', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores the parameters and a random salt: the same password hashes differently', async () => {
    const a = await hashPassword('même mot de passe');
    const b = await hashPassword('même mot de passe');
    expect(a).toMatch(/^scrypt\$N=16384,r=8,p=5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('même');
  });

  it('reads the parameters from the stored string', async () => {
    // A hash made with other (older, weaker) parameters keeps working.
    const stored = (await hashPassword('secret1')).replace('N=16384,r=8,p=5', 'N=1024,r=8,p=1');
    const { scryptSync } = await import('node:crypto');
    const [, , , salt] = stored.split('$');
    const key = scryptSync('secret1', Buffer.from(salt ?? '', 'base64'), 32, { N: 1024, r: 8, p: 1 });
    const weak = `scrypt$N=1024,r=8,p=1$${salt}$${key.toString('base64')}`;
    expect(await verifyPassword('secret1', weak)).toBe(true);
    expect(await verifyPassword('secret1', stored)).toBe(false);
  });

  it('treats Unicode compositions of the same text as the same password', async () => {
    const stored = await hashPassword('\u00e9t\u00e9'); // 'été' precomposed
    expect(await verifyPassword('e\u0301te\u0301', stored)).toBe(true); // decomposed accents
  });

  it('answers false, without throwing, for values that are not our hashes', async () => {
    for (const junk of [
      '',
      'not-a-login-hash',
      'scrypt$N=3,r=8,p=1$AAAA$AAAA',
      `scrypt$N=1073741824,r=8,p=1$AAAA$${'A'.repeat(44)}`,
    ]) {
      expect(await verifyPassword('secret1', junk)).toBe(false);
    }
  });
});
