/*
 * Price and product-reference catalogue of spec part 2 §3.10 and §9.
 *
 * PRICES are the spec's (euros HT, stored here in integer cents), never the manufacturer's.
 * REFERENCES are real manufacturer references from one coherent range: Schneider Electric wiring
 * devices (Odace), modular protection (Resi9 XP, Acti9) and enclosures (Resi9). Flush boxes and
 * cables are brand-neutral items, referenced by Legrand Batibox codes and by the standard cable
 * designations an electrician orders (U-1000 R2V, ICTA préfilée, Cat.6 F/UTP, 17 VATC).
 *
 * Sources (found with the code/pages search of public material, read 2026):
 * - Odace mechanisms and plates: e-planetelec.fr product pages listed in a public scraper
 *   (…/mecanisme-odace-blanc/…-s520059, -s520214 "double va-et-vient", -s520445 "prise TV",
 *   -s520476 "prise RJ45 grade 3 cat 6 STP", …/plaque-odace-styl/…-s520704 "2 postes blanche",
 *   …-s540702 "Odace Styl plaque anthracite 1 poste"); distributor catalogues listing
 *   "SCH S520059 PC", "SCH S520204 VA et Vient", "SCH S520702 Plaque simple Odace Styl",
 *   "SCH S520704 Plaque double Odace Styl"; a 2026 price seed listing S540702 "Plaque simple Odace
 *   anthracite". Schneider's dark Odace Styl finish is anthracite: it stands for the spec's "black".
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
 *   a public distributor list).
 * - Flush boxes: Legrand Batibox cloison sèche 1/2 postes, depth 40 and 50 mm (080041, 080042,
 *   080051, 080052). UNCONFIRMED in the searchable sources (from the Legrand catalogue numbering);
 *   check before ordering.
 */
import type { CableType } from './dimensioning/dimensioning.schema.ts';
import type { EquipmentType } from './equipment-types.ts';

export interface CatalogueProduct {
  reference: string;
  label: string;
  /** Unit price, euros HT in integer cents. */
  priceCents: number;
}

export type PlateSize = 'simple' | 'double';
export type PlateColor = 'white' | 'black';
export type FlushBoxKind = 'single40' | 'double40' | 'single50' | 'double50';

/** Cover plates, part 2 §3.10: simple 2.00, double 4.00, each in white or black. */
export const PLATES: Record<PlateColor, Record<PlateSize, CatalogueProduct>> = {
  white: {
    simple: { reference: 'S520702', label: 'Plaque Odace Styl 1 poste blanc', priceCents: 200 },
    double: { reference: 'S520704', label: 'Plaque Odace Styl 2 postes blanc', priceCents: 400 },
  },
  black: {
    simple: { reference: 'S540702', label: 'Plaque Odace Styl 1 poste anthracite', priceCents: 200 },
    double: { reference: 'S540704', label: 'Plaque Odace Styl 2 postes anthracite', priceCents: 400 },
  },
};

/** Flush boxes, part 2 §3.10: 40 mm single 0.30 / double 3.10, 50 mm single 1.10 / double 1.45. */
export const FLUSH_BOXES: Record<FlushBoxKind, CatalogueProduct> = {
  single40: { reference: '080041', label: "Boîte d'encastrement 1 poste prof. 40 mm", priceCents: 30 },
  double40: { reference: '080042', label: "Boîte d'encastrement 2 postes prof. 40 mm", priceCents: 310 },
  single50: { reference: '080051', label: "Boîte d'encastrement 1 poste prof. 50 mm", priceCents: 110 },
  double50: { reference: '080052', label: "Boîte d'encastrement 2 postes prof. 50 mm", priceCents: 145 },
};

export interface WiringDevice extends CatalogueProduct {
  /** Stations (postes) the device takes in a plate. */
  stations: 1 | 2;
  /** The flush box a line of this device gets in the estimate. */
  box: FlushBoxKind;
  /** Plate a line gets when the estimate builds it (part 2 §9); null: no plate. */
  estimatePlate: PlateSize | null;
  /** Plate the estimate's type selector proposes (part 2 §4.4). */
  selectorPlate: PlateSize;
  /** Price the estimate uses when it differs from the catalogue price (part 2 §9). */
  estimatePriceCents?: number;
}

/**
 * Sockets and switches with a catalogue price (part 2 §3.10). Types missing here (lighting points,
 * waterproof socket, heating, water heater, VMC) have no catalogue reference: the estimate skips
 * them (part 2 §9). Dedicated20ASocket is priced as a simple socket (part 2 §9).
 */
export const WIRING_DEVICES: Partial<Record<EquipmentType, WiringDevice>> = {
  SimpleSocket: {
    reference: 'S520059',
    label: 'Prise 2P+T 16 A Odace blanc',
    priceCents: 324,
    stations: 1,
    box: 'single40',
    estimatePlate: 'simple',
    selectorPlate: 'simple',
  },
  Dedicated20ASocket: {
    reference: 'S520059',
    label: 'Prise 2P+T 16 A Odace blanc (circuit spécialisé 20 A)',
    priceCents: 324,
    stations: 1,
    box: 'single40',
    estimatePlate: 'simple',
    selectorPlate: 'simple',
  },
  DoubleSocket: {
    // Two S520059 mechanisms side by side in a 2-station plate and box (entraxe 71 mm).
    reference: 'S520059',
    label: 'Prise double 2P+T 16 A Odace blanc (2 postes)',
    priceCents: 648,
    // Part 2 §9 prices the double socket at 3.24 in the estimate (only its box and plates differ).
    estimatePriceCents: 324,
    stations: 2,
    box: 'double40',
    estimatePlate: 'double',
    selectorPlate: 'double',
  },
  NetworkSocket: {
    reference: 'S520476',
    label: 'Prise RJ45 Cat.6 STP grade 3 Odace blanc',
    priceCents: 990,
    stations: 1,
    box: 'single40',
    estimatePlate: 'simple',
    selectorPlate: 'simple',
  },
  TVSocket: {
    reference: 'S520445',
    label: 'Prise TV Odace blanc',
    priceCents: 700,
    stations: 1,
    box: 'single40',
    estimatePlate: 'simple',
    selectorPlate: 'simple',
  },
  SimpleSwitch: {
    reference: 'S520204',
    label: 'Interrupteur va-et-vient 10 AX Odace blanc',
    priceCents: 350,
    stations: 1,
    box: 'single40',
    estimatePlate: 'simple',
    selectorPlate: 'simple',
  },
  DoubleSwitch: {
    reference: 'S520214',
    label: 'Double va-et-vient 10 AX Odace blanc',
    priceCents: 800,
    stations: 2,
    box: 'single40',
    // Part 2 §9 gives a double plate to the double socket only; the selector (§4.4) to both.
    estimatePlate: 'simple',
    selectorPlate: 'double',
  },
  DimmerSwitch: {
    reference: 'S520204',
    label: 'Interrupteur va-et-vient 10 AX Odace blanc',
    priceCents: 350,
    stations: 1,
    box: 'single40',
    // Part 2 §9 lists the types that get a plate; the dimmer / va-et-vient is not among them.
    estimatePlate: null,
    selectorPlate: 'simple',
  },
  OvenSocket: {
    reference: 'S520059',
    label: 'Prise 2P+T 16 A Odace blanc (plaque de cuisson)',
    priceCents: 324,
    stations: 1,
    box: 'single40',
    estimatePlate: 'simple',
    selectorPlate: 'simple',
  },
  ExtractorSocket: {
    reference: 'S520059',
    label: 'Prise 2P+T 16 A Odace blanc (hotte)',
    priceCents: 324,
    stations: 1,
    box: 'single40',
    estimatePlate: 'simple',
    selectorPlate: 'simple',
  },
};

export interface BreakerProduct extends CatalogueProduct {
  rating: number;
  poles: '1P+N' | '2P';
  /** Width in modules: 40 A and 63 A are 2-pole breakers and count 2 (part 2 §9 DDR rule). */
  modules: 1 | 2;
}

/** Circuit breakers by rating, part 2 §3.10 / §9. */
export const CIRCUIT_BREAKERS: readonly BreakerProduct[] = [
  {
    rating: 2,
    poles: '1P+N',
    modules: 1,
    reference: 'R9PFC602',
    label: 'Disjoncteur Resi9 XP 1P+N C 2 A',
    priceCents: 1050,
  },
  {
    rating: 6,
    poles: '1P+N',
    modules: 1,
    reference: 'R9PFC606',
    label: 'Disjoncteur Resi9 XP 1P+N C 6 A',
    priceCents: 2000,
  },
  {
    rating: 10,
    poles: '1P+N',
    modules: 1,
    reference: 'R9PFC610',
    label: 'Disjoncteur Resi9 XP 1P+N C 10 A',
    priceCents: 850,
  },
  {
    rating: 16,
    poles: '1P+N',
    modules: 1,
    reference: 'R9PFC616',
    label: 'Disjoncteur Resi9 XP 1P+N C 16 A',
    priceCents: 850,
  },
  {
    rating: 20,
    poles: '1P+N',
    modules: 1,
    reference: 'R9PFC620',
    label: 'Disjoncteur Resi9 XP 1P+N C 20 A',
    priceCents: 850,
  },
  {
    rating: 25,
    poles: '1P+N',
    modules: 1,
    reference: 'R9PFC625',
    label: 'Disjoncteur Resi9 XP 1P+N C 25 A',
    priceCents: 1400,
  },
  {
    rating: 32,
    poles: '1P+N',
    modules: 1,
    reference: 'R9PFC632',
    label: 'Disjoncteur Resi9 XP 1P+N C 32 A',
    priceCents: 1400,
  },
  {
    rating: 40,
    poles: '2P',
    modules: 2,
    reference: 'A9F77240',
    label: 'Disjoncteur Acti9 iC60N 2P C 40 A',
    priceCents: 3000,
  },
  {
    rating: 63,
    poles: '2P',
    modules: 2,
    reference: 'A9F77263',
    label: 'Disjoncteur Acti9 iC60N 2P C 63 A',
    priceCents: 11000,
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
    label: 'Coffret Resi9 1 rangée 13 modules (studio)',
    priceCents: 2500,
  },
  {
    capacity: 18,
    rows: 1,
    modulesPerRow: 18,
    reference: 'R9H18401',
    label: 'Coffret Resi9 1 rangée 18 modules',
    priceCents: 3500,
  },
  {
    capacity: 26,
    rows: 2,
    modulesPerRow: 13,
    reference: 'R9H13402',
    label: 'Coffret Resi9 2 rangées 13 modules',
    priceCents: 3500,
  },
  {
    capacity: 36,
    rows: 2,
    modulesPerRow: 18,
    reference: 'R9H18402',
    label: 'Coffret Resi9 2 rangées 18 modules',
    priceCents: 5500,
  },
  {
    capacity: 39,
    rows: 3,
    modulesPerRow: 13,
    reference: 'R9H13403',
    label: 'Coffret Resi9 3 rangées 13 modules',
    priceCents: 5000,
  },
  {
    capacity: 52,
    rows: 4,
    modulesPerRow: 13,
    reference: 'R9H13404',
    label: 'Coffret Resi9 4 rangées 13 modules',
    priceCents: 6500,
  },
  {
    capacity: 54,
    rows: 3,
    modulesPerRow: 18,
    reference: 'R9H18403',
    label: 'Coffret Resi9 3 rangées 18 modules',
    priceCents: 6500,
  },
  {
    capacity: 72,
    rows: 4,
    modulesPerRow: 18,
    reference: 'R9H18404',
    label: 'Coffret Resi9 4 rangées 18 modules',
    priceCents: 9000,
  },
];

/** Requested modules when a panel gives none (part 2 §3.10 "default 18"). */
export const DEFAULT_PANEL_MODULES = 18;

export interface CableProduct extends CatalogueProduct {
  cableType: CableType;
  /** mm²; 0 = N/A (coaxial, RJ45). priceCents is per metre. */
  section: number;
}

/** Cables per metre, part 2 §3.10. */
export const CABLES: readonly CableProduct[] = [
  {
    cableType: 'R2V',
    section: 1.5,
    reference: 'U-1000 R2V 3G1,5',
    label: 'Câble U-1000 R2V 3G1,5 mm²',
    priceCents: 90,
  },
  {
    cableType: 'R2V',
    section: 2.5,
    reference: 'U-1000 R2V 3G2,5',
    label: 'Câble U-1000 R2V 3G2,5 mm²',
    priceCents: 120,
  },
  {
    cableType: 'R2V',
    section: 4,
    reference: 'U-1000 R2V 3G4',
    label: 'Câble U-1000 R2V 3G4 mm²',
    priceCents: 185,
  },
  {
    cableType: 'R2V',
    section: 6,
    reference: 'U-1000 R2V 3G6',
    label: 'Câble U-1000 R2V 3G6 mm²',
    priceCents: 245,
  },
  {
    cableType: 'R2V',
    section: 10,
    reference: 'U-1000 R2V 3G10',
    label: 'Câble U-1000 R2V 3G10 mm²',
    priceCents: 420,
  },
  {
    cableType: 'Prefile',
    section: 1.5,
    reference: 'ICTA préfilée 3G1,5 Ø16',
    label: 'Gaine ICTA préfilée 3G1,5 mm²',
    priceCents: 90,
  },
  {
    cableType: 'Prefile',
    section: 2.5,
    reference: 'ICTA préfilée 3G2,5 Ø20',
    label: 'Gaine ICTA préfilée 3G2,5 mm²',
    priceCents: 120,
  },
  {
    cableType: 'Prefile',
    section: 6,
    reference: 'ICTA préfilée 3G6 Ø25',
    label: 'Gaine ICTA préfilée 3G6 mm²',
    priceCents: 245,
  },
  {
    cableType: 'RJ45',
    section: 0,
    reference: 'F/UTP Cat.6 4P',
    label: 'Câble RJ45 Cat.6 F/UTP 4 paires',
    priceCents: 70,
  },
  { cableType: 'Coaxial', section: 0, reference: '17 VATC', label: 'Câble coaxial 17 VATC', priceCents: 18 },
];

/** Surge protector type 2 at 120 (part 2 §3.10). */
export const SURGE_PROTECTOR: CatalogueProduct = {
  reference: 'A9L40501',
  label: 'Parafoudre Acti9 iPRD 40r 1P+N type 2',
  priceCents: 12000,
};

export interface DifferentialProduct extends CatalogueProduct {
  rating: 25 | 40 | 63;
}

/** Differential switches 30 mA type A (part 2 §3.10): 25 A 35, 40 A 45, 63 A 65. */
export const DIFFERENTIAL_BREAKERS: readonly DifferentialProduct[] = [
  {
    rating: 25,
    reference: 'R9PRA225',
    label: 'Interrupteur différentiel Resi9 XP 2P 25 A 30 mA type A',
    priceCents: 3500,
  },
  {
    rating: 40,
    reference: 'R9PRA240',
    label: 'Interrupteur différentiel Resi9 XP 2P 40 A 30 mA type A',
    priceCents: 4500,
  },
  {
    rating: 63,
    reference: 'R9PRA263',
    label: 'Interrupteur différentiel Resi9 XP 2P 63 A 30 mA type A',
    priceCents: 6500,
  },
];
