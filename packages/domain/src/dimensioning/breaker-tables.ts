import { DEFAULT_EV_CHARGER, type EvCharger } from '../installation/installation.schema.ts';
import type { BreakerRating } from './dimensioning.schema.ts';

/** Which breaker and section carry a load whose size varies: heating emitters, dedicated ratings, EV chargers. */

/** Heating emitters' rows, by rising power: the breaker and section that carry up to `maxWatts`. */
export type EmitterTable = readonly { maxWatts: number; rating: BreakerRating; section: number }[];

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

/**
 * A heating load on an emitter table: as few circuits as the table's largest row allows, the load
 * shared evenly, and the breaker and section each share needs.
 */
export function pickFromTable(
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
/** The charger planned when 'Borne de recharge (IRVE)' is on and no variant was entered. */
export const DEFAULT_EV_VARIANT: EvCharger = DEFAULT_EV_CHARGER;
