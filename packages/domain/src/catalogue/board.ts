/*
 * Board products: circuit breakers, panels, surge protector and differential switches:
 * the price and product-reference catalogue of spec part 2 §3.10 and §9.
 *
 * PRICES are the spec's (euros HT, stored here in integer cents), never the manufacturer's.
 * REFERENCES: Schneider Electric modular protection (Resi9 XP, Acti9) and enclosures (Resi9).
 *
 * Sources (found with the code/pages search of public material, read 2026):
 * - Resi9 XP breakers R9PFC602…R9PFC632 (1P+N, curve C) and Resi9 enclosures R9H13401…R9H13404,
 *   R9H18401…R9H18404: github.com/arges25/Elec-Plans (README table and
 *   src/features/panel3d/data/manufacturers/schneider.json, each enclosure citing
 *   https://www.se.com/fr/fr/product/<reference>/); delivery notes listing
 *   "RESI9-DISJONCTEUR MODULAIRE-1P+N-16A-COURBE C-PEIGNABLE" for R9PFC616.
 * - Resi9 XP RCDs 30 mA type A: R9PRA240 ("Resi 9 - Interrupteur Différentiel - 2P - 40A 30mA
 *   TYPE A - Peignable", EAN 3606481102669, a public stock list) and R9PRA263 (delivery note
 *   "RESI9-INTER DIFFERENTIEL-2P-63A-30MA-TYPE A-PEIGNABLE").
 *   UNCONFIRMED: R9PRA225 (25 A) follows the same naming and was not found in the searchable
 *   sources; check it against se.com before ordering.
 * - Acti9 iC60N 2P curve C 40 A / 63 A: A9F77240 / A9F77263 (the 2-pole breakers the spec prices
 *   at 30 € and 110 €); seen in public estimate code, not on a manufacturer page.
 * - Surge protector: Acti9 iPRD 40r 1P+N type 2, A9L40501 ("Surge Arrester PRD40r 1P+N 40kA 230V",
 *   a public distributor list). It is not self-protected: it gets its disconnection breaker
 *   (20 A, reference §e "commonly 20 A"), upstream of the RCDs.
 *
 * Additions the RCD plan and the installation facts need, not priced by the spec (priceToConfirm, shown 'prix à confirmer'):
 * - Breakers of 1, 3, 4 and 50 A: Acti9 iC60N 2P curve C, the series of the 40 A and 63 A above
 *   (A9F77201, A9F77203, A9F77204, A9F77250). UNCONFIRMED beyond that series reading. Priced as
 *   part 2 §9 prices an unknown rating (the 16 A at 8.50), flagged.
 * - Type 1 surge protector (lightning rod): Acti9 iPRF1 12.5r 1P+N, A9L16632. UNCONFIRMED.
 *   Price 150 €: the middle of the 100–200 € range a public installer price guide gives for a
 *   "Parafoudre Type 1+2 combiné" (a pricing sheet in a public repository, found with the code
 *   search, 2026).
 * - 30 mA type F differential switches (heat pump, air conditioning, variable-speed drives):
 *   Resi9 XP naming R9PRF225 / R9PRF240 / R9PRF263. UNCONFIRMED. Price: 75 € for 40 A, the middle
 *   of the 50–100 € range the same public guide gives for "Type F 40A 30mA 2P"; 25 A and 63 A
 *   scaled by the spec's type A ratios (35/45 and 65/45): 58 € and 108 €.
 */
import type { CatalogueProduct } from './product.ts';

/** Where each reference was read (a source per reference, kept with the data). */
const SOURCES = {
  resi9Breakers:
    'github.com/arges25/Elec-Plans README: Resi9 XP R9PFC602…R9PFC632 « vérifiées sur le site officiel » (se.com)',
  resi9Panels:
    'github.com/arges25/Elec-Plans schneider.json: R9H13401…R9H13404, R9H18401…R9H18404, sourceUrl https://www.se.com/fr/fr/product/<référence>/',
  ic60n2p:
    'Acti9 iC60N 2P courbe C: A9F77240 / A9F77263 seen in public estimate code, not on a manufacturer page',
  ic60n2pSeries: 'Acti9 iC60N 2P courbe C, same series as A9F77240 (UNCONFIRMED)',
  ic60n4p16:
    'A9F77416 « Disjoncteur modulaire 4P 16A courbe C 6kA - Acti9 iC60N tétrapolaire », supplier price sample of a public repository (44,60\u00a0€ HT)',
  ic60n4p32: 'A9F77432 by the series of A9F77416 (UNCONFIRMED: no listing found)',
  rcdA40:
    'R9PRA240: public stock list « Resi 9 - Interrupteur Différentiel - 2P - 40A 30mA TYPE A - Peignable », EAN 3606481102669',
  rcdA63:
    'R9PRA263: delivery note « RESI9-INTER DIFFERENTIEL-2P-63A-30MA-TYPE A-PEIGNABLE »; github.com/arges25/Elec-Plans README (vérifiée sur se.com)',
  rcdA25: 'R9PRA225 by the naming of R9PRA240/R9PRA263 (UNCONFIRMED: no listing found)',
  rcdF63: 'R9PRF263: github.com/arges25/Elec-Plans README « R9PRF263 (63\u00a0A Fsi) », vérifiée sur se.com',
  rcdF: 'by the naming of R9PRF263 (UNCONFIRMED: no listing found)',
  rcd4p:
    'Acti9 iID 4P: A9R21440 / A9R21463 « 4X40A / 4X63A 30mA » in public price lists (one Polish list says type A, a Spanish one type AC: type UNCONFIRMED)',
  spd2: 'A9L40501 « Surge Arrester PRD40r 1P+N 40kA 230V », public distributor list',
  spd1: 'A9L16632 iPRF1 12.5r (UNCONFIRMED: no listing found)',
} as const;

/*
 * Checked again with the search tools (2026-11-24, second pass the same day):
 * - R9PRF263 is CONFIRMED: a public repository that checks every reference on se.com lists
 *   « R9PRF263 (63 A Fsi) » next to R9PRA263 (github.com/arges25/Elec-Plans README). R9PRF225 and
 *   R9PRF240 follow its naming and stay UNCONFIRMED; type F prices stay flagged.
 * - R9PRF225/240 (first pass): no public page, list or repository named them.
 * - A9R21440 / A9R21463 (iID 4P 40 / 63 A 30 mA) appear in several public price lists (a Polish
 *   estimating database: « Resi9 RCD 4P 40A 30mA Typ-A »; a Turkish list: « 4X40A / 4X63A 30mA »);
 *   another (Spanish) list calls A9R21440 type AC: the type stays UNCONFIRMED, the price flagged.
 * - R9PRA225, A9F77432, A9L16632: searched again in the docs, pages and code corpora, not found. The Resi9 range's type F device that public lists do name is
 *   the RCBO R9PDCF16 (1P+N 16 A 30 mA type Fsi, 89,08 € HT at a distributor), a different product.
 * - A9L16632 (iPRF1 12.5r type 1): not found either; kept UNCONFIRMED, price flagged.
 * - Three-phase (EV chargers 11/22 kW): Acti9 iC60N 4P C16 A9F77416 ("Disjoncteur
 *   modulaire 4P 16A courbe C 6kA - Acti9 iC60N tétrapolaire - 4 modules", 44,60 € HT net in a
 *   supplier price sample of a public repository); A9F77432 (32 A) by the same series naming,
 *   UNCONFIRMED. 4-pole 30 mA type A RCDs: Acti9 iID 4P A9R21440 / A9R21463 (named "iID 4P 40A
 *   30mA" in public price lists, one of which says type AC: UNCONFIRMED); priced as two of the
 *   spec's 2P type A devices of the same rating. Every three-phase price is flagged.
 */

export interface BreakerProduct extends CatalogueProduct {
  rating: number;
  poles: '1P+N' | '2P' | '3P+N';
  /** Width in modules: 40 A and 63 A are 2-pole breakers and count 2 (part 2 §9 DDR rule); 3P+N 4. */
  modules: 1 | 2 | 4;
}

/** Circuit breakers by rating, part 2 §3.10 / §9. */
export const CIRCUIT_BREAKERS: readonly BreakerProduct[] = [
  {
    rating: 1,
    poles: '2P',
    modules: 2,
    reference: 'A9F77201',
    source: SOURCES.ic60n2pSeries,
    label: 'Disjoncteur Acti9 iC60N 2P C 1\u00a0A',
    priceCents: 850,
    priceToConfirm: true,
  },
  {
    rating: 2,
    poles: '1P+N',
    modules: 1,
    reference: 'R9PFC602',
    source: SOURCES.resi9Breakers,
    label: 'Disjoncteur Resi9 XP 1P+N C 2\u00a0A',
    priceCents: 1050,
  },
  {
    rating: 3,
    poles: '2P',
    modules: 2,
    reference: 'A9F77203',
    source: SOURCES.ic60n2pSeries,
    label: 'Disjoncteur Acti9 iC60N 2P C 3\u00a0A',
    priceCents: 850,
    priceToConfirm: true,
  },
  {
    rating: 4,
    poles: '2P',
    modules: 2,
    reference: 'A9F77204',
    source: SOURCES.ic60n2pSeries,
    label: 'Disjoncteur Acti9 iC60N 2P C 4\u00a0A',
    priceCents: 850,
    priceToConfirm: true,
  },
  {
    rating: 6,
    poles: '1P+N',
    modules: 1,
    reference: 'R9PFC606',
    source: SOURCES.resi9Breakers,
    label: 'Disjoncteur Resi9 XP 1P+N C 6\u00a0A',
    priceCents: 2000,
  },
  {
    rating: 10,
    poles: '1P+N',
    modules: 1,
    reference: 'R9PFC610',
    source: SOURCES.resi9Breakers,
    label: 'Disjoncteur Resi9 XP 1P+N C 10\u00a0A',
    priceCents: 850,
  },
  {
    rating: 16,
    poles: '1P+N',
    modules: 1,
    reference: 'R9PFC616',
    source: SOURCES.resi9Breakers,
    label: 'Disjoncteur Resi9 XP 1P+N C 16\u00a0A',
    priceCents: 850,
  },
  {
    rating: 20,
    poles: '1P+N',
    modules: 1,
    reference: 'R9PFC620',
    source: SOURCES.resi9Breakers,
    label: 'Disjoncteur Resi9 XP 1P+N C 20\u00a0A',
    priceCents: 850,
  },
  {
    rating: 25,
    poles: '1P+N',
    modules: 1,
    reference: 'R9PFC625',
    source: SOURCES.resi9Breakers,
    label: 'Disjoncteur Resi9 XP 1P+N C 25\u00a0A',
    priceCents: 1400,
  },
  {
    rating: 32,
    poles: '1P+N',
    modules: 1,
    reference: 'R9PFC632',
    source: SOURCES.resi9Breakers,
    label: 'Disjoncteur Resi9 XP 1P+N C 32\u00a0A',
    priceCents: 1400,
  },
  {
    rating: 40,
    poles: '2P',
    modules: 2,
    reference: 'A9F77240',
    source: SOURCES.ic60n2p,
    label: 'Disjoncteur Acti9 iC60N 2P C 40\u00a0A',
    priceCents: 3000,
  },
  {
    rating: 50,
    poles: '2P',
    modules: 2,
    reference: 'A9F77250',
    source: SOURCES.ic60n2pSeries,
    label: 'Disjoncteur Acti9 iC60N 2P C 50\u00a0A',
    priceCents: 850,
    priceToConfirm: true,
  },
  {
    rating: 63,
    poles: '2P',
    modules: 2,
    reference: 'A9F77263',
    source: SOURCES.ic60n2p,
    label: 'Disjoncteur Acti9 iC60N 2P C 63\u00a0A',
    priceCents: 11000,
  },
];

/** Three-phase 3P+N breakers (4 modules) of the EV charger circuits; prices flagged (see above). */
export const CIRCUIT_BREAKERS_3P: readonly BreakerProduct[] = [
  {
    rating: 16,
    poles: '3P+N',
    modules: 4,
    reference: 'A9F77416',
    source: SOURCES.ic60n4p16,
    label: 'Disjoncteur Acti9 iC60N 4P C 16\u00a0A',
    priceCents: 4460,
    priceToConfirm: true,
  },
  {
    rating: 32,
    poles: '3P+N',
    modules: 4,
    reference: 'A9F77432',
    source: SOURCES.ic60n4p32,
    label: 'Disjoncteur Acti9 iC60N 4P C 32\u00a0A',
    priceCents: 4460,
    priceToConfirm: true,
  },
];

/** An unknown rating is priced as the 16 A breaker (part 2 §9). */
export const FALLBACK_BREAKER_RATING = 16;

export interface PanelProduct extends CatalogueProduct {
  /** Total module capacity = rows × modules per row. */
  capacity: number;
  rows: number;
  modulesPerRow: 13 | 18;
}

/**
 * Panels by module capacity as the estimate picks them (part 2 §3.10): 13 at 25 (studio), 18 at 35,
 * 26 at 35, 36 at 55, 39 at 50, 52 at 65, 54 at 65, 72 at 90. Sorted by capacity.
 */
export const PANELS: readonly PanelProduct[] = [
  {
    capacity: 13,
    rows: 1,
    modulesPerRow: 13,
    reference: 'R9H13401',
    source: SOURCES.resi9Panels,
    label: 'Coffret Resi9 1 rangée 13\u00a0modules (studio)',
    priceCents: 2500,
  },
  {
    capacity: 18,
    rows: 1,
    modulesPerRow: 18,
    reference: 'R9H18401',
    source: SOURCES.resi9Panels,
    label: 'Coffret Resi9 1 rangée 18\u00a0modules',
    priceCents: 3500,
  },
  {
    capacity: 26,
    rows: 2,
    modulesPerRow: 13,
    reference: 'R9H13402',
    source: SOURCES.resi9Panels,
    label: 'Coffret Resi9 2 rangées 13\u00a0modules',
    priceCents: 3500,
  },
  {
    capacity: 36,
    rows: 2,
    modulesPerRow: 18,
    reference: 'R9H18402',
    source: SOURCES.resi9Panels,
    label: 'Coffret Resi9 2 rangées 18\u00a0modules',
    priceCents: 5500,
  },
  {
    capacity: 39,
    rows: 3,
    modulesPerRow: 13,
    reference: 'R9H13403',
    source: SOURCES.resi9Panels,
    label: 'Coffret Resi9 3 rangées 13\u00a0modules',
    priceCents: 5000,
  },
  {
    capacity: 52,
    rows: 4,
    modulesPerRow: 13,
    reference: 'R9H13404',
    source: SOURCES.resi9Panels,
    label: 'Coffret Resi9 4 rangées 13\u00a0modules',
    priceCents: 6500,
  },
  {
    capacity: 54,
    rows: 3,
    modulesPerRow: 18,
    reference: 'R9H18403',
    source: SOURCES.resi9Panels,
    label: 'Coffret Resi9 3 rangées 18\u00a0modules',
    priceCents: 6500,
  },
  {
    capacity: 72,
    rows: 4,
    modulesPerRow: 18,
    reference: 'R9H18404',
    source: SOURCES.resi9Panels,
    label: 'Coffret Resi9 4 rangées 18\u00a0modules',
    priceCents: 9000,
  },
];

/** Requested modules when a panel gives none (part 2 §3.10 "default 18"). */
export const DEFAULT_PANEL_MODULES = 18;

/** Surge protector type 2 at 120 (part 2 §3.10). */
export const SURGE_PROTECTOR: CatalogueProduct = {
  reference: 'A9L40501',
  source: SOURCES.spd2,
  label: 'Parafoudre Acti9 iPRD 40r 1P+N type 2',
  priceCents: 12000,
};

export interface DifferentialProduct extends CatalogueProduct {
  rating: 25 | 40 | 63;
  /** The device's type: A (the spec's devices, also fitted where AC is enough) or F. */
  type: 'A' | 'F';
  /** 4 for the three-phase rows; 2 otherwise. */
  poles?: 4;
}

/** 4-pole 30 mA type A differential switches (three-phase EV rows); see the sources above. */
export const DIFFERENTIAL_BREAKERS_4P: readonly DifferentialProduct[] = [
  {
    rating: 40,
    type: 'A',
    poles: 4,
    reference: 'A9R21440',
    source: SOURCES.rcd4p,
    label: 'Interrupteur différentiel Acti9 iID 4P 40\u00a0A 30\u00a0mA type A',
    priceCents: 9000,
    priceToConfirm: true,
  },
  {
    rating: 63,
    type: 'A',
    poles: 4,
    reference: 'A9R21463',
    source: SOURCES.rcd4p,
    label: 'Interrupteur différentiel Acti9 iID 4P 63\u00a0A 30\u00a0mA type A',
    priceCents: 13000,
    priceToConfirm: true,
  },
];

/** Differential switches 30 mA type A (part 2 §3.10): 25 A 35, 40 A 45, 63 A 65. */
export const DIFFERENTIAL_BREAKERS: readonly DifferentialProduct[] = [
  {
    rating: 25,
    type: 'A',
    reference: 'R9PRA225',
    source: SOURCES.rcdA25,
    label: 'Interrupteur différentiel Resi9 XP 2P 25\u00a0A 30\u00a0mA type A',
    priceCents: 3500,
  },
  {
    rating: 40,
    type: 'A',
    reference: 'R9PRA240',
    source: SOURCES.rcdA40,
    label: 'Interrupteur différentiel Resi9 XP 2P 40\u00a0A 30\u00a0mA type A',
    priceCents: 4500,
  },
  {
    rating: 63,
    type: 'A',
    reference: 'R9PRA263',
    source: SOURCES.rcdA63,
    label: 'Interrupteur différentiel Resi9 XP 2P 63\u00a0A 30\u00a0mA type A',
    priceCents: 6500,
  },
];

/** Differential switches 30 mA type F (see the sources above): never sold as type A. */
export const DIFFERENTIAL_BREAKERS_F: readonly DifferentialProduct[] = [
  {
    rating: 25,
    type: 'F',
    reference: 'R9PRF225',
    source: SOURCES.rcdF,
    label: 'Interrupteur différentiel Resi9 XP 2P 25\u00a0A 30\u00a0mA type F',
    priceCents: 5800,
    priceToConfirm: true,
  },
  {
    rating: 40,
    type: 'F',
    reference: 'R9PRF240',
    source: SOURCES.rcdF,
    label: 'Interrupteur différentiel Resi9 XP 2P 40\u00a0A 30\u00a0mA type F',
    priceCents: 7500,
    priceToConfirm: true,
  },
  {
    rating: 63,
    type: 'F',
    reference: 'R9PRF263',
    source: SOURCES.rcdF63,
    label: 'Interrupteur différentiel Resi9 XP 2P 63\u00a0A 30\u00a0mA type F',
    priceCents: 10800,
    priceToConfirm: true,
  },
];

/** Type 1 surge protector (building with a lightning rod, reference §e). */
export const SURGE_PROTECTOR_TYPE_1: CatalogueProduct = {
  reference: 'A9L16632',
  source: SOURCES.spd1,
  label: 'Parafoudre Acti9 iPRF1 12.5r 1P+N type 1',
  priceCents: 15000,
  priceToConfirm: true,
};

/** The surge protector of a type as typed in the dimensioning ('Type 1', 'Type 1+2' → type 1). */
export function surgeProtectorFor(type: string | null | undefined): CatalogueProduct {
  return /1/.test(type ?? '') ? SURGE_PROTECTOR_TYPE_1 : SURGE_PROTECTOR;
}

/** Rating of the disconnection breaker a non-self-protected surge protector needs (reference §e). */
export const SURGE_DISCONNECTOR_RATING = 20;

function firstOrThrow<T>(list: readonly T[], what: string): T {
  const first = list[0];
  if (first === undefined) throw new Error(`Catalogue: no ${what}`);
  return first;
}

const BREAKERS_BY_RATING = new Map<number, BreakerProduct>(CIRCUIT_BREAKERS.map((b) => [b.rating, b]));

/**
 * Breaker for a rating: every rating of part 2 §5 has its own reference (1, 3, 4 and 50 A priced as
 * §9 prices an unknown rating, flagged 'prix à confirmer'); anything else is treated as 16 A at 8.50.
 */
export function breakerForRating(
  rating: number | string | null | undefined,
  poles?: string | null,
): BreakerProduct {
  if (poles === '3P+N') {
    const n = Number(rating);
    const three =
      CIRCUIT_BREAKERS_3P.find((b) => n <= b.rating) ?? CIRCUIT_BREAKERS_3P[CIRCUIT_BREAKERS_3P.length - 1];
    if (three) return three;
  }
  const known = BREAKERS_BY_RATING.get(Number(rating));
  if (known) return known;
  const fallback = BREAKERS_BY_RATING.get(FALLBACK_BREAKER_RATING);
  if (!fallback) throw new Error('Catalogue: no breaker rated 16');
  return fallback;
}

/**
 * Panel for a requested number of modules: the smallest capacity at least the request, 18 when
 * nothing usable is requested, otherwise the largest (part 2 §3.10).
 */
export function panelForModules(modules: number | null | undefined): PanelProduct {
  const requested =
    typeof modules === 'number' && Number.isFinite(modules) && modules > 0 ? modules : DEFAULT_PANEL_MODULES;
  const fitting = PANELS.find((panel) => panel.capacity >= requested);
  if (fitting) return fitting;
  const largest = PANELS[PANELS.length - 1];
  return largest ?? firstOrThrow(PANELS, 'panel');
}

/**
 * Differential switch for a row's needed rating: 25 A up to 25, 40 A up to 40, otherwise 63 A
 * (part 2 §9), of type F for a type F row and type A otherwise (type A may replace AC).
 */
export function differentialFor(
  type: 'AC' | 'A' | 'F',
  needed: number,
  poles: 2 | 4 = 2,
): DifferentialProduct {
  // A three-phase row: 4-pole type A (from 40 A, the smallest 4-pole rating listed).
  const range =
    poles === 4 ? DIFFERENTIAL_BREAKERS_4P : type === 'F' ? DIFFERENTIAL_BREAKERS_F : DIFFERENTIAL_BREAKERS;
  const fitting = range.find((d) => needed <= d.rating);
  if (fitting) return fitting;
  const largest = range[range.length - 1];
  return largest ?? firstOrThrow(range, 'differential switch');
}
