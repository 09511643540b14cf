import type { SectionChoice } from '../installation/voltage-drop.ts';
import type { BreakerRating } from './dimensioning.schema.ts';

/**
 * A circuit of a dwelling's main panel as the dimensioning plans it (NF C 15-100, reference
 * /work/shared/reference/nfc15100.md §b, §f). `planCircuits` answers them in the board's order; the
 * board, its RCD rows, the cables, the notes and the estimate are all read from them. Each kind has
 * one row in CIRCUIT_KINDS (circuit-kinds.ts): what triggers it, its breaker, section, limits, RCD
 * needs and note.
 */
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
 * Which 30 mA device family a circuit goes under (see planRcdGroups): 'general' (type AC, lighting
 * and sockets dealt over different RCDs), 'heating' (all heating circuits together, type AC),
 * 'typeA' (cooking, specialised sockets), 'typeF' (variable-speed drives: heat pump, air
 * conditioning), 'ev' (the charger's own type A RCD), 'outdoor' (outdoor circuits not fixed to the
 * building, apart from the indoor ones) and 'outdoorF' (the same with a variable-speed drive).
 */
export type RcdFamily = 'general' | 'heating' | 'typeA' | 'typeF' | 'ev' | 'outdoor' | 'outdoorF';

export interface Circuit {
  kind: CircuitKind;
  /** The breaker line's text on the board and in the devis ('Circuit éclairage'). */
  description: string;
  /** Breaker rating, A. */
  rating: BreakerRating;
  /** Copper section, mm². */
  section: number;
  /** Lighting points, socles, shutters or pilot-wire zones on the circuit (0 for single-load circuits). */
  points: number;
  /** Heating power in W where relevant (emitters, towel dryer, heat-pump backup). */
  watts?: number;
  /** Heating power estimated at 100 W/m² (no emitter power entered for the room). */
  estimated?: boolean;
  /** Estimated cable length, m (see the cable length model in plan-context.ts). */
  length: number;
  family: RcdFamily;
  /** Names of the rooms served, for the notes (empty for circuits of the dwelling as a whole). */
  rooms: string[];
  /** Three-phase circuit (3P+N breaker, 5G cable); single phase otherwise. */
  phases?: 3;
  /** Outdoor circuits: the entered run and the voltage-drop check that chose the section. */
  voltageDrop?: SectionChoice & { run: number; current: number };
}

export const MAX_LIGHTING_POINTS_PER_CIRCUIT = 8;
/** 2.5 mm² / 20 A socket circuits: 12 socles at most (1.5 mm² / 16 A would allow 8). */
export const MAX_SOCKETS_PER_CIRCUIT = 12;
/** The kitchen's dedicated socket circuit: 6 socles at most, nothing else on it. */
export const MAX_KITCHEN_SOCKETS_PER_CIRCUIT = 6;
/** Roller shutters per circuit (product choice: no norm limit, one trip never stops every shutter). */
export const MAX_SHUTTERS_PER_CIRCUIT = 8;
/** Assumed heating need for electric emitters when no heat-loss study is given (see the notes). */
export const HEATING_WATTS_PER_M2 = 100;

/** The water heater's control circuit: its breaker line is what the estimate prices a contactor for. */
export const WATER_HEATER_CONTROL = 'Commande chauffe-eau (contacteur heures creuses)';
