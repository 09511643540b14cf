/*
 * Wiring devices, cover plates and flush boxes:
 * the price and product-reference catalogue of spec part 2 §3.10 and §9.
 *
 * PRICES are the spec's (euros HT, stored here in integer cents), never the manufacturer's.
 * REFERENCES: Schneider Electric wiring devices (Odace); flush boxes are brand-neutral items,
 * referenced by Legrand Batibox codes.
 *
 * Sources (found with the code/pages search of public material, read 2026):
 * - Odace mechanisms and plates: e-planetelec.fr product pages listed in a public scraper
 *   (…/mecanisme-odace-blanc/…-s520059, -s520214 "double va-et-vient", -s520445 "prise TV",
 *   -s520476 "prise RJ45 grade 3 cat 6 STP", …/plaque-odace-styl/…-s520704 "2 postes blanche",
 *   …-s540702 "Odace Styl plaque anthracite 1 poste"); distributor catalogues listing
 *   "SCH S520059 PC", "SCH S520204 VA et Vient", "SCH S520702 Plaque simple Odace Styl",
 *   "SCH S520704 Plaque double Odace Styl"; a 2026 price seed listing S540702 "Plaque simple Odace
 *   anthracite". Schneider's dark Odace Styl finish is anthracite: it stands for the spec's "black".
 * - Flush boxes: Legrand Batibox cloison sèche 1/2 postes, depth 40 and 50 mm (080041, 080042,
 *   080051, 080052). UNCONFIRMED in the searchable sources (from the Legrand catalogue numbering);
 *   check before ordering.
 */
import { COLORS, type EquipmentType } from '../equipment-types.ts';
import { DCL_BOX } from './appliances.ts';
import type { CatalogueProduct } from './product.ts';

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
  single40: {
    reference: '080041',
    label: 'Boîte d’encastrement 1 poste prof.\u00a040\u00a0mm',
    priceCents: 30,
  },
  double40: {
    reference: '080042',
    label: 'Boîte d’encastrement 2 postes prof.\u00a040\u00a0mm',
    priceCents: 310,
  },
  single50: {
    reference: '080051',
    label: 'Boîte d’encastrement 1 poste prof.\u00a050\u00a0mm',
    priceCents: 110,
  },
  double50: {
    reference: '080052',
    label: 'Boîte d’encastrement 2 postes prof.\u00a050\u00a0mm',
    priceCents: 145,
  },
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
 * Sockets and switches: the ones that take a plate and a flush box (part 2 §3.10). Lighting points,
 * the weatherproof socket, heating, water heaters and VMC are in appliances.ts.
 */
export const WIRING_DEVICES: Partial<Record<EquipmentType, WiringDevice>> = {
  SimpleSocket: {
    reference: 'S520059',
    label: 'Prise 2P+T 16\u00a0A Odace blanc',
    priceCents: 324,
    stations: 1,
    box: 'single40',
    estimatePlate: 'simple',
    selectorPlate: 'simple',
  },
  Dedicated20ASocket: {
    // NF C 15-100 §10.1.3.4: a dedicated 20 A circuit (washing machine, oven…) ends on a 16 A 2P+T
    // socket: same device as the simple socket, the circuit and its breaker make the difference.
    reference: 'S520059',
    label: 'Prise 2P+T 16\u00a0A Odace blanc (circuit spécialisé 20\u00a0A)',
    priceCents: 324,
    stations: 1,
    box: 'single40',
    estimatePlate: 'simple',
    selectorPlate: 'simple',
  },
  DoubleSocket: {
    // Two S520059 mechanisms side by side in a 2-station plate and box (entraxe 71 mm).
    reference: 'S520059',
    label: 'Prise double 2P+T 16\u00a0A Odace blanc (2 postes)',
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
    label: 'Interrupteur va-et-vient 10\u00a0AX Odace blanc',
    priceCents: 350,
    stations: 1,
    box: 'single40',
    estimatePlate: 'simple',
    selectorPlate: 'simple',
  },
  DoubleSwitch: {
    reference: 'S520214',
    label: 'Double va-et-vient 10\u00a0AX Odace blanc',
    priceCents: 800,
    stations: 2,
    box: 'single40',
    // Part 2 §9 gives a double plate to the double socket only; the selector (§4.4) to both.
    estimatePlate: 'simple',
    selectorPlate: 'double',
  },
  DimmerSwitch: {
    reference: 'S520204',
    label: 'Interrupteur va-et-vient 10\u00a0AX Odace blanc',
    priceCents: 350,
    stations: 1,
    box: 'single40',
    // Part 2 §9 lists the types that get a plate; the dimmer / va-et-vient is not among them.
    estimatePlate: null,
    selectorPlate: 'simple',
  },
  OvenSocket: {
    // The cooking outlet is a 32 A cable outlet, not a 16 A socket (NF C 15-100 §10.1.3.5).
    // UNCONFIRMED reference (Odace numbering), price: wholesaler listing 2026, rounded.
    reference: 'S520662',
    label: 'Sortie de câble 32\u00a0A Odace blanc (plaque de cuisson)',
    priceCents: 1290,
    stations: 1,
    box: 'single50',
    estimatePlate: 'simple',
    selectorPlate: 'simple',
  },
  ExtractorSocket: {
    reference: 'S520059',
    label: 'Prise 2P+T 16\u00a0A Odace blanc (hotte)',
    priceCents: 324,
    stations: 1,
    box: 'single40',
    estimatePlate: 'simple',
    selectorPlate: 'simple',
  },
};

/** The catalogue entry of a socket or switch, or null when it has no reference (skipped in estimates). */
export function wiringDeviceFor(type: EquipmentType): WiringDevice | null {
  return WIRING_DEVICES[type] ?? null;
}

/** Price of a device line in the estimate: the double socket is 3.24 there (part 2 §9). */
export function estimatePriceCents(device: WiringDevice): number {
  return device.estimatePriceCents ?? device.priceCents;
}

/** Plate colour for an equipment colour: black for #000000, white otherwise (part 2 §9). */
export function plateColorFor(color: string | null | undefined): PlateColor {
  return color?.toUpperCase() === COLORS.black ? 'black' : 'white';
}

export function plateReference(color: PlateColor, size: PlateSize): string {
  return PLATES[color][size].reference;
}

const PLATE_PRICES = new Map<string, number>(
  Object.values(PLATES).flatMap((bySize) =>
    Object.values(bySize).map((plate) => [plate.reference, plate.priceCents] as const),
  ),
);
const BOX_PRICES = new Map<string, number>(
  [...Object.values(FLUSH_BOXES), DCL_BOX].map((box) => [box.reference, box.priceCents] as const),
);

/** Price of a plate reference; blank or unknown references cost nothing (part 2 §5). */
export function platePriceCents(reference: string | null | undefined): number {
  const key = reference?.trim();
  return key ? (PLATE_PRICES.get(key) ?? 0) : 0;
}

/** Price of a flush-box reference; blank or unknown references cost nothing (part 2 §5). */
export function boxPriceCents(reference: string | null | undefined): number {
  const key = reference?.trim();
  return key ? (BOX_PRICES.get(key) ?? 0) : 0;
}
