import { createHash } from 'node:crypto';
import { canonicalJson } from '../src/canonical-json.ts';
import { planCircuits } from '../src/dimensioning/circuits.ts';
import { computeDimensioning, installationChecks } from '../src/dimensioning/compute-dimensioning.ts';
import type { DimensioningInput } from '../src/dimensioning/dimensioning-input.ts';
import type { EquipmentType } from '../src/equipment-types.ts';
import type { EquipmentItem, ProjectOptions, Room } from '../src/project.schema.ts';
import type { RoomType } from '../src/room-types.ts';
import { randomProject } from './random-projects.ts';
import { buildProject, type RoomSpec } from './sample-projects.ts';

/** How many projects the seeded generator draws for the recorded outputs. */
export const RANDOM_PROJECTS = 400;
/** The seeded projects recorded in full (the others by a fingerprint, to keep the fixture small). */
export const RANDOM_PROJECTS_IN_FULL = 6;

function project(
  specs: RoomSpec[],
  extra: Omit<DimensioningInput, 'rooms' | 'equipments'> = {},
): DimensioningInput {
  return { ...buildProject(specs), ...extra };
}

const everyAccess = (on: boolean): Partial<ProjectOptions> => ({
  accessControl: {
    interphonie: on,
    alarme: on,
    portailEntree: on,
    portailType: on ? 'battant' : null,
    portailGarage: on,
    irve: on,
    eclairageFacade: on,
  },
});

const t3: RoomSpec[] = [
  [
    'Séjour',
    'LivingRoom',
    28,
    { SimpleSocket: 7, LightingPoint: 3, Convector: 1, NetworkSocket: 2, TVSocket: 1 },
  ],
  [
    'Cuisine',
    'Kitchen',
    10,
    { SimpleSocket: 8, OvenSocket: 1, ExtractorSocket: 1, Dedicated20ASocket: 3, LightingPoint: 1 },
  ],
  ['Chambre 1', 'Bedroom', 12, { SimpleSocket: 3, LightingPoint: 1, Convector: 1, NetworkSocket: 1 }],
  ['Chambre 2', 'Bedroom', 10, { SimpleSocket: 3, LightingPoint: 1, InertiaRadiator: 1 }],
  ['Salle d’eau', 'WetRoom', 5, { SimpleSocket: 1, LightingPoint: 2, WaterHeater: 1, SimpleFlowVMC: 1 }],
  ['WC', 'WC', 2, { LightingPoint: 1 }],
  ['Entrée', 'CirculationArea', 6, { LightingPoint: 2, SimpleSocket: 1 }],
  ['Terrasse', 'ExteriorSpace', 15, { WaterproofSocket: 1, LightingPoint: 1 }],
];

/** Hand-written projects: a studio, a T2 with its installation facts, a T3, a large three-phase house. */
export const NAMED_PROJECTS: Record<string, DimensioningInput> = {
  empty: { rooms: [], equipments: [] },
  studio: project([['Studio', 'LivingRoom', 20, { SimpleSocket: 5, LightingPoint: 1 }]], {
    postalCode: '13001',
  }),
  'studio with an EV charger': project(
    [['Studio', 'LivingRoom', 20, { SimpleSocket: 5, LightingPoint: 1 }]],
    {
      options: {
        accessControl: { ...everyAccess(false).accessControl, irve: true } as ProjectOptions['accessControl'],
      },
    },
  ),
  't3 construction': project(t3, { postalCode: '69003', numberOfPeople: 3, workType: 'Construction' }),
  't3 every option, AQ2': project(t3, {
    options: {
      ...everyAccess(true),
      ecs: { type: 'thermodynamique', nombrePersonnes: 4, nombrePiecesEau: 1 },
    },
    lightning: { aq2: true },
    postalCode: '20090',
  }),
  't3 rooms renovated': project(t3.slice(0, 3), { workType: 'Renovation', workScope: 'pieces_renovees' }),
  't3 with its installation, single phase': project(t3, {
    installation: {
      supply: { phases: 'monophase', subscribedKva: 9, earthResistanceOhm: 40 },
      rooms: [
        { roomId: '1', shutters: 3, heatingWatts: 2500 },
        { roomId: '3', shutters: 2, heatingWatts: 1500 },
        { roomId: '5', towelDryerWatts: 750 },
      ],
      pilotWireZones: 2,
      heatPump: { outdoorUnitRating: 32, backupHeaterWatts: 6000 },
      evCharger: 'prise_renforcee',
      outdoorCircuits: [
        { id: 'o1', kind: 'prises_jardin', lengthM: 40 },
        { id: 'o2', kind: 'eclairage_jardin', lengthM: 120, powerW: 300 },
        { id: 'o3', kind: 'pompe_piscine', lengthM: 250, powerW: 1500 },
      ],
    },
    options: { ...everyAccess(true), ecs: { type: 'instantane', nombrePersonnes: 2, nombrePiecesEau: 1 } },
    lightning: { lightningRod: true },
  }),
  'house three-phase, 22 kW charger, heat pump': project(
    [
      ...t3,
      ['Chambre 3', 'Bedroom', 14, { SimpleSocket: 4, LightingPoint: 2, FloorHeating: 1 }],
      [
        'Séjour-cuisine',
        'LivingRoomWithIntegratedKitchen',
        45,
        { SimpleSocket: 14, LightingPoint: 9, DuctedHeatPump: 1, AirConditioning: 1 },
      ],
      ['Garage', 'Other', 30, { SimpleSocket: 4, LightingPoint: 2, Dedicated20ASocket: 2, DoubleFlowVMC: 1 }],
    ],
    {
      installation: {
        supply: { phases: 'triphase', subscribedKva: 18, agcpRating: 30, agcpSensitivityMa: 300 },
        evCharger: 'wallbox_22kw_tri',
        heatPump: { outdoorUnitRating: null, backupHeaterWatts: 9000 },
      },
      options: {
        type: 'Wiser',
        wiserConfig: {
          controleur: 'TXA663AN',
          modules: { variateur: 2, volets: 6, chauffage: 3, commande: 1 },
          gateway: true,
          zigbee: true,
        },
        ...everyAccess(true),
      },
      numberOfPeople: 5,
    },
  ),
};

/** Every recorded case by name: the hand-written projects, then the seeded ones. */
export function dimensioningCases(): [name: string, input: DimensioningInput][] {
  return [
    ...Object.entries(NAMED_PROJECTS),
    ...Array.from({ length: RANDOM_PROJECTS }, (_, i): [string, DimensioningInput] => [
      `seed ${i + 1}`,
      randomProject(i + 1),
    ]),
  ];
}

/** Whether a case's output is recorded in full (else by its fingerprint). */
export function recordedInFull(name: string): boolean {
  const seed = /^seed (\d+)$/.exec(name)?.[1];
  return seed === undefined || Number(seed) <= RANDOM_PROJECTS_IN_FULL;
}

/** The fingerprint of an output: sha256 of its canonical JSON (keys sorted, undefined left out). */
export function fingerprint(output: unknown): string {
  return createHash('sha256').update(canonicalJson(output)).digest('hex');
}

/** What the dimensioning answers for a project: its circuits, its board, its supply checks. */
export function dimensioningOutput(input: DimensioningInput) {
  return {
    circuits: planCircuits(input),
    dimensioning: computeDimensioning(input),
    checks: installationChecks(input),
  };
}
