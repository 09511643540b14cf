import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newCustomItem } from './new-items.ts';
import type { QuoteItem } from './schema.ts';
import { estimateTotals, lineTotal } from './totals.ts';

describe('line totals and totals (part 2 §9, §5)', () => {
  function quoteLine(overrides: Partial<QuoteItem>): QuoteItem {
    return { ...newCustomItem('x'), plaque_blanche: '', ...overrides };
  }

  it.each<[string, Partial<QuoteItem>, number]>([
    [
      'simple socket, white plate, 40 mm box',
      { prix: 3.24, plaque_blanche: 'S520702', boite_encastrement: '080041', quantity: 2 },
      11.08,
    ],
    [
      'double socket, double plate and box',
      { prix: 3.24, plaque_blanche: 'S520704', boite_encastrement: '080042', quantity: 1 },
      10.34,
    ],
    ['black plate', { prix: 3.5, plaque_noir: 'S540702', boite_encastrement: '080041', quantity: 3 }, 17.4],
    ['both plates count', { prix: 1, plaque_blanche: 'S520702', plaque_noir: 'S540704', quantity: 1 }, 7],
    [
      'blank references add nothing',
      { prix: 9.9, plaque_blanche: '  ', boite_encastrement: '', quantity: 2 },
      19.8,
    ],
    ['50 mm boxes', { prix: 0, boite_encastrement: '080051', quantity: 1 }, 1.1],
    ['50 mm double box', { prix: 0, boite_encastrement: '080052', quantity: 2 }, 2.9],
    ['no float noise', { prix: 0.1, quantity: 3 }, 0.3],
  ])('%s', (_label, overrides, total) => {
    expect(lineTotal(quoteLine(overrides))).toBe(total);
  });

  it('makes board lines price × quantity (cable in metres)', () => {
    expect(lineTotal({ prix: 1.2, quantity: 23 })).toBe(27.6);
  });

  it('adds 20 % VAT in cents', () => {
    expect(
      estimateTotals([
        { prix: 10.01, quantity: 1 },
        { prix: 0.05, quantity: 3 },
      ]),
    ).toEqual({
      totalHT: 10.16,
      tva: 2.03,
      totalTTC: 12.19,
      byRate: [{ rate: 20, baseHT: 10.16, tva: 2.03 }],
    });
  });

  it('is zero for no lines', () => {
    expect(estimateTotals([])).toEqual({ totalHT: 0, tva: 0, totalTTC: 0, byRate: [] });
  });

  it('never counts a negative or invalid price or quantity', () => {
    expect(lineTotal({ prix: -5, quantity: 2 })).toBe(0);
    expect(lineTotal({ prix: 5, quantity: -2 })).toBe(0);
    expect(lineTotal({ prix: Number.NaN, quantity: 2 })).toBe(0);
  });

  const line = fc.record({
    prix: fc.oneof(fc.double({ min: -100, max: 10_000, noNaN: true }), fc.integer({ min: 0, max: 500 })),
    quantity: fc.oneof(fc.integer({ min: -3, max: 1000 }), fc.double({ min: 0, max: 500, noNaN: true })),
    plaque_blanche: fc.constantFrom('', 'S520702', 'S520704', 'bogus'),
    plaque_noir: fc.constantFrom('', 'S540702', 'S540704'),
    boite_encastrement: fc.constantFrom('', '080041', '080042', '080051', '080052'),
  });

  it('property: HT equals the sum of the line totals, nothing is negative, TTC = HT + VAT', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (items) => {
        const totals = estimateTotals(items);
        const sumCents = items.reduce((s, i) => s + Math.round(lineTotal(i) * 100), 0);
        expect(Math.round(totals.totalHT * 100)).toBe(sumCents);
        expect(totals.totalHT).toBeGreaterThanOrEqual(0);
        expect(totals.tva).toBeGreaterThanOrEqual(0);
        for (const i of items) expect(lineTotal(i)).toBeGreaterThanOrEqual(0);
        expect(Math.round(totals.totalTTC * 100)).toBe(Math.round((totals.totalHT + totals.tva) * 100));
        expect(Math.abs(totals.tva - totals.totalHT * 0.2)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
