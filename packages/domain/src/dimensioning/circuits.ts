import {
  isEquipmentType,
  nonNegative,
  OPEN_KITCHEN_AREA,
  SOCKET_OUTLETS,
} from '../compliance/requirements.ts';
import type { EquipmentType } from '../equipment-types.ts';
import {
  EV_CHARGER_PHASES,
  type EvCharger,
  type Installation,
  type OutdoorCircuit,
  type OutdoorCircuitKind,
  roomInstallationOf,
} from '../installation/installation.schema.ts';
import { type SectionChoice, sectionForVoltageDrop } from '../installation/voltage-drop.ts';
import type { ACCESS_CONTROL_KEYS, EquipmentItem, ProjectOptions, Room } from '../project.schema.ts';
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

/** Heating emitters' rows, by rising power: the breaker and section that carry up to `maxWatts`. */
type EmitterTable = readonly { maxWatts: number; rating: BreakerRating; section: number }[];

/**
 * Wall emitters (convectors, panels, radiators): max power per breaker and section
 * (NF C 15-100 table, A5 summaries: 2 250 W/10 A/1.5 mm² … 7 250 W/32 A/6 mm²).
 */
export const HEATING_TABLE: EmitterTable = [
  { maxWatts: 2250, rating: 10, section: 1.5 },
  { maxWatts: 3500, rating: 16, section: 1.5 },
  { maxWatts: 4500, rating: 20, section: 2.5 },
  { maxWatts: 5750, rating: 25, section: 4 },
  { maxWatts: 7250, rating: 32, section: 6 },
];

/** Floor heating (self-regulating cables), usual section ↔ breaker pairing (reference §b, uncertain). */
export const FLOOR_HEATING_TABLE: EmitterTable = [
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
  | 'shutters'
  | 'towelDryer'
  | 'heatPumpBackup'
  | 'pilotWire'
  | 'outdoorSockets'
  | 'gardenLighting'
  | 'poolPump';

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
  'heatPumpBackup',
  'towelDryer',
  'airConditioning',
  'ev',
]);

export function isFullLoad(kind: CircuitKind): boolean {
  return FULL_LOAD_KINDS.has(kind);
}

/** Which 30 mA device family a circuit goes under (see planRcdGroups). */
export type RcdFamily = 'general' | 'heating' | 'typeA' | 'typeF' | 'ev' | 'outdoor' | 'outdoorF';

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
  /** Heating power estimated at 100 W/m² (no emitter power entered for the room). */
  estimated?: boolean;
  /** Estimated cable length, m (see lengthModel). */
  length: number;
  family: RcdFamily;
  /** Names of the rooms served, for the notes. */
  rooms: string[];
  /** Three-phase circuit (3P+N breaker, 5G cable); single phase otherwise. */
  phases?: 3;
  /** Outdoor circuits: the entered run and the voltage-drop check that chose the section. */
  voltageDrop?: SectionChoice & { run: number; current: number };
}

export interface CircuitInput {
  rooms: readonly Room[];
  equipments: readonly EquipmentItem[];
  options?: Partial<ProjectOptions> | null;
  /** The installation facts the electrician entered (issue 15); all optional. */
  installation?: Installation | null;
}

interface RoomInfo {
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

/** One family of point circuits (lighting, sockets, shutters): what each circuit is, and its limits. */
interface PointCircuitSpec {
  kind: Circuit['kind'];
  description: string;
  rating: BreakerRating;
  section: number;
  /** Points a circuit may carry at most. */
  max: number;
  minCircuits: number;
  /** Metres of cable in a room per √m² of it: 2 along the ceiling, 4 around the walls for sockets. */
  perRoom: number;
  /** Metres of drop to each point. */
  perPoint: number;
}

/** The rooms' points packed into circuits of the spec, each with the cable run from the board through its rooms. */
function pointCircuits(
  items: { room: RoomInfo; units: number }[],
  feed: number,
  spec: PointCircuitSpec,
): Circuit[] {
  const total = items.reduce((sum, r) => sum + r.units, 0);
  if (total === 0) return [];
  const { cap } = capacityFor(total, spec.max, spec.minCircuits);
  return pack(items, cap).map((bin) => ({
    kind: spec.kind,
    description: spec.description,
    rating: spec.rating,
    section: spec.section,
    points: bin.reduce((sum, c) => sum + c.units, 0),
    length: rounded(
      bin.reduce(
        (sum, c) => sum + feed + spec.perRoom * Math.sqrt(c.room.area) * c.share + spec.perPoint * c.units,
        0,
      ),
    ),
    family: 'general',
    rooms: bin.map((c) => c.room.name),
  }));
}

function pickFromTable(
  table: EmitterTable,
  watts: number,
): { rating: BreakerRating; section: number; circuits: number; wattsPerCircuit: number } {
  const last = table[table.length - 1] ?? { maxWatts: 7250, rating: 32 as BreakerRating, section: 6 };
  const circuits = Math.max(1, Math.ceil(watts / last.maxWatts));
  const wattsPerCircuit = Math.ceil(watts / circuits);
  const row = table.find((r) => wattsPerCircuit <= r.maxWatts) ?? last;
  return { rating: row.rating, section: row.section, circuits, wattsPerCircuit };
}

/**
 * A heating load split into circuits of the emitter table: as few circuits as the table's largest row
 * allows, the load shared evenly, each on the breaker and section its share needs.
 */
function emitterCircuits(
  table: EmitterTable,
  watts: number,
  circuit: Pick<Circuit, 'kind' | 'description' | 'length' | 'rooms' | 'estimated'>,
): Circuit[] {
  const pick = pickFromTable(table, watts);
  return Array.from({ length: pick.circuits }, () => ({
    ...circuit,
    rating: pick.rating,
    section: pick.section,
    points: 0,
    watts: pick.wattsPerCircuit,
    family: 'heating',
  }));
}

/** Roller shutters per circuit (product choice, see planCircuits). */
export const MAX_SHUTTERS_PER_CIRCUIT = 8;

/** The water heater's control circuit: its breaker line is what the estimate prices a contactor for. */
export const WATER_HEATER_CONTROL = 'Commande chauffe-eau (contacteur heures creuses)';

/**
 * Dedicated circuits at a rating a manual asks for (heat-pump outdoor unit): the usual section of each
 * breaker rating (reference §b "other dedicated circuits": 16/20/25/32 A on 1.5/2.5/4/6 mm²; 40 A on
 * 10 mm² as the EV line). Above 40 A the outdoor unit needs a study: not offered.
 */
const DEDICATED_SECTIONS: Partial<Record<BreakerRating, number>> = {
  2: 1.5,
  6: 1.5,
  10: 1.5,
  16: 1.5,
  20: 2.5,
  25: 4,
  32: 6,
  40: 10,
};
export const DEDICATED_RATINGS = Object.keys(DEDICATED_SECTIONS).map(Number) as BreakerRating[];

export function isDedicatedRating(rating: number): rating is BreakerRating {
  return DEDICATED_SECTIONS[rating as BreakerRating] !== undefined;
}

export function dedicatedSection(rating: BreakerRating): number {
  return DEDICATED_SECTIONS[rating] ?? 2.5;
}

/**
 * EV charging variants (NF C 15-100-7-722, reference §b): each on its own circuit and its own 30 mA
 * RCD, type A minimum. Three-phase chargers: 16 A (11 kW) or 32 A (22 kW) per phase, 3P+N breaker.
 * The 7.4 kW wallbox keeps 40 A / 10 mm² (reference §b, uncertain: 32 A / 6 mm² when its manual
 * allows and the run is short).
 */
export const EV_CIRCUITS: Record<EvCharger, { description: string; rating: BreakerRating; section: number }> =
  {
    prise_renforcee: {
      description: 'Circuit prise renforcée véhicule électrique (3,7\u00a0kW)',
      rating: 20,
      section: 2.5,
    },
    wallbox_7kw: {
      description: 'Circuit borne de recharge véhicule électrique (IRVE)',
      rating: 40,
      section: 10,
    },
    wallbox_11kw_tri: {
      description: 'Circuit borne de recharge 11\u00a0kW triphasée (IRVE)',
      rating: 16,
      section: 2.5,
    },
    wallbox_22kw_tri: {
      description: 'Circuit borne de recharge 22\u00a0kW triphasée (IRVE)',
      rating: 32,
      section: 6,
    },
  };
export const DEFAULT_EV_VARIANT: EvCharger = 'wallbox_7kw';

type Options = Partial<ProjectOptions> | null | undefined;

/** What switches an option circuit on: an access-control box of step 5 (the EV charger has its own
 * table), or the Wiser gateway. */
type OptionSwitch = Exclude<(typeof ACCESS_CONTROL_KEYS)[number], 'irve'> | 'wiserGateway';

/** The option circuits, in the board's order. */
const OPTION_CIRCUIT_KINDS = [
  'gate',
  'garageDoor',
  'outdoorLighting',
  'alarm',
  'intercom',
  'gateway',
] as const;
type OptionCircuitKind = (typeof OPTION_CIRCUIT_KINDS)[number];

/** An option circuit: the option that turns it on, its breaker, section and RCD family, and its run
 * from the panel, `feeds × √S + extra` metres (one feed = √S, S the habitable area). */
type OptionCircuit = {
  on: OptionSwitch;
  rating: BreakerRating;
  section: number;
  family: RcdFamily;
  feeds: number;
  extra: number;
};

/**
 * The circuits the step 5 options switch on, one row each (data, one loop in planCircuits). The
 * gate's long buried run takes 2.5 mm² against voltage drop; the façade lighting runs the feed and
 * then 2√S along the façade; the Wiser gateway sits 2 m from the panel.
 */
export const OPTION_CIRCUITS: Record<OptionCircuitKind, OptionCircuit> = {
  gate: { on: 'portailEntree', rating: 16, section: 2.5, family: 'outdoor', feeds: 1, extra: 25 },
  garageDoor: { on: 'portailGarage', rating: 16, section: 1.5, family: 'general', feeds: 1, extra: 5 },
  outdoorLighting: { on: 'eclairageFacade', rating: 16, section: 1.5, family: 'general', feeds: 3, extra: 0 },
  alarm: { on: 'alarme', rating: 2, section: 1.5, family: 'general', feeds: 1, extra: 0 },
  intercom: { on: 'interphonie', rating: 2, section: 1.5, family: 'general', feeds: 1, extra: 5 },
  gateway: { on: 'wiserGateway', rating: 2, section: 1.5, family: 'general', feeds: 0, extra: 2 },
};

export const OPTION_CIRCUIT_DESCRIPTIONS: Record<OptionCircuitKind, string> = {
  gate: 'Circuit motorisation portail d’entrée',
  garageDoor: 'Circuit motorisation porte de garage',
  outdoorLighting: 'Circuit éclairage extérieur (façade)',
  alarm: 'Circuit alarme',
  intercom: 'Circuit interphone / visiophone',
  gateway: 'Circuit passerelle Wiser',
};

function isSwitchedOn(on: OptionSwitch, options: Options): boolean {
  if (on === 'wiserGateway') return options?.type === 'Wiser' && options.wiserConfig?.gateway === true;
  return options?.accessControl?.[on] === true;
}

/**
 * Outlets that each get a circuit of their own, all under type A RCDs (reference §c): the 32 A / 6 mm²
 * cooking plate; the specialised 20 A / 2.5 mm² socket (one appliance each; the washing machine among
 * them needs type A and the app cannot tell which one it is, so they all go under type A).
 */
const APPLIANCE_OUTLETS: readonly (Pick<Circuit, 'kind' | 'description' | 'rating' | 'section' | 'family'> & {
  equipment: EquipmentType;
})[] = [
  {
    equipment: 'OvenSocket',
    kind: 'cooking',
    description: 'Circuit plaque de cuisson 32\u00a0A',
    rating: 32,
    section: 6,
    family: 'typeA',
  },
  {
    equipment: 'Dedicated20ASocket',
    kind: 'dedicated',
    description: 'Circuit spécialisé 20\u00a0A (lave-linge, lave-vaisselle, four…)',
    rating: 20,
    section: 2.5,
    family: 'typeA',
  },
];

/**
 * Outdoor circuits not fixed to the building (reference §a, §c): under an RCD apart from the indoor
 * circuits; the pool pump (variable-speed drive) under type F. Minimum section of the breaker, raised
 * for the voltage drop.
 */
export const OUTDOOR_CIRCUITS: Record<
  OutdoorCircuitKind,
  {
    kind: CircuitKind;
    description: string;
    rating: BreakerRating;
    section: number;
    lighting: boolean;
    family: RcdFamily;
  }
> = {
  prises_jardin: {
    kind: 'outdoorSockets',
    description: 'Circuit prises extérieures (jardin)',
    rating: 20,
    section: 2.5,
    lighting: false,
    family: 'outdoor',
  },
  eclairage_jardin: {
    kind: 'gardenLighting',
    description: 'Circuit éclairage extérieur (jardin)',
    rating: 10,
    section: 1.5,
    lighting: true,
    family: 'outdoor',
  },
  pompe_piscine: {
    kind: 'poolPump',
    description: 'Circuit pompe de piscine',
    rating: 16,
    section: 1.5,
    lighting: false,
    family: 'outdoorF',
  },
};

/**
 * An outdoor circuit's breaker and section: current = power / 230 V when given, else the breaker
 * rating; the section keeps the voltage drop within 3 % (lighting) or 5 % (other uses).
 */
export function outdoorCircuitPlan(outdoor: Pick<OutdoorCircuit, 'kind' | 'lengthM' | 'powerW'>) {
  const row = OUTDOOR_CIRCUITS[outdoor.kind];
  const power = nonNegative(outdoor.powerW ?? 0);
  const current = power > 0 ? Math.round((power / 230) * 100) / 100 : row.rating;
  const choice = sectionForVoltageDrop({
    length: outdoor.lengthM,
    current,
    minSection: row.section,
    lighting: row.lighting,
  });
  return { row, current, choice };
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
  circuits.push(
    ...pointCircuits(lit, feed, {
      kind: 'lighting',
      description: 'Circuit éclairage',
      rating: 10,
      section: 1.5,
      max: MAX_LIGHTING_POINTS_PER_CIRCUIT,
      minCircuits: mainRooms >= 2 ? 2 : 1,
      perRoom: 2,
      perPoint: 1.5,
    }),
  );

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
  circuits.push(
    ...pointCircuits(general, feed, {
      kind: 'sockets',
      description: 'Circuit prises de courant',
      rating: 20,
      section: 2.5,
      max: MAX_SOCKETS_PER_CIRCUIT,
      minCircuits: 1,
      perRoom: 4,
      perPoint: 0.5,
    }),
  );

  const single = (room: RoomInfo) => rounded(feed + Math.sqrt(room.area) + 1);

  // One circuit per cooking plate, then one per specialised socket.
  for (const { equipment, ...circuit } of APPLIANCE_OUTLETS) {
    for (const room of rooms) {
      for (let i = 0; i < count(room, equipment); i += 1) {
        circuits.push({ ...circuit, points: 0, length: single(room), rooms: [room.name] });
      }
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
      description: WATER_HEATER_CONTROL,
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

  // Electric heating: one circuit per heated room, sized by power from the emitter table: the
  // emitters' power the electrician entered, else 100 W/m² (the notes say which). A room with an
  // entered power and no emitter in the equipment list has wall emitters.
  for (const room of rooms) {
    const watts = room.heatingWatts > 0 ? room.heatingWatts : Math.round(room.area * HEATING_WATTS_PER_M2);
    const floor = count(room, 'FloorHeating') > 0;
    const wall = count(room, 'Convector') > 0 || count(room, 'InertiaRadiator') > 0;
    if (wall || (room.heatingWatts > 0 && !floor)) {
      circuits.push(
        ...emitterCircuits(HEATING_TABLE, watts, {
          kind: 'heating',
          description: 'Circuit chauffage',
          estimated: room.heatingWatts <= 0,
          length: single(room),
          rooms: [room.name],
        }),
      );
    }
    if (floor) {
      circuits.push(
        ...emitterCircuits(FLOOR_HEATING_TABLE, watts, {
          kind: 'floorHeating',
          description: 'Circuit plancher chauffant',
          estimated: room.heatingWatts <= 0,
          length: rounded(feed + 4 * Math.sqrt(room.area)),
          rooms: [room.name],
        }),
      );
    }
  }

  // Towel dryers (bathrooms): their own circuit each, by the same emitter table, with the heating.
  for (const room of rooms) {
    if (room.towelDryerWatts <= 0) continue;
    const pick = pickFromTable(HEATING_TABLE, room.towelDryerWatts);
    circuits.push({
      kind: 'towelDryer',
      description: 'Circuit sèche-serviettes',
      rating: pick.rating,
      section: pick.section,
      points: 0,
      watts: room.towelDryerWatts,
      length: single(room),
      family: 'heating',
      rooms: [room.name],
    });
  }

  // Heat pump and air conditioning: one outdoor unit each for the dwelling, on its own circuit, at
  // the rating its manual asks for (entered), else 20 A / 2.5 mm² to adapt. Its electric backup
  // heater has its own circuit per the heating table, with the heating (reference §b).
  const withType = (type: EquipmentType) => rooms.filter((r) => count(r, type) > 0).map((r) => r.name);
  const heatPumpRooms = withType('DuctedHeatPump');
  const heatPump = input.installation?.heatPump;
  const outdoorUnit = heatPump?.outdoorUnitRating;
  if (heatPumpRooms.length > 0 || outdoorUnit != null) {
    const rating: BreakerRating = outdoorUnit != null && isDedicatedRating(outdoorUnit) ? outdoorUnit : 20;
    circuits.push({
      kind: 'heatPump',
      description: 'Circuit pompe à chaleur (PAC gainable)',
      rating,
      section: dedicatedSection(rating),
      points: 0,
      length: rounded(feed + 10),
      family: 'typeF',
      rooms: heatPumpRooms,
    });
    const backup = nonNegative(heatPump?.backupHeaterWatts ?? 0);
    if (backup > 0) {
      circuits.push(
        ...emitterCircuits(HEATING_TABLE, backup, {
          kind: 'heatPumpBackup',
          description: 'Circuit appoint électrique de la pompe à chaleur',
          length: rounded(feed + 5),
          rooms: heatPumpRooms,
        }),
      );
    }
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

  // Pilot wire: the programmer (or energy manager) of the heating zones on 2 A / 1.5 mm², with the
  // heating under the same RCD (reference §b, §c).
  const zones = Math.floor(nonNegative(input.installation?.pilotWireZones ?? 0));
  if (zones > 0) {
    circuits.push({
      kind: 'pilotWire',
      description: 'Circuit fil pilote (programmateur chauffage)',
      rating: 2,
      section: 1.5,
      points: zones,
      length: rounded(feed + 2),
      family: 'heating',
      rooms: [],
    });
  }

  // EV charging: the variant entered, a 7.4 kW wallbox when only 'Borne de recharge (IRVE)' is on.
  const access = input.options?.accessControl;
  if (access?.irve) {
    const variant = input.installation?.evCharger ?? DEFAULT_EV_VARIANT;
    const ev = EV_CIRCUITS[variant];
    circuits.push({
      kind: 'ev',
      description: ev.description,
      rating: ev.rating,
      section: ev.section,
      points: 0,
      length: rounded(feed + 10),
      family: 'ev',
      rooms: [],
      ...(EV_CHARGER_PHASES[variant] === 3 ? { phases: 3 as const } : {}),
    });
  }

  // The other option circuits: one row of OPTION_CIRCUITS each, when its option is on.
  for (const kind of OPTION_CIRCUIT_KINDS) {
    const row = OPTION_CIRCUITS[kind];
    if (!isSwitchedOn(row.on, input.options)) continue;
    circuits.push({
      kind,
      description: OPTION_CIRCUIT_DESCRIPTIONS[kind],
      rating: row.rating,
      section: row.section,
      points: 0,
      length: rounded(row.feeds * feed + row.extra),
      family: row.family,
      rooms: [],
    });
  }

  // Roller shutters: the rooms' motorised shutters (else the Wiser shutter modules), 16 A / 1.5 mm²,
  // at most 8 a circuit (product choice: no norm limit, one trip never stops every shutter).
  const shutterRooms = rooms.filter((r) => r.shutters > 0).map((r) => ({ room: r, units: r.shutters }));
  if (shutterRooms.length > 0) {
    circuits.push(
      ...pointCircuits(shutterRooms, feed, {
        kind: 'shutters',
        description: 'Circuit volets roulants',
        rating: 16,
        section: 1.5,
        max: MAX_SHUTTERS_PER_CIRCUIT,
        minCircuits: 1,
        perRoom: 2,
        perPoint: 1.5,
      }),
    );
  } else {
    const wiser = input.options?.type === 'Wiser' ? input.options.wiserConfig : undefined;
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
  }

  // Outdoor circuits entered with their run: the section keeps the voltage drop within 3 %
  // (lighting) or 5 % (other uses), current = power / 230 V when given, else the breaker rating.
  for (const outdoor of input.installation?.outdoorCircuits ?? []) {
    const { row, current, choice } = outdoorCircuitPlan(outdoor);
    circuits.push({
      kind: row.kind,
      description: row.description,
      rating: row.rating,
      section: choice.section,
      points: 0,
      length: rounded(outdoor.lengthM),
      family: row.family,
      rooms: [],
      voltageDrop: { ...choice, run: outdoor.lengthM, current },
    });
  }
  return circuits;
}
