import { describe, expect, it } from 'vitest';
import { buildProject, type RoomSpec } from '../../test/sample-projects.ts';
import { computeDimensioning } from '../dimensioning/compute-dimensioning.ts';
import type { DimensioningInput } from '../dimensioning/dimensioning-input.ts';
import { buildDimensioningItems } from '../estimate/build.ts';
import { generateDifferentialBreakers } from '../estimate/differential-rows.ts';
import { plannedCircuitGroups } from './circuit-details.ts';
import { dossierBoard } from './dossier-board.ts';

function project(specs: RoomSpec[], extra: Partial<DimensioningInput> = {}): DimensioningInput {
  return { ...buildProject(specs), workType: 'Construction', ...extra };
}

const T3 = project(
  [
    ['Séjour', 'LivingRoom', 28, { LightingPoint: 3, SimpleSocket: 7, NetworkSocket: 2, Convector: 2 }],
    [
      'Cuisine',
      'Kitchen',
      10,
      { LightingPoint: 1, SimpleSocket: 6, OvenSocket: 1, Dedicated20ASocket: 3, Convector: 1 },
    ],
    ['Chambre 1', 'Bedroom', 12, { LightingPoint: 1, SimpleSocket: 3, NetworkSocket: 1, Convector: 1 }],
    ['Chambre 2', 'Bedroom', 10, { LightingPoint: 1, SimpleSocket: 3, NetworkSocket: 1, Convector: 1 }],
    ['Salle d’eau', 'WetRoom', 6, { LightingPoint: 2, SimpleSocket: 1, WaterHeater: 1, SimpleFlowVMC: 1 }],
    ['Entrée', 'CirculationArea', 6, { LightingPoint: 1, SimpleSocket: 1 }],
  ],
  { installation: { supply: { phases: 'monophase', subscribedKva: 9 } } },
);

function boardOf(input: DimensioningInput, edit?: (d: ReturnType<typeof computeDimensioning>) => void) {
  const dimensioning = computeDimensioning(input);
  edit?.(dimensioning);
  return {
    dimensioning,
    board: dossierBoard({
      dimensioning,
      circuitGroups: plannedCircuitGroups(input),
      supply: input.installation?.supply,
    }),
  };
}

describe('the dossier board: one numbering over the RCD rows the devis prices', () => {
  it('numbers every breaker unit once, C1… in row order, each under the devis’s DDR of its row', () => {
    const { dimensioning, board } = boardOf(T3);
    const units = dimensioning.circuit_breakers.filter((b) => !b.head).reduce((s, b) => s + b.quantity, 0);
    expect(board.circuits.map((c) => c.number)).toEqual(Array.from({ length: units }, (_, i) => i + 1));
    const ddrs = generateDifferentialBreakers(buildDimensioningItems(dimensioning));
    expect(board.rcds.map((r) => [r.lineId, r.rating, r.type])).toEqual(
      ddrs.map((d) => [d.id, d.rating, d.rcd_type]),
    );
    // Each RCD holds a run of consecutive numbers, and together they hold them all.
    expect(board.rcds.flatMap((r) => r.circuits)).toEqual(board.circuits.map((c) => c.number));
    for (const circuit of board.circuits)
      expect(board.rcds[circuit.rcd - 1]?.circuits).toContain(circuit.number);
    // A devis line priced × n is n circuits of the dossier, under the DDRs that list the line.
    for (const [index, line] of dimensioning.circuit_breakers.entries()) {
      const numbered = board.circuits.filter((c) => c.lineId === `breaker-${index + 1}`);
      expect(numbered).toHaveLength(line.quantity);
      for (const c of numbered) expect(ddrs[c.rcd - 1]?.circuitBreakerIds).toContain(`breaker-${index + 1}`);
    }
  });

  it('gives each circuit the rooms, points, section and length the dimensioning planned', () => {
    const { board } = boardOf(T3);
    for (const c of board.circuits) {
      expect(c.section).not.toBeNull();
      expect(c.lengthM).toBeGreaterThan(0);
      expect(c.curve).toBe('C');
    }
    const lighting = board.circuits.filter((c) => c.kind === 'lighting');
    expect(lighting.reduce((s, c) => s + (c.points ?? 0), 0)).toBe(9);
    const cooking = board.circuits.find((c) => c.kind === 'cooking');
    expect(cooking).toMatchObject({ rating: 32, section: 6, rooms: ['Cuisine'] });
    expect(board.rcds[(cooking?.rcd ?? 0) - 1]?.type).toBe('A');
  });

  it('draws the off-peak contactor: its 2 A control circuit and the water heater it switches, under one RCD', () => {
    const { board } = boardOf(T3);
    expect(board.contactors).toHaveLength(1);
    const [contactor] = board.contactors;
    const control = board.circuits.find((c) => c.number === contactor?.controlCircuit);
    const heater = board.circuits.find((c) => c.number === contactor?.switchedCircuit);
    expect(control).toMatchObject({ rating: 2, kind: 'waterHeaterControl' });
    expect(heater).toMatchObject({ rating: 20, kind: 'waterHeater', rcd: control?.rcd });
  });

  it('reads the AGCP from the supply (45 A for 9 kVA, 500 mA assumed) and counts the spare modules', () => {
    const { board } = boardOf(T3);
    expect(board.agcp).toMatchObject({
      rating: 45,
      sensitivityMa: 500,
      assumed: ['rating', 'sensitivity'],
    });
    expect(board.capacityModules).toBeGreaterThan(0);
    expect(board.spareModules / board.capacityModules).toBeGreaterThanOrEqual(0.2);
    expect(board.usedModules + board.spareModules).toBe(board.capacityModules);
  });

  it('keeps the numbering but leaves the detail blank for a breaker changed by hand', () => {
    const fresh = boardOf(T3).board;
    const { board } = boardOf(T3, (d) => {
      const first = d.circuit_breakers[0];
      if (first) first.description = 'Circuit ajouté à la main';
    });
    expect(board.circuits.map((c) => c.number)).toEqual(fresh.circuits.map((c) => c.number));
    const changed = board.circuits.filter((c) => c.name === 'Circuit ajouté à la main');
    expect(changed.length).toBeGreaterThan(0);
    for (const c of changed)
      expect(c).toMatchObject({ section: null, rooms: [], points: null, lengthM: null });
  });

  it('puts the surge protector at the head with its 20 A disconnector, in no RCD row', () => {
    const { board } = boardOf({ ...T3, lightning: { aq2: true } });
    expect(board.surgeProtectors).toEqual([{ type: 'Type 2', rating: '40kA', disconnectorRating: 20 }]);
    expect(board.circuits.some((c) => c.name.includes('parafoudre'))).toBe(false);
  });

  it('feeds each RCD row of a three-phase supply from its phase', () => {
    const { board } = boardOf({ ...T3, installation: { supply: { phases: 'triphase', subscribedKva: 12 } } });
    expect(board.rcds.every((r) => r.phase !== null)).toBe(true);
    for (const c of board.circuits) expect(c.phase).toBe(board.rcds[c.rcd - 1]?.phase);
  });
});
