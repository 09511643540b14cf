import {
  type BreakerProduct,
  CABLES,
  type CableProduct,
  CIRCUIT_BREAKERS,
  DEFAULT_PANEL_MODULES,
  DIFFERENTIAL_BREAKERS,
  type DifferentialProduct,
  FALLBACK_BREAKER_RATING,
  FLUSH_BOXES,
  PANELS,
  type PanelProduct,
  PLATES,
  type PlateColor,
  type PlateSize,
  WIRING_DEVICES,
  type WiringDevice,
} from './catalogue.data.ts';
import type { CableType } from './dimensioning/dimensioning.schema.ts';
import { COLORS, type EquipmentType } from './equipment-types.ts';

export * from './catalogue.data.ts';

function firstOrThrow<T>(list: readonly T[], what: string): T {
  const first = list[0];
  if (first === undefined) throw new Error(`Catalogue: no ${what}`);
  return first;
}

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
  Object.values(FLUSH_BOXES).map((box) => [box.reference, box.priceCents] as const),
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

const BREAKERS_BY_RATING = new Map<number, BreakerProduct>(CIRCUIT_BREAKERS.map((b) => [b.rating, b]));

/** Breaker for a rating; an unknown rating is treated as 16 A at 8.50 (part 2 §9). */
export function breakerForRating(rating: number | string | null | undefined): BreakerProduct {
  const known = BREAKERS_BY_RATING.get(Number(rating));
  if (known) return known;
  const fallback = BREAKERS_BY_RATING.get(FALLBACK_BREAKER_RATING);
  if (!fallback) throw new Error('Catalogue: no 16 A breaker');
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

function cableProduct(cableType: CableType, section: number): CableProduct {
  const product = CABLES.find((c) => c.cableType === cableType && c.section === section);
  if (!product) throw new Error(`Catalogue: no ${cableType} ${section} mm² cable`);
  return product;
}

/**
 * Cable priced per metre by type and section (part 2 §9): RJ45 0.70, coaxial 0.18; R2V and
 * Prefile by section: < 2.5 → 0.90; < 4 → 1.20; < 6 → 1.85 (R2V only, Prefile stays 1.20);
 * < 10 → 2.45; ≥ 10 → 4.20 (R2V only, Prefile stays 2.45).
 */
export function cableFor(cableType: CableType, section: number | null | undefined): CableProduct {
  if (cableType === 'RJ45' || cableType === 'Coaxial') return cableProduct(cableType, 0);
  const s = typeof section === 'number' && Number.isFinite(section) ? section : 0;
  if (cableType === 'Prefile') {
    if (s < 2.5) return cableProduct('Prefile', 1.5);
    if (s < 6) return cableProduct('Prefile', 2.5);
    return cableProduct('Prefile', 6);
  }
  if (s < 2.5) return cableProduct('R2V', 1.5);
  if (s < 4) return cableProduct('R2V', 2.5);
  if (s < 6) return cableProduct('R2V', 4);
  if (s < 10) return cableProduct('R2V', 6);
  return cableProduct('R2V', 10);
}

/**
 * Differential switch for a row's adjusted rating (sum × 0.7 rounded up): 25 A up to 25, 40 A up
 * to 40, otherwise 63 A (part 2 §9).
 */
export function differentialForAdjustedRating(adjusted: number): DifferentialProduct {
  const fitting = DIFFERENTIAL_BREAKERS.find((d) => adjusted <= d.rating);
  if (fitting) return fitting;
  const largest = DIFFERENTIAL_BREAKERS[DIFFERENTIAL_BREAKERS.length - 1];
  return largest ?? firstOrThrow(DIFFERENTIAL_BREAKERS, 'differential switch');
}
