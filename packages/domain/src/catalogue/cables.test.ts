import { describe, expect, it } from 'vitest';
import { CABLES, cableFor } from './cables.ts';

describe('cables per metre (part 2 §3.10, §9)', () => {
  it('lists R2V and Prefile by section, RJ45 and coaxial, at the spec prices (cents/m)', () => {
    expect(CABLES.map((c) => [c.cableType, c.section, c.priceCents])).toEqual([
      ['R2V', 1.5, 90],
      ['R2V', 2.5, 120],
      ['R2V', 4, 185],
      ['R2V', 6, 245],
      ['R2V', 10, 420],
      ['Prefile', 1.5, 90],
      ['Prefile', 2.5, 120],
      ['Prefile', 6, 245],
      ['RJ45', 0, 70],
      ['Coaxial', 0, 18],
    ]);
  });

  it.each([
    ['R2V', 0.75, 90],
    ['R2V', 1.5, 90],
    ['R2V', 2.4, 90],
    ['R2V', 2.5, 120],
    ['R2V', 3.9, 120],
    ['R2V', 4, 185],
    ['R2V', 5.9, 185],
    ['R2V', 6, 245],
    ['R2V', 9.9, 245],
    ['R2V', 10, 420],
    ['R2V', 16, 420],
    ['Prefile', 1.5, 90],
    ['Prefile', 2.5, 120],
    ['Prefile', 4, 120],
    ['Prefile', 6, 245],
    ['Prefile', 10, 245],
    ['RJ45', 0, 70],
    ['RJ45', 2.5, 70],
    ['Coaxial', 0, 18],
  ] as const)('rule: %s %s mm² → %i cents/m', (cableType, section, cents) => {
    expect(cableFor(cableType, section).priceCents).toBe(cents);
  });

  it('treats a missing section as the smallest', () => {
    expect(cableFor('R2V', undefined).section).toBe(1.5);
  });
});
