import { describe, expect, it } from 'vitest';
import {
  isQuoteExpired,
  SIGNATURE_MESSAGES,
  signingCodeSchema,
  signingSignSchema,
  signingTokenSchema,
} from './signature.ts';

describe('signature inputs', () => {
  it('takes a 43-character base64url token and refuses anything else with the link message', () => {
    expect(signingTokenSchema.safeParse('a'.repeat(43)).success).toBe(true);
    for (const bad of ['a'.repeat(42), `${'a'.repeat(42)}=`, '../etc', 12]) {
      const parsed = signingTokenSchema.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(SIGNATURE_MESSAGES.linkInvalid);
    }
  });

  it('takes a 6-digit code (spaces around trimmed) and refuses 5 or 7 digits or letters', () => {
    expect(signingCodeSchema.parse(' 012345 ')).toBe('012345');
    for (const bad of ['12345', '1234567', '12a456']) {
      expect(signingCodeSchema.safeParse(bad).error?.issues[0]?.message).toBe(SIGNATURE_MESSAGES.codeFormat);
    }
  });

  it('wants the consent ticked and a name', () => {
    const base = { token: 'b'.repeat(43), name: 'Jeanne Martin', consent: true, code: '123456' };
    expect(signingSignSchema.safeParse(base).success).toBe(true);
    const unticked = signingSignSchema.safeParse({ ...base, consent: false });
    expect(unticked.error?.issues[0]?.message).toBe(SIGNATURE_MESSAGES.consentRequired);
    const nameless = signingSignSchema.safeParse({ ...base, name: ' ' });
    expect(nameless.error?.issues[0]?.message).toBe(SIGNATURE_MESSAGES.nameRequired);
  });

  it('counts the last day of validity as valid', () => {
    expect(isQuoteExpired('2027-01-31', '2027-01-31')).toBe(false);
    expect(isQuoteExpired('2027-01-31', '2027-02-01')).toBe(true);
    expect(isQuoteExpired(null, '2099-01-01')).toBe(false);
  });

  it('says how many tries are left', () => {
    expect(SIGNATURE_MESSAGES.codeWrong(1)).toBe('Code incorrect\u00a0: il vous reste 1\u00a0essai');
    expect(SIGNATURE_MESSAGES.codeWrong(3)).toBe('Code incorrect\u00a0: il vous reste 3\u00a0essais');
  });
});
