import { isEquipmentType, nonNegative, SOCKET_OUTLETS } from '../compliance/requirements.ts';
import type { EquipmentType } from '../equipment-types.ts';
import { type Installation, roomInstallationOf } from '../installation/installation.schema.ts';
import type { EquipmentItem, ProjectOptions, Room } from '../project.schema.ts';
import { roomTypeOf } from '../project.schema.ts';
import { DEFAULT_ROOM_TYPE, isMainRoom, type RoomType } from '../room-types.ts';
import { isHabitable } from '../surfaces.ts';
import { type EmitterTable, pickFromTable } from './breaker-tables.ts';
import type { Circuit } from './circuit.ts';

/** What the circuits are planned from: rooms, equipment, step 5 options and the installation facts. */
export interface CircuitInput {
  rooms: readonly Room[];
  equipments: readonly EquipmentItem[];
  options?: Partial<ProjectOptions> | null;
  /** The installation facts the electrician entered; all optional. */
  installation?: Installation | null;
}

/** A room as the circuit rows read it: its type, area, equipment counts and entered facts. */
export interface RoomInfo {
  id: string;
  name: string;
  type: RoomType;
  area: number;
  counts: Map<EquipmentType, number>;
  /** Entered facts: shutters, emitter power, towel dryer. */
  shutters: number;
  heatingWatts: number;
  towelDryerWatts: number;
}

/** The project as every circuit row reads it. */
export interface PlanContext {
  input: CircuitInput;
  rooms: readonly RoomInfo[];
  /** The run from the panel to a room, m: √ of the surface the board serves (rooms but exterior spaces). */
  feed: number;
  /** Main rooms (séjour, bedrooms): from 2 on, the dwelling gets 2 lighting circuits. */
  mainRooms: number;
}

/**
 * What a planned circuit has of its own; the rest (description, breaker, section, family) comes from
 * its row. `at` orders the circuits of rows planned together (see CircuitRow.withPrevious).
 */
export type CircuitDraft = Partial<Omit<Circuit, 'kind' | 'family' | 'length'>> & {
  length: number;
  at?: number;
};

export function planContext(input: CircuitInput): PlanContext {
  const rooms = roomInfos(input);
  const habitable = rooms.filter((r) => isHabitable(r.type)).reduce((sum, r) => sum + r.area, 0);
  return {
    input,
    rooms,
    feed: Math.sqrt(habitable),
    mainRooms: rooms.filter((r) => isMainRoom(r.type)).length,
  };
}

function roomInfos(input: CircuitInput): RoomInfo[] {
  const byRoom = new Map<string, Map<EquipmentType, number>>();
  for (const item of input.equipments) {
    if (item.roomId == null || !isEquipmentType(item.type)) continue;
    const counts = byRoom.get(String(item.roomId)) ?? new Map<EquipmentType, number>();
    counts.set(item.type, (counts.get(item.type) ?? 0) + Math.floor(nonNegative(item.quantity)));
    byRoom.set(String(item.roomId), counts);
  }
  return input.rooms.map((room) => {
    const facts = roomInstallationOf(input.installation, String(room.id));
    return {
      id: String(room.id),
      name: room.name,
      type: roomTypeOf(room) ?? DEFAULT_ROOM_TYPE,
      area: nonNegative(room.surface ?? 0),
      counts: byRoom.get(String(room.id)) ?? new Map(),
      shutters: Math.floor(nonNegative(facts.shutters ?? 0)),
      heatingWatts: nonNegative(facts.heatingWatts ?? 0),
      towelDryerWatts: nonNegative(facts.towelDryerWatts ?? 0),
    };
  });
}

export const count = (room: RoomInfo, type: EquipmentType): number => room.counts.get(type) ?? 0;

/** A room's socles: a double socket counts 2. */
export function socles(room: RoomInfo): number {
  let total = 0;
  for (const [type, outlets] of Object.entries(SOCKET_OUTLETS)) {
    total += count(room, type as EquipmentType) * (outlets ?? 0);
  }
  return total;
}

/** The names of the rooms holding equipment of `type`. */
export function roomsWith(project: PlanContext, type: EquipmentType): string[] {
  return project.rooms.filter((r) => count(r, type) > 0).map((r) => r.name);
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

export function rounded(length: number): number {
  return Math.ceil(length * CABLE_SLACK);
}

/** A single outlet in a room: the feed, √S in the room, 1 m of drop. */
export function singleRun(project: PlanContext, room: RoomInfo): number {
  return rounded(project.feed + Math.sqrt(room.area) + 1);
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
function pack(rooms: readonly { room: RoomInfo; units: number }[], cap: number): Chunk[][] {
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

/** How the points of a family (lighting, sockets, shutters) go on circuits, and their cable runs. */
export interface PointSpread {
  /** Points a circuit may carry at most. */
  max: number;
  minCircuits: number;
  /** Metres of cable in a room per √m² of it: 2 along the ceiling, 4 around the walls for sockets. */
  perRoom: number;
  /** Metres of drop to each point. */
  perPoint: number;
}

/**
 * The rooms' points packed into as few even circuits as the limit allows, each with the cable run
 * from the board through its rooms.
 */
export function pointCircuits(
  project: PlanContext,
  items: readonly { room: RoomInfo; units: number }[],
  spread: PointSpread,
): CircuitDraft[] {
  const filled = items.filter((item) => item.units > 0);
  const total = filled.reduce((sum, r) => sum + r.units, 0);
  if (total === 0) return [];
  const { cap } = capacityFor(total, spread.max, spread.minCircuits);
  return pack(filled, cap).map((bin) => ({
    points: bin.reduce((sum, c) => sum + c.units, 0),
    length: rounded(
      bin.reduce(
        (sum, c) =>
          sum + project.feed + spread.perRoom * Math.sqrt(c.room.area) * c.share + spread.perPoint * c.units,
        0,
      ),
    ),
    rooms: bin.map((c) => c.room.name),
  }));
}

/** A heating load split into circuits of the emitter table (see pickFromTable), each with `circuit`'s facts. */
export function emitterCircuits(
  table: EmitterTable,
  watts: number,
  circuit: Pick<CircuitDraft, 'length' | 'rooms' | 'estimated' | 'at'>,
): CircuitDraft[] {
  const pick = pickFromTable(table, watts);
  return Array.from({ length: pick.circuits }, () => ({
    ...circuit,
    rating: pick.rating,
    section: pick.section,
    watts: pick.wattsPerCircuit,
  }));
}
