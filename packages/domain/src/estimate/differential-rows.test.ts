import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakerUnitsByRow,
  differentialRows,
  ensureDifferentialBreakers,
  generateDifferentialBreakers,
  withDifferentialBreakers,
} from './differential-rows.ts';
import type { DimensioningItem } from './schema.ts';

function breaker(id: string, rating: number, quantity = 1): DimensioningItem {
  return { id, type: 'circuit_breaker', intitule: id, reference_principal: '', prix: 8.5, quantity, rating };
}

describe('differential switches (part 2 §9 DDR rule)', () => {
  it.each([
    ['5 × 16 A: 80 × 0.7 = 56 → 63 A', [breaker('a', 16, 5)], [[63, 65, 5]]],
    [
      '2 × 10 A + 1 × 16 A: 36 × 0.7 = 25.2 → 26 → 40 A',
      [breaker('a', 10, 2), breaker('b', 16)],
      [[40, 45, 3]],
    ],
    ['1 × 32 A: 22.4 → 23 → 25 A', [breaker('a', 32)], [[25, 35, 1]]],
    ['2 × 16 A + 2 A: 34 × 0.7 = 23.8 → 24 → 25 A', [breaker('a', 16, 2), breaker('b', 2)], [[25, 35, 3]]],
    ['50 A sum: 35 exactly → 40 A', [breaker('a', 25, 2)], [[40, 45, 2]]],
    ['57 A sum: 39.9 → 40 → 40 A', [breaker('a', 25), breaker('b', 32)], [[40, 45, 2]]],
    ['58 A sum: 40.6 → 41 → 63 A', [breaker('a', 32), breaker('b', 16), breaker('c', 10)], [[63, 65, 3]]],
  ] as const)('%s', (_label, breakers, expected) => {
    const ddrs = generateDifferentialBreakers([...breakers]);
    expect(ddrs.map((d) => [d.rating, d.prix, differentialRows([...breakers])[0]?.moduleUnits])).toEqual(
      expected,
    );
  });

  it('counts 40 A and 63 A as 2 module units and opens a new row past 8 units or 63 A', () => {
    const rows = differentialRows([breaker('a', 2, 6), breaker('b', 40, 1), breaker('c', 16, 1)]);
    expect(rows.map((r) => [r.moduleUnits, r.circuitBreakerIds])).toEqual([
      [8, ['a', 'b']],
      [1, ['c']],
    ]);
    // 0.7 × (63 + 40) = 73 A: a 63 A device cannot hold both; no silent cap.
    expect(differentialRows([breaker('a', 63), breaker('b', 40)]).map((r) => r.circuitBreakerIds)).toEqual([
      ['a'],
      ['b'],
    ]);
  });

  it('spreads a line of 10 breakers over two rows and lists it in both', () => {
    const rows = differentialRows([breaker('a', 10, 10)]);
    expect(rows.map((r) => [r.rowId, r.moduleUnits, r.ratingSum, r.circuitBreakerIds])).toEqual([
      ['row-1', 8, 80, ['a']],
      ['row-2', 2, 20, ['a']],
    ]);
  });

  it('follows the RCD groups of the dimensioning: one row per group, type F sold as type F', () => {
    const planned = (id: string, rating: number, row: number, rcd_type: 'AC' | 'A' | 'F', quantity = 1) => ({
      ...breaker(id, rating, quantity),
      row,
      rcd_type,
    });
    const ddrs = generateDifferentialBreakers([
      planned('l', 10, 1, 'AC'),
      planned('s', 20, 2, 'AC'),
      planned('pac', 20, 3, 'F'),
      breaker('extra', 16),
    ]);
    expect(
      ddrs.map((d) => [d.rowId, d.circuitBreakerIds, d.rating, d.rcd_type, d.reference_principal, d.prix]),
    ).toEqual([
      ['row-1', ['l'], 25, 'A', 'R9PRA225', 35],
      ['row-2', ['s'], 25, 'A', 'R9PRA225', 35],
      ['row-3', ['pac'], 25, 'F', 'R9PRF225', 58],
      ['row-4', ['extra'], 25, 'A', 'R9PRA225', 35],
    ]);
    expect(ddrs[2]).toMatchObject({
      intitule: 'Interrupteur différentiel 25\u00a0A 30\u00a0mA type F – rangée 3 (prix à confirmer)',
      prix_a_confirmer: true,
    });
  });

  it('makes one DDR per row with type A 30 mA, rowId and breaker ids', () => {
    const ddrs = generateDifferentialBreakers([breaker('a', 10, 6), breaker('b', 20, 4)]);
    expect(ddrs).toHaveLength(2);
    expect(ddrs[0]).toMatchObject({
      id: 'ddr-1',
      type: 'differential_circuit_breaker',
      rowId: 'row-1',
      circuitBreakerIds: ['a', 'b'],
      quantity: 1,
    });
    expect(ddrs[0]?.intitule).toContain('30\u00a0mA type A');
  });

  it('ignores non-breaker lines and makes nothing without breakers', () => {
    expect(generateDifferentialBreakers([])).toEqual([]);
    const cable = { ...breaker('c', 16), type: 'cable' as const };
    expect(generateDifferentialBreakers([cable])).toEqual([]);
  });

  it('regenerates DDRs: old ones dropped, breakers get their row', () => {
    const stale: DimensioningItem = {
      ...breaker('old', 63),
      type: 'differential_circuit_breaker',
      id: 'ddr-9',
    };
    const items = withDifferentialBreakers([breaker('a', 10, 8), breaker('b', 20), stale]);
    expect(items.map((i) => [i.id, i.rowId])).toEqual([
      ['a', 'row-1'],
      ['b', 'row-2'],
      ['ddr-1', 'row-1'],
      ['ddr-2', 'row-2'],
    ]);
  });

  it('generates DDRs for saved lines only when they hold none', () => {
    const saved = [breaker('a', 16, 2)];
    expect(ensureDifferentialBreakers(saved).map((i) => i.id)).toEqual(['a', 'ddr-1']);
    const edited: DimensioningItem = {
      ...breaker('x', 25),
      type: 'differential_circuit_breaker',
      id: 'mine',
      prix: 40,
    };
    expect(ensureDifferentialBreakers([...saved, edited])).toEqual([...saved, edited]);
  });

  it('property: every row holds at most 8 module units and every breaker unit is counted', () => {
    const breakers = fc.array(
      fc.record({
        rating: fc.constantFrom(2, 6, 10, 16, 20, 25, 32, 40, 63, 50, 1),
        quantity: fc.integer({ min: 1, max: 20 }),
      }),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(breakers, (list) => {
        const items = list.map((b, i) => breaker(`b${i}`, b.rating, b.quantity));
        const rows = differentialRows(items);
        for (const row of rows) {
          expect(row.moduleUnits).toBeLessThanOrEqual(8);
          expect(row.moduleUnits).toBeGreaterThan(0);
        }
        const units = list.reduce((s, b) => s + b.quantity * (b.rating === 40 || b.rating === 63 ? 2 : 1), 0);
        expect(rows.reduce((s, r) => s + r.moduleUnits, 0)).toBe(units);
        const ddrs = generateDifferentialBreakers(items);
        expect(ddrs).toHaveLength(rows.length);
        for (const [i, ddr] of ddrs.entries()) {
          const adjusted = Math.max(rows[i]?.adjustedRating ?? 0, rows[i]?.downstreamRating ?? 0);
          expect(adjusted).toBeLessThanOrEqual(63);
          const expected = adjusted <= 25 ? 25 : adjusted <= 40 ? 40 : 63;
          expect(ddr.rating).toBe(expected);
        }
      }),
    );
  });
});

describe('breaker units by row (part 2 §9 DDR rule)', () => {
  it('fills rows of 8 module units with every unit, 40 A and 63 A counting 2, never above 63 A', () => {
    const lines = [
      { id: 'a', rating: 2, quantity: 3 },
      { id: 'b', rating: 10, quantity: 4 },
      { id: 'c', rating: 40, quantity: 2 },
    ];
    const rows = breakerUnitsByRow(lines).map((row) => row.map((line) => line.id).join(''));
    // Row 1: three 2 A and four 10 A (7 units, 46 A × 0.7 = 33); the first 40 A would make 9 units.
    // Row 2: two 40 A (4 units, 80 A × 0.7 = 56 → 63 A).
    expect(rows).toEqual(['aaabbbb', 'cc']);
    // Three 63 A cannot share one 63 A device (0.7 × 126 = 89 A): one row each, no silent cap.
    expect(breakerUnitsByRow([{ id: 'a', rating: 63, quantity: 3 }]).map((r) => r.length)).toEqual([1, 1, 1]);
  });

  it('gives the same rows as the estimate’s differential switches', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            rating: fc.constantFrom(2, 10, 16, 20, 32, 40, 63),
            quantity: fc.integer({ min: 1, max: 4 }),
          }),
          { maxLength: 25 },
        ),
        (specs) => {
          const lines = specs.map((s, i) => breaker(`b${i}`, s.rating, s.quantity));
          const rows = breakerUnitsByRow(lines).map((row) => [...new Set(row.map((line) => line.id))]);
          expect(rows).toEqual(generateDifferentialBreakers(lines).map((ddr) => ddr.circuitBreakerIds));
        },
      ),
    );
  });
});
