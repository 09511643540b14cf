import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessOptions,
  buildProject,
  projectSampleArb,
  type RoomSpec,
  sampleRoomsAndEquipment,
} from '../../test/sample-projects.ts';
import type { EquipmentType } from '../equipment-types.ts';
import { buildEstimate } from '../estimate/build.ts';
import {
  EV_CHARGERS,
  type Installation,
  OUTDOOR_CIRCUIT_KINDS,
  SUBSCRIBED_POWERS_KVA,
} from '../installation/installation.schema.ts';
import type { EquipmentItem, ProjectOptions, Room } from '../project.schema.ts';
import type { RoomType } from '../room-types.ts';
import { breakerModules, MODULES, planPanels, planRcdGroups } from './board.ts';
import type { Circuit } from './circuit.ts';
import { planCircuits } from './circuits.ts';
import { breakerLinesOf, computeDimensioning } from './compute-dimensioning.ts';
import { dimensioningSchema } from './dimensioning.schema.ts';
import type { DimensioningInput } from './dimensioning-input.ts';
import { planRcdRows } from './rcd-rows.ts';

type Spec = RoomSpec;
const build = buildProject;

function circuitsOf(specs: Spec[], options?: Partial<ProjectOptions>): Circuit[] {
  return planCircuits({ ...build(specs), options });
}

function kinds(circuits: Circuit[], kind: Circuit['kind']): Circuit[] {
  return circuits.filter((c) => c.kind === kind);
}

const access = accessOptions;

describe('lighting circuits: ≤ 8 points, ≥ 2 circuits from 2 main rooms', () => {
  it.each([
    [1, 8, [8]],
    [1, 9, [5, 4]],
    [2, 2, [1, 1]],
    [2, 16, [8, 8]],
    [2, 17, [6, 6, 5]],
    [1, 1, [1]],
  ])('%s main room(s), %s points → %j', (mainRooms, points, expected) => {
    const specs: Spec[] = [['Séjour', 'LivingRoom', 30, { LightingPoint: points }]];
    for (let i = 1; i < mainRooms; i += 1) specs.push([`Chambre ${i}`, 'Bedroom', 10, {}]);
    const lighting = kinds(circuitsOf(specs), 'lighting');
    expect(lighting.map((c) => c.points)).toEqual(expected);
    for (const c of lighting) expect(c).toMatchObject({ rating: 10, section: 1.5, family: 'general' });
  });
});

describe('socket circuits: 2.5 mm² / 20 A, ≤ 12 socles; kitchen 6 on its own circuit', () => {
  it.each([
    [{ SimpleSocket: 12 }, [12]],
    [{ SimpleSocket: 13 }, [7, 6]],
    [{ SimpleSocket: 3, DoubleSocket: 5 }, [7, 6]],
    [{ WaterproofSocket: 2 }, [2]],
  ])('%j → %j', (equipment, expected) => {
    const sockets = kinds(circuitsOf([['Séjour', 'LivingRoom', 30, equipment]]), 'sockets');
    expect(sockets.map((c) => c.points)).toEqual(expected);
    for (const c of sockets) expect(c).toMatchObject({ rating: 20, section: 2.5 });
  });

  it('puts the first 6 kitchen socles on the kitchen circuit and the rest, with the hood, on the others', () => {
    const circuits = circuitsOf([['Cuisine', 'Kitchen', 12, { SimpleSocket: 8, ExtractorSocket: 1 }]]);
    expect(kinds(circuits, 'kitchenSockets')).toMatchObject([{ points: 6, rating: 20, section: 2.5 }]);
    expect(kinds(circuits, 'sockets').map((c) => c.points)).toEqual([3]);
  });

  it('gives an open kitchen its kitchen circuit too', () => {
    const circuits = circuitsOf([
      ['Pièce de vie', 'LivingRoomWithIntegratedKitchen', 40, { SimpleSocket: 14 }],
    ]);
    expect(kinds(circuits, 'kitchenSockets').map((c) => c.points)).toEqual([6]);
    expect(kinds(circuits, 'sockets').map((c) => c.points)).toEqual([8]);
  });
});

describe('single-load circuits', () => {
  it.each<[Partial<Record<EquipmentType, number>>, Circuit['kind'], number, number, number]>([
    [{ OvenSocket: 1 }, 'cooking', 32, 6, 1],
    [{ Dedicated20ASocket: 3 }, 'dedicated', 20, 2.5, 3],
    [{ WaterHeater: 1 }, 'waterHeater', 20, 2.5, 1],
    [{ WaterHeater: 1 }, 'waterHeaterControl', 2, 1.5, 1],
    [{ SimpleFlowVMC: 1 }, 'vmc', 2, 1.5, 1],
    [{ DuctedHeatPump: 1 }, 'heatPump', 20, 2.5, 1],
    [{ AirConditioning: 2 }, 'airConditioning', 20, 2.5, 1],
  ])('%j → %s %s A %s mm² × %s', (equipment, kind, rating, section, n) => {
    const found = kinds(circuitsOf([['Cuisine', 'Kitchen', 10, equipment]]), kind);
    expect(found).toHaveLength(n);
    for (const c of found) expect(c).toMatchObject({ rating, section });
  });

  it('one VMC circuit for the dwelling even when several rooms carry the VMC', () => {
    const circuits = circuitsOf([
      ['SdB', 'WetRoom', 6, { SimpleFlowVMC: 1 }],
      ['Cuisine', 'Kitchen', 10, { SimpleFlowVMC: 1 }],
    ]);
    expect(kinds(circuits, 'vmc')).toHaveLength(1);
  });

  it.each([
    ['cumulus_electrique', 'waterHeater', 1],
    ['thermodynamique', 'waterHeater', 1],
    ['instantane', 'instantWaterHeater', 1],
    ['aucun', 'waterHeater', 0],
  ] as const)('ECS %s without a water heater item → %s × %s', (type, kind, n) => {
    const circuits = circuitsOf([['SdB', 'WetRoom', 6, {}]], {
      ecs: { type, nombrePersonnes: 2, nombrePiecesEau: 1 },
    });
    expect(kinds(circuits, kind)).toHaveLength(n);
  });

  // One 20 m² séjour: a feed of √20 = 4.47 m from the panel; lengths with the 10 % slack, rounded up.
  it.each<
    [
      Partial<NonNullable<ProjectOptions['accessControl']>>,
      Circuit['kind'],
      number,
      number,
      Circuit['family'],
      string,
      number,
    ]
  >([
    [{ irve: true }, 'ev', 40, 10, 'ev', 'Circuit borne de recharge véhicule électrique (IRVE)', 16],
    [{ portailEntree: true }, 'gate', 16, 2.5, 'outdoor', 'Circuit motorisation portail d’entrée', 33],
    [{ portailGarage: true }, 'garageDoor', 16, 1.5, 'general', 'Circuit motorisation porte de garage', 11],
    [
      { eclairageFacade: true },
      'outdoorLighting',
      16,
      1.5,
      'general',
      'Circuit éclairage extérieur (façade)',
      15,
    ],
    [{ alarme: true }, 'alarm', 2, 1.5, 'general', 'Circuit alarme', 5],
    [{ interphonie: true }, 'intercom', 2, 1.5, 'general', 'Circuit interphone / visiophone', 11],
  ])('option %j → %s %s A %s mm²', (option, kind, rating, section, family, description, length) => {
    const found = kinds(circuitsOf([['Séjour', 'LivingRoom', 20, {}]], access(option)), kind);
    expect(found).toMatchObject([{ rating, section, family, description, length }]);
  });

  it('Wiser gateway 2 A and a shutters circuit when shutter modules are chosen', () => {
    const options: Partial<ProjectOptions> = {
      type: 'Wiser',
      wiserConfig: {
        controleur: 'TXA663A',
        modules: { variateur: 0, volets: 3, chauffage: 0, commande: 0 },
        gateway: true,
        zigbee: false,
      },
    };
    const circuits = circuitsOf([['Séjour', 'LivingRoom', 20, {}]], options);
    expect(kinds(circuits, 'gateway')).toMatchObject([
      { rating: 2, section: 1.5, family: 'general', description: 'Circuit passerelle Wiser', length: 3 },
    ]);
    expect(kinds(circuits, 'shutters')).toMatchObject([{ rating: 16, section: 1.5, points: 3 }]);
    expect(
      kinds(circuitsOf([['Séjour', 'LivingRoom', 20, {}]], { ...options, type: 'Aucun' }), 'gateway'),
    ).toEqual([]);
  });
});

describe('heating by power (100 W/m² assumed)', () => {
  it.each([
    [22.5, [10], 1.5],
    [22.6, [16], 1.5],
    [35, [16], 1.5],
    [35.1, [20], 2.5],
    [45, [20], 2.5],
    [57.5, [25], 4],
    [72.5, [32], 6],
    [80, [20, 20], 2.5],
  ])('convector in %s m² → %j A on %s mm²', (surface, ratings, section) => {
    const heating = kinds(circuitsOf([['Séjour', 'LivingRoom', surface, { Convector: 1 }]]), 'heating');
    expect(heating.map((c) => c.rating)).toEqual(ratings);
    for (const c of heating) expect(c.section).toBe(section);
  });

  it.each([
    [17, 16, 1.5],
    [34, 20, 2.5],
    [42, 25, 4],
    [54, 32, 6],
    [75, 40, 10],
  ])('floor heating in %s m² → %s A on %s mm²', (surface, rating, section) => {
    const floor = kinds(circuitsOf([['Séjour', 'LivingRoom', surface, { FloorHeating: 1 }]]), 'floorHeating');
    expect(floor).toMatchObject([{ rating, section }]);
  });

  it('an inertia radiator is sized like a convector', () => {
    const heating = kinds(circuitsOf([['Chambre', 'Bedroom', 30, { InertiaRadiator: 1 }]]), 'heating');
    expect(heating).toMatchObject([{ rating: 16, watts: 3000 }]);
  });
});

describe('differential grouping', () => {
  const house: Spec[] = [
    ['Séjour', 'LivingRoom', 30, { SimpleSocket: 8, LightingPoint: 3, Convector: 1 }],
    ['Cuisine', 'Kitchen', 10, { SimpleSocket: 6, OvenSocket: 1, Dedicated20ASocket: 3, LightingPoint: 1 }],
    ['Chambre', 'Bedroom', 12, { SimpleSocket: 3, LightingPoint: 1, Convector: 1 }],
  ];

  it('keeps cooking and dedicated circuits under type A, the EV and the gate on their own RCDs', () => {
    const groups = planRcdGroups(
      planCircuits({ ...build(house), options: access({ irve: true, portailEntree: true }) }),
    );
    const typeOf = (kind: Circuit['kind']) => groups.find((g) => g.circuits.some((c) => c.kind === kind));
    expect(typeOf('cooking')?.type).toBe('A');
    expect(typeOf('dedicated')?.type).toBe('A');
    expect(typeOf('ev')).toMatchObject({ type: 'A', family: 'ev' });
    expect(typeOf('ev')?.circuits).toHaveLength(1);
    expect(typeOf('gate')?.circuits.map((c) => c.kind)).toEqual(['gate']);
    const heating = groups.filter((g) => g.circuits.some((c) => c.kind === 'heating'));
    expect(heating).toHaveLength(1);
  });

  it('uses at least 2 RCDs even for a studio', () => {
    const groups = planRcdGroups(
      circuitsOf([['Studio', 'LivingRoom', 20, { SimpleSocket: 5, LightingPoint: 1 }]]),
    );
    expect(groups).toHaveLength(2);
  });

  it.each([
    ['an EV charger', true],
    ['nothing else', false],
  ])('a studio with %s keeps lighting and sockets on two RCDs (no dark dwelling on one trip)', (_, irve) => {
    const rooms: Room[] = [{ id: 'r1', name: 'Séjour', surface: 20, roomType: 'LivingRoom' }];
    const equipments: EquipmentItem[] = [
      { id: 'a', name: '', roomId: 'r1', type: 'SimpleSocket', quantity: 5 },
      { id: 'b', name: '', roomId: 'r1', type: 'LightingPoint', quantity: 1 },
    ];
    const board = computeDimensioning({ rooms, equipments, options: access({ irve }) });
    const rowOf = (text: string) => board.circuit_breakers.find((b) => b.description.includes(text))?.row;
    expect(rowOf('Circuit éclairage')).toBeDefined();
    expect(rowOf('Circuit éclairage')).not.toBe(rowOf('Circuit prises de courant'));
  });

  it('lists breakers grouped by description and rating, row by row', () => {
    const dimensioning = computeDimensioning(build(house));
    expect(dimensioning.circuit_breakers).toContainEqual({
      description: 'Circuit spécialisé 20\u00a0A (lave-linge, lave-vaisselle, four…)',
      rating: 20,
      quantity: 3,
      row: 3,
      rcd_type: 'A',
    });
    const total = dimensioning.circuit_breakers.reduce((sum, b) => sum + b.quantity, 0);
    expect(total).toBe(planCircuits(build(house)).length);
  });
});

describe('panels keep ≥ 20 % free modules', () => {
  it.each([
    [1, ['Tableau principal 1 rangée 13 modules']],
    [10, ['Tableau principal 1 rangée 13 modules']],
    [11, ['Tableau principal 2 rangées 13 modules']],
    [20, ['Tableau principal 2 rangées 13 modules']],
    [21, ['Tableau principal 3 rangées 13 modules']],
    [31, ['Tableau principal 3 rangées 13 modules']],
    // 4 × 13 and 3 × 18 cost the same (65 €): the 3 × 18 keeps more reserve.
    [32, ['Tableau principal 3 rangées 18 modules']],
    [42, ['Tableau principal 3 rangées 18 modules']],
    [43, ['Tableau principal 3 rangées 18 modules']],
    [44, ['Tableau principal 4 rangées 18 modules']],
    [57, ['Tableau principal 4 rangées 18 modules']],
    [58, ['Tableau principal 3 rangées 13 modules', 'Tableau divisionnaire 3 rangées 13 modules']],
  ])('%s modules used → %j', (used, types) => {
    expect(planPanels(used).map((p) => p.type)).toEqual(types);
  });

  it('no panel when nothing is used', () => {
    expect(planPanels(0)).toEqual([]);
    expect(computeDimensioning({ rooms: [], equipments: [] }).electrical_panels).toEqual([]);
  });

  it('property: any module count fits with ≥ 20 % free, and the type text reads back as rows × modules', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), (used) => {
        const panels = planPanels(used);
        expect(panels.reduce((sum, p) => sum + p.used, 0)).toBe(used);
        for (const panel of panels) {
          const rows = Number(/(\d+)\s*rang/.exec(panel.type)?.[1]);
          const perRow = Number(/(\d+)\s*modules/.exec(panel.type)?.[1]);
          expect(rows * perRow).toBe(panel.capacity);
          expect(panel.capacity - panel.used).toBeGreaterThanOrEqual(0.2 * panel.capacity);
        }
      }),
    );
  });
});

describe('cables', () => {
  it('estimates R2V lengths per section from the surfaces (documented formula)', () => {
    // 16 m² room, 1 point: feed √16 = 4, in-room 2√16 = 8, drop 1.5 → 13.5 × 1.1 = 14.85 → 15 m.
    const dimensioning = computeDimensioning(build([['Chambre', 'Bedroom', 16, { LightingPoint: 1 }]]));
    expect(dimensioning.cables).toEqual([
      { type: 'R2V 3G1,5\u00a0mm²', cableType: 'R2V', section: 1.5, length_estimate: 15 },
    ]);
  });

  it('sums each section once, and adds RJ45 Cat6 and coaxial runs with section 0', () => {
    const dimensioning = computeDimensioning(
      build([
        [
          'Séjour',
          'LivingRoom',
          25,
          { LightingPoint: 2, SimpleSocket: 7, NetworkSocket: 2, TVSocket: 1, OvenSocket: 1 },
        ],
      ]),
    );
    expect(dimensioning.cables.map((c) => [c.cableType, c.section])).toEqual([
      ['R2V', 1.5],
      ['R2V', 2.5],
      ['R2V', 6],
      ['RJ45', 0],
      ['Coaxial', 0],
    ]);
    // RJ45: (√25 feed + √25 + 1.5) × 2 = 23 × 1.1 = 25.3 → 26 m.
    expect(dimensioning.cables.find((c) => c.cableType === 'RJ45')?.length_estimate).toBe(26);
  });
});

describe('surge protection and notes', () => {
  const flat = build([['Séjour', 'LivingRoom', 20, { SimpleSocket: 5, LightingPoint: 1 }]]);

  it('recommends a surge protector in the notes without including one by default', () => {
    const dimensioning = computeDimensioning({ ...flat, postalCode: '13001' });
    expect(dimensioning.surge_protectors).toEqual([]);
    expect(
      dimensioning.installation_notes.some((n) =>
        n.startsWith('Parafoudre\u00a0: non inclus (département 13).'),
      ),
    ).toBe(true);
  });

  it.each([
    [{ aq2: true }, { type: 'Type 2', rating: '40kA', quantity: 1 }],
    [{ lightningRod: true }, { type: 'Type 1', rating: '12,5kA', quantity: 1 }],
  ])('includes one when the input says %j', (lightning, expected) => {
    const dimensioning = computeDimensioning({ ...flat, lightning });
    expect(dimensioning.surge_protectors).toMatchObject([expected]);
    expect(dimensioning.installation_notes.some((n) => n.startsWith('Parafoudre\u00a0: '))).toBe(true);
  });

  it('adds the surge protector modules to the panel', () => {
    const withSpd = computeDimensioning({ ...flat, lightning: { aq2: true } });
    expect(withSpd.installation_notes.some((n) => n.includes('parafoudre 2 modules'))).toBe(true);
  });

  it('recommends type F and a surge protector when a heat pump is planned', () => {
    const notes = computeDimensioning(
      build([['Séjour', 'LivingRoom', 20, { DuctedHeatPump: 1 }]]),
    ).installation_notes;
    expect(notes.some((n) => n.startsWith('Pompe à chaleur / climatisation') && n.includes('type F'))).toBe(
      true,
    );
    expect(notes.some((n) => n.includes('(pompe à chaleur / climatisation prévue)'))).toBe(true);
  });

  it('warns when fewer than 3 dedicated circuits are planned', () => {
    const notes = computeDimensioning(flat).installation_notes;
    expect(notes).toContain(
      'Circuits spécialisés\u00a0: 0 prévu\u202f; la norme en impose au moins 3 (20\u00a0A / 2,5\u00a0mm², un appareil par circuit) — à compléter dans les équipements.',
    );
  });

  it('sizes the water heater from the number of people', () => {
    const input: DimensioningInput = {
      ...build([['SdB', 'WetRoom', 6, { WaterHeater: 1 }]]),
      numberOfPeople: 3,
    };
    expect(
      computeDimensioning(input).installation_notes.some((n) =>
        n.includes('soit 150\u00a0L pour 3 personnes'),
      ),
    ).toBe(true);
  });
});

const inputArb = fc.record({
  ...projectSampleArb({ rooms: 30, surface: [0, 120], items: 80, quantity: [0, 30] }),
  irve: fc.boolean(),
  gate: fc.boolean(),
  aq2: fc.boolean(),
  rod: fc.boolean(),
  partial: fc.boolean(),
  // The installation facts, so that every property holds with them too.
  installation: fc.record({
    ev: fc.constantFrom(...EV_CHARGERS),
    supply: fc.option(
      fc.record({
        phases: fc.constantFrom('monophase' as const, 'triphase' as const),
        subscribedKva: fc.constantFrom(...SUBSCRIBED_POWERS_KVA),
        earthResistanceOhm: fc.option(fc.integer({ min: 1, max: 300 }), { nil: null }),
      }),
      { nil: null },
    ),
    rooms: fc.array(
      fc.record({
        room: fc.nat({ max: 29 }),
        shutters: fc.integer({ min: 0, max: 12 }),
        heatingWatts: fc.integer({ min: 0, max: 9000 }),
        towelDryerWatts: fc.constantFrom(0, 500, 750, 1000, 2000),
      }),
      { maxLength: 6 },
    ),
    pilotWireZones: fc.integer({ min: 0, max: 4 }),
    outdoorUnitRating: fc.option(fc.constantFrom(16, 20, 25, 32, 40), { nil: null }),
    backupHeaterWatts: fc.constantFrom(0, 3000, 6000, 9000),
    outdoor: fc.array(
      fc.record({
        kind: fc.constantFrom(...OUTDOOR_CIRCUIT_KINDS),
        lengthM: fc.integer({ min: 1, max: 300 }),
        powerW: fc.integer({ min: 0, max: 4000 }),
      }),
      { maxLength: 3 },
    ),
  }),
});

type Sample = typeof inputArb extends fc.Arbitrary<infer T> ? T : never;

function toInput(sample: Sample): DimensioningInput {
  const { rooms, equipments } = sampleRoomsAndEquipment(sample);
  const facts = sample.installation;
  const installation: Installation = {
    evCharger: facts.ev,
    supply: facts.supply,
    rooms: facts.rooms.map((r) => ({
      roomId: String(r.room % rooms.length),
      shutters: r.shutters,
      heatingWatts: r.heatingWatts,
      towelDryerWatts: r.towelDryerWatts,
    })),
    pilotWireZones: facts.pilotWireZones,
    heatPump: { outdoorUnitRating: facts.outdoorUnitRating, backupHeaterWatts: facts.backupHeaterWatts },
    outdoorCircuits: facts.outdoor.map((o, i) => ({ id: `o${i}`, ...o })),
  };
  return {
    rooms,
    equipments,
    installation,
    options: access({ irve: sample.irve, portailEntree: sample.gate }),
    lightning: { aq2: sample.aq2, lightningRod: sample.rod },
    ...(sample.partial ? { workType: 'Renovation', workScope: 'pieces_renovees' } : {}),
  };
}

/** Dimensioning inputs of projects drawn at random. */
const projects = inputArb.map(toInput);

describe('properties', () => {
  it('no circuit exceeds its limit and every point is on a circuit', () => {
    fc.assert(
      fc.property(projects, (input) => {
        const circuits = planCircuits(input);
        const total = (type: EquipmentType) =>
          input.equipments.filter((e) => e.type === type).reduce((sum, e) => sum + e.quantity, 0);
        const lighting = kinds(circuits, 'lighting');
        for (const c of lighting) expect(c.points).toBeLessThanOrEqual(8);
        for (const c of kinds(circuits, 'sockets')) expect(c.points).toBeLessThanOrEqual(12);
        for (const c of kinds(circuits, 'kitchenSockets')) expect(c.points).toBeLessThanOrEqual(6);
        expect(lighting.reduce((sum, c) => sum + c.points, 0)).toBe(total('LightingPoint'));
        const socles =
          total('SimpleSocket') +
          2 * total('DoubleSocket') +
          total('WaterproofSocket') +
          total('ExtractorSocket');
        const onCircuits = [...kinds(circuits, 'sockets'), ...kinds(circuits, 'kitchenSockets')].reduce(
          (s, c) => s + c.points,
          0,
        );
        expect(onCircuits).toBe(socles);
        for (const group of planRcdGroups(circuits)) expect(group.circuits.length).toBeLessThanOrEqual(8);
        if (circuits.length >= 2) expect(planRcdGroups(circuits).length).toBeGreaterThanOrEqual(2);
      }),
      { numRuns: 200 },
    );
  });

  it('the result is a valid dimensioning whose panels keep ≥ 20 % free for the modules used', () => {
    fc.assert(
      fc.property(projects, (input) => {
        const dimensioning = computeDimensioning(input);
        expect(dimensioningSchema.safeParse(dimensioning).success).toBe(true);
        const circuits = planCircuits(input);
        const rows = planRcdRows(breakerLinesOf(dimensioning.circuit_breakers));
        const used =
          dimensioning.circuit_breakers.reduce(
            (sum, b) => sum + breakerModules(b.rating, b.poles) * b.quantity,
            0,
          ) +
          rows.reduce((sum, r) => sum + (r.poles === 4 ? MODULES.fourPoleRcd : MODULES.rcd), 0) +
          dimensioning.surge_protectors.length * MODULES.surgeProtector +
          kinds(circuits, 'waterHeater').length * MODULES.contactor;
        const capacity = dimensioning.electrical_panels.reduce((sum, p) => {
          const rows = Number(/(\d+)\s*rang/.exec(p.type)?.[1]);
          const perRow = Number(/(\d+)\s*modules/.exec(p.type)?.[1]);
          expect(rows * perRow).toBe(p.modules);
          return sum + p.modules;
        }, 0);
        if (circuits.length > 0) expect(capacity - used).toBeGreaterThanOrEqual(0.2 * capacity);
        expect(computeDimensioning(input)).toEqual(dimensioning);
      }),
      { numRuns: 150 },
    );
  });

  it('the notes, the priced DDR lines and the board rows name the same RCDs, for any project', () => {
    fc.assert(
      fc.property(projects, (input) => {
        const dimensioning = computeDimensioning(input);
        const rcdNotes = dimensioning.installation_notes.filter((n) =>
          /^Interrupteur différentiel \d+ \(/.test(n),
        );
        const { dimensioningItems } = buildEstimate({ rooms: [], equipments: [], dimensioning });
        const ddrs = dimensioningItems.filter((i) => i.type === 'differential_circuit_breaker');
        const rows = planRcdRows(breakerLinesOf(dimensioning.circuit_breakers));
        expect(ddrs).toHaveLength(rcdNotes.length);
        expect(rows).toHaveLength(rcdNotes.length);
        for (const [i, ddr] of ddrs.entries()) {
          const row = rows[i];
          expect(rcdNotes[i]).toContain(`type ${row?.type}`);
          expect(rcdNotes[i]).toContain(`, ${ddr.rating}\u00a0A, `);
          // Type F is never sold as type A.
          if (row?.type === 'F') expect(ddr.rcd_type).toBe('F');
          expect(Math.max(row?.adjustedRating ?? 0, row?.downstreamRating ?? 0)).toBeLessThanOrEqual(
            Number(ddr.rating),
          );
        }
        if (planCircuits(input).length >= 2 && input.workScope !== 'pieces_renovees')
          expect(ddrs.length).toBeGreaterThanOrEqual(2);
      }),
      { numRuns: 150 },
    );
  });
});

describe('water heater pair, renovation scope', () => {
  it('keeps the water heater and its off-peak control under the same RCD, whatever the dwelling', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 30 }), (points, sockets) => {
        const circuits = circuitsOf([
          ['Séjour', 'LivingRoom', 40, { LightingPoint: points, SimpleSocket: sockets }],
          ['SdB', 'WetRoom', 6, { WaterHeater: 1 }],
        ]);
        const groups = planRcdGroups(circuits);
        const holder = (kind: Circuit['kind']) =>
          groups.findIndex((g) => g.circuits.some((c) => c.kind === kind));
        expect(holder('waterHeaterControl')).toBe(holder('waterHeater'));
        for (const g of groups) expect(g.circuits.length).toBeLessThanOrEqual(8);
      }),
    );
  });

  it('a renovation of some rooms needs no second RCD and words the dwelling rules as advice', () => {
    const bedroom = build([['Chambre', 'Bedroom', 12, { LightingPoint: 1, SimpleSocket: 3 }]]);
    const whole = computeDimensioning(bedroom);
    const partial = computeDimensioning({ ...bedroom, workType: 'Renovation', workScope: 'pieces_renovees' });
    const rcdNotes = (notes: string[]) =>
      notes.filter((n) => n.startsWith('Interrupteur différentiel ')).length;
    expect(rcdNotes(whole.installation_notes)).toBe(2);
    expect(rcdNotes(partial.installation_notes)).toBe(1);
    expect(partial.installation_notes).toContain(
      'Cuisson\u00a0: aucune prise plaque n’est prévue\u202f; rénovation de pièces\u00a0: à vérifier dans le reste du logement, la norme y impose un circuit 32\u00a0A / 6\u00a0mm² dans le logement.',
    );
  });
});

describe('the priced differentials follow the RCD plan', () => {
  const ddrsOf = (input: DimensioningInput) =>
    buildEstimate({
      rooms: [],
      equipments: [],
      dimensioning: computeDimensioning(input),
    }).dimensioningItems.filter((i) => i.type === 'differential_circuit_breaker');

  it('a studio (séjour 20 m², 5 sockets, 1 light) gets two differentials, as its notes say', () => {
    const ddrs = ddrsOf(build([['Studio', 'LivingRoom', 20, { SimpleSocket: 5, LightingPoint: 1 }]]));
    expect(ddrs.map((d) => [d.rating, d.rcd_type])).toEqual([
      [25, 'A'],
      [25, 'A'],
    ]);
  });

  it('the EV charger has its own 40 A type A differential, never shared with lighting or sockets', () => {
    const input = {
      ...build([['Séjour', 'LivingRoom', 30, { SimpleSocket: 8, LightingPoint: 4 }]]),
      options: access({ irve: true }),
    };
    const dimensioning = computeDimensioning(input);
    const ev = dimensioning.circuit_breakers.findIndex((b) => b.description.includes('IRVE'));
    const ddr = ddrsOf(input).find((d) => d.circuitBreakerIds?.includes(`breaker-${ev + 1}`));
    expect(ddr).toMatchObject({ rating: 40, rcd_type: 'A', circuitBreakerIds: [`breaker-${ev + 1}`] });
  });

  it('a heat pump row is type F, priced as type F and flagged', () => {
    const ddrs = ddrsOf(build([['Séjour', 'LivingRoom', 30, { LightingPoint: 2, DuctedHeatPump: 1 }]]));
    expect(ddrs.filter((d) => d.rcd_type === 'F')).toMatchObject([
      { reference_principal: 'R9PRF225', prix: 58, prix_a_confirmer: true },
    ]);
  });

  it('a surge protector gets its disconnection breaker, upstream of every RCD row', () => {
    const dimensioning = computeDimensioning({
      ...build([['Séjour', 'LivingRoom', 20, { SimpleSocket: 5, LightingPoint: 1 }]]),
      lightning: { aq2: true },
    });
    expect(dimensioning.circuit_breakers[0]).toEqual({
      description: 'Disjoncteur de déconnexion du parafoudre',
      rating: 20,
      quantity: 1,
      head: true,
    });
    const ddrs = ddrsOf({
      ...build([['Séjour', 'LivingRoom', 20, { SimpleSocket: 5, LightingPoint: 1 }]]),
      lightning: { aq2: true },
    });
    for (const ddr of ddrs) expect(ddr.circuitBreakerIds).not.toContain('breaker-1');
  });
});

describe('the board notes speak of the habitable surface step 3 shows', () => {
  it('leaves a garage out of it, and sizes the GTL for the dwelling alone', () => {
    // 30 m² of dwelling and an 18,6 m² garage: step 3 shows 30 m² habitables, a flat of 35 m² at most.
    const input = build([
      ['Séjour', 'LivingRoom', 20, { SimpleSocket: 5, LightingPoint: 1 }],
      ['Chambre', 'Bedroom', 10, { SimpleSocket: 3, LightingPoint: 1 }],
      ['Garage', 'Other', 18.6, { SimpleSocket: 1, LightingPoint: 1 }],
    ]);
    const notes = computeDimensioning(input).installation_notes;
    expect(notes.find((n) => n.startsWith('Dimensionnement établi'))).toContain('(30\u00a0m² habitables)');
    expect(notes.find((n) => n.startsWith('GTL'))).toContain(
      '450 × 150\u00a0mm (logement de 35\u00a0m² au plus)',
    );
  });
});
