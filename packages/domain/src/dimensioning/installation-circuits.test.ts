import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IRVE_OPTION_ITEM } from '../../test/sample-projects.ts';
import { buildEstimate, evChargerOf } from '../estimate/build.ts';
import type { Installation } from '../installation/installation.schema.ts';
import { voltageDropPercent } from '../installation/voltage-drop.ts';
import type { EquipmentItem, Room } from '../project.schema.ts';
import { HEATING_TABLE } from './breaker-tables.ts';
import { planCircuits } from './circuits.ts';
import { breakerLinesOf, computeDimensioning } from './compute-dimensioning.ts';
import type { DimensioningInput } from './dimensioning-input.ts';
import { planRcdRows } from './rcd-rows.ts';

/** A T2: séjour, bedroom, kitchen, bathroom, with the usual equipment. */
const rooms: Room[] = [
  { id: 's', name: 'Séjour', surface: 25, roomType: 'LivingRoom' },
  { id: 'c', name: 'Chambre', surface: 12, roomType: 'Bedroom' },
  { id: 'k', name: 'Cuisine', surface: 9, roomType: 'Kitchen' },
  { id: 'b', name: 'Salle de bain', surface: 5, roomType: 'WetRoom' },
];
const equipments: EquipmentItem[] = [
  { id: 'e1', name: '', quantity: 2, roomId: 's', type: 'LightingPoint' },
  { id: 'e2', name: '', quantity: 5, roomId: 's', type: 'SimpleSocket' },
  { id: 'e3', name: '', quantity: 1, roomId: 'c', type: 'LightingPoint' },
  { id: 'e4', name: '', quantity: 3, roomId: 'c', type: 'SimpleSocket' },
  { id: 'e5', name: '', quantity: 1, roomId: 's', type: 'Convector' },
  { id: 'e6', name: '', quantity: 1, roomId: 'c', type: 'Convector' },
  { id: 'e7', name: '', quantity: 1, roomId: 'k', type: 'OvenSocket' },
  { id: 'e8', name: '', quantity: 3, roomId: 'k', type: 'Dedicated20ASocket' },
];

function input(installation: Installation, irve = false): DimensioningInput {
  return {
    rooms,
    equipments,
    installation,
    options: irve
      ? {
          accessControl: {
            interphonie: false,
            alarme: false,
            portailEntree: false,
            portailType: null,
            portailGarage: false,
            irve: true,
            eclairageFacade: false,
          },
        }
      : null,
  };
}

describe('heating by emitter power', () => {
  it.each([
    // entered power → breaker / section from the emitter table, not 100 W/m²
    [2000, [[10, 1.5]]],
    [3500, [[16, 1.5]]],
    [4000, [[20, 2.5]]],
    [7000, [[32, 6]]],
    // beyond 7 250 W: split evenly, 2 × 4 500 W
    [
      9000,
      [
        [20, 2.5],
        [20, 2.5],
      ],
    ],
  ])('séjour emitters of %i W → %j', (watts, expected) => {
    const circuits = planCircuits(input({ rooms: [{ roomId: 's', heatingWatts: watts }] })).filter(
      (c) => c.kind === 'heating' && c.rooms.includes('Séjour'),
    );
    expect(circuits.map((c) => [c.rating, c.section])).toEqual(expected);
    expect(circuits.every((c) => c.estimated === false)).toBe(true);
  });

  it('a room without entered power keeps the 100 W/m² estimate, and the note says which', () => {
    const board = computeDimensioning(input({ rooms: [{ roomId: 's', heatingWatts: 3000 }] }));
    const note = board.installation_notes.find((n) => n.startsWith('Chauffage électrique'));
    expect(note).toContain('Séjour 3\u202f000\u00a0W → 16\u00a0A / 1,5\u00a0mm²');
    expect(note).toContain('Chambre 1\u202f200\u00a0W (estimé) → 10\u00a0A / 1,5\u00a0mm²');
    expect(note).toContain('estimée à 100\u00a0W/m² pour les pièces sans saisie');
  });

  it('a towel dryer gets its own circuit with the heating, counted at 100 % (downstream rule)', () => {
    const board = computeDimensioning(input({ rooms: [{ roomId: 'b', towelDryerWatts: 750 }] }));
    const dryer = board.circuit_breakers.find((b) => b.description === 'Circuit sèche-serviettes');
    expect(dryer).toMatchObject({ rating: 10, full_load: true });
    const heating = board.circuit_breakers.find((b) => b.description === 'Circuit chauffage');
    expect(dryer?.row).toBe(heating?.row);
    expect(board.installation_notes.join('\n')).toContain(
      'Sèche-serviettes (Salle de bain)\u00a0: 750\u00a0W',
    );
  });

  it('pilot wire zones: one 2 A programmer circuit under the heating RCD', () => {
    const board = computeDimensioning(input({ pilotWireZones: 3 }));
    const pilot = board.circuit_breakers.find((b) => b.description.startsWith('Circuit fil pilote'));
    const heating = board.circuit_breakers.find((b) => b.description === 'Circuit chauffage');
    expect(pilot).toMatchObject({ rating: 2 });
    expect(pilot?.row).toBe(heating?.row);
    expect(board.installation_notes.join('\n')).toContain('Fil pilote\u00a0: 3 zones');
  });

  it('heat pump: the outdoor unit at its manual rating, the backup heater by the heating table', () => {
    const circuits = planCircuits(input({ heatPump: { outdoorUnitRating: 32, backupHeaterWatts: 6000 } }));
    expect(circuits.find((c) => c.kind === 'heatPump')).toMatchObject({
      rating: 32,
      section: 6,
      family: 'typeF',
    });
    expect(circuits.find((c) => c.kind === 'heatPumpBackup')).toMatchObject({
      rating: 32,
      section: 6,
      family: 'heating',
    });
  });
});

describe('roller shutters', () => {
  it('the rooms’ shutters go on 16 A / 1,5 mm² circuits of 8 at most', () => {
    const circuits = planCircuits(
      input({
        rooms: [
          { roomId: 's', shutters: 5 },
          { roomId: 'c', shutters: 6 },
        ],
      }),
    ).filter((c) => c.kind === 'shutters');
    expect(circuits.map((c) => [c.rating, c.section, c.points])).toEqual([
      [16, 1.5, 6],
      [16, 1.5, 5],
    ]);
  });
});

describe('EV charging variants', () => {
  it.each([
    ['prise_renforcee', 20, undefined, 'R9PFC620', 'R9PRA225', 25],
    ['wallbox_7kw', 40, undefined, 'A9F77240', 'R9PRA240', 40],
    ['wallbox_11kw_tri', 16, '3P+N', 'A9F77416', 'A9R21440', 40],
    ['wallbox_22kw_tri', 32, '3P+N', 'A9F77432', 'A9R21440', 40],
  ] as const)(
    '%s: %i A %s breaker, alone under its own type A RCD',
    (variant, rating, poles, breakerRef, rcdRef, rcdRating) => {
      const board = computeDimensioning(input({ evCharger: variant }, true));
      const ev = board.circuit_breakers.find((b) => /recharge|véhicule/.test(b.description));
      expect(ev).toMatchObject({ rating, rcd_type: 'A' });
      expect(ev?.poles).toBe(poles);
      const lines = breakerLinesOf(board.circuit_breakers);
      const evId = lines.find((l) => l.description === ev?.description)?.id ?? '';
      const row = planRcdRows(lines).find((r) => r.circuitBreakerIds.includes(evId));
      expect(row?.units).toHaveLength(1);
      expect(row?.rating).toBe(rcdRating);
      const { dimensioningItems } = buildEstimate({ rooms: [], equipments: [], dimensioning: board });
      const priced = dimensioningItems.find((i) => i.intitule === ev?.description);
      expect(priced?.reference_principal).toBe(breakerRef);
      const ddr = dimensioningItems.find(
        (i) => i.type === 'differential_circuit_breaker' && i.rowId === row?.rowId,
      );
      expect(ddr?.reference_principal).toBe(rcdRef);
      expect(ddr?.rating).toBe(rcdRating);
    },
  );

  it.each([
    ['wallbox_7kw', 'EVH5A07N2', false],
    ['prise_renforcee', "Green'Up Access", true],
    ['wallbox_11kw_tri', 'EVH5A11N4', true],
    ['wallbox_22kw_tri', 'EVH5A22N4', true],
  ] as const)(
    'the IRVE option line of a %s board is its own product %s (prix à confirmer: %s), never the 7,4 kW wallbox by default',
    (variant, reference, toConfirm) => {
      const board = computeDimensioning(input({ evCharger: variant }, true));
      expect(evChargerOf(board)).toBe(variant);
      const { quoteItems } = buildEstimate({
        rooms: [],
        equipments: [IRVE_OPTION_ITEM],
        dimensioning: board,
      });
      const line = quoteItems.find((i) => i.id === 'option-irve');
      expect(line?.prixASaisir).toBeUndefined();
      expect(line?.reference_principal).toBe(reference);
      expect(line?.prix).toBeGreaterThan(0);
      expect(line?.intitule.endsWith('(prix à confirmer)')).toBe(toConfirm);
    },
  );

  it('a three-phase charger on a single-phase supply is an error of the dimensioning', () => {
    const board = computeDimensioning(
      input(
        {
          evCharger: 'wallbox_11kw_tri',
          supply: { phases: 'monophase', subscribedKva: 12, earthResistanceOhm: 20 },
        },
        true,
      ),
    );
    expect(board.installation_checks?.map((c) => c.code)).toContain(
      'THREE_PHASE_CHARGER_NEEDS_THREE_PHASE_SUPPLY',
    );
    expect(
      board.installation_notes.some((n) => n.startsWith('Non conforme\u00a0: Une borne triphasée')),
    ).toBe(true);
  });
});

describe('outdoor circuits and voltage drop', () => {
  it('garden sockets 40 m away get 4 mm², under an RCD apart from the indoor circuits', () => {
    const board = computeDimensioning(
      input({ outdoorCircuits: [{ id: 'o1', kind: 'prises_jardin', lengthM: 40 }] }),
    );
    const note = board.installation_notes.find((n) => n.startsWith('Circuit extérieur, prises extérieures'));
    expect(note).toContain(
      '40\u00a0m, 20\u00a0A, 4\u00a0mm² (section portée à 4\u00a0mm² pour la chute de tension)',
    );
    expect(note).toContain('chute de tension 3,91\u00a0%');
    const garden = board.circuit_breakers.find(
      (b) => b.description === 'Circuit prises extérieures (jardin)',
    );
    const others = board.circuit_breakers.filter((b) => b.row === garden?.row);
    expect(others).toEqual([garden]);
    expect(board.cables.find((c) => c.section === 4)?.length_estimate).toBe(44);
  });

  it('the pool pump is under type F, apart from the heat pump and the indoor circuits', () => {
    const board = computeDimensioning(
      input({ outdoorCircuits: [{ id: 'o1', kind: 'pompe_piscine', lengthM: 20, powerW: 1100 }] }),
    );
    const pump = board.circuit_breakers.find((b) => b.description === 'Circuit pompe de piscine');
    expect(pump).toMatchObject({ rcd_type: 'F', rating: 16 });
    expect(board.circuit_breakers.filter((b) => b.row === pump?.row)).toEqual([pump]);
  });
});

describe('supply and AGCP', () => {
  it('notes the supply, the AGCP setting and the upstream rule for each RCD', () => {
    const board = computeDimensioning(
      input({ supply: { phases: 'monophase', subscribedKva: 9, earthResistanceOhm: 40 } }),
    );
    const notes = board.installation_notes.join('\n');
    expect(notes).toContain(
      'Alimentation\u00a0: monophasé 9\u00a0kVA\u202f; disjoncteur de branchement (AGCP) réglé à 45\u00a0A',
    );
    expect(notes).toMatch(/Règle de l’amont (satisfaite|non applicable)/);
    expect(board.installation_checks ?? []).toEqual([]);
  });

  it('warns when the heating alone exceeds the subscribed power', () => {
    const board = computeDimensioning(
      input({
        supply: { phases: 'monophase', subscribedKva: 6, earthResistanceOhm: 40 },
        rooms: [
          { roomId: 's', heatingWatts: 4000 },
          { roomId: 'c', heatingWatts: 2000 },
        ],
      }),
    );
    expect(board.installation_checks?.map((c) => c.code)).toEqual(['LOAD_EXCEEDS_SUBSCRIBED_POWER']);
  });
});

describe('properties', () => {
  const outdoorArb = fc.array(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 5 }),
      kind: fc.constantFrom('prises_jardin' as const, 'eclairage_jardin' as const, 'pompe_piscine' as const),
      lengthM: fc.integer({ min: 1, max: 300 }),
      powerW: fc.integer({ min: 0, max: 12000 }),
    }),
    { maxLength: 5 },
  );

  it('every outdoor circuit keeps its voltage drop within 3 % / 5 %, or says it cannot', () => {
    fc.assert(
      fc.property(outdoorArb, (outdoorCircuits) => {
        const circuits = planCircuits(input({ outdoorCircuits })).filter((c) => c.voltageDrop);
        expect(circuits).toHaveLength(outdoorCircuits.length);
        for (const c of circuits) {
          const drop = c.voltageDrop;
          if (!drop) continue;
          expect(drop.dropPercent).toBe(
            voltageDropPercent({ length: drop.run, current: drop.current, section: c.section }),
          );
          if (drop.exceeds) expect(c.section).toBe(10);
          else expect(drop.dropPercent).toBeLessThanOrEqual(c.kind === 'gardenLighting' ? 3 : 5);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('heating by emitter power: each circuit within its table row, and the whole power on circuits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30000 }), fc.integer({ min: 0, max: 5000 }), (watts, dryer) => {
        const circuits = planCircuits(
          input({
            rooms: [
              { roomId: 's', heatingWatts: watts },
              { roomId: 'b', towelDryerWatts: dryer },
            ],
          }),
        );
        const living = circuits.filter((c) => c.kind === 'heating' && c.rooms.includes('Séjour'));
        expect(living.reduce((sum, c) => sum + (c.watts ?? 0), 0)).toBeGreaterThanOrEqual(watts);
        for (const c of [...living, ...circuits.filter((k) => k.kind === 'towelDryer')]) {
          const row = HEATING_TABLE.find((r) => r.rating === c.rating);
          expect(row?.section).toBe(c.section);
          expect(c.watts ?? 0).toBeLessThanOrEqual(row?.maxWatts ?? 0);
        }
        expect(circuits.filter((c) => c.kind === 'towelDryer')).toHaveLength(dryer > 0 ? 1 : 0);
      }),
      { numRuns: 300 },
    );
  });

  it('each planned RCD row holds at most 8 module units, or a single breaker', () => {
    fc.assert(
      fc.property(
        outdoorArb,
        fc.constantFrom(
          'prise_renforcee' as const,
          'wallbox_7kw' as const,
          'wallbox_11kw_tri' as const,
          'wallbox_22kw_tri' as const,
        ),
        fc.integer({ min: 0, max: 20 }),
        (outdoorCircuits, evCharger, shutters) => {
          const board = computeDimensioning(
            input({ outdoorCircuits, evCharger, rooms: [{ roomId: 's', shutters }] }, true),
          );
          for (const row of planRcdRows(breakerLinesOf(board.circuit_breakers))) {
            if (row.units.length > 1) expect(row.moduleUnits).toBeLessThanOrEqual(8);
            expect(row.rating).toBeLessThanOrEqual(63);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
