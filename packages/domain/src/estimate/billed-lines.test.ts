import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomProject } from '../../test/random-projects.ts';
import { computeDimensioning } from '../dimensioning/compute-dimensioning.ts';
import { toCents } from '../money.ts';
import { billedLine, withBilled } from './billed-lines.ts';
import { buildEstimate } from './build.ts';
import { DEFAULT_LABOUR_SETTINGS } from './labour.ts';
import { newCustomItem } from './new-items.ts';
import { VAT_RATES, type VatRate } from './schema.ts';
import { estimateTotals } from './totals.ts';

describe('lines as billed', () => {
  it('a lighting point reads its device at 3,90 € and is billed 8,10 € with its DCL box', () => {
    const point = {
      ...newCustomItem('p'),
      reference_principal: '060710',
      prix: 3.9,
      plaque_blanche: '',
      boite_encastrement: '089342',
      quantity: 2,
    };
    expect(billedLine(point)).toEqual({
      vatRate: 20,
      unitPrice: 8.1,
      total: 16.2,
      parts: [
        { part: 'appareil', reference: '060710', unitPrice: 3.9 },
        { part: 'boite_encastrement', reference: '089342', unitPrice: 4.2 },
      ],
    });
  });

  it('names no parts when the device alone is priced; a line of its own rate keeps it', () => {
    expect(billedLine({ prix: 8.5, quantity: 3, vatRate: 10 }, 20)).toEqual({
      vatRate: 10,
      unitPrice: 8.5,
      total: 25.5,
    });
  });

  /** A random project through the dimensioning to its estimate, each line at a random rate (or none). */
  const project = fc.record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    quoteRate: fc.constantFrom<VatRate>(...VAT_RATES, 0),
    lineRates: fc.array(fc.constantFrom<VatRate | undefined>(undefined, ...VAT_RATES), { minLength: 1 }),
  });

  it('property: for random projects, the lines’ totals at each rate add up to that rate’s base, to the cent', () => {
    fc.assert(
      fc.property(project, ({ seed, quoteRate, lineRates }) => {
        const input = randomProject(seed);
        const estimate = buildEstimate({
          rooms: input.rooms,
          equipments: input.equipments,
          dimensioning: computeDimensioning(input),
          labour: DEFAULT_LABOUR_SETTINGS,
        });
        const rateOf = (i: number) => lineRates[i % lineRates.length];
        const lines = [
          ...withBilled(
            estimate.quoteItems.map((line, i) => ({ ...line, vatRate: rateOf(i) })),
            quoteRate,
          ),
          ...withBilled(
            estimate.dimensioningItems.map((line, i) => ({ ...line, vatRate: rateOf(i + 1) })),
            quoteRate,
          ),
        ];
        const totals = estimateTotals(lines, quoteRate);
        const sums = new Map<number, number>();
        for (const { billed } of lines) {
          sums.set(billed.vatRate, (sums.get(billed.vatRate) ?? 0) + toCents(billed.total));
          const parts = billed.parts ?? [{ unitPrice: billed.unitPrice }];
          expect(parts.reduce((sum, p) => sum + toCents(p.unitPrice), 0)).toBe(toCents(billed.unitPrice));
        }
        expect(totals.byRate.map((r) => [r.rate, toCents(r.baseHT)])).toEqual(
          [...sums].sort(([a], [b]) => b - a),
        );
        expect(totals.byRate.reduce((sum, r) => sum + toCents(r.baseHT), 0)).toBe(toCents(totals.totalHT));
      }),
      { numRuns: 30 },
    );
  });
});
