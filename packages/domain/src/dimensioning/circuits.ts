import {
  isEquipmentType,
  nonNegative,
  OPEN_KITCHEN_AREA,
  SOCKET_OUTLETS,
} from '../compliance/requirements.ts';
import type { EquipmentType } from '../equipment-types.ts';
import type { EquipmentItem, ProjectOptions, Room } from '../project.schema.ts';
import { roomTypeOf } from '../project.schema.ts';
import { DEFAULT_ROOM_TYPE, hasKitchen, isMainRoom, type RoomType } from '../room-types.ts';
import { isHabitable } from '../surfaces.ts';
import type { BreakerRating } from './dimensioning.schema.ts';

/**
 * The circuits of a dwelling's main panel, planned from rooms, equipment and options per
 * NF C 15-100 (reference /work/shared/reference/nfc15100.md §b, §f). Pure and deterministic.
 */

export const MAX_LIGHTING_POINTS_PER_CIRCUIT = 8;
/** 2.5 mm² / 20 A socket circuits: 12 socles at most (1.5 mm² / 16 A would allow 8). */
export const MAX_SOCKETS_PER_CIRCUIT = 12;
/** The kitchen's dedicated socket circuit: 6 socles at most, nothing else on it. */
export const MAX_KITCHEN_SOCKETS_PER_CIRCUIT = 6;
/** Assumed heating need for electric emitters when no heat-loss study is given (see notes). */
export const HEATING_WATTS_PER_M2 = 100;

/**
 * Wall emitters (convectors, panels, radiators): max power per breaker and section
 * (NF C 15-100 table, A5 summaries: 2 250 W/10 A/1.5 mm² … 7 250 W/32 A/6 mm²).
 */
export const HEATING_TABLE: readonly { maxWatts: number; rating: BreakerRating; section: number }[] = [
  { maxWatts: 2250, rating: 10, section: 1.5 },
  { maxWatts: 3500, rating: 16, section: 1.5 },
  { maxWatts: 4500, rating: 20, section: 2.5 },
  { maxWatts: 5750, rating: 25, section: 4 },
  { maxWatts: 7250, rating: 32, section: 6 },
];

/** Floor heating (self-regulating cables), usual section ↔ breaker pairing (reference §b, uncertain). */
export const FLOOR_HEATING_TABLE: readonly { maxWatts: number; rating: BreakerRating; section: number }[] = [
  { maxWatts: 1700, rating: 16, section: 1.5 },
  { maxWatts: 3400, rating: 20, section: 2.5 },
  { maxWatts: 4200, rating: 25, section: 4 },
  { maxWatts: 5400, rating: 32, section: 6 },
  { maxWatts: 7500, rating: 40, section: 10 },
];

export type CircuitKind =
  | 'lighting'
  | 'sockets'
  | 'kitchenSockets'
  | 'cooking'
  | 'dedicated'
  | 'waterHeater'
  | 'waterHeaterControl'
  | 'instantWaterHeater'
  | 'heating'
  | 'floorHeating'
  | 'heatPump'
  | 'airConditioning'
  | 'vmc'
  | 'ev'
  | 'gate'
  | 'garageDoor'
  | 'outdoorLighting'
  | 'alarm'
  | 'intercom'
  | 'gateway'
  | 'shutters';

/**
 * Loads counted at 100 % of their breaker in the RCD downstream rule: heating, water heater and EV
 * (NF C 15-100 -10, reference §c); the heat pump is treated as heating (reference: uncertain) and so
 * is the air conditioner (same compressor drive, long running). Everything else counts 50 %.
 */
const FULL_LOAD_KINDS: ReadonlySet<CircuitKind> = new Set<CircuitKind>([
  'heating',
  'floorHeating',
  'waterHeater',
  'instantWaterHeater',
  'heatPump',
  'airConditioning',
  'ev',
]);

export function isFullLoad(kind: CircuitKind): boolean {
  return FULL_LOAD_KINDS.has(kind);
}

/** Which 30 mA device family a circuit goes under (see planRcdGroups). */
export type RcdFamily = 'general' | 'heating' | 'typeA' | 'typeF' | 'ev' | 'outdoor';

export interface Circuit {
  kind: CircuitKind;
  description: string;
  rating: BreakerRating;
  /** Copper section, mm². */
  section: number;
  /** Lighting points or socles on the circuit (0 for single-load circuits). */
  points: number;
  /** Heating power in W where relevant. */
  watts?: number;
  /** Estimated cable length, m (see lengthModel). */
  length: number;
  family: RcdFamily;
  /** Names of the rooms served, for the notes. */
  rooms: string[];
}

export interface CircuitInput {
  rooms: readonly Room[];
  equipments: readonly EquipmentItem[];
  options?: Partial<ProjectOptions> | null;
}

interface RoomInfo {
  id: string;
  name: string;
  type: RoomType;
  area: number;
  counts: Map<EquipmentType, number>;
}

function roomInfos(input: CircuitInput): RoomInfo[] {
  const byRoom = new Map<string, Map<EquipmentType, number>>();
  for (const item of input.equipments) {
    if (item.roomId == null || !isEquipmentType(item.type)) continue;
    const counts = byRoom.get(String(item.roomId)) ?? new Map<EquipmentType, number>();
    counts.set(item.type, (counts.get(item.type) ?? 0) + Math.floor(nonNegative(item.quantity)));
    byRoom.set(String(item.roomId), counts);
  }
  return input.rooms.map((room) => ({
    id: String(room.id),
    name: room.name,
    type: roomTypeOf(room) ?? DEFAULT_ROOM_TYPE,
    area: nonNegative(room.surface ?? 0),
    counts: byRoom.get(String(room.id)) ?? new Map(),
  }));
}

const count = (room: RoomInfo, type: EquipmentType) => room.counts.get(type) ?? 0;

function socles(room: RoomInfo): number {
  let total = 0;
  for (const [type, outlets] of Object.entries(SOCKET_OUTLETS)) {
    total += count(room, type as EquipmentType) * (outlets ?? 0);
  }
  return total;
}

/**
 * Cable length model (documented in the installation notes):
 * - feed, panel → room: √(habitable surface) m, the side of a square house of that surface;
 * - in the room: 2√S for lighting (half the perimeter of a square room, entry → ceiling point),
 *   4√S (the perimeter) for sockets spread round the walls, √S for a single outlet;
 * - drops: 1.5 m per lighting point (ceiling + switch), 0.5 m per socle, 1 m per single outlet;
 * - fixed runs for loads outside the rooms (VMC in the roof space +5 m, EV charger +10 m,
 *   gate +25 m buried); then +10 % for routing and offcuts, rounded up to the metre.
 */
export const CABLE_SLACK = 1.1;

function rounded(length: number): number {
  return Math.ceil(length * CABLE_SLACK);
}

/** Cuts `total` units into `n` parts as even as possible, each ≤ ceil(total / n). */
function capacityFor(total: number, max: number, minCircuits: number): { circuits: number; cap: number } {
  const circuits = Math.max(Math.ceil(total / max), Math.min(minCircuits, total));
  return { circuits, cap: Math.ceil(total / circuits) };
}

interface Chunk {
  room: RoomInfo;
  units: number;
  share: number;
}

/** Fills circuits in room order up to `cap` units each, splitting a room when it overflows. */
function pack(rooms: { room: RoomInfo; units: number }[], cap: number): Chunk[][] {
  const bins: Chunk[][] = [];
  let current: Chunk[] = [];
  let used = 0;
  for (const { room, units } of rooms) {
    let left = units;
    while (left > 0) {
      if (used === cap) {
        bins.push(current);
        current = [];
        used = 0;
      }
      const take = Math.min(left, cap - used);
      current.push({ room, units: take, share: take / units });
      used += take;
      left -= take;
    }
  }
  if (current.length > 0) bins.push(current);
  return bins;
}

function pickFromTable(
  table: readonly { maxWatts: number; rating: BreakerRating; section: number }[],
  watts: number,
): { rating: BreakerRating; section: number; circuits: number; wattsPerCircuit: number } {
  const last = table[table.length - 1] ?? { maxWatts: 7250, rating: 32 as BreakerRating, section: 6 };
  const circuits = Math.max(1, Math.ceil(watts / last.maxWatts));
  const wattsPerCircuit = Math.ceil(watts / circuits);
  const row = table.find((r) => wattsPerCircuit <= r.maxWatts) ?? last;
  return { rating: row.rating, section: row.section, circuits, wattsPerCircuit };
}

/** Every circuit of the main panel, in a stable order. */
export function planCircuits(input: CircuitInput): Circuit[] {
  const rooms = roomInfos(input);
  const habitable = rooms.filter((r) => isHabitable(r.type)).reduce((sum, r) => sum + r.area, 0);
  const feed = Math.sqrt(habitable);
  const circuits: Circuit[] = [];
  const mainRooms = rooms.filter((r) => isMainRoom(r.type)).length;

  // Lighting: ≤ 8 points a circuit; at least 2 circuits once the dwelling has 2 main rooms, so that
  // one tripped breaker never leaves the whole dwelling dark (Schneider guide: "2 circuits mini pour
  // les logements de 2 pièces principales et plus"). 1.5 mm², 10 A (16 A is the maximum allowed).
  const lit = rooms
    .filter((r) => count(r, 'LightingPoint') > 0)
    .map((r) => ({ room: r, units: count(r, 'LightingPoint') }));
  const points = lit.reduce((sum, r) => sum + r.units, 0);
  if (points > 0) {
    const { cap } = capacityFor(points, MAX_LIGHTING_POINTS_PER_CIRCUIT, mainRooms >= 2 ? 2 : 1);
    for (const bin of pack(lit, cap)) {
      circuits.push({
        kind: 'lighting',
        description: 'Circuit éclairage',
        rating: 10,
        section: 1.5,
        points: bin.reduce((sum, c) => sum + c.units, 0),
        length: rounded(
          bin.reduce((sum, c) => sum + feed + 2 * Math.sqrt(c.room.area) * c.share + 1.5 * c.units, 0),
        ),
        family: 'general',
        rooms: bin.map((c) => c.room.name),
      });
    }
  }

  // Kitchen: its first 6 socles on a dedicated 20 A / 2.5 mm² circuit, the rest with the other sockets.
  const general: { room: RoomInfo; units: number }[] = [];
  for (const room of rooms) {
    let units = socles(room);
    if (hasKitchen(room.type) && units > 0) {
      const kitchen = Math.min(units, MAX_KITCHEN_SOCKETS_PER_CIRCUIT);
      const kitchenArea = room.type === 'Kitchen' ? room.area : Math.min(room.area, OPEN_KITCHEN_AREA);
      circuits.push({
        kind: 'kitchenSockets',
        description: 'Circuit prises cuisine',
        rating: 20,
        section: 2.5,
        points: kitchen,
        length: rounded(feed + 4 * Math.sqrt(kitchenArea) + 0.5 * kitchen),
        family: 'general',
        rooms: [room.name],
      });
      units -= kitchen;
    }
    // The hood socket is a plain 16 A outlet that may not sit on the kitchen's 6-socket circuit.
    units += count(room, 'ExtractorSocket');
    if (units > 0) general.push({ room, units });
  }

  // Other socles: 2.5 mm² / 20 A, at most 12 a circuit (the 1.5 mm² / 16 A option allows only 8).
  const socketTotal = general.reduce((sum, r) => sum + r.units, 0);
  if (socketTotal > 0) {
    const { cap } = capacityFor(socketTotal, MAX_SOCKETS_PER_CIRCUIT, 1);
    for (const bin of pack(general, cap)) {
      circuits.push({
        kind: 'sockets',
        description: 'Circuit prises de courant',
        rating: 20,
        section: 2.5,
        points: bin.reduce((sum, c) => sum + c.units, 0),
        length: rounded(
          bin.reduce((sum, c) => sum + feed + 4 * Math.sqrt(c.room.area) * c.share + 0.5 * c.units, 0),
        ),
        family: 'general',
        rooms: bin.map((c) => c.room.name),
      });
    }
  }

  const single = (room: RoomInfo) => rounded(feed + Math.sqrt(room.area) + 1);

  for (const room of rooms) {
    // 32 A / 6 mm² cooking circuit, one per plaque outlet; type A RCD (reference §c).
    for (let i = 0; i < count(room, 'OvenSocket'); i += 1) {
      circuits.push({
        kind: 'cooking',
        description: 'Circuit plaque de cuisson 32 A',
        rating: 32,
        section: 6,
        points: 0,
        length: single(room),
        family: 'typeA',
        rooms: [room.name],
      });
    }
  }
  for (const room of rooms) {
    // One appliance per specialised 20 A / 2.5 mm² circuit; the washing machine among them needs a
    // type A RCD and the app cannot tell which one it is, so they all go under type A.
    for (let i = 0; i < count(room, 'Dedicated20ASocket'); i += 1) {
      circuits.push({
        kind: 'dedicated',
        description: 'Circuit spécialisé 20 A (lave-linge, lave-vaisselle, four…)',
        rating: 20,
        section: 2.5,
        points: 0,
        length: single(room),
        family: 'typeA',
        rooms: [room.name],
      });
    }
  }

  // Water heater: 20 A / 2.5 mm² plus a 2 A / 1.5 mm² control circuit for the off-peak contactor.
  const ecs = input.options?.ecs?.type ?? 'aucun';
  const heaterRooms = rooms.filter((r) => count(r, 'WaterHeater') > 0);
  const heaters = heaterRooms.reduce((sum, r) => sum + count(r, 'WaterHeater'), 0);
  const storedHeaters = Math.max(heaters, ecs === 'cumulus_electrique' || ecs === 'thermodynamique' ? 1 : 0);
  for (let i = 0; i < storedHeaters; i += 1) {
    const room = heaterRooms[Math.min(i, heaterRooms.length - 1)];
    const length = room ? single(room) : rounded(feed + 3);
    const name = room ? [room.name] : [];
    circuits.push({
      kind: 'waterHeater',
      description: 'Circuit chauffe-eau',
      rating: 20,
      section: 2.5,
      points: 0,
      length,
      family: 'general',
      rooms: name,
    });
    circuits.push({
      kind: 'waterHeaterControl',
      description: 'Commande chauffe-eau (contacteur heures creuses)',
      rating: 2,
      section: 1.5,
      points: 0,
      length,
      family: 'general',
      rooms: name,
    });
  }
  if (ecs === 'instantane') {
    // An instantaneous electric heater draws 6–12 kW: 32 A / 6 mm² here, to adapt to its manual.
    circuits.push({
      kind: 'instantWaterHeater',
      description: 'Circuit chauffe-eau instantané',
      rating: 32,
      section: 6,
      points: 0,
      length: rounded(feed + 3),
      family: 'general',
      rooms: [],
    });
  }

  // Electric heating: one circuit per heated room, sized by power from the emitter table.
  for (const room of rooms) {
    const watts = Math.round(room.area * HEATING_WATTS_PER_M2);
    if (count(room, 'Convector') > 0 || count(room, 'InertiaRadiator') > 0) {
      const pick = pickFromTable(HEATING_TABLE, watts);
      for (let i = 0; i < pick.circuits; i += 1) {
        circuits.push({
          kind: 'heating',
          description: 'Circuit chauffage',
          rating: pick.rating,
          section: pick.section,
          points: 0,
          watts: pick.wattsPerCircuit,
          length: single(room),
          family: 'heating',
          rooms: [room.name],
        });
      }
    }
    if (count(room, 'FloorHeating') > 0) {
      const pick = pickFromTable(FLOOR_HEATING_TABLE, watts);
      for (let i = 0; i < pick.circuits; i += 1) {
        circuits.push({
          kind: 'floorHeating',
          description: 'Circuit plancher chauffant',
          rating: pick.rating,
          section: pick.section,
          points: 0,
          watts: pick.wattsPerCircuit,
          length: rounded(feed + 4 * Math.sqrt(room.area)),
          family: 'heating',
          rooms: [room.name],
        });
      }
    }
  }

  // Heat pump and air conditioning: one outdoor unit each for the dwelling, on its own circuit;
  // 20 A / 2.5 mm² is a placeholder to adapt to the manufacturer's manual.
  const withType = (type: EquipmentType) => rooms.filter((r) => count(r, type) > 0).map((r) => r.name);
  const heatPumpRooms = withType('DuctedHeatPump');
  if (heatPumpRooms.length > 0) {
    circuits.push({
      kind: 'heatPump',
      description: 'Circuit pompe à chaleur (PAC gainable)',
      rating: 20,
      section: 2.5,
      points: 0,
      length: rounded(feed + 10),
      family: 'typeF',
      rooms: heatPumpRooms,
    });
  }
  const acRooms = withType('AirConditioning');
  if (acRooms.length > 0) {
    circuits.push({
      kind: 'airConditioning',
      description: 'Circuit climatisation',
      rating: 20,
      section: 2.5,
      points: 0,
      length: rounded(feed + 10),
      family: 'typeF',
      rooms: acRooms,
    });
  }

  // VMC: one unit for the dwelling, 2 A / 1.5 mm² (reference §b).
  const vmcRooms = [...withType('SimpleFlowVMC'), ...withType('DoubleFlowVMC')];
  if (vmcRooms.length > 0) {
    circuits.push({
      kind: 'vmc',
      description: 'Circuit VMC',
      rating: 2,
      section: 1.5,
      points: 0,
      length: rounded(feed + 5),
      family: 'general',
      rooms: [...new Set(vmcRooms)],
    });
  }

  const access = input.options?.accessControl;
  if (access?.irve) {
    // 7.4 kW single-phase wallbox: 40 A / 10 mm² (reference §b, A5 summaries). Many installers use
    // 32 A / 6 mm²; the larger pair keeps margin for continuous 32 A charging and a long run.
    circuits.push({
      kind: 'ev',
      description: 'Circuit borne de recharge véhicule électrique (IRVE)',
      rating: 40,
      section: 10,
      points: 0,
      length: rounded(feed + 10),
      family: 'ev',
      rooms: [],
    });
  }
  if (access?.portailEntree) {
    circuits.push({
      kind: 'gate',
      description: "Circuit motorisation portail d'entrée",
      rating: 16,
      section: 2.5, // long buried run: 2.5 mm² against voltage drop
      points: 0,
      length: rounded(feed + 25),
      family: 'outdoor',
      rooms: [],
    });
  }
  if (access?.portailGarage) {
    circuits.push({
      kind: 'garageDoor',
      description: 'Circuit motorisation porte de garage',
      rating: 16,
      section: 1.5,
      points: 0,
      length: rounded(feed + 5),
      family: 'general',
      rooms: [],
    });
  }
  if (access?.eclairageFacade) {
    circuits.push({
      kind: 'outdoorLighting',
      description: 'Circuit éclairage extérieur (façade)',
      rating: 16,
      section: 1.5,
      points: 0,
      length: rounded(feed + 2 * Math.sqrt(habitable)),
      family: 'general',
      rooms: [],
    });
  }
  if (access?.alarme) {
    circuits.push({
      kind: 'alarm',
      description: 'Circuit alarme',
      rating: 2,
      section: 1.5,
      points: 0,
      length: rounded(feed),
      family: 'general',
      rooms: [],
    });
  }
  if (access?.interphonie) {
    circuits.push({
      kind: 'intercom',
      description: 'Circuit interphone / visiophone',
      rating: 2,
      section: 1.5,
      points: 0,
      length: rounded(feed + 5),
      family: 'general',
      rooms: [],
    });
  }
  const wiser = input.options?.type === 'Wiser' ? input.options.wiserConfig : undefined;
  if (wiser?.gateway) {
    circuits.push({
      kind: 'gateway',
      description: 'Circuit passerelle Wiser',
      rating: 2,
      section: 1.5,
      points: 0,
      length: rounded(2),
      family: 'general',
      rooms: [],
    });
  }
  const shutters = wiser?.modules?.volets ?? 0;
  if (shutters > 0) {
    circuits.push({
      kind: 'shutters',
      description: 'Circuit volets roulants',
      rating: 16,
      section: 1.5,
      points: shutters,
      length: rounded(feed + 4 * shutters),
      family: 'general',
      rooms: [],
    });
  }
  return circuits;
}
