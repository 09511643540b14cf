import { BREAKER_RATINGS } from '../src/dimensioning/dimensioning.schema.ts';
import type { DimensioningInput } from '../src/dimensioning/dimensioning-input.ts';
import { EQUIPMENT_TYPES } from '../src/equipment-types.ts';
import {
  EV_CHARGERS,
  type Installation,
  OUTDOOR_CIRCUIT_KINDS,
  SUBSCRIBED_POWERS_KVA,
} from '../src/installation/installation.schema.ts';
import { optionItems, withOptionDefaults } from '../src/options/option-items.ts';
import {
  ACCESS_CONTROL_KEYS,
  ECS_TYPES,
  type EquipmentItem,
  type ProjectOptions,
  type Room,
  WISER_MODULES,
} from '../src/project.schema.ts';
import { ROOM_TYPES } from '../src/room-types.ts';

/**
 * Dimensioning inputs drawn from a seed by a small PRNG written here (mulberry32): the same seed gives
 * the same project whatever version of a property-testing library is installed, so that outputs
 * recorded once (test/fixtures) stay comparable. Every input the dimensioning reads is drawn: rooms of
 * any type and surface (some missing), equipment of any type and quantity, step 5 options with their
 * project items, the installation facts, lightning, postal code, people and the renovation scope.
 */
export function randomProject(seed: number): DimensioningInput {
  const draw = rng(seed);
  const roomCount = draw.int(1, 14);
  const rooms: Room[] = Array.from({ length: roomCount }, (_, i) => ({
    id: `r${i}`,
    name: draw.chance(0.1) ? 'Chambre' : `Pièce ${i + 1}`,
    surface: draw.chance(0.05) ? null : Math.round(draw.float(0, 70) * 100) / 100,
    ...(draw.chance(0.9) ? { roomType: draw.pick(ROOM_TYPES) } : {}),
  }));
  const equipments: EquipmentItem[] = Array.from({ length: draw.int(0, 45) }, (_, i) => ({
    id: `e${i}`,
    name: '',
    quantity: draw.chance(0.05) ? draw.int(13, 40) : draw.int(0, 12),
    roomId: draw.chance(0.02) ? 'absent' : `r${draw.int(0, roomCount - 1)}`,
    type: draw.pick(EQUIPMENT_TYPES),
  }));
  const options = draw.chance(0.15) ? null : randomOptions(draw);
  if (options) equipments.push(...optionItems(withOptionDefaults(options)));
  return {
    rooms,
    equipments,
    options,
    postalCode: draw.pick(['75011', '69003', '20090', '20200', '97400', '13', null, ' 33000 ']),
    numberOfPeople: draw.chance(0.3) ? null : draw.int(1, 9),
    lightning: draw.pick([
      null,
      {},
      { aq2: true },
      { lightningRod: true },
      { aq2: true, lightningRod: true },
    ]),
    ...draw.pick([
      {},
      { workType: 'Construction' },
      { workType: 'Renovation', workScope: 'logement_complet' },
      { workType: 'Renovation', workScope: 'pieces_renovees' },
    ]),
    installation: draw.chance(0.25) ? null : randomInstallation(draw, rooms),
  };
}

function randomOptions(draw: Draw): Partial<ProjectOptions> {
  const wiser = draw.chance(0.4);
  return {
    type: wiser ? 'Wiser' : 'Aucun',
    ...(wiser || draw.chance(0.2)
      ? {
          wiserConfig: {
            controleur: draw.pick(['TXA663A', 'TXA663AN'] as const),
            modules: Object.fromEntries(
              WISER_MODULES.map((m) => [m, draw.chance(0.5) ? 0 : draw.int(1, 12)]),
            ) as Record<(typeof WISER_MODULES)[number], number>,
            gateway: draw.chance(0.5),
            zigbee: draw.chance(0.3),
          },
        }
      : {}),
    ...(draw.chance(0.85)
      ? {
          accessControl: {
            ...(Object.fromEntries(ACCESS_CONTROL_KEYS.map((k) => [k, draw.chance(0.35)])) as Record<
              (typeof ACCESS_CONTROL_KEYS)[number],
              boolean
            >),
            portailType: draw.pick([null, 'coulissant', 'battant'] as const),
          },
        }
      : {}),
    ...(draw.chance(0.8)
      ? {
          ecs: {
            type: draw.pick(ECS_TYPES),
            nombrePersonnes: draw.int(1, 8),
            nombrePiecesEau: draw.int(0, 3),
          },
        }
      : {}),
  };
}

function randomInstallation(draw: Draw, rooms: readonly Room[]): Installation {
  return {
    supply: draw.chance(0.3)
      ? null
      : {
          phases: draw.pick(['monophase', 'triphase'] as const),
          subscribedKva: draw.pick(SUBSCRIBED_POWERS_KVA),
          ...(draw.chance(0.3) ? { agcpRating: draw.int(5, 90) } : {}),
          ...(draw.chance(0.3) ? { agcpSensitivityMa: draw.pick([300, 500, 650]) } : {}),
          earthResistanceOhm: draw.chance(0.5) ? null : draw.int(1, 300),
        },
    rooms: rooms
      .filter(() => draw.chance(0.4))
      .map((room) => ({
        roomId: room.id,
        ...(draw.chance(0.5) ? { shutters: draw.int(0, 12) } : {}),
        ...(draw.chance(0.5) ? { heatingWatts: draw.pick([0, draw.int(300, 12000)]) } : {}),
        ...(draw.chance(0.3) ? { towelDryerWatts: draw.pick([0, 500, 750, 1000, 2000, 4000]) } : {}),
      })),
    pilotWireZones: draw.int(0, 5),
    heatPump: draw.chance(0.5)
      ? null
      : {
          outdoorUnitRating: draw.chance(0.3) ? null : draw.pick(BREAKER_RATINGS),
          backupHeaterWatts: draw.pick([0, 3000, 6000, 9000, 12000]),
        },
    evCharger: draw.chance(0.3) ? null : draw.pick(EV_CHARGERS),
    outdoorCircuits: Array.from({ length: draw.pick([0, 0, 1, 2, 3]) }, (_, i) => ({
      id: `o${i}`,
      kind: draw.pick(OUTDOOR_CIRCUIT_KINDS),
      lengthM: draw.int(1, 300),
      ...(draw.chance(0.7) ? { powerW: draw.int(0, 6000) } : {}),
    })),
  };
}

interface Draw {
  float(min: number, max: number): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(values: readonly T[]): T;
}

/** mulberry32: 32-bit state, uniform floats in [0, 1). */
function rng(seed: number): Draw {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const draw: Draw = {
    float: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (values) => {
      const value = values[Math.floor(next() * values.length)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
  };
  return draw;
}
