import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planRcdRows, type RcdBreakerLine, rcdRatingFor } from './rcd-rows.ts';

const line = (
  id: string,
  rating: number,
  quantity = 1,
  over: Partial<RcdBreakerLine> = {},
): RcdBreakerLine => ({
  id,
  rating,
  quantity,
  ...over,
});

describe('rcdRatingFor (part 2 §9 steps)', () => {
  it.each([
    [0, 25],
    [25, 25],
    [26, 40],
    [40, 40],
    [41, 63],
    [63, 63],
  ])('%s A needed → %s A', (need, rating) => {
    expect(rcdRatingFor(need)).toBe(rating);
  });
});

describe('planRcdRows: one row per planned group', () => {
  it('keeps a small group on its own row even when it would fit with the next one (§9: at most 8)', () => {
    const rows = planRcdRows([
      line('a', 10, 1, { row: 1, rcd_type: 'AC' }),
      line('b', 20, 2, { row: 1, rcd_type: 'AC' }),
      line('c', 10, 1, { row: 2, rcd_type: 'AC' }),
      line('d', 20, 1, { row: 2, rcd_type: 'AC' }),
    ]);
    expect(rows.map((r) => [r.group, r.circuitBreakerIds, r.rating])).toEqual([
      [1, ['a', 'b'], 40],
      [2, ['c', 'd'], 25],
    ]);
  });

  it('splits a group beyond 8 module units and says so', () => {
    const rows = planRcdRows([line('a', 10, 7, { row: 1 }), line('b', 40, 1, { row: 1, rcd_type: 'A' })]);
    expect(rows.map((r) => [r.moduleUnits, r.split, r.type])).toEqual([
      [7, 'modules', 'AC'],
      [2, 'modules', 'A'],
    ]);
  });

  it.each<[string, RcdBreakerLine[], number, number, number]>([
    // Reference §c example: 20 A convector + 16 A sockets + 10 A lighting → 20 + 8 + 5 = 33 → 40 A.
    [
      'reference example',
      [
        line('h', 20, 1, { row: 1, full_load: true }),
        line('s', 16, 1, { row: 1 }),
        line('l', 10, 1, { row: 1 }),
      ],
      33,
      33,
      40,
    ],
    // Three 20 A heating circuits: §9 gives ⌈42⌉ but the downstream rule needs 60 → 63 A.
    ['heating', [line('h', 20, 3, { row: 1, full_load: true })], 60, 42, 63],
    // Lighting and sockets: the §9 rule is the larger.
    ['general', [line('l', 10, 2, { row: 1 }), line('s', 20, 2, { row: 1 })], 30, 42, 63],
  ])('%s', (_, lines, downstream, adjusted, rating) => {
    const [row] = planRcdRows(lines);
    expect(row).toMatchObject({ downstreamRating: downstream, adjustedRating: adjusted, rating });
  });

  it('splits a group that would need more than 63 A instead of capping it', () => {
    const rows = planRcdRows([line('h', 32, 3, { row: 1, full_load: true })]);
    expect(rows.map((r) => [r.units.length, r.downstreamRating, r.rating, r.split])).toEqual([
      [1, 32, 40, 'rating'],
      [1, 32, 40, 'rating'],
      [1, 32, 40, 'rating'],
    ]);
  });

  it('the EV alone gets 40 A type A; a heat pump row is type F', () => {
    const rows = planRcdRows([
      line('ev', 40, 1, { row: 1, rcd_type: 'A', full_load: true }),
      line('pac', 20, 1, { row: 2, rcd_type: 'F', full_load: true }),
    ]);
    expect(rows.map((r) => [r.type, r.rating])).toEqual([
      ['A', 40],
      ['F', 25],
    ]);
  });

  it('puts hand-added breakers (no row) after the planned rows with the §9 greedy fill, type A, ≤ 63 A', () => {
    const rows = planRcdRows([
      line('x', 16, 3),
      line('a', 10, 2, { row: 1, rcd_type: 'AC' }),
      line('y', 16, 7),
    ]);
    expect(rows.map((r) => [r.rowId, r.group, r.type, r.circuitBreakerIds, r.moduleUnits])).toEqual([
      ['row-1', 1, 'AC', ['a'], 2],
      ['row-2', null, 'A', ['x', 'y'], 5],
      ['row-3', null, 'A', ['y'], 5],
    ]);
  });

  it('reads saved lines without any group with the §9 rule, cutting a row before it needs more than 63 A', () => {
    // The old fill put 8 × 16 A on one row: ⌈0.7 × 128⌉ = 90 A, silently sold as 63 A.
    const rows = planRcdRows([line('a', 16, 10)]);
    expect(rows.map((r) => [r.moduleUnits, r.ratingSum, r.adjustedRating, r.rating])).toEqual([
      [5, 80, 56, 63],
      [5, 80, 56, 63],
    ]);
    expect(planRcdRows([line('a', 10, 8)]).map((r) => [r.moduleUnits, r.rating])).toEqual([[8, 63]]);
  });
});

describe('properties', () => {
  const lineArb = fc.record({
    rating: fc.constantFrom(1, 2, 3, 4, 6, 10, 16, 20, 25, 32, 40, 50, 63),
    quantity: fc.integer({ min: 1, max: 5 }),
    row: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    rcd_type: fc.option(fc.constantFrom('AC' as const, 'A' as const, 'F' as const), { nil: undefined }),
    full_load: fc.boolean(),
  });

  it('every unit lands in exactly one row; no row above 8 units or 63 A; groups never mix', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), (raw) => {
        const lines = raw.map((l, i) => ({ ...l, id: `b${i}` }));
        const rows = planRcdRows(lines);
        expect(rows.reduce((s, r) => s + r.units.length, 0)).toBe(lines.reduce((s, l) => s + l.quantity, 0));
        for (const row of rows) {
          expect(row.moduleUnits).toBeLessThanOrEqual(8);
          expect(Math.max(row.adjustedRating, row.downstreamRating)).toBeLessThanOrEqual(row.rating);
          const groups = new Set(row.units.map((id) => lines.find((l) => l.id === id)?.row ?? null));
          expect(groups.size).toBe(1);
        }
        // Planned rows come first.
        const firstLoose = rows.findIndex((r) => r.group === null);
        if (firstLoose >= 0) expect(rows.slice(firstLoose).every((r) => r.group === null)).toBe(true);
      }),
    );
  });
});
