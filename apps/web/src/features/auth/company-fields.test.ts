import { describe, expect, it } from 'vitest';
import { cleanSiret } from './company-fields.tsx';

describe('cleanSiret', () => {
  it('keeps digits only and stops at 14 (part 1 §5)', () => {
    expect(cleanSiret('123 456 789 00015')).toBe('12345678900015');
    expect(cleanSiret('ab-12.3')).toBe('123');
    expect(cleanSiret('123456789000159999')).toBe('12345678900015');
  });
});
