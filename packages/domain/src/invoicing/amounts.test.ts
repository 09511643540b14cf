import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VAT_RATES } from '../estimate/schema.ts';
import {
  AMOUNT_MESSAGES,
  allocate,
  baseForTtc,
  divideRounded,
  euroAmountSchema,
  percentSchema,
  shareOf,
  vatOf,
} from './amounts.ts';

describe('invoice amounts in cents (STYLE.md "Money")', () => {
  it.each([
    [10000, 20, 2000],
    [10000, 10, 1000],
    [10000, 5.5, 550],
    [12345, 5.5, 679],
  ] as const)('VAT of %i cents at %s %% is %i', (base, rate, vat) => {
    expect(vatOf(base, rate)).toBe(vat);
  });

  it('rounds VAT halves away from zero: 12,5 cents is 13, 0,055 cent is 0', () => {
    expect([vatOf(250, 5 as never), vatOf(-250, 5 as never), vatOf(1, 5.5), vatOf(10, 5.5)]).toEqual([
      13, -13, 0, 1,
    ]);
  });

  it('rounds a division half away from zero, in integers', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(divideRounded(0, 7)).toBe(0);
    expect(shareOf(333_33, 3000)).toBe(100_00);
  });

  it('finds the base of an amount typed TTC, to the cent when one exists', () => {
    expect(baseForTtc(150_000, 20)).toBe(125_000);
    expect(baseForTtc(150_000, 10)).toBe(136_364);
    expect(baseForTtc(150_000, 5.5)).toBe(142_180);
    for (const rate of VAT_RATES) {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 10_000_000 }), (ttc) => {
          const base = baseForTtc(ttc, rate);
          const back = base + vatOf(base, rate);
          expect(Math.abs(back - ttc)).toBeLessThanOrEqual(1);
          // When a base gives the TTC exactly, that is the one found.
          for (const other of [base - 1, base + 1]) {
            if (other + vatOf(other, rate) === ttc) expect(back).toBe(ttc);
          }
        }),
      );
    }
  });

  it('shares an amount in proportion, to the cent, never above a share’s weight', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(10, [0, 0])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, part) => {
          const sum = weights.reduce((s, w) => s + w, 0);
          const total = Math.floor(sum * part);
          const shares = allocate(total, weights);
          expect(shares.reduce((s, v) => s + v, 0)).toBe(sum === 0 ? 0 : total);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
          });
        },
      ),
    );
  });

  const amount = euroAmountSchema;
  const percent = percentSchema;
  it.each<[string, typeof amount | typeof percent, unknown, string | null]>([
    ['an amount', amount, 12.5, null],
    ['an amount', amount, 1500, null],
    ['an amount', amount, 0.29, null],
    ['an amount', amount, 12.345, AMOUNT_MESSAGES.decimals],
    ['an amount', amount, 1.005, AMOUNT_MESSAGES.decimals],
    ['an amount', amount, 0, AMOUNT_MESSAGES.positive],
    ['an amount', amount, -3, AMOUNT_MESSAGES.positive],
    ['an amount', amount, 200_000_000, AMOUNT_MESSAGES.tooLarge],
    ['an amount', amount, '12', AMOUNT_MESSAGES.notANumber],
    ['a percentage', percent, 30, null],
    ['a percentage', percent, 33.33, null],
    ['a percentage', percent, 100, null],
    ['a percentage', percent, 33.333, AMOUNT_MESSAGES.percentDecimals],
    ['a percentage', percent, 101, AMOUNT_MESSAGES.percentRange],
    ['a percentage', percent, -1, AMOUNT_MESSAGES.percentRange],
  ])('%s of %s: %s', (_what, schema, value, message) => {
    const parsed = schema.safeParse(value);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});
