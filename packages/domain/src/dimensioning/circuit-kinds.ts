import { nonNegative, OPEN_KITCHEN_AREA } from '../compliance/requirements.ts';
import {
  EV_CHARGER_PHASES,
  type OutdoorCircuit,
  type OutdoorCircuitKind,
} from '../installation/installation.schema.ts';
import { sectionForVoltageDrop } from '../installation/voltage-drop.ts';
import type { ACCESS_CONTROL_KEYS } from '../project.schema.ts';
import { hasKitchen } from '../room-types.ts';
import {
  DEFAULT_EV_VARIANT,
  dedicatedSection,
  EV_CIRCUITS,
  FLOOR_HEATING_TABLE,
  HEATING_TABLE,
  isDedicatedRating,
  pickFromTable,
} from './breaker-tables.ts';
import {
  type CircuitKind,
  HEATING_WATTS_PER_M2,
  MAX_KITCHEN_SOCKETS_PER_CIRCUIT,
  MAX_LIGHTING_POINTS_PER_CIRCUIT,
  MAX_SHUTTERS_PER_CIRCUIT,
  MAX_SOCKETS_PER_CIRCUIT,
  type RcdFamily,
  WATER_HEATER_CONTROL,
} from './circuit.ts';
import {
  cookingNote,
  dedicatedNote,
  evNote,
  fixedNote,
  heatingNotes,
  heatPumpBackupNote,
  heatPumpNote,
  instantWaterHeaterNote,
  lightingNote,
  type NoteBuilder,
  outdoorNotes,
  shuttersNote,
  socketNotes,
  waterHeaterNote,
} from './circuit-notes.ts';
import type { BreakerRating } from './dimensioning.schema.ts';
import {
  type CircuitDraft,
  count,
  emitterCircuits,
  type PlanContext,
  pointCircuits,
  type RoomInfo,
  roomsWith,
  rounded,
  singleRun,
  socles,
} from './plan-context.ts';

/**
 * One row per kind of circuit of a dwelling's main panel, in the board's order: what triggers it
 * (`plan`), its breaker and section (overridden per circuit where a table or a variant decides), its
 * limits, its RCD needs (`family`, `fullLoad`) and its note. planCircuits reads the rows top to
 * bottom; the notes come in the same order. A new kind of circuit is one row here (and its kind in
 * CircuitKind).
 */
export interface CircuitRow {
  /** The breaker line's text (the board, the devis). */
  description: string;
  rating: BreakerRating;
  /** Copper section, mm². */
  section: number;
  /** The 30 mA RCD family it goes under (see planRcdGroups). */
  family: RcdFamily;
  /**
   * Counted at 100 % of its breaker in the RCD downstream rule: heating, water heater and EV
   * (NF C 15-100 -10, reference §c); everything else 50 %.
   */
  fullLoad: boolean;
  /** The circuits the project gets (none when nothing triggers it), each with what is its own. */
  plan: (project: PlanContext) => CircuitDraft[];
  /**
   * Planned together with the row above: the circuits of both come in the order of what they serve
   * (their `at`: a room, a water heater, an outdoor run), each one's row order kept.
   */
  withPrevious?: true;
  /** What the board's notes say of it (some rows speak for the kinds planned with them). */
  note?: NoteBuilder;
}

/** Runs to ceiling points (lighting, shutters): half the room's perimeter, 1.5 m of drop to each. */
const CEILING_POINTS = { perRoom: 2, perPoint: 1.5 };

export const CIRCUIT_KINDS: Record<CircuitKind, CircuitRow> = {
  // ≤ 8 points a circuit; at least 2 circuits once the dwelling has 2 main rooms, so that one
  // tripped breaker never leaves the whole dwelling dark (Schneider guide: "2 circuits mini pour les
  // logements de 2 pièces principales et plus"). 10 A (16 A is the maximum allowed).
  lighting: {
    description: 'Circuit éclairage',
    rating: 10,
    section: 1.5,
    family: 'general',
    fullLoad: false,
    plan: (project) =>
      pointCircuits(
        project,
        project.rooms.map((room) => ({ room, units: count(room, 'LightingPoint') })),
        {
          max: MAX_LIGHTING_POINTS_PER_CIRCUIT,
          minCircuits: project.mainRooms >= 2 ? 2 : 1,
          ...CEILING_POINTS,
        },
      ),
    note: lightingNote,
  },
  // A kitchen's first 6 socles, nothing else on the circuit; its other socles go with the sockets.
  kitchenSockets: {
    description: 'Circuit prises cuisine',
    rating: 20,
    section: 2.5,
    family: 'general',
    fullLoad: false,
    plan: (project) =>
      project.rooms.flatMap((room) => {
        const kitchen = kitchenSocles(room);
        if (kitchen === 0) return [];
        const area = room.type === 'Kitchen' ? room.area : Math.min(room.area, OPEN_KITCHEN_AREA);
        return [
          {
            points: kitchen,
            length: rounded(project.feed + 4 * Math.sqrt(area) + 0.5 * kitchen),
            rooms: [room.name],
          },
        ];
      }),
    // In the sockets' note.
  },
  // ≤ 12 socles a circuit in 2.5 mm² (the 1.5 mm² / 16 A option allows only 8). The hood socket is
  // a plain 16 A outlet that may not sit on the kitchen's 6-socket circuit.
  sockets: {
    description: 'Circuit prises de courant',
    rating: 20,
    section: 2.5,
    family: 'general',
    fullLoad: false,
    plan: (project) =>
      pointCircuits(
        project,
        project.rooms.map((room) => ({
          room,
          units: socles(room) - kitchenSocles(room) + count(room, 'ExtractorSocket'),
        })),
        { max: MAX_SOCKETS_PER_CIRCUIT, minCircuits: 1, perRoom: 4, perPoint: 0.5 },
      ),
    note: socketNotes,
  },
  // One per cooking plate: type A RCD (reference §c).
  cooking: {
    description: 'Circuit plaque de cuisson 32\u00a0A',
    rating: 32,
    section: 6,
    family: 'typeA',
    fullLoad: false,
    plan: (project) => singleOutlets(project, 'OvenSocket'),
    note: cookingNote,
  },
  // One appliance each; the washing machine among them needs type A and the app cannot tell which
  // one it is, so they all go under type A (reference §c).
  dedicated: {
    description: 'Circuit spécialisé 20\u00a0A (lave-linge, lave-vaisselle, four…)',
    rating: 20,
    section: 2.5,
    family: 'typeA',
    fullLoad: false,
    plan: (project) => singleOutlets(project, 'Dedicated20ASocket'),
    note: dedicatedNote,
  },
  waterHeater: {
    description: 'Circuit chauffe-eau',
    rating: 20,
    section: 2.5,
    family: 'general',
    fullLoad: true,
    plan: waterHeaters,
    note: waterHeaterNote,
  },
  // Each water heater's off-peak contactor, beside its power circuit (one RCD for both, planRcdGroups).
  waterHeaterControl: {
    description: WATER_HEATER_CONTROL,
    rating: 2,
    section: 1.5,
    family: 'general',
    fullLoad: false,
    plan: waterHeaters,
    withPrevious: true,
    // In the water heater's note.
  },
  // An instantaneous electric heater draws 6–12 kW: 32 A / 6 mm² here, to adapt to its manual.
  instantWaterHeater: {
    description: 'Circuit chauffe-eau instantané',
    rating: 32,
    section: 6,
    family: 'general',
    fullLoad: true,
    plan: (project) =>
      project.input.options?.ecs?.type === 'instantane' ? [{ length: rounded(project.feed + 3) }] : [],
    note: instantWaterHeaterNote,
  },
  // One circuit per heated room (split beyond the table's largest row), sized by power: wall
  // emitters in the room, or an entered power with no floor heating.
  heating: {
    description: 'Circuit chauffage',
    rating: 16,
    section: 1.5,
    family: 'heating',
    fullLoad: true,
    plan: (project) =>
      project.rooms.flatMap((room, at) => {
        const wall = count(room, 'Convector') > 0 || count(room, 'InertiaRadiator') > 0;
        const floor = count(room, 'FloorHeating') > 0;
        if (!wall && !(room.heatingWatts > 0 && !floor)) return [];
        return emitterCircuits(HEATING_TABLE, heatingWatts(room), {
          at,
          estimated: room.heatingWatts <= 0,
          length: singleRun(project, room),
          rooms: [room.name],
        });
      }),
    note: heatingNotes,
  },
  floorHeating: {
    description: 'Circuit plancher chauffant',
    rating: 16,
    section: 1.5,
    family: 'heating',
    fullLoad: true,
    plan: (project) =>
      project.rooms.flatMap((room, at) =>
        count(room, 'FloorHeating') > 0
          ? emitterCircuits(FLOOR_HEATING_TABLE, heatingWatts(room), {
              at,
              estimated: room.heatingWatts <= 0,
              length: rounded(project.feed + 4 * Math.sqrt(room.area)),
              rooms: [room.name],
            })
          : [],
      ),
    withPrevious: true,
    // In the heating's notes.
  },
  // Bathrooms' towel dryers: their own circuit each, by the wall emitters' table, with the heating.
  towelDryer: {
    description: 'Circuit sèche-serviettes',
    rating: 10,
    section: 1.5,
    family: 'heating',
    fullLoad: true,
    plan: (project) =>
      project.rooms
        .filter((room) => room.towelDryerWatts > 0)
        .map((room) => {
          const { rating, section } = pickFromTable(HEATING_TABLE, room.towelDryerWatts);
          const length = singleRun(project, room);
          return { rating, section, watts: room.towelDryerWatts, length, rooms: [room.name] };
        }),
    // In the heating's notes.
  },
  // One outdoor unit for the dwelling, at the rating its manual asks for (entered), else 20 A to
  // adapt; type F for its variable-speed drive.
  heatPump: {
    description: 'Circuit pompe à chaleur (PAC gainable)',
    rating: 20,
    section: 2.5,
    family: 'typeF',
    fullLoad: true,
    plan: (project) => {
      const rooms = heatPumpRooms(project);
      if (!rooms) return [];
      const entered = project.input.installation?.heatPump?.outdoorUnitRating;
      const rating: BreakerRating = entered != null && isDedicatedRating(entered) ? entered : 20;
      return [{ rating, section: dedicatedSection(rating), length: rounded(project.feed + 10), rooms }];
    },
    note: heatPumpNote,
  },
  // Its electric backup heater, by the heating table, with the heating (reference §b).
  heatPumpBackup: {
    description: 'Circuit appoint électrique de la pompe à chaleur',
    rating: 16,
    section: 1.5,
    family: 'heating',
    fullLoad: true,
    plan: heatPumpBackups,
    note: heatPumpBackupNote,
  },
  // One outdoor unit for the dwelling, treated as the heat pump (same compressor drive, long running).
  airConditioning: {
    description: 'Circuit climatisation',
    rating: 20,
    section: 2.5,
    family: 'typeF',
    fullLoad: true,
    plan: (project) => {
      const rooms = roomsWith(project, 'AirConditioning');
      return rooms.length > 0 ? [{ length: rounded(project.feed + 10), rooms }] : [];
    },
    // In the heat pump's note.
  },
  // One unit for the dwelling, 2 A (reference §b).
  vmc: {
    description: 'Circuit VMC',
    rating: 2,
    section: 1.5,
    family: 'general',
    fullLoad: false,
    plan: (project) => {
      const rooms = [...roomsWith(project, 'SimpleFlowVMC'), ...roomsWith(project, 'DoubleFlowVMC')];
      return rooms.length > 0 ? [{ length: rounded(project.feed + 5), rooms: [...new Set(rooms)] }] : [];
    },
    note: fixedNote(['vmc'], 'VMC\u00a0: circuit dédié 2\u00a0A / 1,5\u00a0mm².'),
  },
  // The programmer (or energy manager) of the heating zones, with the heating (reference §b, §c).
  pilotWire: {
    description: 'Circuit fil pilote (programmateur chauffage)',
    rating: 2,
    section: 1.5,
    family: 'heating',
    fullLoad: false,
    plan: (project) => {
      const zones = Math.floor(nonNegative(project.input.installation?.pilotWireZones ?? 0));
      return zones > 0 ? [{ points: zones, length: rounded(project.feed + 2) }] : [];
    },
    // In the heating's notes.
  },
  // The charger variant entered, a 7.4 kW wallbox when only 'Borne de recharge (IRVE)' is on; its own
  // type A RCD (NF C 15-100-7-722).
  ev: {
    ...EV_CIRCUITS[DEFAULT_EV_VARIANT],
    family: 'ev',
    fullLoad: true,
    plan: (project) => {
      if (!project.input.options?.accessControl?.irve) return [];
      const variant = project.input.installation?.evCharger ?? DEFAULT_EV_VARIANT;
      return [
        {
          ...EV_CIRCUITS[variant],
          length: rounded(project.feed + 10),
          ...(EV_CHARGER_PHASES[variant] === 3 ? { phases: 3 as const } : {}),
        },
      ];
    },
    note: evNote,
  },
  // The long buried run takes 2.5 mm² against voltage drop; apart from the indoor circuits.
  gate: {
    description: 'Circuit motorisation portail d’entrée',
    rating: 16,
    section: 2.5,
    family: 'outdoor',
    fullLoad: false,
    plan: optionCircuit('portailEntree', 1, 25),
    note: fixedNote(
      ['gate'],
      'Portail\u00a0: circuit 16\u00a0A en 2,5\u00a0mm² (longueur enterrée, chute de tension), gaine sous grillage avertisseur rouge, sous un différentiel distinct des circuits intérieurs.',
    ),
  },
  garageDoor: {
    description: 'Circuit motorisation porte de garage',
    rating: 16,
    section: 1.5,
    family: 'general',
    fullLoad: false,
    plan: optionCircuit('portailGarage', 1, 5),
    note: fixedNote(
      ['garageDoor'],
      'Porte de garage motorisée\u00a0: circuit dédié 16\u00a0A / 1,5\u00a0mm².',
    ),
  },
  // The feed, then 2√S along the façade.
  outdoorLighting: {
    description: 'Circuit éclairage extérieur (façade)',
    rating: 16,
    section: 1.5,
    family: 'general',
    fullLoad: false,
    plan: optionCircuit('eclairageFacade', 3, 0),
    note: fixedNote(
      ['outdoorLighting'],
      'Éclairage extérieur (façade)\u00a0: circuit dédié 16\u00a0A / 1,5\u00a0mm², appareils étanches.',
    ),
  },
  alarm: {
    description: 'Circuit alarme',
    rating: 2,
    section: 1.5,
    family: 'general',
    fullLoad: false,
    plan: optionCircuit('alarme', 1, 0),
    note: fixedNote(
      ['alarm', 'intercom'],
      'Alarme et interphone\u00a0: circuits dédiés 2\u00a0A / 1,5\u00a0mm² (commandes entre 0,90\u00a0m et 1,30\u00a0m).',
    ),
  },
  intercom: {
    description: 'Circuit interphone / visiophone',
    rating: 2,
    section: 1.5,
    family: 'general',
    fullLoad: false,
    plan: optionCircuit('interphonie', 1, 5),
    // In the alarm's note.
  },
  // The Wiser gateway sits 2 m from the panel.
  gateway: {
    description: 'Circuit passerelle Wiser',
    rating: 2,
    section: 1.5,
    family: 'general',
    fullLoad: false,
    plan: optionCircuit('wiserGateway', 0, 2),
    note: fixedNote(
      ['gateway'],
      'Passerelle Wiser\u00a0: circuit 2\u00a0A / 1,5\u00a0mm² au tableau (alimentation modulaire).',
    ),
  },
  // The rooms' motorised shutters (else the Wiser shutter modules), at most 8 a circuit.
  shutters: {
    description: 'Circuit volets roulants',
    rating: 16,
    section: 1.5,
    family: 'general',
    fullLoad: false,
    plan: (project) => {
      const rooms = project.rooms.map((room) => ({ room, units: room.shutters }));
      if (rooms.some((r) => r.units > 0)) {
        return pointCircuits(project, rooms, {
          max: MAX_SHUTTERS_PER_CIRCUIT,
          minCircuits: 1,
          ...CEILING_POINTS,
        });
      }
      const options = project.input.options;
      const modules = options?.type === 'Wiser' ? (options.wiserConfig?.modules?.volets ?? 0) : 0;
      return modules > 0 ? [{ points: modules, length: rounded(project.feed + 4 * modules) }] : [];
    },
    note: shuttersNote,
  },
  // Outdoor circuits not fixed to the building (reference §a, §c): under an RCD apart from the
  // indoor circuits, the breaker's minimum section raised for the voltage drop.
  outdoorSockets: {
    description: 'Circuit prises extérieures (jardin)',
    rating: 20,
    section: 2.5,
    family: 'outdoor',
    fullLoad: false,
    plan: outdoorCircuits('prises_jardin'),
    note: outdoorNotes('outdoorSockets'),
  },
  gardenLighting: {
    description: 'Circuit éclairage extérieur (jardin)',
    rating: 10,
    section: 1.5,
    family: 'outdoor',
    fullLoad: false,
    plan: outdoorCircuits('eclairage_jardin'),
    withPrevious: true,
    note: outdoorNotes('gardenLighting'),
  },
  // The pool pump's variable-speed drive: type F.
  poolPump: {
    description: 'Circuit pompe de piscine',
    rating: 16,
    section: 1.5,
    family: 'outdoorF',
    fullLoad: false,
    plan: outdoorCircuits('pompe_piscine'),
    withPrevious: true,
    note: outdoorNotes('poolPump'),
  },
};

export function isFullLoad(kind: CircuitKind): boolean {
  return CIRCUIT_KINDS[kind].fullLoad;
}

/** The circuit kind each outdoor circuit of the installation is planned as; lighting keeps a 3 % drop. */
export const OUTDOOR_CIRCUITS: Record<OutdoorCircuitKind, { kind: CircuitKind; lighting: boolean }> = {
  prises_jardin: { kind: 'outdoorSockets', lighting: false },
  eclairage_jardin: { kind: 'gardenLighting', lighting: true },
  pompe_piscine: { kind: 'poolPump', lighting: false },
};

/**
 * An outdoor circuit's current and section: current = power / 230 V when given, else the breaker
 * rating; the section keeps the voltage drop within 3 % (lighting) or 5 % (other uses), never below
 * the breaker's.
 */
export function outdoorCircuitPlan(outdoor: Pick<OutdoorCircuit, 'kind' | 'lengthM' | 'powerW'>) {
  const { kind, lighting } = OUTDOOR_CIRCUITS[outdoor.kind];
  const row = CIRCUIT_KINDS[kind];
  const power = nonNegative(outdoor.powerW ?? 0);
  const current = power > 0 ? Math.round((power / 230) * 100) / 100 : row.rating;
  const choice = sectionForVoltageDrop({
    length: outdoor.lengthM,
    current,
    minSection: row.section,
    lighting,
  });
  return { current, choice };
}

/** An emitter's power: what the electrician entered for the room, else 100 W/m². */
function heatingWatts(room: RoomInfo): number {
  return room.heatingWatts > 0 ? room.heatingWatts : Math.round(room.area * HEATING_WATTS_PER_M2);
}

/** A kitchen's first 6 socles go on its own circuit (none when the room has no kitchen). */
function kitchenSocles(room: RoomInfo): number {
  return hasKitchen(room.type) ? Math.min(socles(room), MAX_KITCHEN_SOCKETS_PER_CIRCUIT) : 0;
}

/**
 * The stored water heaters: those of the rooms, at least one when step 5 chose a cumulus or a
 * thermodynamic one; each run from its room (else the feed + 3 m).
 */
function waterHeaters(project: PlanContext): CircuitDraft[] {
  const ecs = project.input.options?.ecs?.type ?? 'aucun';
  const heaterRooms = project.rooms.filter((r) => count(r, 'WaterHeater') > 0);
  const heaters = heaterRooms.reduce((sum, r) => sum + count(r, 'WaterHeater'), 0);
  const stored = Math.max(heaters, ecs === 'cumulus_electrique' || ecs === 'thermodynamique' ? 1 : 0);
  return Array.from({ length: stored }, (_, at) => {
    const room = heaterRooms[Math.min(at, heaterRooms.length - 1)];
    return room
      ? { at, length: singleRun(project, room), rooms: [room.name] }
      : { at, length: rounded(project.feed + 3) };
  });
}

/**
 * The rooms of the heat pump's outdoor unit, planned for a ducted heat pump in a room or an entered
 * manual rating; null when there is none.
 */
function heatPumpRooms(project: PlanContext): string[] | null {
  const rooms = roomsWith(project, 'DuctedHeatPump');
  return rooms.length > 0 || project.input.installation?.heatPump?.outdoorUnitRating != null ? rooms : null;
}

/** The heat pump's electric backup heater, when entered, split by the wall emitters' table. */
function heatPumpBackups(project: PlanContext): CircuitDraft[] {
  const rooms = heatPumpRooms(project);
  const backup = nonNegative(project.input.installation?.heatPump?.backupHeaterWatts ?? 0);
  if (!rooms || backup <= 0) return [];
  return emitterCircuits(HEATING_TABLE, backup, { length: rounded(project.feed + 5), rooms });
}

/**
 * What switches an option circuit on: an access-control box of step 5 (the EV charger has its own
 * row), or the Wiser gateway.
 */
type OptionSwitch = Exclude<(typeof ACCESS_CONTROL_KEYS)[number], 'irve'> | 'wiserGateway';

/**
 * A circuit switched on by a step 5 option, with its run from the panel: `feeds` × the feed plus
 * `extra` metres.
 */
function optionCircuit(on: OptionSwitch, feeds: number, extra: number): CircuitRow['plan'] {
  return (project) => {
    const options = project.input.options;
    const switched =
      on === 'wiserGateway'
        ? options?.type === 'Wiser' && options.wiserConfig?.gateway === true
        : options?.accessControl?.[on] === true;
    return switched ? [{ length: rounded(feeds * project.feed + extra) }] : [];
  };
}

/** Each outdoor run entered for `kind`, its section raised for the voltage drop (see outdoorCircuitPlan). */
function outdoorCircuits(kind: OutdoorCircuitKind): CircuitRow['plan'] {
  return (project) =>
    (project.input.installation?.outdoorCircuits ?? []).flatMap((outdoor, at) => {
      if (outdoor.kind !== kind) return [];
      const { current, choice } = outdoorCircuitPlan(outdoor);
      return [
        {
          at,
          section: choice.section,
          length: rounded(outdoor.lengthM),
          voltageDrop: { ...choice, run: outdoor.lengthM, current },
        },
      ];
    });
}

/** One circuit per outlet of `type` (cooking plate, specialised socket), room by room. */
function singleOutlets(project: PlanContext, type: 'OvenSocket' | 'Dedicated20ASocket'): CircuitDraft[] {
  return project.rooms.flatMap((room) =>
    Array.from({ length: count(room, type) }, () => ({
      length: singleRun(project, room),
      rooms: [room.name],
    })),
  );
}
