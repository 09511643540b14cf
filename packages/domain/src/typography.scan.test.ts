/**
 * Every French text the domain hands to a screen, a PDF or an API error keeps its signs
 * and units on the line of the word or number before them — a no-break space (U+00A0, or the narrow
 * U+202F) before ':' ';' '!' '?' and between a number and its unit ('16 A', '2,5 mm²', '100 m²',
 * '12,50 €', '20 %'). The scan walks every exported constant (messages, labels, option tables) and
 * the texts the rules compose at run time (compliance messages, dimensioning notes and errors,
 * installation checks, validation errors) for a varied set of projects.
 *
 * The catalogue's product names are checked like any other text ('Disjoncteur … C 16 A', '30 mA',
 * '2,5 mm²' take a no-break space), and so are the estimate's lines built from them; the typographic
 * apostrophe (’) and '…' are due as well (frenchTypographyFaults).
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from './compliance/check-compliance.ts';
import { toComplianceRequest } from './compliance/to-compliance-request.ts';
import { computeDimensioning } from './dimensioning/compute-dimensioning.ts';
import { dimensioningSchema } from './dimensioning/dimensioning.schema.ts';
import type { DimensioningInput } from './dimensioning/dimensioning-input.ts';
import { EQUIPMENT_TYPES } from './equipment-types.ts';
import { buildEstimate, DEFAULT_LABOUR_SETTINGS } from './estimate/index.ts';
import { frenchTypographyFaults } from './format.ts';
import * as domain from './index.ts';
import {
  EV_CHARGERS,
  installationSchema,
  OUTDOOR_CIRCUIT_KINDS,
} from './installation/installation.schema.ts';
import { ECS_TYPES, type EquipmentItem, projectOptionsSchema, type Room } from './project.schema.ts';
import { ROOM_TYPES } from './room-types.ts';

/**
 * Every string reachable from a value (objects, arrays, maps, sets), functions left aside, and the
 * catalogue's `source` notes: where a reference was read, quoting the listing as written and shown
 * to no one.
 */
function collect(value: unknown, into: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value === 'string') {
    if (/\p{L}/u.test(value)) into.add(value);
  } else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    const items =
      value instanceof Map
        ? [...value.keys(), ...value.values()]
        : Object.entries(value).flatMap(([key, item]) => (key === 'source' ? [] : [item]));
    for (const item of value instanceof Set ? [...value] : items) collect(item, into, seen);
  }
  return into;
}

function faultsOf(texts: Iterable<string>): string[] {
  return [...texts].flatMap(frenchTypographyFaults);
}

describe('French typography of the domain texts', () => {
  it('exported messages, labels and tables have no breaking space before : ; ! ? nor before a unit', () => {
    const texts = new Set<string>();
    for (const value of Object.values(domain)) collect(value, texts);
    expect(texts.size).toBeGreaterThan(200);
    expect(faultsOf(texts)).toEqual([]);
  });

  it('the scan finds a breaking space where there is one (the test can fail)', () => {
    expect(
      faultsOf([
        'Chambre : 3 socles',
        '16 A',
        'Erreur !',
        '12,50 €',
        '2,5 mm²',
        '2 000',
        'Disjoncteur Resi9 XP 1P+N C 16 A',
        "Main d'œuvre",
      ]),
    ).toHaveLength(8);
    expect(faultsOf(['Chambre\u00a0: 3 socles', '16\u00a0A', 'Erreur\u202f!', 'type A', 'à 10 h'])).toEqual(
      [],
    );
  });

  const rooms: Room[] = ROOM_TYPES.map((roomType, i) => ({
    id: String(i + 1),
    name: `Pièce ${i + 1}`,
    surface: 6 + i * 4,
    roomType,
  }));
  const everything: EquipmentItem[] = EQUIPMENT_TYPES.map((type, i) => ({
    id: `e${i}`,
    name: '',
    quantity: 1,
    roomId: '1',
    type,
  }));
  const inputs: DimensioningInput[] = [
    { rooms, equipments: [] },
    { rooms, equipments: [], workType: 'Renovation', workScope: 'pieces_renovees' },
    ...ECS_TYPES.map((type) => ({
      rooms,
      equipments: everything,
      postalCode: '69003',
      numberOfPeople: 4,
      options: {
        type: 'Wiser' as const,
        wiserConfig: {
          controleur: 'TXA663A' as const,
          modules: { variateur: 1, volets: 3, chauffage: 2, commande: 1 },
          gateway: true,
          zigbee: true,
        },
        ecs: { type, nombrePersonnes: 4, nombrePiecesEau: 1 },
        accessControl: {
          interphonie: true,
          alarme: true,
          portailEntree: true,
          portailType: 'coulissant' as const,
          portailGarage: true,
          irve: true,
          eclairageFacade: true,
        },
      },
      lightning: { aq2: type === 'thermodynamique', lightningRod: type === 'instantane' },
      installation: {
        supply: { phases: 'monophase' as const, subscribedKva: 6, agcpRating: 45, earthResistanceOhm: 150 },
        rooms: rooms.map((r) => ({ roomId: r.id, shutters: 2, heatingWatts: 1500, towelDryerWatts: 500 })),
        pilotWireZones: 2,
        heatPump: { outdoorUnitRating: 20 as const, backupHeaterWatts: 3000 },
        evCharger: EV_CHARGERS[ECS_TYPES.indexOf(type) % EV_CHARGERS.length],
        outdoorCircuits: OUTDOOR_CIRCUIT_KINDS.map((kind, i) => ({
          id: `o${i}`,
          kind,
          lengthM: 40 + i * 60,
          powerW: 2000,
        })),
      },
    })),
  ];

  it('compliance messages and dimensioning notes, errors and checks composed at run time', () => {
    const texts = new Set<string>();
    for (const input of inputs) {
      collect(computeDimensioning(input), texts);
      collect(
        checkCompliance(
          toComplianceRequest({
            projectId: 1,
            postalCode: input.postalCode ?? null,
            rooms: input.rooms,
            equipments: input.equipments,
            options: input.options ?? null,
            typeTravaux: input.workType ?? null,
            workScope: input.workScope ?? null,
          }),
        ),
        texts,
      );
    }
    expect(texts.size).toBeGreaterThan(50);
    expect(faultsOf(texts)).toEqual([]);
  });

  it('validation errors of the schemas a user fills in', () => {
    const texts = new Set<string>();
    const bad = { foo: 'x', rating: 17, poles: 'xx', phases: 'bi', subscribedKva: 5 };
    for (const [schema, value] of [
      [projectOptionsSchema, { type: 'Zigbee', ecs: { type: 'gaz' }, accessControl: { portailType: 'x' } }],
      [installationSchema, { supply: bad, evCharger: 'x', heatPump: { outdoorUnitRating: 17 } }],
      [dimensioningSchema, { circuit_breakers: [bad] }],
    ] as const) {
      const result = schema.safeParse(value);
      collect(
        result.error?.issues.map((i) => i.message),
        texts,
      );
    }
    expect(texts.size).toBeGreaterThan(3);
    expect(faultsOf(texts)).toEqual([]);
  });

  it('the catalogue products and the estimate lines built from them (screen, PDF and CSV)', () => {
    const texts = new Set<string>();
    for (const input of inputs) {
      const dimensioning = computeDimensioning(input);
      const estimate = buildEstimate({
        rooms: input.rooms,
        equipments: input.equipments.map((e) => ({ ...e, name: e.name || e.type })),
        dimensioning,
        labour: { ...DEFAULT_LABOUR_SETTINGS, travel: 30 },
        workType: input.workType ?? null,
        workScope: input.workScope ?? null,
      });
      collect(estimate, texts);
    }
    expect([...texts].some((t) => t.startsWith('Disjoncteur'))).toBe(true);
    expect(faultsOf(texts)).toEqual([]);
  });
});
