import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessOptions, projectSampleArb, sampleRoomsAndEquipment } from '../../test/sample-projects.ts';
import { buildEstimate } from '../estimate/build.ts';
import { EV_CHARGERS, SUBSCRIBED_POWERS_KVA } from '../installation/installation.schema.ts';
import { breakerLinesOf, computeDimensioning } from './compute-dimensioning.ts';
import type { CircuitBreaker } from './dimensioning.schema.ts';
import type { DimensioningInput } from './dimensioning-input.ts';
import { balancePhases, estimatedLoadW, phaseLoadsW, rowLoadW, withPhases } from './phases.ts';
import { PHASES, type Phase, planRcdRows, type RcdBreakerLine } from './rcd-rows.ts';

const line = (id: string, rating: number, row: number, over: Partial<RcdBreakerLine> = {}) => ({
  ...over,
  id,
  description: id,
  rating,
  quantity: 1,
  row,
  phase: undefined as Phase | undefined,
});

describe('estimated power of a breaker (downstream-rule weights)', () => {
  it.each([
    [{ rating: 20, full_load: true }, 4600],
    [{ rating: 20 }, 2300],
    [{ rating: 10 }, 1150],
    [{ rating: 32, full_load: true }, 7360],
    [{ rating: 'x' }, 0],
  ])('%j → %s W', (breaker, watts) => {
    expect(estimatedLoadW(breaker)).toBe(watts);
  });
});

describe('rows spread over L1/L2/L3, largest first onto the least loaded phase', () => {
  it('puts three equal rows on three phases and a fourth on the least loaded', () => {
    const lines = [
      line('a', 20, 1, { full_load: true }),
      line('b', 16, 2),
      line('c', 20, 3),
      line('d', 10, 4),
    ];
    const rows = planRcdRows(lines);
    const phases = balancePhases(rows, lines);
    // 4 600 W → L1, 2 300 W → L2, 1 840 W → L3, 1 150 W → L3 (1 840 < 2 300).
    expect(rows.map((r) => phases.get(r.rowId))).toEqual(['L1', 'L3', 'L2', 'L3']);
  });

  it('leaves a three-phase (4-pole) row out and counts a third of it on each phase', () => {
    const lines = [line('ev', 16, 1, { poles: '3P+N', full_load: true }), line('s', 20, 2)];
    const rows = planRcdRows(lines);
    const phases = balancePhases(rows, lines);
    expect(phases.has(rows[0]?.rowId ?? '')).toBe(false);
    const phased = withPhases(lines, lines, rows, phases).map((b, i) => ({ ...b, id: `b${i}` }));
    // EV 16 A at 100 %: 3 680 W, a third on each phase; the 20 A sockets row (2 300 W) on L1.
    expect(phaseLoadsW(planRcdRows(phased), phased)).toEqual({ L1: 3527, L2: 1227, L3: 1227 });
  });

  it('cuts a line whose units fall in two rows of different phases, leaving the rows as they were', () => {
    // 10 lighting circuits in one group: 8 + 2 module units, two rows.
    const breakers: CircuitBreaker[] = [{ description: 'Éclairage', rating: 10, quantity: 10, row: 1 }];
    const lines = breakerLinesOf(breakers);
    const rows = planRcdRows(lines);
    expect(rows).toHaveLength(2);
    const split = withPhases(breakers, lines, rows, balancePhases(rows, lines));
    expect(split.map((b) => [b.quantity, b.phase])).toEqual([
      [8, 'L1'],
      [2, 'L2'],
    ]);
    const again = planRcdRows(breakerLinesOf(split));
    expect(again.map((r) => [r.units.length, r.rating, r.phase])).toEqual([
      [8, 63, 'L1'],
      [2, 25, 'L2'],
    ]);
  });
});

const access = accessOptions;

const projectArb = fc.record({
  ...projectSampleArb({ rooms: 14, surface: [1, 60], items: 40, quantity: [1, 14] }),
  heating: fc.array(fc.integer({ min: 0, max: 9000 }), { maxLength: 6 }),
  irve: fc.boolean(),
  ev: fc.constantFrom(...EV_CHARGERS),
  kva: fc.constantFrom(...SUBSCRIBED_POWERS_KVA.filter((k) => k >= 6)),
});

type Sample = typeof projectArb extends fc.Arbitrary<infer T> ? T : never;

function toInput(sample: Sample): DimensioningInput {
  const { rooms, equipments } = sampleRoomsAndEquipment(sample);
  return {
    rooms,
    equipments,
    options: access({ irve: sample.irve }),
    installation: {
      supply: { phases: 'triphase', subscribedKva: sample.kva },
      evCharger: sample.ev,
      rooms: sample.heating.map((w, i) => ({ roomId: String(i % rooms.length), heatingWatts: w })),
    },
  };
}

describe('phase balancing on a three-phase supply', () => {
  it('max phase − min phase ≤ the largest single-phase row, every 2-pole row has a phase', () => {
    fc.assert(
      fc.property(projectArb, (sample) => {
        const dimensioning = computeDimensioning(toInput(sample));
        const lines = breakerLinesOf(dimensioning.circuit_breakers);
        const rows = planRcdRows(lines);
        for (const row of rows) expect(row.phase === null).toBe(row.poles === 4);
        const single = rows.filter((r) => r.poles === 2);
        if (single.length === 0) return;
        const loads = phaseLoadsW(rows, lines);
        const values = PHASES.map((p) => loads[p]);
        const largest = Math.max(...single.map((r) => rowLoadW(r, lines)));
        // Rounding of the thirds of three-phase rows: 1 W per phase.
        expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(largest + 1);
      }),
      { numRuns: 150 },
    );
  });

  it('notes, priced DDRs and rows name the same phases; balancing changes no row', () => {
    fc.assert(
      fc.property(projectArb, (sample) => {
        const input = toInput(sample);
        const three = computeDimensioning(input);
        const mono = computeDimensioning({
          ...input,
          installation: { ...input.installation, supply: { phases: 'monophase', subscribedKva: 12 } },
        });
        const rowsOf = (d: typeof three) => planRcdRows(breakerLinesOf(d.circuit_breakers));
        // Same RCDs (count, type, rating) with or without the phases.
        const shape = (d: typeof three) => rowsOf(d).map((r) => [r.type, r.rating, r.units.length, r.poles]);
        expect(shape(three)).toEqual(shape(mono));
        const rows = rowsOf(three);
        const notes = three.installation_notes.filter((n) => /^Interrupteur différentiel \d+ \(/.test(n));
        const ddrs = buildEstimate({
          rooms: [],
          equipments: [],
          dimensioning: three,
        }).dimensioningItems.filter((i) => i.type === 'differential_circuit_breaker');
        expect(notes).toHaveLength(rows.length);
        expect(ddrs).toHaveLength(rows.length);
        rows.forEach((row, i) => {
          expect(ddrs[i]?.phase).toBe(row.phase ?? undefined);
          if (row.phase) expect(notes[i]).toContain(`alimenté par la phase ${row.phase}`);
        });
        if (rows.some((r) => r.phase)) {
          expect(three.installation_notes.some((n) => n.startsWith('Répartition sur les phases'))).toBe(true);
        }
        expect(mono.circuit_breakers.every((b) => b.phase === undefined)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
