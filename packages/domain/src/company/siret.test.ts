import { describe, expect, it } from 'vitest';
import { isValidSiret, passesLuhn } from './siret.ts';

describe('SIRET check key', () => {
  it.each([
    ['73282932000074', true],
    ['73282932000075', false],
    ['12345678900015', true],
    ['12345678901234', false],
    ['35600000000048', true],
    // La Poste: digit sum multiple of 5, Luhn or not.
    ['35600000012346', true],
    ['35600000012345', false],
    ['7328293200007', false],
    ['7328293200007a', false],
  ])('%s → %s', (siret, valid) => {
    expect(isValidSiret(siret)).toBe(valid);
  });

  it('is the Luhn algorithm', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});
